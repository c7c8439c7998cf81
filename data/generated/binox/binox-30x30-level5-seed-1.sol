# xoi generate binox 30x30 --seed 1 --difficulty 5
# seed: 1
# difficulty: 5 (search)
# givens: 189 of 900
# minimal: yes, for level 5 (search)
binox 30x30
O X O O X X O O X X O O X O O X O O X O X O X X O X X O X X
O O X X O X O X X O O X X O X O O X X O O X O O X O X X O X
X O X O X O X O O X X O O X X O X X O X X O O X X O O X O O
X X O O X X O O X O X O O X O X O O X X O O X X O X X O X O
O X O X O O X X O X O X X O X O X O X O X X O O X O O X O X
X O X O X X O O X X O X O X O O X X O O X X O O X X O O X O
O X X O O X O O X O X O O X O X O X O X O O X X O X X O X X
O X O X X O X X O O X O X O X X O O X O O X O X X O O X O X
X O O X X O X X O X O X O X X O X O X O X O X O X O O X O O
X O X O O X O O X X O O X O O X O X O X O O X X O X X O X X
O X X O X X O O X O X O O X O X X O X O X X O X X O O X O O
X O O X O O X X O X O X X O X O X O X X O X X O X O O X O O
O X O X O X O X X O X O O X O X O X O X O O X O O X X O X X
X O X O X O X O X O O X O O X X O O X O X X O X O X X O O X
O O X O O X O X O X X O X O X O X X O X X O X O X O O X X O
O X O X X O X X O X O O X X O O X O O X O X X O O X O X O X
X X O X O O X O X O X X O X O X O O X O X X O X O O X O X O
X O X O O X O X X O O X X O X O X X O X O O X O X X O O X O
O X X O X X O X O X O O X X O O X O X X O O X O O X O X O X
O X O X X O X O O X X O O X O X O X X O X X O X O O X X O O
X O X O O X X O X O O X X O X O X X O X O X O O X X O O X O
O X X O X X O X X O O X O O X X O O X O X O X O O X O X O X
X X O X X O X O O X X O X X O X O X O O X O O X O O X X O O
X O O X O O X X O O X X O O X O X X O X O X O O X O X O X X
O X X O O X O O X O O X X O O X O O X X O X X O X X O X X O
X O O X X O X O O X X O O X X O O X O O X O X X O X X O O X
X O O X O O X X O O X X O O X O X X O X O X O X X O X O X O
O X X O O X O O X X O X X O O X X O X O X O X O X X O X O O
X O O X X O O X O X X O X X O X O X O O X O O X O O X O X X
O O X X O O X X O O X X O X X O X O O X O X O X O O X O X X
