# xoi generate binox 8x8 --seed 1 --difficulty 3
# seed: 1
# difficulty: 3 (line-consistency)
# givens: 13 of 64
# minimal: yes, for level 3 (line-consistency)
binox 8x8
O X O O X O X X
X X O X O O X O
X O X X O X O O
O X X O X O O X
X O O X O X X O
O O X O X X O X
O X O X X O X O
X O X O O X O X
