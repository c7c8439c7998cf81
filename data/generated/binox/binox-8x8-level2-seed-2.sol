# xoi generate binox 8x8 --seed 2 --difficulty 2
# seed: 2
# difficulty: 2 (distinct-lines)
# givens: 17 of 64
# minimal: yes, for level 2 (distinct-lines)
binox 8x8
O O X X O X X O
O X O X O X O X
X O X O X O O X
X O O X O X X O
O X O O X O X X
X O X O X X O O
X X O X O O X O
O X X O X O O X
