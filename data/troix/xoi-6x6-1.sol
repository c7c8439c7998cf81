# solution of xoi-6x6-1.txt, as printed by xoi solve
troix 6x6
I O X I O X
I X O X O I
O O I I X X
O I O X X I
X X I O I O
X I X O I O
