# xoi generate binox 14x14 --seed 1 --difficulty 1
# seed: 1
# difficulty: 1 (counting)
# givens: 44 of 196
# minimal: yes, for level 1 (counting)
binox 14x14
O X O O X O X X O X O X X O
X X O O X O O X X O O X X O
X O X X O X O O X O X O O X
O X X O X O X X O X O O X O
X X O X O O X O X O O X O X
X O X O O X O O X O X O X X
O X X O X X O X O X O O X O
X O O X X O X X O O X X O O
O X O X O O X O X X O O X X
O O X O X X O X O X X O O X
X O O X O X X O X O X X O O
O X X O X O X O O X O X X O
O O X X O X O X O X X O O X
X O O X O X O O X O X X O X
