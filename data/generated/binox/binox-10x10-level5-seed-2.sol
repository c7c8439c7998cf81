# xoi generate binox 10x10 --seed 2 --difficulty 5
# seed: 2
# difficulty: 5 (search)
# givens: 20 of 100
# minimal: yes, for level 5 (search)
binox 10x10
O O X O X X O X X O
O O X X O O X X O X
X X O X O O X O X O
O X X O X X O O X O
O O X O X O X X O X
X O O X O X X O O X
X X O X O X O O X O
O X X O X O X X O O
X O O X O X O O X X
X X O O X O O X O X
