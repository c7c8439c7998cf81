# solution of xoi-9x9-2.txt, as printed by xoi solve
troix 9x9
O I X X I X O I O
X I O I X O X O I
X O I I O I X X O
O X I O X I O I X
O I O I O X X I X
I X I X O X I O O
I O O X X I O X I
X O X O I O I X I
I X X O I O I O X
