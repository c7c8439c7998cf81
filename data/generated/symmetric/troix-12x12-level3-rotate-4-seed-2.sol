# xoi generate troix 12x12 --seed 2 --symmetry rotate-4
# seed: 2
# difficulty: 3 (line-consistency)
# givens: 80 of 144
# minimal: yes, for level 5 (search)
troix 12x12
I X X O X I I O I O X O
X I I X X I I O O X O O
I O X O I O X X I X O I
O I I O I O X X O I X X
O I O X X I I O O I X X
I X X O O X I O I X I O
I O X X O X O X I I O I
O X O I X I X I X O O I
X O I I O X O I X X I O
O I I X I O X X O O X I
X O O I O X O I X I I X
X X O I I O O I X O I X
