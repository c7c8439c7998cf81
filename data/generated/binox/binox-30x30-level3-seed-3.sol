# xoi generate binox 30x30 --seed 3 --difficulty 3
# seed: 3
# difficulty: 3 (line-consistency)
# givens: 181 of 900
# minimal: yes, for level 3 (line-consistency)
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
