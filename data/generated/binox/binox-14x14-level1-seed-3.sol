# xoi generate binox 14x14 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 49 of 196
# minimal: yes, for level 1 (counting)
binox 14x14
O O X O O X O X X O X O X X
X X O O X X O O X O X O O X
X X O X X O X O O X O X O O
O O X X O O X X O X O X X O
X O X O X X O O X O X O O X
X X O O X O O X O X X O O X
O X O X O X X O X O O X X O
X O X O O X X O X O O X X O
O X X O X O O X O X X O O X
O X O X X O X X O X O X O O
X O X X O X O O X O X O X O
O X O O X O O X X O X X O X
O O X X O X X O O X O O X X
X O O X O O X X O X O X X O
