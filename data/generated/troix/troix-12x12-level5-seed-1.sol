# xoi generate troix 12x12 --seed 1 --difficulty 5
# seed: 1
# difficulty: 5 (search)
# givens: 57 of 144
# minimal: yes, for level 5 (search)
troix 12x12
X X I I X X I O O I O O
I X X I X O O X O O I I
X O I O O X X I I X O I
I X X I X O X O O I I O
I O O I X X I O X I X O
O X I O I O X I O X I X
X I I O O I X X I O X O
X I O X O I I O X O X I
O O X X I O O I I X I X
I O X O O I O I X I X X
O I O X I X I X X O O I
O I O X I I O X I X O X
