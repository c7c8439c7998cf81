# solution of tatham-20x20-normal-2.txt, as printed by xoi solve
binox 20x20
O O X O X X O O X X O X X O X O X O X O
O X X O O X O X O O X O X X O X X O O X
X O O X X O X O X O X X O O X O O X O X
O O X X O O X X O X O O X X O X X O X O
X X O O X X O O X O X O O X X O O X O X
O O X X O O X X O O X X O O X X O X X O
X X O O X X O X O X O O X O O X X O O X
X X O O X O X O X X O O X X O O X O X O
O O X X O O X X O O X X O O X X O X O X
X O O X O X O X X O X X O X O O X X O O
O X X O X O X O O X O O X O X X O O X X
O X X O O X O X O X X O O X O X O O X X
X O O X O X X O X O X X O X O O X X O O
X X O X X O O X O X O O X O X O O X X O
O O X O X O X O O X X O O X O X X O X X
X X O X O X O X X O O X X O O X O X O O
O O X O O X X O X X O X X O X O X O X O
X X O X X O O X O O X O O X X O O X O X
X X O X O O X O X X O X X O O X O O X O
O O X O X X O O X O O X O X X O X X O X
