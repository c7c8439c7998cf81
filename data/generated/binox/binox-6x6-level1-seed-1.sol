# xoi generate binox 6x6 --seed 1 --difficulty 1
# seed: 1
# difficulty: 1 (counting)
# givens: 9 of 36
# minimal: yes, for level 1 (counting)
binox 6x6
O X O O X X
O X X O X O
X O O X O X
X O X O X O
O X O X O X
X O X X O O
