# xoi generate troix 9x9 --seed 1 --difficulty 3
# seed: 1
# difficulty: 3 (line-consistency)
# givens: 29 of 81
# minimal: yes, for level 3 (line-consistency)
troix 9x9
X O O I X X O I I
O O X O X I I X I
I X X O I X O I O
O I O X I O I X X
O O X O X I X I I
X I I X O I X O O
I X I I O X O X O
I X O I I O X O X
X I I X O O I O X
