# xoi generate binox 20x20 --seed 1 --difficulty 5
# seed: 1
# difficulty: 5 (search)
# givens: 89 of 400
# minimal: yes, for level 5 (search)
binox 20x20
O O X O X O O X O O X O X X O X X O X X
O X O X X O O X O O X X O X X O X X O O
X X O X O X X O X X O X O O X O O X O O
O O X O X O O X X O X O X X O X O O X X
X X O O X X O X O O X X O O X O X O O X
O O X X O O X O X X O X X O O X O X X O
O O X X O O X X O O X O X X O O X X O X
X X O O X X O X O X O X O O X O X O X O
X O O X O O X O X X O O X O X X O X X O
O X X O X O O X O O X O X X O O X X O X
X O O X O X X O X X O X O X O X O O X O
X O O X O O X O X X O X O O X O X X O X
O X X O X X O X O O X O X X O O X X O O
O X X O O X O O X O X O X O X X O O X X
X O O X X O X O O X O X O X O X O O X X
X O X X O X O X X O O X O O X O X X O O
O X X O O X X O O X X O X X O X O O X O
X O O X X O X X O O X O O X O X X O O X
X X O O X X O O X X O X O O X O O X O X
O X X O O X X O X X O O X O X X O O X O
