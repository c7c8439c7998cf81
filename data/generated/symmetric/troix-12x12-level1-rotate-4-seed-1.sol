# xoi generate troix 12x12 --seed 1 --symmetry rotate-4
# seed: 1
# difficulty: 1 (counting)
# givens: 84 of 144
# minimal: yes, for level 5 (search)
troix 12x12
X O O I X X O O I I X I
O O X O I I X X O X I I
X X O O I O X I I O I X
O I O X X I I O I O X X
X X I I X I O I O X O O
I I O O I O X O X I X X
X O X I X X O I I O I O
O I I O O I I X X O X X
I X I X O X I O X I O O
I I X X I O O X O X O I
O X X I O X I X O I I O
I O I X O O X I X X O I
