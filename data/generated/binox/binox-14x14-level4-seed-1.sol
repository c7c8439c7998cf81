# xoi generate binox 14x14 --seed 1 --difficulty 4
# seed: 1
# difficulty: 4 (probing)
# givens: 33 of 196
# minimal: yes, for level 4 (probing)
binox 14x14
O X O O X O X X O X O X X O
X X O O X O O X X O O X X O
X O X X O X O O X O X O O X
O X X O X O X X O X O O X O
X X O X O O X O X O O X O X
X O X O O X O O X O X O X X
O X X O X X O X O X O O X O
X O O X X O X X O O X X O O
O X O X O O X O X X O O X X
O O X O X X O X O X X O O X
X O O X O X X O X O X X O O
O X X O X O X O O X O X X O
O O X X O X O X O X X O O X
X O O X O X O O X O X X O X
