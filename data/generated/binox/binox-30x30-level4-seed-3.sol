# xoi generate binox 30x30 --seed 3 --difficulty 4
# seed: 3
# difficulty: 4 (probing)
# givens: 178 of 900
# minimal: yes, for level 4 (probing)
binox 30x30
O X O X O X O X X O X X O O X X O X O O X X O X X O O X O O
X O O X O X X O O X X O X X O X X O O X O X X O O X O O X O
O X X O X O X O O X O O X O X O O X X O X O O X X O X O X X
X X O X X O O X X O O X O X X O O X O O X X O O X X O X O O
X O X X O X X O X O X X O X O X X O O X O O X O O X O X O O
O X X O O X O X O X O O X O O X X O X O O X O X X O X O X X
X O O X X O X O X X O X O X X O O X O X X O X O X O O X O O
X O O X O O X O X O X X O O X O X O O X X O O X O X X O X X
O X X O X X O X O O X O X O O X X O X O O X X O O X O O X X
O X O O X X O O X X O X O X X O O X O X O X X O X O X X O O
X O X X O O X X O O X O O X X O X O X O X O O X X O O X O X
X O O X X O O X X O X O X O O X X O X X O O X O O X X O X O
O X O O X X O O X X O X X O X X O X O O X X O X O O X X O O
O O X X O X X O O X O X O X X O X X O O X O O X X O O X O X
X O X X O O X X O O X O O X O O X O X X O O X O O X X O X X
X X O O X O O X X O O X X O O X O O X O O X X O X X O X X O
O X X O O X X O O X O O X O X X O X O O X O O X X O X X O X
O O X X O O X X O X X O O X X O X O X X O X O X O O X O O X
X O O X X O O X X O X X O X O X O X X O X O X O O X O O X O
X X O O X X O O X O O X X O X O O X O X O O X O X O X X O X
O O X O O X X O O X O O X X O X X O O X O X O X X O X X O X
O X O X O O X X O O X X O O X X O X X O X X O X O X O O X O
X X O O X O O X X O O X O X O O X O X O X O X O O X X O X X
X O X O X X O O X X O O X X O X X O O X O O X O X O X X O O
O X O X O O X X O O X X O O X O O X X O X X O X O X O X X O
X O X O O X X O O X X O X O O X O X O X X O X X O O X O O X
O X X O X X O O X X O O X X O O X O X X O X O O X X O O X O
X X O X X O X X O O X X O O X O O X X O O X X O X O O X O O
O O X O O X O O X X O O X O O X O X O X X O X X O X X O X X
O O X O X O O X O X X O X X O O X O X X O X O X O X O O X X
