# xoi generate troix 12x12 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 53 of 144
# minimal: yes, for level 1 (counting)
troix 12x12
O I O I O X X O X I X I
X I X O I X O I O I X O
X X I X I O O I O X O I
I O O X O O X X I I X I
X X I I X I O O I O O X
I I X I O I X O X X O O
O I X X O O X I I O I X
I X I O X I I X O O X O
O O X X I O I X I X I O
I X O O I X O I X I O X
O O I O X I I O X X I X
X O O I X X I X O O I I
