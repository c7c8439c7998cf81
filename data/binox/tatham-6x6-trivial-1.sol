# solution of tatham-6x6-trivial-1.txt, as printed by xoi solve
binox 6x6
X O X X O O
O X O O X X
O O X X O X
X X O X O O
O O X O X X
X X O O X O
