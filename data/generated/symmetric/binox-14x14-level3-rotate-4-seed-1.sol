# xoi generate binox 14x14 --seed 1 --symmetry rotate-4
# seed: 1
# difficulty: 3 (line-consistency)
# givens: 60 of 196
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
