# solution of xoi-12x12-1.txt, as printed by xoi solve
troix 12x12
I O X I X I X X O O I O
O X O I O I I X X I X O
O I O X X O X O I X I I
I O X I X I X I O O X O
O I O X O X O X I X I I
I I X O X O I X X I O O
I O O X I O X I O X X I
X X I O I X I O I O O X
X X I O O I O I X O I X
O O X X I X I O O I X I
X X I I O X O O I I O X
X I I O I O O I X X O X
