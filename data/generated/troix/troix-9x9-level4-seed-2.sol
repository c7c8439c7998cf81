# xoi generate troix 9x9 --seed 2 --difficulty 4
# seed: 2
# difficulty: 4 (probing)
# givens: 30 of 81
# minimal: yes, for level 4 (probing)
troix 9x9
X I I X O I O X O
O O I O X X I X I
O O X I I X O I X
X X I I O I O X O
I O X X I I X O O
X I O X I O X O I
I X O O X O I I X
I X X O O X I O I
O I O I X O X I X
