# xoi generate binox 8x8 --seed 2 --difficulty 4
# seed: 2
# difficulty: 4 (probing)
# givens: 13 of 64
# minimal: yes, for level 4 (probing)
binox 8x8
X O O X O X X O
X O O X X O X O
O X X O O X O X
X X O X O X O O
O O X O X O X X
O O X X O X X O
X X O O X O O X
O X X O X O O X
