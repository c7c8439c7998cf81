# solution of tatham-14x14-normal-1.txt, as printed by xoi solve
binox 14x14
O O X O X O X O O X X O X X
X X O X O X O O X O O X O X
O X O X X O O X X O X X O O
X O X O X O X O O X X O X O
X O O X O X O X X O O X O X
O X O X O X X O X O O X O X
O X X O X O O X O X X O X O
X O X X O X O X O X O X O O
X O O X O X X O X O X O O X
O X X O X O X O O X O X X O
O X X O X O O X X O X O X O
X O O X O X X O O X O X O X
O O X O O X O X X O X O X X
X X O O X O X X O X O O X O
