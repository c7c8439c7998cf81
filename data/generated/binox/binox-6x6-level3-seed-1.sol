# xoi generate binox 6x6 --seed 1 --difficulty 3
# seed: 1
# difficulty: 3 (line-consistency)
# givens: 8 of 36
# minimal: yes, for level 3 (line-consistency)
binox 6x6
O X O O X X
X O X O O X
O X O X X O
O O X O X X
X O X X O O
X X O X O O
