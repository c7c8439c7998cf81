# solution of xoi-9x9-1.txt, as printed by xoi solve
troix 9x9
I O X I X I O O X
X O O X O I X I I
X I I X X O I O O
I I O O I X O X X
I O X O I I X X O
O X I X O O I I X
X I I O O X X O I
O X X I I X O I O
O X O I X O I X I
