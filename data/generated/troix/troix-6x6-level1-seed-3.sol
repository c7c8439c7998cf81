# xoi generate troix 6x6 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 13 of 36
# minimal: yes, for level 1 (counting)
troix 6x6
O I O I X X
O X O X I I
X I I O X O
I X I X O O
X O X O I I
I O X I O X
