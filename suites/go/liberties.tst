# Liberties of every other stone on positions of three games, the first loaded
# twice: cheap queries, run top to bottom as regress.sh runs a file.
# The expected answers are GNU Go 3.8's.

loadsgf games/mixed-11.sgf 24
1 countlib E8
#? [5]
2 countlib H8
#? [5]
3 countlib F7
#? [5]
4 countlib D5
#? [6]
5 countlib F5
#? [6]
6 countlib B3
#? [4]
7 countlib C9
#? [3]
8 countlib F9
#? [3]
9 countlib H7
#? [3]
10 countlib H5
#? [4]
11 countlib D3
#? [4]
12 countlib C2
#? [4]
loadsgf games/mixed-11.sgf 40
13 countlib E8
#? [6]
14 countlib H8
#? [5]
15 countlib F7
#? [6]
16 countlib C6
#? [3]
17 countlib G6
#? [6]
18 countlib J6
#? [6]
19 countlib E5
#? [6]
20 countlib C4
#? [3]
21 countlib H3
#? [4]
22 countlib H2
#? [4]
23 countlib C9
#? [3]
24 countlib F9
#? [3]
25 countlib D7
#? [4]
26 countlib C5
#? [1]
27 findlib C5
#? [B5]
28 countlib H5
#? [3]
29 countlib E4
#? [4]
30 countlib D3
#? [4]
31 countlib B2
#? [4]
32 countlib E2
#? [4]
33 countlib C1
#? [4]
loadsgf games/mixed-11.sgf 24
34 countlib E8
#? [5]
35 countlib H8
#? [5]
36 countlib F7
#? [5]
37 countlib D5
#? [6]
38 countlib F5
#? [6]
39 countlib B3
#? [4]
40 countlib C9
#? [3]
41 countlib F9
#? [3]
42 countlib H7
#? [3]
43 countlib H5
#? [4]
44 countlib D3
#? [4]
45 countlib C2
#? [4]
loadsgf games/mixed-14.sgf 40
46 countlib G12
#? [3]
47 countlib B11
#? [4]
48 countlib H11
#? [4]
49 countlib B10
#? [4]
50 countlib B8
#? [3]
51 countlib L7
#? [6]
52 countlib K5
#? [4]
53 countlib B4
#? [4]
54 countlib C2
#? [5]
55 countlib J2
#? [4]
56 countlib G13
#? [3]
57 countlib C12
#? [3]
58 countlib D11
#? [5]
59 countlib C10
#? [5]
60 countlib F10
#? [6]
61 countlib K9
#? [3]
62 countlib C7
#? [4]
63 countlib G7
#? [4]
64 countlib N5
#? [2]
65 findlib N5
#? [(N6 N4|N4 N6)]
66 countlib D3
#? [3]
loadsgf games/mixed-16.sgf 40
67 countlib D12
#? [5]
68 countlib L11
#? [3]
69 countlib D9
#? [4]
70 countlib M7
#? [6]
71 countlib M6
#? [6]
72 countlib G5
#? [6]
73 countlib J5
#? [6]
74 countlib C3
#? [4]
75 countlib L3
#? [4]
76 countlib K2
#? [4]
77 countlib E12
#? [3]
78 countlib F11
#? [6]
79 countlib F10
#? [6]
80 countlib K9
#? [9]
81 countlib M9
#? [9]
82 countlib N6
#? [2]
83 findlib N6
#? [(N7 N5|N5 N7)]
84 countlib F4
#? [6]
85 countlib H4
#? [6]
86 countlib E2
#? [1]
87 findlib E2
#? [F2]
