# xoi generate troix 9x9 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 30 of 81
# minimal: yes, for level 1 (counting)
troix 9x9
O I O I O X X I X
X X O I I X I O O
I X I O X I X O O
O I I X X O O X I
X I O X I X O O I
I O X O X I I X O
X X I O O I O I X
I O X X O O I X I
O O X I I O X I X
