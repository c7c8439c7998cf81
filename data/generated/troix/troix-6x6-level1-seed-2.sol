# xoi generate troix 6x6 --seed 2 --difficulty 1
# seed: 2
# difficulty: 1 (counting)
# givens: 15 of 36
# minimal: yes, for level 1 (counting)
troix 6x6
I X X O O I
I O O I X X
X I I X O O
O X O X I I
X I X O I O
O O I I X X
