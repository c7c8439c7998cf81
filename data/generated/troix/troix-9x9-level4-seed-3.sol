# xoi generate troix 9x9 --seed 3 --difficulty 4
# seed: 3
# difficulty: 4 (probing)
# givens: 30 of 81
# minimal: yes, for level 4 (probing)
troix 9x9
O O X X I O X I I
X O I O I O X X I
I I O X O X I X O
I O O I I X X O X
X I X I X O I O O
I X X O O I O I X
O I I O X I O X X
X X I I O X I O O
O X O X X I O I I
