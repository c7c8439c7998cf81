# xoi generate binox 10x10 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 28 of 100
# minimal: yes, for level 1 (counting)
binox 10x10
O O X O O X X O X X
O X O X X O O X X O
X O O X X O O X O X
O X X O O X X O X O
X X O X O X O O X O
X O X O X O O X O X
O X X O X O X O O X
O X O X O X O X X O
X O O X X O X X O O
X O X O O X X O O X
