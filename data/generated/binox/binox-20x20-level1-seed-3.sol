# xoi generate binox 20x20 --seed 3 --difficulty 1
# seed: 3
# difficulty: 1 (counting)
# givens: 102 of 400
# minimal: yes, for level 1 (counting)
binox 20x20
O O X O O X O X O X X O O X X O X O X X
O X O O X X O X X O X O X O X X O X O O
X X O X O O X O O X O X O X O O X X O X
X O X O X X O X X O O X O X O X O O X O
O O X O X O X O X O X O X O X X O X X O
X X O X O X X O O X X O O X O O X O O X
X X O O X O O X O X O X X O O X X O X O
O O X X O X X O X O O X X O X O O X O X
O X O X O O X X O O X O O X X O X O X X
X X O O X X O O X X O O X O O X X O X O
X O X O O X O O X O X X O O X X O X O X
O X O X X O X X O O X O X X O O X O X O
X O O X X O O X O X O X X O X O O X X O
X O X O O X X O X O X O O X O X X O O X
O X X O O X O O X O X O X X O X O X X O
O X O X X O O X O X O X X O X O X O O X
X O X X O O X O O X O X O O X X O X O X
X O X O X X O X X O X O O X O O X O X O
O X O X X O X O X X O X X O O X O X O O
O O X X O O X X O X O X O X X O O X O X
