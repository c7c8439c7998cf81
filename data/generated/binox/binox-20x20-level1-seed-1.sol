# xoi generate binox 20x20 --seed 1 --difficulty 1
# seed: 1
# difficulty: 1 (counting)
# givens: 97 of 400
# minimal: yes, for level 1 (counting)
binox 20x20
O X O O X O X X O X O X X O X X O O X O
O O X X O O X X O X X O X X O X O O X O
X X O X O X O O X O X O O X O O X X O X
O O X O X O X O O X O X X O X O X X O X
X O O X O O X X O X X O X X O X O O X O
X X O O X X O X X O X O O X X O O X O O
O O X O X O X O O X O X X O X O X O X X
O O X X O X O X O O X O X X O X X O O X
X X O O X O O X X O O X O O X X O X X O
X O X X O O X O O X O X X O X O X O O X
O O X O X X O X X O X O O X O O X X O X
O X O X O X X O O X X O X X O X O O X O
X X O O X O X O X O O X O O X X O O X X
X O X X O X O X X O O X O X O O X X O O
O X X O X X O X O X X O X O O X O X O O
X X O X O O X O X O O X O O X X O O X X
O O X X O X O O X O O X O X X O X X O X
X O X O X O O X O X X O X O O X X O X O
O X O X O X X O X X O X O O X O O X X O
X X O O X X O O X O X O O X O O X X O X
