# xoi generate troix 12x12 --seed 2 --difficulty 5
# seed: 2
# difficulty: 5 (search)
# givens: 62 of 144
# minimal: yes, for level 5 (search)
troix 12x12
I O O X O X O I I X X I
X I X I O I X O I O O X
I O I O X X O I O I X X
I O I O I X O X O X X I
O X O I X O I O X X I I
I X I X I I O O X O X O
O I X X I O X I O I O X
O O X O X O I I X I I X
X I I O O X I X O X I O
O I X X I O X X I I O O
X X O I X I I O X O O I
X X O I O I X X I O I O
