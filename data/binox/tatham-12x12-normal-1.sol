# solution of tatham-12x12-normal-1.txt, as printed by xoi solve
binox 12x12
O X O O X O X X O X X O
X O X X O O X O X O O X
O X O O X X O X O X X O
X O X X O X O O X O O X
O O X X O O X X O X O X
X X O O X X O O X O X O
X X O X O O X O X O O X
O O X O X X O X O X X O
X O X X O X X O O X O O
O X O O X O O X X O X X
O O X O X O X O X X O X
X X O X O X O X O O X O
