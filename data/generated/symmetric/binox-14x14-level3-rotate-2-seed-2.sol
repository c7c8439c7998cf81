# xoi generate binox 14x14 --seed 2 --symmetry rotate-2
# seed: 2
# difficulty: 3 (line-consistency)
# givens: 60 of 196
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
