# xoi generate binox 30x30 --seed 1 --difficulty 4
# seed: 1
# difficulty: 4 (probing)
# givens: 192 of 900
# minimal: yes, for level 4 (probing)
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
