# solution of xoi-12x12-2.txt, as printed by xoi solve
troix 12x12
O I X X I X I I O O X O
I I O X X O X I I O O X
O O X I O X I O X X I I
X O X O X X O I I O I I
O I I X X O X I X I O O
I O X O O I X O I I X X
I O I I O X O O X X I X
O X I O X I I X I X O O
X X O I I O O X O I X I
I I O I O I X O X O X X
X X I X I O I X O I O O
X X O O I I O X O X I I
