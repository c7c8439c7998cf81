# xoi generate binox 30x30 --seed 2 --difficulty 5
# seed: 2
# difficulty: 5 (search)
# givens: 186 of 900
# minimal: yes, for level 5 (search)
binox 30x30
X O O X X O X X O X X O O X O O X O O X O X X O O X X O O X
X O X O X X O O X X O O X X O X X O O X X O X O X O O X O O
O X O X O X O X X O X X O O X O O X X O X X O X O O X O X O
O X O O X O X X O X O X X O X O X O O X O X X O O X X O O X
X O X O O X O O X O X O X X O X O O X O X O X O X X O X X O
X O X X O O X X O O X O O X O X O X X O O X O X X O O X O X
O X O X X O X O O X O X O O X O X X O X O X O X O X X O O X
O O X O X X O X X O X O X X O O X O O X X O X O O X X O X O
X O X X O O X O O X O O X O X X O X X O X X O X X O O X O O
O X O O X O O X X O O X O X X O O X O X O O X X O X X O X X
O O X O O X X O O X X O O X O X X O X O X O X O X O X O X X
X O X X O O X O X X O O X O O X O X X O X X O O X X O X O O
X X O X X O O X X O O X O X X O X O O X O O X X O X O O X O
O X O O X X O X O X X O O X X O X O O X X O X O X O X O O X
O O X O O X X O X O X O X O O X O X X O X X O X O X O X X O
X O X X O O X O X O O X X O X O O X X O O X O O X X O X X O
X X O O X X O X O X O X O X X O X O O X O O X X O O X O O X
O X O X O O X O O X X O O X O X O X O X X O O X X O X X O X
X O X X O O X O X O O X X O O X O X X O O X O O X X O X X O
X X O O X X O X O X O O X O X O X O X O O X X O O X X O X O
O O X X O X X O X O X X O X X O O X O X X O O X O O X O O X
X O O X X O X X O X X O X O O X O O X O O X X O X O O X O X
O X X O O X O O X X O X X O X O X X O X O O X X O X O O X O
X X O O X O O X O O X X O X O X O O X O X X O X O O X X O X
X O O X O X X O X O X O X X O X X O O X X O X O X O O X O O
O X X O X O O X O X O X O O X O O X X O O X O X O X X O X X
O X X O O X O X X O O X X O O X X O O X X O O X X O O X X O
X O O X O X X O O X X O O X X O X X O X O O X O O X O X O X
O X O X X O O X O O X X O O X X O X X O O X O O X O X O X X
O X X O X X O O X O O X X O O X X O X O X O O X X O O X X O
