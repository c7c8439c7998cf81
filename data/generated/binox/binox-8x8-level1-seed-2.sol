# xoi generate binox 8x8 --seed 2 --difficulty 1
# seed: 2
# difficulty: 1 (counting)
# givens: 15 of 64
# minimal: yes, for level 1 (counting)
binox 8x8
O O X X O X X O
O X O X O X O X
X O X O X O O X
X O O X O X X O
O X O O X O X X
X O X O X X O O
X X O X O O X O
O X X O X O O X
