# xoi generate troix 6x6 --seed 1 --difficulty 1
# seed: 1
# difficulty: 1 (counting)
# givens: 13 of 36
# minimal: yes, for level 1 (counting)
troix 6x6
X O O I I X
X O I X O I
O X I I X O
O X X O I I
I I X X O O
I I O O X X
