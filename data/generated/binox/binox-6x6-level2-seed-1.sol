# xoi generate binox 6x6 --seed 1 --difficulty 2
# seed: 1
# difficulty: 2 (distinct-lines)
# givens: 7 of 36
# minimal: yes, for level 2 (distinct-lines)
binox 6x6
O X O O X X
O X X O X O
X O O X O X
X O X O X O
O X O X O X
X O X X O O
