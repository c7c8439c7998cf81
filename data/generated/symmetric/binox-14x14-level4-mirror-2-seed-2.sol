# xoi generate binox 14x14 --seed 2 --symmetry mirror-2
# seed: 2
# difficulty: 4 (probing)
# givens: 56 of 196
# minimal: yes, for level 5 (search)
binox 14x14
O O X X O X X O O X X O O X
X O X O O X O X O O X O X X
O X O X X O X O X X O X O O
O O X X O O X X O O X X O X
X O X O X X O O X O X O X O
O X O O X X O X O X O O X X
X X O X O O X X O X O X O O
O O X X O O X O X O X O X X
X O X O X X O O X O O X X O
O X O X O X O X O X X O O X
X X O O X O X O X X O X O O
O O X X O O X X O O X O X X
X X O O X X O O X X O X O O
X X O O X O O X X O O X X O
