# xoi generate binox 8x8 --seed 2 --difficulty 3
# seed: 2
# difficulty: 3 (line-consistency)
# givens: 11 of 64
# minimal: yes, for level 3 (line-consistency)
binox 8x8
O O X X O X X O
O X O X O X O X
X O X O X O O X
X O O X O X X O
O X O O X O X X
X O X O X X O O
X X O X O O X O
O X X O X O O X
