# xoi generate troix 9x9 --seed 3 --difficulty 3
# seed: 3
# difficulty: 3 (line-consistency)
# givens: 30 of 81
# minimal: yes, for level 3 (line-consistency)
troix 9x9
O I I O O X X I X
X O O I X I X I O
I X X O X I O O I
X X O I I X O O I
O I X O O I X I X
O I I X X O I X O
I O X X O O I X I
I X O I I X O O X
X O I X I O I X O
