# xoi generate binox 6x6 --seed 2 --difficulty 4
# seed: 2
# difficulty: 4 (probing)
# givens: 9 of 36
# minimal: yes, for level 4 (probing)
binox 6x6
O X O X O X
X X O X O O
O O X O X X
X X O O X O
O O X X O X
X O X O X O
