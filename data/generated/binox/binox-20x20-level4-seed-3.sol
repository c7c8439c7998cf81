# xoi generate binox 20x20 --seed 3 --difficulty 4
# seed: 3
# difficulty: 4 (probing)
# givens: 83 of 400
# minimal: yes, for level 4 (probing)
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
