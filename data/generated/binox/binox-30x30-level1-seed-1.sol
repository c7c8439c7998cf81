# xoi generate binox 30x30 --seed 1 --difficulty 1
# seed: 1
# difficulty: 1 (counting)
# givens: 226 of 900
# minimal: yes, for level 1 (counting)
binox 30x30
O X O O X O X X O X O X X O X X O O X O O X X O O X X O X O
X X O X X O O X X O X X O O X O O X X O O X O O X X O X O O
O O X O O X O O X O X O X X O X X O O X X O X X O O X X O X
O X X O O X X O O X O X O O X X O O X O X O O X X O X O X X
X O O X X O X X O O X O O X X O X X O X O X X O O X O O X O
O O X O O X O O X X O O X X O X O O X O X X O X X O X X O X
X X O X X O O X O O X X O O X O X X O O X O X O X O X X O O
O X X O X O X X O O X X O O X X O O X X O X X O O X O O X O
O O X X O X X O X X O O X X O X X O X O O X O X O O X O O X
X X O X X O O X X O X O X O X O O X O X X O O X X O O X O O
O X O O X X O X O X O X O X X O O X X O O X X O O X X O X O
X O X X O X X O O X O O X X O X X O O X X O O X O O X O O X
O X X O X O O X X O X X O O X X O O X X O X X O X O O X O O
X X O O X O O X X O X O X X O O X X O O X O X X O X O O X O
X O X X O X X O O X O O X X O X O O X O X X O O X O X O O X
O X O X X O X O X X O X O O X O X X O X O X X O X O O X O O
O O X O X X O X O O X O O X X O X O O X O O X X O X X O X X
X O X X O O X O X X O X X O O X O O X O X O O X X O O X O X
X X O O X O O X X O O X O O X X O X X O O X O O X X O X X O
O O X O O X O X O O X O X X O O X O O X X O X X O X X O X X
X X O X O X X O X X O O X X O O X X O X O O X O X O O X O O
O X X O X O X X O O X X O O X X O O X O X X O O X X O O X O
O O X X O X O O X X O X O X O O X X O O X X O X O O X X O X
X O O X O O X O X O X O X O O X O X O X O O X X O X X O X X
O X O O X O X X O X O O X O X O X O X X O X O O X X O X X O
X O X X O X O O X O O X O X O O X X O O X O O X X O X X O X
X O O X O X X O O X X O X X O X O X O X O O X O O X O O X X
O X O O X O O X O O X X O O X O X O X X O X X O X X O X X O
X O X O O X O O X X O X X O O X O X X O X O O X O O X X O X
X O O X O X X O O X X O O X O O X X O X X O O X O X O O X X
