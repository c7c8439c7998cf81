# xoi generate binox 6x6 --seed 2 --difficulty 1
# seed: 2
# difficulty: 1 (counting)
# givens: 12 of 36
# minimal: yes, for level 1 (counting)
binox 6x6
O O X X O X
X X O O X O
X O X O X O
O X O X O X
O O X O X X
X X O X O O
