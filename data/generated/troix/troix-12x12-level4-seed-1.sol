# xoi generate troix 12x12 --seed 1 --difficulty 4
# seed: 1
# difficulty: 4 (probing)
# givens: 58 of 144
# minimal: yes, for level 4 (probing)
troix 12x12
X I O X O I X I X I O O
O O I I O X X I X I O X
I I O I I X O X O O X X
I I X X O I O I O X X O
O O X I X O X I X I I O
O X O O I X I O X I I X
I X O O I O O X I X X I
X I I X X I I O O X O O
O O I X X O I X I O X I
I X X O I O O X I O I X
X O X I O I X O O X I I
X X I O X X I O I O O I
