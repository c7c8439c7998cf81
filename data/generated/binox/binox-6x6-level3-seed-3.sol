# xoi generate binox 6x6 --seed 3 --difficulty 3
# seed: 3
# difficulty: 3 (line-consistency)
# givens: 9 of 36
# minimal: yes, for level 3 (line-consistency)
binox 6x6
O X X O X O
O X X O O X
X O O X O X
X X O O X O
O O X X O X
X O O X X O
