# xoi generate binox 20x20 --seed 1 --difficulty 3
# seed: 1
# difficulty: 3 (line-consistency)
# givens: 82 of 400
# minimal: yes, for level 3 (line-consistency)
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
