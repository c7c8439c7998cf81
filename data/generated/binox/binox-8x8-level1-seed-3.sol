# xoi generate binox 8x8 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 16 of 64
# minimal: yes, for level 1 (counting)
binox 8x8
O O X O X O X X
O X O X X O O X
X X O X O X O O
X O X O O X X O
O X O O X O X X
X O O X O X O X
O X X O X X O O
X O X X O O X O
