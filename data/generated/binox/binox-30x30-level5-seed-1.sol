# xoi generate binox 30x30 --seed 1 --difficulty 5
# seed: 1
# difficulty: 5 (search)
# givens: 191 of 900
# minimal: not proved (a second-solution search hit its node limit)
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
