# solution of tatham-8x8-easy-1.txt, as printed by xoi solve
binox 8x8
X O O X O X O X
X X O X O O X O
O X X O X X O O
O O X O X O X X
X O O X O O X X
X X O O X X O O
O X X O X O X O
O O X X O X O X
