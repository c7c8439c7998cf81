# xoi generate troix 30x30 --seed 1 --difficulty 5
# seed: 1
# difficulty: 5 (search)
# givens: 422 of 900
# minimal: yes, for level 5 (search)
troix 30x30
X O O I X X O O I O O X I O I I X X O X O X I O I X I X I I
O O I X O X X O I I X X I I X I I O O X X I O X I I O O X O
X I X I O I O I O O I O X X O O I X I I O X X O X X I X I O
X O X O I O I I O I I O O X O X O I O I I X X O X X I X X I
O O I I X X O X X O X I X I X O O I I X O O I X I I X I O O
O X O O X X I I X I X I I X O I X O X I X I O O I X O I O O
X O I X I O O I I X I O X X I X X O O I I O O I X O O X X I
I X I I X I X O X I I X O O I O O I I X O I X X O O X X O O
I O O I I O I I O I O X X I O O I O O X X O X X I X X I X X
X I X X I I X I X O I O X I X I O I X O O I O O X O I O O X
O I X O X X I O O I O O I O X X O O X I I O X X I X I X I I
I X I X X O I O X X I X I I O X X O I I X O O I O O X O I O
I X I I O I X X O I I X O O I O O I O X O X I X X I X O X O
X I O O X X O O I X X O I O I O X I X X O X I I X I O I O I
O X O X X I O X I O I X I I X I O X X I I O O I I O X X O O
I X X O I I X I X I X O O I X X I X I O O I O X O O X O I O
I I X X O X X I O I I X O X O I X I I X O O I O O X I O O X
X O I O X I O O X X I X I X I O X X O O I I X O X I O I I O
X O O X I I O O X I X O X O I X O X O X O O I I X I I X I I
O I O O X O I I O O X I X I X I X O I O I X I X I O X O X X
I X X O I O O X X O O I O I X I X O X X I I X O I X I O O I
X X I X I I X O I X O X O O I O I I X O X I X O O I O I O X
O I O I O O I X I X X I I O I O X O I O X X O I X X O X I X
X I X X O O I X X O O I X X O I I O O I I O I O O X I X X I
O O I X I I X O O X X O X X O X I I O I I O I I X O X O X I
O I X I O X I X I O O I I O I X O X X O X X O I O O X I I X
I O X O O X I X I X O I O X O O I X I O X I I X O I O I X X
O X O I I O X I O X X O X O X X O I X I I X X I I O I O O I
I X I O O X O X I O O I O X X I I X I O X X O X O I O I I X
I I O I O O X X O X O I O I O X I X X O X I X I O I O I X X
