# solution of tatham-10x10-normal-1.txt, as printed by xoi solve
binox 10x10
X O X O X O X X O O
X O X O O X X O O X
O X O X X O O X X O
X X O O X X O X O O
O O X X O O X O X X
X O O X O X O X O X
O X X O X X O O X O
O X O X O O X O X X
X O O X X O O X O X
O X X O O X X O X O
