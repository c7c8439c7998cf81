# xoi generate binox 20x20 --seed 3 --difficulty 2
# seed: 3
# difficulty: 2 (distinct-lines)
# givens: 93 of 400
# minimal: yes, for level 2 (distinct-lines)
binox 20x20
X X O X X O O X X O X X O O X O O X O O
O O X O O X O O X X O X X O X O X O X X
O O X X O X X O O X X O O X O X O O X X
X X O O X O O X O O X X O X X O X X O O
X X O O X O O X X O O X X O O X O X O X
O O X X O X X O O X O O X O X O X O X X
X O O X O O X O X O X X O X O X O X X O
O X O O X O O X O X O X O X X O X X O X
X O X O O X X O X O X O X O X O X O X O
O X O X O O X O O X X O X X O X O X X O
X O O X X O O X X O O X O O X O X X O X
X O X O X X O O X O O X X O O X O O X X
O X O X O X X O O X X O O X O X O X X O
O O X O X O X X O X X O X O X O X O O X
X X O X X O O X X O O X O O X X O O X O
X O X O O X X O X X O O X X O X O X O O
O X X O X X O X O O X O X X O O X O O X
X X O X O O X X O X O X O O X O X O X O
O O X X O X X O X X O O X X O X O X O O
O X X O X X O X O O X O O X O X X O O X
