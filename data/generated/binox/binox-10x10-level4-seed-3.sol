# xoi generate binox 10x10 --seed 3 --difficulty 4
# seed: 3
# difficulty: 4 (probing)
# givens: 22 of 100
# minimal: yes, for level 4 (probing)
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
