# xoi generate binox 6x6 --seed 3 --difficulty 4
# seed: 3
# difficulty: 4 (probing)
# givens: 7 of 36
# minimal: yes, for level 4 (probing)
binox 6x6
X O X O X O
X O X X O O
O X O O X X
X O O X O X
O X X O X O
O X O X O X
