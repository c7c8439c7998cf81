# xoi generate binox 10x10 --seed 3 --difficulty 2
# seed: 3
# difficulty: 2 (distinct-lines)
# givens: 26 of 100
# minimal: yes, for level 2 (distinct-lines)
binox 10x10
O O X O O X X O X X
O X O X X O O X X O
X O O X X O O X O X
O X X O O X X O X O
X X O X O X O O X O
X O X O X O O X O X
O X X O X O X O O X
O X O X O X O X X O
X O O X X O X X O O
X O X O O X X O O X
