# xoi generate binox 14x14 --seed 1 --symmetry rotate-2
# seed: 1
# difficulty: 4 (probing)
# givens: 56 of 196
# minimal: yes, for level 5 (search)
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
