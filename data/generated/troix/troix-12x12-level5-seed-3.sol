# xoi generate troix 12x12 --seed 3 --difficulty 5
# seed: 3
# difficulty: 5 (search)
# givens: 52 of 144
# minimal: yes, for level 5 (search)
troix 12x12
O O I O O X I X I I X X
O I I O I O X X O X X I
X O X X I I X O O I O I
O I I X O X O I X X I O
O X O O I I O I X X I X
I X X O O X I X I I O O
X I X X O I X I O O I O
I X I I X O X O I O O X
I X O I X X I X O I O O
X O X X I I O O X O I I
I I O I X O O I X O X X
X O O I X O I O I X X I
