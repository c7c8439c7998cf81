# xoi generate troix 9x9 --seed 1 --difficulty 4
# seed: 1
# difficulty: 4 (probing)
# givens: 28 of 81
# minimal: yes, for level 4 (probing)
troix 9x9
O X I X I O X O I
X O X I X O O I I
X O O X I X I I O
O X X O I O I X I
X I O I X X O I O
I I O X O I X O X
I X I I O X X O O
O O I O X I I X X
I I X O O I O X X
