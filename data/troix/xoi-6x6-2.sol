# solution of xoi-6x6-2.txt, as printed by xoi solve
troix 6x6
O I X X I O
X I I O O X
I O X X O I
X O I O I X
I X O I X O
O X O I X I
