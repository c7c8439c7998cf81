# xoi generate troix 12x12 --seed 3 --difficulty 4
# seed: 3
# difficulty: 4 (probing)
# givens: 53 of 144
# minimal: yes, for level 4 (probing)
troix 12x12
O X X O O X O I I X I I
I O X I I O O X I O X X
O O I O O X X I X X I I
X X I I O O I X X O O I
I X O X I O O X I X I O
O O I O I X O I X X I X
X O X I X I X O O I O I
X I O X X I I O I O O X
I I X X O O X I O I X O
I X O I X X I O X I O O
O I I O I I X X O O X X
X I O X X I I O O I X O
