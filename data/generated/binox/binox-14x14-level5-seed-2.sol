# xoi generate binox 14x14 --seed 2 --difficulty 5
# seed: 2
# difficulty: 5 (search)
# givens: 38 of 196
# minimal: yes, for level 5 (search)
binox 14x14
X O X X O O X O O X O O X X
O O X X O X O O X O X X O X
X X O O X X O X O X O X O O
O O X X O O X O X X O O X X
X O X O O X O O X O X X O X
O X O O X O X X O X X O X O
X O X X O O X O X O O X X O
X X O O X X O X O O X O O X
O O X O X X O X O X X O X O
X X O X O O X O X X O X O O
O X O O X O X X O O X O X X
X O X O X X O O X X O X O O
O X O X O X O X X O O X O X
O X O X X O X X O O X O X O
