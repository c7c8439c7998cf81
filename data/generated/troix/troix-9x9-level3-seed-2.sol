# xoi generate troix 9x9 --seed 2 --difficulty 3
# seed: 2
# difficulty: 3 (line-consistency)
# givens: 31 of 81
# minimal: yes, for level 3 (line-consistency)
troix 9x9
I X X O X I O I O
I O X I X X I O O
O X I O I X I O X
O X I O X I X I O
I O X I O I X O X
X I O X O O I X I
X I O X I O O X I
O O I I O X X I X
X I O X I O O X I
