# xoi generate binox 6x6 --seed 3 --difficulty 2
# seed: 3
# difficulty: 2 (distinct-lines)
# givens: 8 of 36
# minimal: yes, for level 2 (distinct-lines)
binox 6x6
O O X O X X
O O X X O X
X X O X O O
O X X O X O
X O O X O X
X X O O X O
