# xoi generate binox 10x10 --seed 2 --difficulty 4
# seed: 2
# difficulty: 4 (probing)
# givens: 20 of 100
# minimal: yes, for level 4 (probing)
binox 10x10
X X O X X O O X O O
O O X X O X X O O X
X O X O O X O O X X
X X O O X O O X X O
O X O X O X X O O X
O O X O O X X O X X
X O X O X O O X X O
X X O X O X O X O O
O O X O X O X O X X
O X O X X O X X O O
