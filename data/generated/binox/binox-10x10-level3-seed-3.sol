# xoi generate binox 10x10 --seed 3 --difficulty 3
# seed: 3
# difficulty: 3 (line-consistency)
# givens: 23 of 100
# minimal: yes, for level 3 (line-consistency)
binox 10x10
O O X O O X X O X X
O X O X X O O X X O
X O O X X O O X O X
O X X O O X X O X O
X X O X O X O O X O
X O X O X O O X O X
O X X O X O X O O X
O X O X O X O X X O
X O O X X O X X O O
X O X O O X X O O X
