# owl_hard: written by benchmarks/corpus/make_owl_suite.py --hard from the owl
# corpus (held-out games): every hard dragon GNU Go 3.8 does not call
# critical (its owl read at least HARD_NODES nodes), asked dragon_status.
# Expected: GNU Go's status word.

# s13-l0-n21/27 (13x13)
loadsgf games/s13-l0-n21.sgf 27
1 dragon_status B11
#? [alive]*
2 dragon_status D11
#? [alive]
3 dragon_status L11
#? [alive]*
4 dragon_status D8
#? [alive]*
5 dragon_status K7
#? [alive]
6 dragon_status B4
#? [alive]*

# s13-l0-n21/28 (13x13)
loadsgf games/s13-l0-n21.sgf 28
7 dragon_status B11
#? [alive]*
8 dragon_status D11
#? [alive]
9 dragon_status L11
#? [alive]*
10 dragon_status H10
#? [alive]
11 dragon_status D8
#? [alive]*
12 dragon_status B4
#? [alive]*

# s13-l0-n21/29 (13x13)
loadsgf games/s13-l0-n21.sgf 29
13 dragon_status B11
#? [alive]*
14 dragon_status D11
#? [alive]
15 dragon_status L11
#? [alive]
16 dragon_status H10
#? [alive]
17 dragon_status D8
#? [alive]*
18 dragon_status B4
#? [alive]*

# s13-l0-n21/30 (13x13)
loadsgf games/s13-l0-n21.sgf 30
19 dragon_status B11
#? [alive]*
20 dragon_status D11
#? [alive]
21 dragon_status L11
#? [alive]
22 dragon_status H10
#? [alive]
23 dragon_status D8
#? [alive]*
24 dragon_status B4
#? [alive]*

# s13-l0-n21/31 (13x13)
loadsgf games/s13-l0-n21.sgf 31
25 dragon_status B11
#? [alive]*
26 dragon_status D11
#? [alive]
27 dragon_status L11
#? [alive]
28 dragon_status H10
#? [alive]
29 dragon_status B4
#? [alive]*

# s13-l0-n21/32 (13x13)
loadsgf games/s13-l0-n21.sgf 32
30 dragon_status B11
#? [alive]*
31 dragon_status D11
#? [alive]
32 dragon_status H10
#? [alive]
33 dragon_status B4
#? [alive]*

# s13-l0-n21/33 (13x13)
loadsgf games/s13-l0-n21.sgf 33
34 dragon_status B11
#? [alive]*
35 dragon_status D11
#? [alive]
36 dragon_status K11
#? [alive]
37 dragon_status H10
#? [alive]
38 dragon_status B4
#? [alive]*

# s13-l0-n21/34 (13x13)
loadsgf games/s13-l0-n21.sgf 34
39 dragon_status B11
#? [alive]*
40 dragon_status K11
#? [alive]
41 dragon_status H10
#? [alive]
42 dragon_status C6
#? [alive]
43 dragon_status B4
#? [alive]*

# s13-l0-n21/35 (13x13)
loadsgf games/s13-l0-n21.sgf 35
44 dragon_status B11
#? [alive]*
45 dragon_status D11
#? [alive]
46 dragon_status K11
#? [alive]
47 dragon_status H10
#? [alive]
48 dragon_status B4
#? [alive]*

# s13-l0-n21/36 (13x13)
loadsgf games/s13-l0-n21.sgf 36
49 dragon_status B11
#? [alive]*
50 dragon_status D11
#? [alive]
51 dragon_status H10
#? [alive]
52 dragon_status B4
#? [alive]*

# s13-l0-n21/37 (13x13)
loadsgf games/s13-l0-n21.sgf 37
53 dragon_status B11
#? [alive]*
54 dragon_status D11
#? [alive]
55 dragon_status H10
#? [alive]
56 dragon_status B4
#? [alive]*
57 dragon_status L3
#? [alive]

# s13-l0-n21/38 (13x13)
loadsgf games/s13-l0-n21.sgf 38
58 dragon_status B11
#? [alive]*
59 dragon_status D11
#? [alive]
60 dragon_status H10
#? [alive]
61 dragon_status B4
#? [alive]*

# s13-l0-n21/39 (13x13)
loadsgf games/s13-l0-n21.sgf 39
62 dragon_status B11
#? [alive]*
63 dragon_status D11
#? [alive]
64 dragon_status H10
#? [alive]
65 dragon_status B4
#? [alive]*
66 dragon_status K4
#? [alive]

# s13-l0-n21/40 (13x13)
loadsgf games/s13-l0-n21.sgf 40
67 dragon_status B11
#? [alive]*
68 dragon_status D11
#? [alive]
69 dragon_status H10
#? [alive]
70 dragon_status B4
#? [alive]*

# s13-l0-n21/41 (13x13)
loadsgf games/s13-l0-n21.sgf 41
71 dragon_status B11
#? [alive]*
72 dragon_status D11
#? [alive]
73 dragon_status H10
#? [alive]
74 dragon_status B4
#? [alive]*

# s13-l0-n21/42 (13x13)
loadsgf games/s13-l0-n21.sgf 42
75 dragon_status B11
#? [alive]*
76 dragon_status D11
#? [alive]
77 dragon_status H10
#? [alive]
78 dragon_status B4
#? [alive]*

# s13-l0-n21/43 (13x13)
loadsgf games/s13-l0-n21.sgf 43
79 dragon_status B11
#? [alive]*
80 dragon_status D11
#? [alive]
81 dragon_status H10
#? [alive]
82 dragon_status B4
#? [alive]*

# s13-l0-n21/44 (13x13)
loadsgf games/s13-l0-n21.sgf 44
83 dragon_status B11
#? [alive]*
84 dragon_status D11
#? [alive]
85 dragon_status H10
#? [alive]
86 dragon_status B4
#? [alive]*

# s13-l0-n21/45 (13x13)
loadsgf games/s13-l0-n21.sgf 45
87 dragon_status B11
#? [alive]*
88 dragon_status D11
#? [alive]
89 dragon_status H10
#? [alive]
90 dragon_status B4
#? [alive]*
91 dragon_status K3
#? [alive]

# s13-l0-n21/46 (13x13)
loadsgf games/s13-l0-n21.sgf 46
92 dragon_status B11
#? [alive]*
93 dragon_status D11
#? [alive]
94 dragon_status H10
#? [alive]
95 dragon_status B4
#? [alive]*
96 dragon_status K3
#? [alive]

# s13-l0-n21/47 (13x13)
loadsgf games/s13-l0-n21.sgf 47
97 dragon_status B11
#? [alive]*
98 dragon_status H10
#? [alive]
99 dragon_status B4
#? [alive]*

# s13-l0-n21/48 (13x13)
loadsgf games/s13-l0-n21.sgf 48
100 dragon_status B11
#? [alive]*
101 dragon_status H10
#? [alive]
102 dragon_status B4
#? [alive]*

# s13-l0-n21/49 (13x13)
loadsgf games/s13-l0-n21.sgf 49
103 dragon_status B11
#? [alive]*
104 dragon_status K11
#? [alive]*
105 dragon_status H10
#? [alive]
106 dragon_status B4
#? [alive]*

# s13-l0-n21/50 (13x13)
loadsgf games/s13-l0-n21.sgf 50
107 dragon_status B11
#? [alive]*
108 dragon_status D11
#? [alive]
109 dragon_status K11
#? [alive]*
110 dragon_status H10
#? [alive]
111 dragon_status B4
#? [alive]*

# s13-l0-n21/51 (13x13)
loadsgf games/s13-l0-n21.sgf 51
112 dragon_status B11
#? [alive]*
113 dragon_status D11
#? [alive]
114 dragon_status K11
#? [alive]*
115 dragon_status H10
#? [alive]
116 dragon_status B4
#? [alive]*

# s13-l0-n21/52 (13x13)
loadsgf games/s13-l0-n21.sgf 52
117 dragon_status B11
#? [alive]*
118 dragon_status D11
#? [alive]
119 dragon_status K11
#? [alive]*
120 dragon_status H10
#? [alive]

# s13-l0-n21/53 (13x13)
loadsgf games/s13-l0-n21.sgf 53
121 dragon_status B11
#? [alive]*
122 dragon_status D11
#? [alive]
123 dragon_status J11
#? [alive]
124 dragon_status H10
#? [alive]

# s13-l0-n21/54 (13x13)
loadsgf games/s13-l0-n21.sgf 54
125 dragon_status B11
#? [alive]*
126 dragon_status D11
#? [alive]
127 dragon_status F11
#? [alive]
128 dragon_status J11
#? [alive]*
129 dragon_status H10
#? [alive]

# s13-l0-n21/55 (13x13)
loadsgf games/s13-l0-n21.sgf 55
130 dragon_status B11
#? [alive]*
131 dragon_status D11
#? [alive]
132 dragon_status H10
#? [alive]*

# s13-l0-n21/56 (13x13)
loadsgf games/s13-l0-n21.sgf 56
133 dragon_status G12
#? [alive]*
134 dragon_status B11
#? [alive]*
135 dragon_status D11
#? [alive]*
136 dragon_status J11
#? [alive]*
137 dragon_status H10
#? [alive]

# s13-l0-n21/57 (13x13)
loadsgf games/s13-l0-n21.sgf 57
138 dragon_status F12
#? [dead]*
139 dragon_status B11
#? [alive]*
140 dragon_status D11
#? [alive]
141 dragon_status H10
#? [alive]

# s13-l0-n21/58 (13x13)
loadsgf games/s13-l0-n21.sgf 58
142 dragon_status G12
#? [alive]
143 dragon_status B11
#? [alive]*
144 dragon_status D11
#? [alive]*
145 dragon_status H10
#? [alive]

# s13-l0-n21/59 (13x13)
loadsgf games/s13-l0-n21.sgf 59
146 dragon_status F12
#? [dead]*
147 dragon_status B11
#? [alive]*
148 dragon_status D11
#? [alive]*
149 dragon_status H10
#? [alive]*

# s13-l0-n21/60 (13x13)
loadsgf games/s13-l0-n21.sgf 60
150 dragon_status G12
#? [alive]
151 dragon_status B11
#? [alive]*
152 dragon_status D11
#? [alive]*
153 dragon_status H10
#? [alive]

# s13-l0-n21/61 (13x13)
loadsgf games/s13-l0-n21.sgf 61
154 dragon_status F12
#? [dead]*
155 dragon_status B11
#? [alive]*
156 dragon_status D11
#? [alive]*
157 dragon_status H10
#? [alive]*
158 dragon_status K7
#? [alive]

# s13-l0-n21/62 (13x13)
loadsgf games/s13-l0-n21.sgf 62
159 dragon_status F12
#? [alive]
160 dragon_status G12
#? [alive]
161 dragon_status B11
#? [alive]*
162 dragon_status H10
#? [alive]*
163 dragon_status D8
#? [alive]*
164 dragon_status K7
#? [alive]

# s13-l0-n21/63 (13x13)
loadsgf games/s13-l0-n21.sgf 63
165 dragon_status B11
#? [alive]*
166 dragon_status H10
#? [alive]*
167 dragon_status K7
#? [alive]

# s13-l0-n21/64 (13x13)
loadsgf games/s13-l0-n21.sgf 64
168 dragon_status B11
#? [alive]*

# s13-l0-n21/65 (13x13)
loadsgf games/s13-l0-n21.sgf 65
169 dragon_status B11
#? [alive]*

# s13-l0-n21/66 (13x13)
loadsgf games/s13-l0-n21.sgf 66
170 dragon_status C12
#? [alive]*

# s13-l0-n21/67 (13x13)
loadsgf games/s13-l0-n21.sgf 67
171 dragon_status C12
#? [alive]*

# s13-l0-n21/68 (13x13)
loadsgf games/s13-l0-n21.sgf 68
172 dragon_status C12
#? [alive]*

# s13-l0-n21/69 (13x13)
loadsgf games/s13-l0-n21.sgf 69
173 dragon_status C12
#? [alive]*

# s13-l0-n21/70 (13x13)
loadsgf games/s13-l0-n21.sgf 70
174 dragon_status D13
#? [alive]*
175 dragon_status F12
#? [alive]

# s13-l0-n21/71 (13x13)
loadsgf games/s13-l0-n21.sgf 71
176 dragon_status C12
#? [alive]*

# s13-l0-n21/73 (13x13)
loadsgf games/s13-l0-n21.sgf 73
177 dragon_status C12
#? [alive]

# s13-l0-n21/75 (13x13)
loadsgf games/s13-l0-n21.sgf 75
178 dragon_status C12
#? [alive]

# s13-l0-n21/77 (13x13)
loadsgf games/s13-l0-n21.sgf 77
179 dragon_status C12
#? [alive]

# s13-l3-n24/23 (13x13)
loadsgf games/s13-l3-n24.sgf 23
180 dragon_status H11
#? [alive]
181 dragon_status K10
#? [dead]*
182 dragon_status L7
#? [alive]

# s13-l3-n24/24 (13x13)
loadsgf games/s13-l3-n24.sgf 24
183 dragon_status K10
#? [dead]*
184 dragon_status L7
#? [alive]

# s13-l3-n24/25 (13x13)
loadsgf games/s13-l3-n24.sgf 25
185 dragon_status K10
#? [dead]*
186 dragon_status C8
#? [alive]
187 dragon_status L7
#? [alive]
188 dragon_status G6
#? [alive]

# s13-l3-n24/26 (13x13)
loadsgf games/s13-l3-n24.sgf 26
189 dragon_status K10
#? [dead]*
190 dragon_status L7
#? [alive]

# s13-l3-n24/27 (13x13)
loadsgf games/s13-l3-n24.sgf 27
191 dragon_status K10
#? [dead]*
192 dragon_status L7
#? [alive]
193 dragon_status G6
#? [alive]

# s13-l3-n24/28 (13x13)
loadsgf games/s13-l3-n24.sgf 28
194 dragon_status K10
#? [dead]*
195 dragon_status L7
#? [alive]

# s13-l3-n24/29 (13x13)
loadsgf games/s13-l3-n24.sgf 29
196 dragon_status K10
#? [dead]*
197 dragon_status L7
#? [alive]

# s13-l3-n24/30 (13x13)
loadsgf games/s13-l3-n24.sgf 30
198 dragon_status K10
#? [dead]*
199 dragon_status L7
#? [alive]

# s13-l3-n24/31 (13x13)
loadsgf games/s13-l3-n24.sgf 31
200 dragon_status K10
#? [dead]*
201 dragon_status L7
#? [alive]

# s13-l3-n24/32 (13x13)
loadsgf games/s13-l3-n24.sgf 32
202 dragon_status K10
#? [dead]*
203 dragon_status L7
#? [alive]

# s13-l3-n24/33 (13x13)
loadsgf games/s13-l3-n24.sgf 33
204 dragon_status K10
#? [dead]*
205 dragon_status L7
#? [alive]

# s13-l3-n24/34 (13x13)
loadsgf games/s13-l3-n24.sgf 34
206 dragon_status K10
#? [dead]*
207 dragon_status L7
#? [alive]

# s13-l3-n24/35 (13x13)
loadsgf games/s13-l3-n24.sgf 35
208 dragon_status K10
#? [dead]*
209 dragon_status L7
#? [alive]*

# s13-l3-n24/36 (13x13)
loadsgf games/s13-l3-n24.sgf 36
210 dragon_status K10
#? [dead]*
211 dragon_status L7
#? [alive]*

# s13-l3-n24/37 (13x13)
loadsgf games/s13-l3-n24.sgf 37
212 dragon_status K10
#? [dead]*
213 dragon_status L7
#? [alive]*

# s13-l3-n24/38 (13x13)
loadsgf games/s13-l3-n24.sgf 38
214 dragon_status K10
#? [dead]*
215 dragon_status L7
#? [alive]

# s13-l3-n24/39 (13x13)
loadsgf games/s13-l3-n24.sgf 39
216 dragon_status K10
#? [dead]*
217 dragon_status L7
#? [alive]

# s13-l3-n24/40 (13x13)
loadsgf games/s13-l3-n24.sgf 40
218 dragon_status K10
#? [dead]*
219 dragon_status L7
#? [alive]

# s13-l3-n24/41 (13x13)
loadsgf games/s13-l3-n24.sgf 41
220 dragon_status K10
#? [dead]*
221 dragon_status L7
#? [alive]

# s13-l3-n24/42 (13x13)
loadsgf games/s13-l3-n24.sgf 42
222 dragon_status K10
#? [dead]*
223 dragon_status N8
#? [alive]

# s13-l3-n24/45 (13x13)
loadsgf games/s13-l3-n24.sgf 45
224 dragon_status L7
#? [alive]*

# s13-l3-n24/46 (13x13)
loadsgf games/s13-l3-n24.sgf 46
225 dragon_status L7
#? [alive]

# s13-l3-n24/47 (13x13)
loadsgf games/s13-l3-n24.sgf 47
226 dragon_status L7
#? [alive]*

# s13-l3-n24/54 (13x13)
loadsgf games/s13-l3-n24.sgf 54
227 dragon_status H4
#? [dead]*

# s13-l3-n24/67 (13x13)
loadsgf games/s13-l3-n24.sgf 67
228 dragon_status H9
#? [alive]

# s13-l3-n24/68 (13x13)
loadsgf games/s13-l3-n24.sgf 68
229 dragon_status H9
#? [alive]

# s13-l3-n24/69 (13x13)
loadsgf games/s13-l3-n24.sgf 69
230 dragon_status H9
#? [alive]

# s13-l3-n24/70 (13x13)
loadsgf games/s13-l3-n24.sgf 70
231 dragon_status H9
#? [alive]

# s13-l3-n24/71 (13x13)
loadsgf games/s13-l3-n24.sgf 71
232 dragon_status H9
#? [alive]

# s13-l3-n24/72 (13x13)
loadsgf games/s13-l3-n24.sgf 72
233 dragon_status H9
#? [alive]

# s13-l3-n24/73 (13x13)
loadsgf games/s13-l3-n24.sgf 73
234 dragon_status H9
#? [alive]

# s13-l3-n24/75 (13x13)
loadsgf games/s13-l3-n24.sgf 75
235 dragon_status H9
#? [alive]
236 dragon_status M9
#? [alive]
237 dragon_status K7
#? [alive]

# s13-l3-n24/77 (13x13)
loadsgf games/s13-l3-n24.sgf 77
238 dragon_status H9
#? [alive]

# s13-l3-n24/79 (13x13)
loadsgf games/s13-l3-n24.sgf 79
239 dragon_status H9
#? [alive]
240 dragon_status L9
#? [alive]

# s13-l3-n24/80 (13x13)
loadsgf games/s13-l3-n24.sgf 80
241 dragon_status H9
#? [alive]

# s13-l3-n24/81 (13x13)
loadsgf games/s13-l3-n24.sgf 81
242 dragon_status H9
#? [alive]

# s13-l3-n24/82 (13x13)
loadsgf games/s13-l3-n24.sgf 82
243 dragon_status H9
#? [alive]

# s13-l3-n24/83 (13x13)
loadsgf games/s13-l3-n24.sgf 83
244 dragon_status H9
#? [alive]

# s13-l3-n24/84 (13x13)
loadsgf games/s13-l3-n24.sgf 84
245 dragon_status H9
#? [alive]
246 dragon_status L9
#? [alive]

# s13-l3-n24/85 (13x13)
loadsgf games/s13-l3-n24.sgf 85
247 dragon_status H9
#? [alive]

# s13-l3-n24/86 (13x13)
loadsgf games/s13-l3-n24.sgf 86
248 dragon_status H9
#? [alive]

# s13-l3-n24/87 (13x13)
loadsgf games/s13-l3-n24.sgf 87
249 dragon_status H9
#? [alive]

# s13-l3-n24/88 (13x13)
loadsgf games/s13-l3-n24.sgf 88
250 dragon_status H9
#? [alive]

# s13-l3-n24/89 (13x13)
loadsgf games/s13-l3-n24.sgf 89
251 dragon_status H9
#? [alive]

# s13-l3-n24/90 (13x13)
loadsgf games/s13-l3-n24.sgf 90
252 dragon_status H9
#? [alive]

# s13-l3-n24/91 (13x13)
loadsgf games/s13-l3-n24.sgf 91
253 dragon_status H9
#? [alive]

# s13-l3-n24/94 (13x13)
loadsgf games/s13-l3-n24.sgf 94
254 dragon_status A9
#? [alive]

# s19-l0-n30/62 (19x19)
loadsgf games/s19-l0-n30.sgf 62
255 dragon_status D17
#? [alive]
256 dragon_status R16
#? [alive]
257 dragon_status R13
#? [alive]*
258 dragon_status C6
#? [alive]
259 dragon_status K4
#? [alive]
260 dragon_status N3
#? [alive]

# s19-l0-n30/64 (19x19)
loadsgf games/s19-l0-n30.sgf 64
261 dragon_status D17
#? [alive]
262 dragon_status H16
#? [alive]
263 dragon_status R16
#? [alive]
264 dragon_status R13
#? [alive]*
265 dragon_status C6
#? [alive]
266 dragon_status K4
#? [alive]*
267 dragon_status M4
#? [alive]

# s19-l0-n30/66 (19x19)
loadsgf games/s19-l0-n30.sgf 66
268 dragon_status D17
#? [alive]
269 dragon_status R16
#? [alive]
270 dragon_status R13
#? [alive]*
271 dragon_status C6
#? [alive]
272 dragon_status K4
#? [alive]*
273 dragon_status M4
#? [alive]

# s19-l0-n30/68 (19x19)
loadsgf games/s19-l0-n30.sgf 68
274 dragon_status D17
#? [alive]
275 dragon_status R16
#? [alive]
276 dragon_status R13
#? [alive]*
277 dragon_status F8
#? [alive]
278 dragon_status K4
#? [alive]*
279 dragon_status M4
#? [alive]

# s19-l0-n30/70 (19x19)
loadsgf games/s19-l0-n30.sgf 70
280 dragon_status D17
#? [alive]
281 dragon_status R16
#? [alive]
282 dragon_status R13
#? [alive]*
283 dragon_status K4
#? [alive]*
284 dragon_status M4
#? [alive]

# s19-l0-n30/72 (19x19)
loadsgf games/s19-l0-n30.sgf 72
285 dragon_status R16
#? [alive]
286 dragon_status R13
#? [alive]*
287 dragon_status N8
#? [alive]
288 dragon_status K4
#? [alive]*
289 dragon_status M4
#? [alive]

# s19-l0-n30/74 (19x19)
loadsgf games/s19-l0-n30.sgf 74
290 dragon_status R16
#? [alive]
291 dragon_status R13
#? [alive]*
292 dragon_status N8
#? [alive]
293 dragon_status K4
#? [alive]*
294 dragon_status M4
#? [alive]

# s19-l0-n30/76 (19x19)
loadsgf games/s19-l0-n30.sgf 76
295 dragon_status R16
#? [alive]
296 dragon_status R13
#? [alive]*
297 dragon_status K4
#? [alive]*
298 dragon_status M4
#? [alive]

# s19-l0-n30/78 (19x19)
loadsgf games/s19-l0-n30.sgf 78
299 dragon_status R16
#? [alive]
300 dragon_status R13
#? [alive]*
301 dragon_status K4
#? [alive]*
302 dragon_status M4
#? [alive]

# s19-l0-n30/80 (19x19)
loadsgf games/s19-l0-n30.sgf 80
303 dragon_status R16
#? [alive]
304 dragon_status R13
#? [alive]*

# s19-l0-n30/82 (19x19)
loadsgf games/s19-l0-n30.sgf 82
305 dragon_status R16
#? [alive]
306 dragon_status R13
#? [alive]*

# s19-l0-n30/84 (19x19)
loadsgf games/s19-l0-n30.sgf 84
307 dragon_status R16
#? [alive]
308 dragon_status R13
#? [alive]*

# s19-l0-n30/86 (19x19)
loadsgf games/s19-l0-n30.sgf 86
309 dragon_status R13
#? [alive]*

# s19-l0-n30/88 (19x19)
loadsgf games/s19-l0-n30.sgf 88
310 dragon_status R13
#? [alive]*

# s19-l0-n30/90 (19x19)
loadsgf games/s19-l0-n30.sgf 90
311 dragon_status B18
#? [alive]*
312 dragon_status R16
#? [alive]
313 dragon_status K8
#? [alive]

# s19-l0-n30/92 (19x19)
loadsgf games/s19-l0-n30.sgf 92
314 dragon_status B18
#? [alive]*
315 dragon_status R16
#? [alive]
316 dragon_status K8
#? [alive]

# s19-l0-n30/94 (19x19)
loadsgf games/s19-l0-n30.sgf 94
317 dragon_status B18
#? [alive]*
318 dragon_status R16
#? [alive]
319 dragon_status K8
#? [alive]

# s19-l0-n30/96 (19x19)
loadsgf games/s19-l0-n30.sgf 96
320 dragon_status B18
#? [alive]*
321 dragon_status R16
#? [alive]
322 dragon_status K8
#? [alive]

# s19-l0-n30/98 (19x19)
loadsgf games/s19-l0-n30.sgf 98
323 dragon_status B18
#? [alive]*
324 dragon_status R16
#? [alive]
325 dragon_status K8
#? [alive]

# s19-l0-n30/100 (19x19)
loadsgf games/s19-l0-n30.sgf 100
326 dragon_status B18
#? [alive]*
327 dragon_status R16
#? [alive]
328 dragon_status K8
#? [alive]

# s19-l0-n30/102 (19x19)
loadsgf games/s19-l0-n30.sgf 102
329 dragon_status B18
#? [alive]*
330 dragon_status R16
#? [alive]
331 dragon_status K8
#? [alive]

# s19-l0-n30/104 (19x19)
loadsgf games/s19-l0-n30.sgf 104
332 dragon_status R16
#? [alive]
333 dragon_status K8
#? [alive]

# s19-l0-n30/106 (19x19)
loadsgf games/s19-l0-n30.sgf 106
334 dragon_status B16
#? [alive]
335 dragon_status R16
#? [alive]
336 dragon_status K8
#? [alive]

# s19-l0-n30/108 (19x19)
loadsgf games/s19-l0-n30.sgf 108
337 dragon_status R17
#? [alive]
338 dragon_status B16
#? [alive]
339 dragon_status R16
#? [alive]
340 dragon_status K8
#? [alive]

# s19-l0-n30/110 (19x19)
loadsgf games/s19-l0-n30.sgf 110
341 dragon_status R17
#? [alive]
342 dragon_status B16
#? [alive]
343 dragon_status R16
#? [alive]
344 dragon_status K8
#? [alive]

# s19-l0-n30/112 (19x19)
loadsgf games/s19-l0-n30.sgf 112
345 dragon_status R17
#? [alive]
346 dragon_status R16
#? [alive]
347 dragon_status K8
#? [alive]

# s19-l0-n30/114 (19x19)
loadsgf games/s19-l0-n30.sgf 114
348 dragon_status R17
#? [alive]
349 dragon_status R16
#? [alive]
350 dragon_status K8
#? [alive]

# s19-l0-n30/116 (19x19)
loadsgf games/s19-l0-n30.sgf 116
351 dragon_status R17
#? [alive]
352 dragon_status R16
#? [alive]
353 dragon_status K8
#? [alive]

# s19-l0-n30/118 (19x19)
loadsgf games/s19-l0-n30.sgf 118
354 dragon_status R17
#? [alive]
355 dragon_status R16
#? [alive]
356 dragon_status K8
#? [alive]

# s19-l0-n30/120 (19x19)
loadsgf games/s19-l0-n30.sgf 120
357 dragon_status R17
#? [alive]
358 dragon_status R16
#? [alive]
359 dragon_status K8
#? [alive]

# s19-l0-n30/122 (19x19)
loadsgf games/s19-l0-n30.sgf 122
360 dragon_status R17
#? [alive]
361 dragon_status R16
#? [alive]
362 dragon_status K8
#? [alive]

# s19-l0-n30/124 (19x19)
loadsgf games/s19-l0-n30.sgf 124
363 dragon_status F18
#? [alive]*
364 dragon_status R16
#? [alive]
365 dragon_status K8
#? [alive]

# s19-l0-n30/126 (19x19)
loadsgf games/s19-l0-n30.sgf 126
366 dragon_status R16
#? [alive]
367 dragon_status K8
#? [alive]

# s19-l0-n30/128 (19x19)
loadsgf games/s19-l0-n30.sgf 128
368 dragon_status R16
#? [alive]
369 dragon_status K8
#? [alive]

# s19-l0-n30/130 (19x19)
loadsgf games/s19-l0-n30.sgf 130
370 dragon_status R16
#? [alive]
371 dragon_status K8
#? [alive]

# s19-l0-n30/132 (19x19)
loadsgf games/s19-l0-n30.sgf 132
372 dragon_status R16
#? [alive]
373 dragon_status K8
#? [alive]

# s19-l0-n30/134 (19x19)
loadsgf games/s19-l0-n30.sgf 134
374 dragon_status R16
#? [alive]
375 dragon_status K8
#? [alive]

# s19-l0-n30/136 (19x19)
loadsgf games/s19-l0-n30.sgf 136
376 dragon_status B18
#? [alive]
377 dragon_status R16
#? [alive]
378 dragon_status K8
#? [alive]

# s19-l0-n30/138 (19x19)
loadsgf games/s19-l0-n30.sgf 138
379 dragon_status R16
#? [alive]
380 dragon_status K8
#? [alive]

# s19-l0-n30/140 (19x19)
loadsgf games/s19-l0-n30.sgf 140
381 dragon_status R16
#? [alive]
382 dragon_status K8
#? [alive]

# s19-l0-n30/142 (19x19)
loadsgf games/s19-l0-n30.sgf 142
383 dragon_status R16
#? [alive]
384 dragon_status K8
#? [alive]

# s19-l0-n30/144 (19x19)
loadsgf games/s19-l0-n30.sgf 144
385 dragon_status R16
#? [alive]
386 dragon_status K8
#? [alive]

# s19-l0-n30/146 (19x19)
loadsgf games/s19-l0-n30.sgf 146
387 dragon_status R16
#? [alive]
388 dragon_status K8
#? [alive]

# s19-l0-n30/148 (19x19)
loadsgf games/s19-l0-n30.sgf 148
389 dragon_status R16
#? [alive]
390 dragon_status K8
#? [alive]

# s19-l0-n30/150 (19x19)
loadsgf games/s19-l0-n30.sgf 150
391 dragon_status R16
#? [alive]
392 dragon_status K8
#? [alive]

# s19-l0-n30/152 (19x19)
loadsgf games/s19-l0-n30.sgf 152
393 dragon_status R16
#? [alive]
394 dragon_status K8
#? [alive]

# s19-l0-n30/154 (19x19)
loadsgf games/s19-l0-n30.sgf 154
395 dragon_status R16
#? [alive]
396 dragon_status K8
#? [alive]

# s19-l0-n30/156 (19x19)
loadsgf games/s19-l0-n30.sgf 156
397 dragon_status K8
#? [alive]

# s19-l0-n30/158 (19x19)
loadsgf games/s19-l0-n30.sgf 158
398 dragon_status O9
#? [alive]

# s19-l0-n30/160 (19x19)
loadsgf games/s19-l0-n30.sgf 160
399 dragon_status M10
#? [alive]

# s19-l0-n30/162 (19x19)
loadsgf games/s19-l0-n30.sgf 162
400 dragon_status M10
#? [alive]

# s19-l0-n30/164 (19x19)
loadsgf games/s19-l0-n30.sgf 164
401 dragon_status M10
#? [alive]

# s19-l0-n30/166 (19x19)
loadsgf games/s19-l0-n30.sgf 166
402 dragon_status M10
#? [alive]

# s19-l0-n30/210 (19x19)
loadsgf games/s19-l0-n30.sgf 210
403 dragon_status Q13
#? [alive]*

# s19-l0-n33/50 (19x19)
loadsgf games/s19-l0-n33.sgf 50
404 dragon_status D6
#? [alive]

# s19-l0-n33/52 (19x19)
loadsgf games/s19-l0-n33.sgf 52
405 dragon_status D6
#? [alive]

# s19-l0-n33/54 (19x19)
loadsgf games/s19-l0-n33.sgf 54
406 dragon_status R10
#? [alive]
407 dragon_status D6
#? [alive]

# s19-l0-n33/56 (19x19)
loadsgf games/s19-l0-n33.sgf 56
408 dragon_status J16
#? [alive]
409 dragon_status R10
#? [alive]
410 dragon_status D6
#? [alive]

# s19-l0-n33/58 (19x19)
loadsgf games/s19-l0-n33.sgf 58
411 dragon_status R10
#? [alive]
412 dragon_status D6
#? [alive]

# s19-l0-n33/60 (19x19)
loadsgf games/s19-l0-n33.sgf 60
413 dragon_status C12
#? [alive]
414 dragon_status R10
#? [alive]
415 dragon_status D6
#? [alive]

# s19-l0-n33/62 (19x19)
loadsgf games/s19-l0-n33.sgf 62
416 dragon_status B17
#? [dead]*
417 dragon_status C12
#? [alive]
418 dragon_status R10
#? [alive]
419 dragon_status D6
#? [alive]

# s19-l0-n33/64 (19x19)
loadsgf games/s19-l0-n33.sgf 64
420 dragon_status B17
#? [dead]*
421 dragon_status R10
#? [alive]
422 dragon_status D6
#? [dead]*

# s19-l0-n33/66 (19x19)
loadsgf games/s19-l0-n33.sgf 66
423 dragon_status B17
#? [dead]*
424 dragon_status C12
#? [alive]
425 dragon_status R10
#? [alive]
426 dragon_status D6
#? [dead]*

# s19-l0-n33/68 (19x19)
loadsgf games/s19-l0-n33.sgf 68
427 dragon_status B17
#? [dead]*
428 dragon_status J16
#? [alive]
429 dragon_status C12
#? [alive]
430 dragon_status R10
#? [alive]
431 dragon_status D6
#? [alive]*

# s19-l0-n33/70 (19x19)
loadsgf games/s19-l0-n33.sgf 70
432 dragon_status R18
#? [alive]*
433 dragon_status B17
#? [dead]*
434 dragon_status J16
#? [alive]
435 dragon_status C12
#? [alive]
436 dragon_status R10
#? [alive]
437 dragon_status D6
#? [alive]*

# s19-l0-n33/72 (19x19)
loadsgf games/s19-l0-n33.sgf 72
438 dragon_status R18
#? [alive]*
439 dragon_status B17
#? [dead]*
440 dragon_status C12
#? [alive]
441 dragon_status R10
#? [alive]
442 dragon_status D6
#? [alive]*

# s19-l0-n33/74 (19x19)
loadsgf games/s19-l0-n33.sgf 74
443 dragon_status B17
#? [dead]*
444 dragon_status C12
#? [alive]
445 dragon_status R10
#? [alive]
446 dragon_status R7
#? [alive]
447 dragon_status D6
#? [alive]*

# s19-l0-n33/76 (19x19)
loadsgf games/s19-l0-n33.sgf 76
448 dragon_status B17
#? [dead]*
449 dragon_status C12
#? [alive]
450 dragon_status R10
#? [alive]
451 dragon_status R7
#? [alive]
452 dragon_status D6
#? [dead]*

# s19-l0-n33/78 (19x19)
loadsgf games/s19-l0-n33.sgf 78
453 dragon_status B17
#? [dead]*
454 dragon_status C12
#? [alive]
455 dragon_status R10
#? [alive]*
456 dragon_status R7
#? [alive]
457 dragon_status D6
#? [dead]*

# s19-l0-n33/80 (19x19)
loadsgf games/s19-l0-n33.sgf 80
458 dragon_status B17
#? [dead]*
459 dragon_status C12
#? [alive]
460 dragon_status R7
#? [alive]
461 dragon_status D6
#? [dead]*

# s19-l0-n33/82 (19x19)
loadsgf games/s19-l0-n33.sgf 82
462 dragon_status B17
#? [dead]*
463 dragon_status C12
#? [alive]
464 dragon_status R7
#? [alive]
465 dragon_status D6
#? [dead]*

# s19-l0-n33/84 (19x19)
loadsgf games/s19-l0-n33.sgf 84
466 dragon_status B17
#? [dead]*
467 dragon_status C12
#? [alive]
468 dragon_status D6
#? [dead]*

# s19-l0-n33/86 (19x19)
loadsgf games/s19-l0-n33.sgf 86
469 dragon_status B17
#? [dead]*
470 dragon_status C12
#? [alive]
471 dragon_status P10
#? [alive]*
472 dragon_status D6
#? [dead]*
473 dragon_status N5
#? [alive]

# s19-l0-n33/88 (19x19)
loadsgf games/s19-l0-n33.sgf 88
474 dragon_status B17
#? [dead]*
475 dragon_status C12
#? [alive]
476 dragon_status P10
#? [alive]
477 dragon_status D6
#? [dead]*
478 dragon_status N5
#? [alive]

# s19-l0-n33/90 (19x19)
loadsgf games/s19-l0-n33.sgf 90
479 dragon_status B17
#? [dead]*
480 dragon_status C12
#? [alive]
481 dragon_status P10
#? [alive]
482 dragon_status D6
#? [dead]*

# s19-l0-n33/92 (19x19)
loadsgf games/s19-l0-n33.sgf 92
483 dragon_status B17
#? [dead]*
484 dragon_status C12
#? [alive]
485 dragon_status P10
#? [alive]
486 dragon_status D6
#? [dead]*

# s19-l0-n33/94 (19x19)
loadsgf games/s19-l0-n33.sgf 94
487 dragon_status B17
#? [dead]*
488 dragon_status C12
#? [alive]
489 dragon_status D6
#? [dead]*

# s19-l0-n33/96 (19x19)
loadsgf games/s19-l0-n33.sgf 96
490 dragon_status B17
#? [dead]*
491 dragon_status C12
#? [alive]
492 dragon_status D6
#? [dead]*

# s19-l0-n33/98 (19x19)
loadsgf games/s19-l0-n33.sgf 98
493 dragon_status B17
#? [dead]*
494 dragon_status B13
#? [alive]
495 dragon_status D6
#? [dead]*

# s19-l0-n33/100 (19x19)
loadsgf games/s19-l0-n33.sgf 100
496 dragon_status B17
#? [dead]*
497 dragon_status B13
#? [alive]
498 dragon_status D6
#? [dead]*

# s19-l0-n33/102 (19x19)
loadsgf games/s19-l0-n33.sgf 102
499 dragon_status B17
#? [dead]*
500 dragon_status B13
#? [alive]
501 dragon_status D6
#? [dead]*

# s19-l0-n33/104 (19x19)
loadsgf games/s19-l0-n33.sgf 104
502 dragon_status B17
#? [dead]*
503 dragon_status B13
#? [alive]
504 dragon_status D6
#? [dead]*

# s19-l0-n33/106 (19x19)
loadsgf games/s19-l0-n33.sgf 106
505 dragon_status B17
#? [dead]*
506 dragon_status B13
#? [alive]
507 dragon_status D6
#? [dead]*

# s19-l0-n33/108 (19x19)
loadsgf games/s19-l0-n33.sgf 108
508 dragon_status B17
#? [dead]*
509 dragon_status B13
#? [alive]
510 dragon_status D6
#? [dead]*

# s19-l0-n33/110 (19x19)
loadsgf games/s19-l0-n33.sgf 110
511 dragon_status B17
#? [dead]*

# s19-l0-n33/112 (19x19)
loadsgf games/s19-l0-n33.sgf 112
512 dragon_status B17
#? [dead]*

# s19-l0-n33/114 (19x19)
loadsgf games/s19-l0-n33.sgf 114
513 dragon_status B17
#? [dead]*

# s19-l0-n33/116 (19x19)
loadsgf games/s19-l0-n33.sgf 116
514 dragon_status B17
#? [dead]*

# s19-l0-n33/118 (19x19)
loadsgf games/s19-l0-n33.sgf 118
515 dragon_status B17
#? [dead]*

# s19-l0-n33/120 (19x19)
loadsgf games/s19-l0-n33.sgf 120
516 dragon_status B17
#? [dead]*

# s19-l0-n33/122 (19x19)
loadsgf games/s19-l0-n33.sgf 122
517 dragon_status B17
#? [dead]*

# s19-l0-n33/124 (19x19)
loadsgf games/s19-l0-n33.sgf 124
518 dragon_status B17
#? [dead]*

# s19-l0-n33/126 (19x19)
loadsgf games/s19-l0-n33.sgf 126
519 dragon_status B17
#? [dead]*

# s19-l0-n33/128 (19x19)
loadsgf games/s19-l0-n33.sgf 128
520 dragon_status B17
#? [dead]*

# s19-l0-n33/130 (19x19)
loadsgf games/s19-l0-n33.sgf 130
521 dragon_status B17
#? [dead]*

# s19-l0-n33/132 (19x19)
loadsgf games/s19-l0-n33.sgf 132
522 dragon_status B17
#? [dead]*

# s19-l0-n33/134 (19x19)
loadsgf games/s19-l0-n33.sgf 134
523 dragon_status B17
#? [dead]*

# s19-l0-n33/136 (19x19)
loadsgf games/s19-l0-n33.sgf 136
524 dragon_status B17
#? [dead]*

# s19-l0-n33/138 (19x19)
loadsgf games/s19-l0-n33.sgf 138
525 dragon_status B17
#? [dead]*

# s19-l0-n33/140 (19x19)
loadsgf games/s19-l0-n33.sgf 140
526 dragon_status B17
#? [dead]*

# s19-l0-n33/142 (19x19)
loadsgf games/s19-l0-n33.sgf 142
527 dragon_status B17
#? [dead]*

# s19-l0-n33/144 (19x19)
loadsgf games/s19-l0-n33.sgf 144
528 dragon_status B17
#? [dead]*

# s19-l0-n33/146 (19x19)
loadsgf games/s19-l0-n33.sgf 146
529 dragon_status B17
#? [dead]*

# s19-l0-n33/148 (19x19)
loadsgf games/s19-l0-n33.sgf 148
530 dragon_status B17
#? [dead]*

# s19-l0-n33/150 (19x19)
loadsgf games/s19-l0-n33.sgf 150
531 dragon_status B17
#? [dead]*

# s19-l0-n33/152 (19x19)
loadsgf games/s19-l0-n33.sgf 152
532 dragon_status B17
#? [dead]*

# s19-l0-n33/154 (19x19)
loadsgf games/s19-l0-n33.sgf 154
533 dragon_status B17
#? [dead]*

# s19-l0-n33/156 (19x19)
loadsgf games/s19-l0-n33.sgf 156
534 dragon_status B17
#? [dead]*

# s19-l0-n33/158 (19x19)
loadsgf games/s19-l0-n33.sgf 158
535 dragon_status B17
#? [dead]*

# s19-l0-n33/160 (19x19)
loadsgf games/s19-l0-n33.sgf 160
536 dragon_status B17
#? [dead]*

# s19-l0-n33/162 (19x19)
loadsgf games/s19-l0-n33.sgf 162
537 dragon_status B17
#? [dead]*

# s19-l0-n33/164 (19x19)
loadsgf games/s19-l0-n33.sgf 164
538 dragon_status B17
#? [dead]*

# s19-l0-n33/166 (19x19)
loadsgf games/s19-l0-n33.sgf 166
539 dragon_status B17
#? [dead]*

# s19-l0-n33/168 (19x19)
loadsgf games/s19-l0-n33.sgf 168
540 dragon_status B17
#? [dead]*
541 dragon_status C15
#? [dead]*

# s19-l0-n33/170 (19x19)
loadsgf games/s19-l0-n33.sgf 170
542 dragon_status B17
#? [dead]*

# s19-l0-n33/172 (19x19)
loadsgf games/s19-l0-n33.sgf 172
543 dragon_status B17
#? [dead]*

# s19-l0-n33/174 (19x19)
loadsgf games/s19-l0-n33.sgf 174
544 dragon_status B17
#? [dead]*

# s19-l0-n33/176 (19x19)
loadsgf games/s19-l0-n33.sgf 176
545 dragon_status B17
#? [dead]*

# s19-l0-n33/178 (19x19)
loadsgf games/s19-l0-n33.sgf 178
546 dragon_status B17
#? [dead]*

# s19-l0-n33/180 (19x19)
loadsgf games/s19-l0-n33.sgf 180
547 dragon_status C15
#? [dead]*

# s19-l0-n33/182 (19x19)
loadsgf games/s19-l0-n33.sgf 182
548 dragon_status B17
#? [dead]*

# s19-l0-n33/184 (19x19)
loadsgf games/s19-l0-n33.sgf 184
549 dragon_status B17
#? [dead]*

# s19-l0-n33/186 (19x19)
loadsgf games/s19-l0-n33.sgf 186
550 dragon_status B17
#? [dead]*

# s19-l0-n33/188 (19x19)
loadsgf games/s19-l0-n33.sgf 188
551 dragon_status B17
#? [dead]*

# s19-l0-n33/190 (19x19)
loadsgf games/s19-l0-n33.sgf 190
552 dragon_status B17
#? [dead]*

# s19-l0-n33/192 (19x19)
loadsgf games/s19-l0-n33.sgf 192
553 dragon_status B17
#? [dead]*

# s19-l0-n33/194 (19x19)
loadsgf games/s19-l0-n33.sgf 194
554 dragon_status B17
#? [dead]*

# s19-l0-n33/196 (19x19)
loadsgf games/s19-l0-n33.sgf 196
555 dragon_status B17
#? [dead]*

# s19-l0-n33/198 (19x19)
loadsgf games/s19-l0-n33.sgf 198
556 dragon_status B17
#? [dead]*

# s19-l0-n33/200 (19x19)
loadsgf games/s19-l0-n33.sgf 200
557 dragon_status B17
#? [dead]*

# s19-l0-n33/202 (19x19)
loadsgf games/s19-l0-n33.sgf 202
558 dragon_status B17
#? [dead]*

# s19-l0-n33/206 (19x19)
loadsgf games/s19-l0-n33.sgf 206
559 dragon_status B17
#? [dead]*

# s19-l0-n33/208 (19x19)
loadsgf games/s19-l0-n33.sgf 208
560 dragon_status B17
#? [dead]*

# s19-l0-n36/63 (19x19)
loadsgf games/s19-l0-n36.sgf 63
561 dragon_status C18
#? [alive]
562 dragon_status Q8
#? [alive]
563 dragon_status O5
#? [alive]
564 dragon_status D4
#? [alive]*

# s19-l0-n36/65 (19x19)
loadsgf games/s19-l0-n36.sgf 65
565 dragon_status C18
#? [alive]
566 dragon_status Q8
#? [alive]
567 dragon_status O5
#? [alive]
568 dragon_status D4
#? [alive]*

# s19-l0-n36/67 (19x19)
loadsgf games/s19-l0-n36.sgf 67
569 dragon_status C18
#? [alive]
570 dragon_status Q8
#? [alive]
571 dragon_status O5
#? [alive]
572 dragon_status D4
#? [alive]*

# s19-l0-n36/69 (19x19)
loadsgf games/s19-l0-n36.sgf 69
573 dragon_status C18
#? [alive]
574 dragon_status Q8
#? [alive]
575 dragon_status O5
#? [alive]
576 dragon_status D4
#? [alive]*

# s19-l0-n36/71 (19x19)
loadsgf games/s19-l0-n36.sgf 71
577 dragon_status C18
#? [alive]
578 dragon_status Q8
#? [alive]
579 dragon_status O5
#? [alive]
580 dragon_status D4
#? [alive]*

# s19-l0-n36/73 (19x19)
loadsgf games/s19-l0-n36.sgf 73
581 dragon_status O17
#? [alive]
582 dragon_status C11
#? [alive]
583 dragon_status Q8
#? [alive]
584 dragon_status O5
#? [alive]
585 dragon_status D4
#? [alive]*

# s19-l0-n36/75 (19x19)
loadsgf games/s19-l0-n36.sgf 75
586 dragon_status E18
#? [alive]
587 dragon_status O18
#? [alive]
588 dragon_status C11
#? [alive]
589 dragon_status Q8
#? [alive]
590 dragon_status O5
#? [alive]
591 dragon_status D4
#? [alive]*

# s19-l0-n36/77 (19x19)
loadsgf games/s19-l0-n36.sgf 77
592 dragon_status C18
#? [alive]
593 dragon_status O18
#? [alive]
594 dragon_status C11
#? [alive]
595 dragon_status Q8
#? [alive]*
596 dragon_status O5
#? [alive]
597 dragon_status D4
#? [alive]*

# s19-l0-n36/79 (19x19)
loadsgf games/s19-l0-n36.sgf 79
598 dragon_status C18
#? [alive]
599 dragon_status O18
#? [alive]
600 dragon_status C11
#? [alive]
601 dragon_status Q8
#? [alive]*
602 dragon_status O5
#? [alive]
603 dragon_status D4
#? [alive]*

# s19-l0-n36/81 (19x19)
loadsgf games/s19-l0-n36.sgf 81
604 dragon_status C18
#? [alive]
605 dragon_status C11
#? [alive]
606 dragon_status Q8
#? [alive]*
607 dragon_status O5
#? [alive]
608 dragon_status D4
#? [alive]*

# s19-l0-n36/83 (19x19)
loadsgf games/s19-l0-n36.sgf 83
609 dragon_status C18
#? [alive]
610 dragon_status G14
#? [alive]
611 dragon_status C11
#? [alive]
612 dragon_status Q8
#? [alive]*
613 dragon_status O5
#? [alive]
614 dragon_status D4
#? [alive]*
615 dragon_status M3
#? [dead]*

# s19-l0-n36/85 (19x19)
loadsgf games/s19-l0-n36.sgf 85
616 dragon_status C18
#? [alive]
617 dragon_status G14
#? [alive]
618 dragon_status C11
#? [alive]
619 dragon_status Q8
#? [alive]*
620 dragon_status M5
#? [dead]*
621 dragon_status O5
#? [alive]

# s19-l0-n36/87 (19x19)
loadsgf games/s19-l0-n36.sgf 87
622 dragon_status C18
#? [alive]
623 dragon_status G14
#? [alive]
624 dragon_status C11
#? [alive]
625 dragon_status Q8
#? [alive]*
626 dragon_status J5
#? [alive]*
627 dragon_status O5
#? [alive]

# s19-l0-n36/89 (19x19)
loadsgf games/s19-l0-n36.sgf 89
628 dragon_status C18
#? [alive]
629 dragon_status G14
#? [alive]
630 dragon_status C11
#? [alive]
631 dragon_status Q8
#? [alive]*
632 dragon_status O5
#? [alive]

# s19-l0-n36/91 (19x19)
loadsgf games/s19-l0-n36.sgf 91
633 dragon_status C18
#? [alive]
634 dragon_status G14
#? [alive]
635 dragon_status C11
#? [alive]
636 dragon_status Q8
#? [alive]*
637 dragon_status J5
#? [dead]*
638 dragon_status O5
#? [alive]
639 dragon_status O2
#? [dead]*

# s19-l0-n36/93 (19x19)
loadsgf games/s19-l0-n36.sgf 93
640 dragon_status C18
#? [alive]
641 dragon_status G14
#? [alive]
642 dragon_status C11
#? [alive]
643 dragon_status Q8
#? [alive]*
644 dragon_status O3
#? [alive]
645 dragon_status O2
#? [dead]*

# s19-l0-n36/95 (19x19)
loadsgf games/s19-l0-n36.sgf 95
646 dragon_status C18
#? [alive]
647 dragon_status G14
#? [alive]
648 dragon_status C11
#? [alive]
649 dragon_status Q8
#? [alive]*
650 dragon_status H6
#? [alive]
651 dragon_status J5
#? [dead]*
652 dragon_status S3
#? [alive]
653 dragon_status O2
#? [dead]

# s19-l0-n36/97 (19x19)
loadsgf games/s19-l0-n36.sgf 97
654 dragon_status C18
#? [alive]
655 dragon_status G14
#? [alive]
656 dragon_status C11
#? [alive]
657 dragon_status Q8
#? [alive]*
658 dragon_status H6
#? [alive]
659 dragon_status J5
#? [dead]*
660 dragon_status S3
#? [alive]
661 dragon_status O2
#? [dead]*

# s19-l0-n36/99 (19x19)
loadsgf games/s19-l0-n36.sgf 99
662 dragon_status C18
#? [alive]
663 dragon_status G14
#? [alive]
664 dragon_status C11
#? [alive]
665 dragon_status Q8
#? [alive]*
666 dragon_status H6
#? [alive]
667 dragon_status J5
#? [dead]*
668 dragon_status O5
#? [alive]

# s19-l0-n36/101 (19x19)
loadsgf games/s19-l0-n36.sgf 101
669 dragon_status C18
#? [alive]
670 dragon_status G14
#? [alive]
671 dragon_status C11
#? [alive]
672 dragon_status Q8
#? [alive]*
673 dragon_status J5
#? [dead]*

# s19-l0-n36/103 (19x19)
loadsgf games/s19-l0-n36.sgf 103
674 dragon_status C18
#? [alive]
675 dragon_status G14
#? [alive]
676 dragon_status C11
#? [alive]
677 dragon_status Q8
#? [alive]*
678 dragon_status D7
#? [alive]*
679 dragon_status C6
#? [alive]*
680 dragon_status J5
#? [dead]*

# s19-l0-n36/105 (19x19)
loadsgf games/s19-l0-n36.sgf 105
681 dragon_status C18
#? [alive]
682 dragon_status G14
#? [alive]
683 dragon_status C11
#? [alive]
684 dragon_status E8
#? [alive]
685 dragon_status Q8
#? [alive]*
686 dragon_status D7
#? [alive]
687 dragon_status J5
#? [dead]*

# s19-l0-n36/107 (19x19)
loadsgf games/s19-l0-n36.sgf 107
688 dragon_status C18
#? [alive]
689 dragon_status G14
#? [alive]
690 dragon_status C11
#? [alive]
691 dragon_status Q8
#? [alive]*
692 dragon_status J5
#? [dead]*

# s19-l0-n36/109 (19x19)
loadsgf games/s19-l0-n36.sgf 109
693 dragon_status C18
#? [alive]
694 dragon_status G14
#? [alive]
695 dragon_status C11
#? [alive]*
696 dragon_status C9
#? [alive]*
697 dragon_status E9
#? [alive]
698 dragon_status Q8
#? [alive]*
699 dragon_status C6
#? [alive]
700 dragon_status J5
#? [dead]*

# s19-l0-n36/111 (19x19)
loadsgf games/s19-l0-n36.sgf 111
701 dragon_status C18
#? [alive]
702 dragon_status C11
#? [alive]*
703 dragon_status Q8
#? [alive]*
704 dragon_status C6
#? [alive]
705 dragon_status J5
#? [dead]*

# s19-l0-n36/113 (19x19)
loadsgf games/s19-l0-n36.sgf 113
706 dragon_status C18
#? [alive]
707 dragon_status G14
#? [alive]
708 dragon_status C11
#? [alive]
709 dragon_status Q8
#? [alive]*
710 dragon_status J5
#? [dead]*

# s19-l0-n36/115 (19x19)
loadsgf games/s19-l0-n36.sgf 115
711 dragon_status G14
#? [alive]
712 dragon_status Q8
#? [alive]*
713 dragon_status J5
#? [dead]*

# s19-l0-n36/117 (19x19)
loadsgf games/s19-l0-n36.sgf 117
714 dragon_status G14
#? [alive]
715 dragon_status C11
#? [dead]*
716 dragon_status Q8
#? [alive]*
717 dragon_status B6
#? [dead]
718 dragon_status J5
#? [dead]*

# s19-l0-n36/119 (19x19)
loadsgf games/s19-l0-n36.sgf 119
719 dragon_status Q8
#? [alive]*
720 dragon_status J5
#? [dead]*

# s19-l0-n36/121 (19x19)
loadsgf games/s19-l0-n36.sgf 121
721 dragon_status C11
#? [dead]*
722 dragon_status F11
#? [alive]
723 dragon_status Q8
#? [alive]*
724 dragon_status J5
#? [dead]*

# s19-l0-n36/123 (19x19)
loadsgf games/s19-l0-n36.sgf 123
725 dragon_status G14
#? [alive]
726 dragon_status C11
#? [dead]
727 dragon_status Q8
#? [alive]*
728 dragon_status J5
#? [dead]*

# s19-l0-n36/125 (19x19)
loadsgf games/s19-l0-n36.sgf 125
729 dragon_status C11
#? [dead]
730 dragon_status Q8
#? [alive]*
731 dragon_status J5
#? [dead]*

# s19-l0-n36/127 (19x19)
loadsgf games/s19-l0-n36.sgf 127
732 dragon_status C11
#? [dead]
733 dragon_status Q8
#? [alive]*
734 dragon_status J5
#? [dead]*

# s19-l0-n36/129 (19x19)
loadsgf games/s19-l0-n36.sgf 129
735 dragon_status Q8
#? [alive]*
736 dragon_status F7
#? [alive]
737 dragon_status J5
#? [dead]*

# s19-l0-n36/131 (19x19)
loadsgf games/s19-l0-n36.sgf 131
738 dragon_status F7
#? [alive]
739 dragon_status J5
#? [dead]*

# s19-l0-n36/133 (19x19)
loadsgf games/s19-l0-n36.sgf 133
740 dragon_status Q8
#? [alive]*
741 dragon_status F7
#? [alive]
742 dragon_status J5
#? [dead]*

# s19-l0-n36/135 (19x19)
loadsgf games/s19-l0-n36.sgf 135
743 dragon_status E18
#? [alive]
744 dragon_status Q8
#? [alive]*
745 dragon_status F7
#? [alive]
746 dragon_status J5
#? [dead]*

# s19-l0-n36/137 (19x19)
loadsgf games/s19-l0-n36.sgf 137
747 dragon_status E18
#? [alive]
748 dragon_status Q8
#? [alive]*
749 dragon_status J5
#? [dead]*

# s19-l0-n36/139 (19x19)
loadsgf games/s19-l0-n36.sgf 139
750 dragon_status E18
#? [alive]
751 dragon_status N13
#? [alive]
752 dragon_status Q8
#? [alive]*
753 dragon_status H6
#? [alive]
754 dragon_status J5
#? [dead]*

# s19-l0-n36/141 (19x19)
loadsgf games/s19-l0-n36.sgf 141
755 dragon_status Q8
#? [alive]*
756 dragon_status H6
#? [alive]*
757 dragon_status J5
#? [dead]*

# s19-l0-n36/143 (19x19)
loadsgf games/s19-l0-n36.sgf 143
758 dragon_status Q8
#? [alive]*
759 dragon_status H6
#? [alive]*
760 dragon_status J5
#? [dead]*

# s19-l0-n36/145 (19x19)
loadsgf games/s19-l0-n36.sgf 145
761 dragon_status Q8
#? [alive]*
762 dragon_status H6
#? [alive]*
763 dragon_status J5
#? [dead]*

# s19-l0-n36/147 (19x19)
loadsgf games/s19-l0-n36.sgf 147
764 dragon_status Q8
#? [alive]*
765 dragon_status H6
#? [alive]*
766 dragon_status J5
#? [dead]*

# s19-l0-n36/149 (19x19)
loadsgf games/s19-l0-n36.sgf 149
767 dragon_status Q8
#? [alive]*
768 dragon_status H6
#? [alive]*
769 dragon_status J5
#? [dead]*

# s19-l0-n36/151 (19x19)
loadsgf games/s19-l0-n36.sgf 151
770 dragon_status Q8
#? [alive]*
771 dragon_status H6
#? [alive]*
772 dragon_status J5
#? [dead]*

# s19-l0-n36/153 (19x19)
loadsgf games/s19-l0-n36.sgf 153
773 dragon_status Q8
#? [alive]*
774 dragon_status H6
#? [alive]*
775 dragon_status J5
#? [dead]*

# s19-l0-n36/155 (19x19)
loadsgf games/s19-l0-n36.sgf 155
776 dragon_status Q8
#? [alive]*
777 dragon_status H6
#? [alive]*
778 dragon_status J5
#? [dead]*

# s19-l0-n36/157 (19x19)
loadsgf games/s19-l0-n36.sgf 157
779 dragon_status Q8
#? [alive]*
780 dragon_status H6
#? [alive]*
781 dragon_status J5
#? [dead]*

# s19-l0-n36/159 (19x19)
loadsgf games/s19-l0-n36.sgf 159
782 dragon_status Q8
#? [alive]*
783 dragon_status H6
#? [alive]*
784 dragon_status J5
#? [dead]*

# s19-l0-n36/161 (19x19)
loadsgf games/s19-l0-n36.sgf 161
785 dragon_status Q8
#? [alive]*
786 dragon_status H6
#? [alive]*
787 dragon_status J5
#? [dead]*

# s19-l0-n36/163 (19x19)
loadsgf games/s19-l0-n36.sgf 163
788 dragon_status H6
#? [alive]*
789 dragon_status J5
#? [dead]*

# s19-l0-n36/165 (19x19)
loadsgf games/s19-l0-n36.sgf 165
790 dragon_status H6
#? [alive]*
791 dragon_status J5
#? [dead]*

# s19-l0-n36/167 (19x19)
loadsgf games/s19-l0-n36.sgf 167
792 dragon_status H6
#? [alive]*
793 dragon_status J5
#? [dead]*

# s19-l0-n36/169 (19x19)
loadsgf games/s19-l0-n36.sgf 169
794 dragon_status H6
#? [alive]*
795 dragon_status J5
#? [dead]*

# s19-l0-n36/171 (19x19)
loadsgf games/s19-l0-n36.sgf 171
796 dragon_status H6
#? [alive]*
797 dragon_status J5
#? [dead]*

# s19-l0-n36/173 (19x19)
loadsgf games/s19-l0-n36.sgf 173
798 dragon_status J5
#? [dead]*

# s19-l0-n36/175 (19x19)
loadsgf games/s19-l0-n36.sgf 175
799 dragon_status J5
#? [dead]*

# s19-l0-n36/177 (19x19)
loadsgf games/s19-l0-n36.sgf 177
800 dragon_status J5
#? [dead]*

# s19-l0-n36/179 (19x19)
loadsgf games/s19-l0-n36.sgf 179
801 dragon_status J5
#? [dead]*

# s19-l0-n36/181 (19x19)
loadsgf games/s19-l0-n36.sgf 181
802 dragon_status J5
#? [dead]*

# s19-l0-n42/46 (19x19)
loadsgf games/s19-l0-n42.sgf 46
803 dragon_status O5
#? [alive]

# s19-l0-n42/48 (19x19)
loadsgf games/s19-l0-n42.sgf 48
804 dragon_status Q18
#? [dead]*
805 dragon_status D17
#? [alive]
806 dragon_status O17
#? [alive]*
807 dragon_status O15
#? [alive]*
808 dragon_status O5
#? [alive]

# s19-l0-n42/50 (19x19)
loadsgf games/s19-l0-n42.sgf 50
809 dragon_status O5
#? [alive]

# s19-l0-n42/52 (19x19)
loadsgf games/s19-l0-n42.sgf 52
810 dragon_status L18
#? [alive]*
811 dragon_status O5
#? [alive]

# s19-l0-n42/54 (19x19)
loadsgf games/s19-l0-n42.sgf 54
812 dragon_status K17
#? [alive]*
813 dragon_status L6
#? [alive]

# s19-l0-n42/56 (19x19)
loadsgf games/s19-l0-n42.sgf 56
814 dragon_status J17
#? [alive]
815 dragon_status L6
#? [alive]

# s19-l0-n42/58 (19x19)
loadsgf games/s19-l0-n42.sgf 58
816 dragon_status J18
#? [alive]*
817 dragon_status J17
#? [alive]*
818 dragon_status L6
#? [alive]

# s19-l0-n42/60 (19x19)
loadsgf games/s19-l0-n42.sgf 60
819 dragon_status H18
#? [alive]
820 dragon_status J18
#? [dead]
821 dragon_status O17
#? [dead]*
822 dragon_status L6
#? [alive]

# s19-l0-n42/62 (19x19)
loadsgf games/s19-l0-n42.sgf 62
823 dragon_status F18
#? [alive]*
824 dragon_status J18
#? [dead]
825 dragon_status O17
#? [dead]*
826 dragon_status L6
#? [alive]

# s19-l0-n42/64 (19x19)
loadsgf games/s19-l0-n42.sgf 64
827 dragon_status E18
#? [alive]
828 dragon_status F18
#? [alive]*
829 dragon_status J18
#? [dead]
830 dragon_status O17
#? [dead]*
831 dragon_status L6
#? [alive]
832 dragon_status O5
#? [alive]

# s19-l0-n42/66 (19x19)
loadsgf games/s19-l0-n42.sgf 66
833 dragon_status E18
#? [alive]
834 dragon_status F18
#? [alive]*
835 dragon_status J18
#? [dead]
836 dragon_status O17
#? [dead]*

# s19-l0-n42/68 (19x19)
loadsgf games/s19-l0-n42.sgf 68
837 dragon_status E18
#? [alive]
838 dragon_status J18
#? [dead]
839 dragon_status O17
#? [dead]*
840 dragon_status L6
#? [alive]

# s19-l0-n42/70 (19x19)
loadsgf games/s19-l0-n42.sgf 70
841 dragon_status E18
#? [alive]
842 dragon_status J18
#? [dead]
843 dragon_status O17
#? [dead]*
844 dragon_status L6
#? [alive]

# s19-l0-n42/72 (19x19)
loadsgf games/s19-l0-n42.sgf 72
845 dragon_status E18
#? [alive]
846 dragon_status J18
#? [dead]
847 dragon_status O17
#? [dead]*
848 dragon_status L6
#? [alive]

# s19-l0-n42/74 (19x19)
loadsgf games/s19-l0-n42.sgf 74
849 dragon_status J18
#? [dead]
850 dragon_status O17
#? [dead]*
851 dragon_status L6
#? [alive]

# s19-l0-n42/76 (19x19)
loadsgf games/s19-l0-n42.sgf 76
852 dragon_status E18
#? [alive]
853 dragon_status J18
#? [dead]
854 dragon_status O17
#? [dead]*

# s19-l0-n42/78 (19x19)
loadsgf games/s19-l0-n42.sgf 78
855 dragon_status E18
#? [alive]
856 dragon_status J18
#? [dead]
857 dragon_status O17
#? [dead]*

# s19-l0-n42/80 (19x19)
loadsgf games/s19-l0-n42.sgf 80
858 dragon_status E18
#? [alive]
859 dragon_status J18
#? [dead]
860 dragon_status O17
#? [dead]*

# s19-l0-n42/82 (19x19)
loadsgf games/s19-l0-n42.sgf 82
861 dragon_status E18
#? [alive]
862 dragon_status J18
#? [dead]
863 dragon_status O17
#? [dead]*

# s19-l0-n42/84 (19x19)
loadsgf games/s19-l0-n42.sgf 84
864 dragon_status E18
#? [alive]
865 dragon_status J18
#? [dead]
866 dragon_status O17
#? [dead]*

# s19-l0-n42/86 (19x19)
loadsgf games/s19-l0-n42.sgf 86
867 dragon_status E18
#? [alive]
868 dragon_status J18
#? [dead]
869 dragon_status O17
#? [dead]*
870 dragon_status F13
#? [alive]

# s19-l0-n42/88 (19x19)
loadsgf games/s19-l0-n42.sgf 88
871 dragon_status E18
#? [alive]
872 dragon_status J18
#? [dead]
873 dragon_status O17
#? [dead]*
874 dragon_status F13
#? [alive]

# s19-l0-n42/90 (19x19)
loadsgf games/s19-l0-n42.sgf 90
875 dragon_status E18
#? [alive]
876 dragon_status J18
#? [dead]
877 dragon_status O17
#? [dead]*
878 dragon_status F13
#? [alive]

# s19-l0-n42/92 (19x19)
loadsgf games/s19-l0-n42.sgf 92
879 dragon_status F19
#? [alive]
880 dragon_status J18
#? [dead]
881 dragon_status O17
#? [dead]*
882 dragon_status F13
#? [alive]

# s19-l0-n42/94 (19x19)
loadsgf games/s19-l0-n42.sgf 94
883 dragon_status H19
#? [alive]
884 dragon_status E18
#? [alive]
885 dragon_status J18
#? [dead]
886 dragon_status O17
#? [dead]*
887 dragon_status F13
#? [alive]

# s19-l0-n42/96 (19x19)
loadsgf games/s19-l0-n42.sgf 96
888 dragon_status J18
#? [dead]
889 dragon_status O17
#? [dead]*
890 dragon_status F13
#? [alive]

# s19-l0-n42/98 (19x19)
loadsgf games/s19-l0-n42.sgf 98
891 dragon_status J18
#? [dead]
892 dragon_status O17
#? [dead]*
893 dragon_status F13
#? [alive]

# s19-l0-n42/100 (19x19)
loadsgf games/s19-l0-n42.sgf 100
894 dragon_status H19
#? [alive]
895 dragon_status J18
#? [dead]
896 dragon_status D17
#? [alive]
897 dragon_status O17
#? [dead]*
898 dragon_status O15
#? [dead]*
899 dragon_status F13
#? [alive]

# s19-l0-n42/102 (19x19)
loadsgf games/s19-l0-n42.sgf 102
900 dragon_status F19
#? [alive]
901 dragon_status H19
#? [alive]
902 dragon_status J18
#? [dead]
903 dragon_status O17
#? [dead]*
904 dragon_status O15
#? [dead]*
905 dragon_status F13
#? [alive]

# s19-l0-n42/104 (19x19)
loadsgf games/s19-l0-n42.sgf 104
906 dragon_status F19
#? [alive]
907 dragon_status J18
#? [dead]
908 dragon_status O17
#? [dead]*
909 dragon_status F13
#? [alive]
910 dragon_status N12
#? [alive]

# s19-l0-n42/106 (19x19)
loadsgf games/s19-l0-n42.sgf 106
911 dragon_status F19
#? [alive]
912 dragon_status F13
#? [alive]
913 dragon_status N13
#? [alive]

# s19-l0-n42/108 (19x19)
loadsgf games/s19-l0-n42.sgf 108
914 dragon_status F19
#? [alive]
915 dragon_status J18
#? [dead]*
916 dragon_status F13
#? [alive]
917 dragon_status N13
#? [alive]

# s19-l0-n42/110 (19x19)
loadsgf games/s19-l0-n42.sgf 110
918 dragon_status F19
#? [alive]
919 dragon_status F13
#? [alive]
920 dragon_status N13
#? [alive]
921 dragon_status O13
#? [alive]

# s19-l0-n42/112 (19x19)
loadsgf games/s19-l0-n42.sgf 112
922 dragon_status F19
#? [alive]
923 dragon_status F13
#? [alive]
924 dragon_status N13
#? [alive]

# s19-l0-n42/114 (19x19)
loadsgf games/s19-l0-n42.sgf 114
925 dragon_status F13
#? [alive]

# s19-l0-n42/116 (19x19)
loadsgf games/s19-l0-n42.sgf 116
926 dragon_status F13
#? [alive]

# s19-l0-n42/118 (19x19)
loadsgf games/s19-l0-n42.sgf 118
927 dragon_status F13
#? [alive]

# s19-l0-n42/120 (19x19)
loadsgf games/s19-l0-n42.sgf 120
928 dragon_status F13
#? [alive]

# s19-l0-n42/142 (19x19)
loadsgf games/s19-l0-n42.sgf 142
929 dragon_status O5
#? [alive]

# s19-l0-n45/58 (19x19)
loadsgf games/s19-l0-n45.sgf 58
930 dragon_status E17
#? [alive]
931 dragon_status R16
#? [dead]*
932 dragon_status L15
#? [alive]
933 dragon_status K9
#? [alive]*
934 dragon_status Q7
#? [alive]*
935 dragon_status H6
#? [alive]
936 dragon_status K6
#? [alive]
937 dragon_status P6
#? [alive]
938 dragon_status H4
#? [alive]

# s19-l0-n45/60 (19x19)
loadsgf games/s19-l0-n45.sgf 60
939 dragon_status E17
#? [alive]
940 dragon_status R16
#? [dead]*
941 dragon_status L15
#? [alive]
942 dragon_status K9
#? [alive]*
943 dragon_status Q7
#? [alive]*
944 dragon_status P6
#? [alive]
945 dragon_status H4
#? [alive]

# s19-l0-n45/62 (19x19)
loadsgf games/s19-l0-n45.sgf 62
946 dragon_status E17
#? [alive]
947 dragon_status S17
#? [alive]*
948 dragon_status O16
#? [alive]*
949 dragon_status L15
#? [alive]
950 dragon_status O12
#? [alive]
951 dragon_status K9
#? [alive]*
952 dragon_status E8
#? [alive]
953 dragon_status Q7
#? [alive]*
954 dragon_status P6
#? [alive]
955 dragon_status H4
#? [alive]

# s19-l0-n45/64 (19x19)
loadsgf games/s19-l0-n45.sgf 64
956 dragon_status E17
#? [alive]
957 dragon_status S17
#? [alive]*
958 dragon_status O12
#? [alive]
959 dragon_status E8
#? [alive]
960 dragon_status L8
#? [alive]*
961 dragon_status Q7
#? [alive]*
962 dragon_status M6
#? [alive]
963 dragon_status P6
#? [alive]
964 dragon_status H4
#? [alive]

# s19-l0-n45/66 (19x19)
loadsgf games/s19-l0-n45.sgf 66
965 dragon_status R18
#? [dead]
966 dragon_status E17
#? [alive]
967 dragon_status O16
#? [alive]*
968 dragon_status R16
#? [dead]*
969 dragon_status K9
#? [alive]
970 dragon_status E8
#? [alive]
971 dragon_status L8
#? [alive]*
972 dragon_status Q7
#? [alive]*
973 dragon_status M6
#? [alive]
974 dragon_status P6
#? [alive]
975 dragon_status H4
#? [alive]

# s19-l0-n45/68 (19x19)
loadsgf games/s19-l0-n45.sgf 68
976 dragon_status R18
#? [dead]
977 dragon_status E17
#? [alive]
978 dragon_status O16
#? [alive]*
979 dragon_status R16
#? [dead]*
980 dragon_status K9
#? [alive]
981 dragon_status L8
#? [alive]*
982 dragon_status Q7
#? [alive]*
983 dragon_status M6
#? [alive]*
984 dragon_status P6
#? [alive]

# s19-l0-n45/70 (19x19)
loadsgf games/s19-l0-n45.sgf 70
985 dragon_status R18
#? [dead]
986 dragon_status E17
#? [alive]
987 dragon_status O16
#? [alive]*
988 dragon_status R16
#? [dead]*
989 dragon_status K9
#? [alive]
990 dragon_status E8
#? [dead]*
991 dragon_status Q7
#? [alive]*
992 dragon_status M6
#? [alive]*

# s19-l0-n45/72 (19x19)
loadsgf games/s19-l0-n45.sgf 72
993 dragon_status R18
#? [dead]
994 dragon_status E17
#? [alive]
995 dragon_status O16
#? [alive]*
996 dragon_status R16
#? [dead]*
997 dragon_status K9
#? [alive]
998 dragon_status E8
#? [alive]
999 dragon_status Q7
#? [alive]*
1000 dragon_status H6
#? [alive]*

# s19-l0-n45/74 (19x19)
loadsgf games/s19-l0-n45.sgf 74
1001 dragon_status R18
#? [dead]
1002 dragon_status E17
#? [alive]
1003 dragon_status O16
#? [alive]*
1004 dragon_status R16
#? [dead]*
1005 dragon_status K9
#? [alive]
1006 dragon_status L7
#? [alive]*
1007 dragon_status Q7
#? [alive]*
1008 dragon_status P6
#? [alive]

# s19-l0-n45/76 (19x19)
loadsgf games/s19-l0-n45.sgf 76
1009 dragon_status R18
#? [dead]
1010 dragon_status E17
#? [alive]
1011 dragon_status R16
#? [dead]*
1012 dragon_status K9
#? [alive]
1013 dragon_status Q7
#? [alive]*
1014 dragon_status H6
#? [alive]*
1015 dragon_status P6
#? [alive]

# s19-l0-n45/78 (19x19)
loadsgf games/s19-l0-n45.sgf 78
1016 dragon_status R18
#? [dead]
1017 dragon_status R16
#? [dead]*
1018 dragon_status Q7
#? [alive]*
1019 dragon_status G6
#? [alive]*
1020 dragon_status P6
#? [alive]
1021 dragon_status E4
#? [alive]

# s19-l0-n45/80 (19x19)
loadsgf games/s19-l0-n45.sgf 80
1022 dragon_status R18
#? [dead]
1023 dragon_status R16
#? [dead]*
1024 dragon_status K9
#? [alive]
1025 dragon_status Q7
#? [alive]*
1026 dragon_status G6
#? [alive]*
1027 dragon_status P6
#? [alive]

# s19-l0-n45/82 (19x19)
loadsgf games/s19-l0-n45.sgf 82
1028 dragon_status R18
#? [dead]
1029 dragon_status R16
#? [dead]
1030 dragon_status R12
#? [alive]
1031 dragon_status K9
#? [alive]
1032 dragon_status G6
#? [alive]*

# s19-l0-n45/84 (19x19)
loadsgf games/s19-l0-n45.sgf 84
1033 dragon_status Q16
#? [alive]*
1034 dragon_status K9
#? [alive]
1035 dragon_status G6
#? [alive]*

# s19-l0-n45/86 (19x19)
loadsgf games/s19-l0-n45.sgf 86
1036 dragon_status R18
#? [alive]*
1037 dragon_status Q16
#? [alive]*
1038 dragon_status K9
#? [alive]
1039 dragon_status G6
#? [alive]*

# s19-l0-n45/88 (19x19)
loadsgf games/s19-l0-n45.sgf 88
1040 dragon_status R18
#? [alive]*
1041 dragon_status O16
#? [alive]*
1042 dragon_status Q16
#? [alive]*
1043 dragon_status E8
#? [dead]
1044 dragon_status L8
#? [dead]
1045 dragon_status G6
#? [alive]*

# s19-l0-n45/90 (19x19)
loadsgf games/s19-l0-n45.sgf 90
1046 dragon_status R18
#? [alive]*
1047 dragon_status O16
#? [alive]*
1048 dragon_status Q16
#? [alive]*
1049 dragon_status G6
#? [alive]*

# s19-l0-n45/92 (19x19)
loadsgf games/s19-l0-n45.sgf 92
1050 dragon_status R18
#? [alive]*
1051 dragon_status O16
#? [alive]
1052 dragon_status Q16
#? [alive]*

# s19-l0-n45/94 (19x19)
loadsgf games/s19-l0-n45.sgf 94
1053 dragon_status R18
#? [alive]*
1054 dragon_status E17
#? [alive]
1055 dragon_status O16
#? [alive]
1056 dragon_status Q16
#? [alive]*

# s19-l0-n45/96 (19x19)
loadsgf games/s19-l0-n45.sgf 96
1057 dragon_status R18
#? [alive]*
1058 dragon_status O16
#? [alive]

# s19-l0-n45/98 (19x19)
loadsgf games/s19-l0-n45.sgf 98
1059 dragon_status R18
#? [alive]*
1060 dragon_status O16
#? [alive]*

# s19-l0-n45/100 (19x19)
loadsgf games/s19-l0-n45.sgf 100
1061 dragon_status R18
#? [alive]*
1062 dragon_status O16
#? [alive]*

# s19-l0-n45/102 (19x19)
loadsgf games/s19-l0-n45.sgf 102
1063 dragon_status N18
#? [alive]*
1064 dragon_status R18
#? [alive]*
1065 dragon_status O16
#? [alive]

# s19-l0-n45/104 (19x19)
loadsgf games/s19-l0-n45.sgf 104
1066 dragon_status N18
#? [alive]*
1067 dragon_status R18
#? [alive]*
1068 dragon_status O16
#? [alive]
1069 dragon_status H12
#? [alive]

# s19-l0-n45/106 (19x19)
loadsgf games/s19-l0-n45.sgf 106
1070 dragon_status F18
#? [alive]
1071 dragon_status R18
#? [alive]*
1072 dragon_status O16
#? [alive]
1073 dragon_status H12
#? [alive]

# s19-l0-n45/108 (19x19)
loadsgf games/s19-l0-n45.sgf 108
1074 dragon_status F18
#? [alive]
1075 dragon_status R18
#? [alive]*
1076 dragon_status O16
#? [alive]
1077 dragon_status H12
#? [alive]
1078 dragon_status L8
#? [dead]

# s19-l0-n45/110 (19x19)
loadsgf games/s19-l0-n45.sgf 110
1079 dragon_status F18
#? [alive]
1080 dragon_status R18
#? [alive]*
1081 dragon_status O16
#? [alive]
1082 dragon_status H12
#? [alive]
1083 dragon_status L8
#? [dead]
1084 dragon_status N7
#? [alive]

# s19-l0-n45/112 (19x19)
loadsgf games/s19-l0-n45.sgf 112
1085 dragon_status F18
#? [alive]
1086 dragon_status R18
#? [alive]*
1087 dragon_status O16
#? [alive]
1088 dragon_status H12
#? [alive]

# s19-l0-n45/114 (19x19)
loadsgf games/s19-l0-n45.sgf 114
1089 dragon_status R18
#? [alive]*
1090 dragon_status O16
#? [alive]
1091 dragon_status H12
#? [alive]

# s19-l0-n45/116 (19x19)
loadsgf games/s19-l0-n45.sgf 116
1092 dragon_status R18
#? [alive]
1093 dragon_status O16
#? [alive]*
1094 dragon_status H12
#? [alive]

# s19-l0-n45/118 (19x19)
loadsgf games/s19-l0-n45.sgf 118
1095 dragon_status R18
#? [alive]
1096 dragon_status O16
#? [alive]*
1097 dragon_status H14
#? [alive]*

# s19-l0-n45/120 (19x19)
loadsgf games/s19-l0-n45.sgf 120
1098 dragon_status R18
#? [alive]
1099 dragon_status L16
#? [alive]

# s19-l0-n45/122 (19x19)
loadsgf games/s19-l0-n45.sgf 122
1100 dragon_status R18
#? [alive]
1101 dragon_status L16
#? [alive]
1102 dragon_status H14
#? [alive]*

# s19-l0-n45/124 (19x19)
loadsgf games/s19-l0-n45.sgf 124
1103 dragon_status R18
#? [alive]
1104 dragon_status L16
#? [alive]
1105 dragon_status H12
#? [alive]*

# s19-l0-n45/126 (19x19)
loadsgf games/s19-l0-n45.sgf 126
1106 dragon_status R18
#? [alive]
1107 dragon_status L16
#? [alive]
1108 dragon_status H12
#? [alive]*

# s19-l0-n45/128 (19x19)
loadsgf games/s19-l0-n45.sgf 128
1109 dragon_status R18
#? [alive]
1110 dragon_status L16
#? [alive]
1111 dragon_status H12
#? [alive]*

# s19-l0-n45/130 (19x19)
loadsgf games/s19-l0-n45.sgf 130
1112 dragon_status R18
#? [alive]
1113 dragon_status L16
#? [alive]

# s19-l0-n45/132 (19x19)
loadsgf games/s19-l0-n45.sgf 132
1114 dragon_status R18
#? [alive]
1115 dragon_status L16
#? [alive]

# s19-l0-n45/134 (19x19)
loadsgf games/s19-l0-n45.sgf 134
1116 dragon_status R18
#? [alive]
1117 dragon_status L16
#? [alive]

# s19-l0-n45/136 (19x19)
loadsgf games/s19-l0-n45.sgf 136
1118 dragon_status R18
#? [alive]
1119 dragon_status M17
#? [alive]*

# s19-l0-n45/138 (19x19)
loadsgf games/s19-l0-n45.sgf 138
1120 dragon_status R18
#? [alive]
1121 dragon_status M17
#? [alive]*

# s19-l0-n45/140 (19x19)
loadsgf games/s19-l0-n45.sgf 140
1122 dragon_status R18
#? [alive]
1123 dragon_status M17
#? [alive]*

# s19-l0-n45/142 (19x19)
loadsgf games/s19-l0-n45.sgf 142
1124 dragon_status E19
#? [alive]*
1125 dragon_status M18
#? [alive]
1126 dragon_status R18
#? [alive]

# s19-l0-n45/144 (19x19)
loadsgf games/s19-l0-n45.sgf 144
1127 dragon_status E19
#? [alive]*
1128 dragon_status M18
#? [alive]
1129 dragon_status R18
#? [alive]

# s19-l0-n45/146 (19x19)
loadsgf games/s19-l0-n45.sgf 146
1130 dragon_status E19
#? [alive]*
1131 dragon_status M18
#? [alive]
1132 dragon_status R18
#? [alive]

# s19-l0-n45/148 (19x19)
loadsgf games/s19-l0-n45.sgf 148
1133 dragon_status E19
#? [alive]*
1134 dragon_status M18
#? [alive]
1135 dragon_status R18
#? [alive]

# s19-l0-n45/150 (19x19)
loadsgf games/s19-l0-n45.sgf 150
1136 dragon_status E19
#? [alive]
1137 dragon_status M18
#? [alive]
1138 dragon_status R18
#? [alive]

# s19-l0-n45/152 (19x19)
loadsgf games/s19-l0-n45.sgf 152
1139 dragon_status E19
#? [alive]*
1140 dragon_status M18
#? [alive]
1141 dragon_status R18
#? [alive]

# s19-l0-n45/154 (19x19)
loadsgf games/s19-l0-n45.sgf 154
1142 dragon_status E19
#? [alive]*
1143 dragon_status M18
#? [alive]
1144 dragon_status R18
#? [alive]

# s19-l0-n45/156 (19x19)
loadsgf games/s19-l0-n45.sgf 156
1145 dragon_status E19
#? [alive]*
1146 dragon_status M18
#? [alive]
1147 dragon_status R18
#? [alive]

# s19-l0-n45/158 (19x19)
loadsgf games/s19-l0-n45.sgf 158
1148 dragon_status E19
#? [alive]*
1149 dragon_status M18
#? [alive]
1150 dragon_status R18
#? [alive]
1151 dragon_status P6
#? [alive]

# s19-l0-n45/160 (19x19)
loadsgf games/s19-l0-n45.sgf 160
1152 dragon_status E19
#? [alive]*
1153 dragon_status M18
#? [alive]
1154 dragon_status R18
#? [alive]

# s19-l0-n45/162 (19x19)
loadsgf games/s19-l0-n45.sgf 162
1155 dragon_status E19
#? [alive]*
1156 dragon_status M18
#? [alive]
1157 dragon_status R18
#? [alive]

# s19-l0-n45/164 (19x19)
loadsgf games/s19-l0-n45.sgf 164
1158 dragon_status E19
#? [alive]*
1159 dragon_status M18
#? [alive]
1160 dragon_status R18
#? [alive]

# s19-l0-n45/166 (19x19)
loadsgf games/s19-l0-n45.sgf 166
1161 dragon_status E19
#? [alive]*
1162 dragon_status M18
#? [alive]

# s19-l0-n45/168 (19x19)
loadsgf games/s19-l0-n45.sgf 168
1163 dragon_status E19
#? [alive]*
1164 dragon_status M18
#? [alive]

# s19-l0-n45/170 (19x19)
loadsgf games/s19-l0-n45.sgf 170
1165 dragon_status E19
#? [alive]*
1166 dragon_status M18
#? [alive]

# s19-l0-n45/172 (19x19)
loadsgf games/s19-l0-n45.sgf 172
1167 dragon_status E19
#? [alive]*
1168 dragon_status M18
#? [alive]

# s19-l0-n45/174 (19x19)
loadsgf games/s19-l0-n45.sgf 174
1169 dragon_status E19
#? [alive]*
1170 dragon_status M18
#? [alive]

# s19-l0-n45/176 (19x19)
loadsgf games/s19-l0-n45.sgf 176
1171 dragon_status E19
#? [alive]*
1172 dragon_status M18
#? [alive]
1173 dragon_status J12
#? [alive]*

# s19-l0-n45/178 (19x19)
loadsgf games/s19-l0-n45.sgf 178
1174 dragon_status E19
#? [alive]*
1175 dragon_status M18
#? [alive]

# s19-l0-n45/180 (19x19)
loadsgf games/s19-l0-n45.sgf 180
1176 dragon_status E19
#? [alive]*
1177 dragon_status M18
#? [alive]

# s19-l0-n45/182 (19x19)
loadsgf games/s19-l0-n45.sgf 182
1178 dragon_status M18
#? [alive]

# s19-l0-n45/184 (19x19)
loadsgf games/s19-l0-n45.sgf 184
1179 dragon_status M18
#? [alive]

# s19-l0-n45/186 (19x19)
loadsgf games/s19-l0-n45.sgf 186
1180 dragon_status M18
#? [alive]

# s19-l0-n45/188 (19x19)
loadsgf games/s19-l0-n45.sgf 188
1181 dragon_status M18
#? [alive]

# s19-l0-n45/190 (19x19)
loadsgf games/s19-l0-n45.sgf 190
1182 dragon_status M18
#? [alive]

# s19-l0-n45/192 (19x19)
loadsgf games/s19-l0-n45.sgf 192
1183 dragon_status M18
#? [alive]

# s19-l0-n45/196 (19x19)
loadsgf games/s19-l0-n45.sgf 196
1184 dragon_status M18
#? [alive]

# s19-l0-n45/198 (19x19)
loadsgf games/s19-l0-n45.sgf 198
1185 dragon_status M18
#? [alive]

# s19-l0-n45/202 (19x19)
loadsgf games/s19-l0-n45.sgf 202
1186 dragon_status M18
#? [alive]

# s19-l0-n45/204 (19x19)
loadsgf games/s19-l0-n45.sgf 204
1187 dragon_status M18
#? [alive]

# s19-l0-n45/208 (19x19)
loadsgf games/s19-l0-n45.sgf 208
1188 dragon_status M18
#? [alive]

# s19-l0-n45/248 (19x19)
loadsgf games/s19-l0-n45.sgf 248
1189 dragon_status T5
#? [alive]*

# s19-l0-n51/47 (19x19)
loadsgf games/s19-l0-n51.sgf 47
1190 dragon_status Q16
#? [alive]

# s19-l0-n51/49 (19x19)
loadsgf games/s19-l0-n51.sgf 49
1191 dragon_status Q16
#? [alive]

# s19-l0-n51/55 (19x19)
loadsgf games/s19-l0-n51.sgf 55
1192 dragon_status R15
#? [dead]*

# s19-l0-n51/57 (19x19)
loadsgf games/s19-l0-n51.sgf 57
1193 dragon_status R17
#? [dead]*
1194 dragon_status R15
#? [dead]*

# s19-l0-n51/59 (19x19)
loadsgf games/s19-l0-n51.sgf 59
1195 dragon_status Q18
#? [dead]*
1196 dragon_status S18
#? [dead]*
1197 dragon_status Q16
#? [dead]*

# s19-l0-n51/61 (19x19)
loadsgf games/s19-l0-n51.sgf 61
1198 dragon_status R19
#? [dead]*
1199 dragon_status Q16
#? [dead]*

# s19-l0-n51/63 (19x19)
loadsgf games/s19-l0-n51.sgf 63
1200 dragon_status R19
#? [dead]*
1201 dragon_status Q16
#? [dead]*

# s19-l0-n51/65 (19x19)
loadsgf games/s19-l0-n51.sgf 65
1202 dragon_status R19
#? [dead]*
1203 dragon_status Q16
#? [dead]*
1204 dragon_status R9
#? [alive]

# s19-l0-n51/67 (19x19)
loadsgf games/s19-l0-n51.sgf 67
1205 dragon_status R19
#? [dead]*
1206 dragon_status Q16
#? [dead]*
1207 dragon_status R9
#? [alive]

# s19-l0-n51/69 (19x19)
loadsgf games/s19-l0-n51.sgf 69
1208 dragon_status R19
#? [dead]*
1209 dragon_status D16
#? [dead]
1210 dragon_status Q16
#? [dead]*
1211 dragon_status R9
#? [alive]

# s19-l0-n51/71 (19x19)
loadsgf games/s19-l0-n51.sgf 71
1212 dragon_status R19
#? [dead]*
1213 dragon_status D16
#? [dead]
1214 dragon_status Q16
#? [dead]*
1215 dragon_status R9
#? [alive]

# s19-l0-n51/73 (19x19)
loadsgf games/s19-l0-n51.sgf 73
1216 dragon_status R19
#? [dead]*
1217 dragon_status D16
#? [dead]
1218 dragon_status Q16
#? [dead]*
1219 dragon_status R9
#? [alive]

# s19-l0-n51/75 (19x19)
loadsgf games/s19-l0-n51.sgf 75
1220 dragon_status R19
#? [dead]*
1221 dragon_status D16
#? [dead]
1222 dragon_status Q16
#? [dead]*
1223 dragon_status P14
#? [alive]*
1224 dragon_status R9
#? [alive]

# s19-l0-n51/77 (19x19)
loadsgf games/s19-l0-n51.sgf 77
1225 dragon_status R19
#? [dead]*
1226 dragon_status D16
#? [dead]
1227 dragon_status Q16
#? [dead]*
1228 dragon_status R9
#? [alive]

# s19-l0-n51/79 (19x19)
loadsgf games/s19-l0-n51.sgf 79
1229 dragon_status R19
#? [dead]*
1230 dragon_status D16
#? [dead]
1231 dragon_status Q16
#? [dead]*

# s19-l0-n51/81 (19x19)
loadsgf games/s19-l0-n51.sgf 81
1232 dragon_status R19
#? [dead]*
1233 dragon_status Q16
#? [dead]*
1234 dragon_status P14
#? [alive]*
1235 dragon_status Q6
#? [alive]

# s19-l0-n51/83 (19x19)
loadsgf games/s19-l0-n51.sgf 83
1236 dragon_status R19
#? [dead]*
1237 dragon_status Q16
#? [dead]*
1238 dragon_status O6
#? [alive]

# s19-l0-n51/85 (19x19)
loadsgf games/s19-l0-n51.sgf 85
1239 dragon_status R19
#? [dead]*
1240 dragon_status Q16
#? [dead]*
1241 dragon_status O6
#? [alive]

# s19-l0-n51/87 (19x19)
loadsgf games/s19-l0-n51.sgf 87
1242 dragon_status R19
#? [dead]*
1243 dragon_status Q16
#? [dead]*

# s19-l0-n51/89 (19x19)
loadsgf games/s19-l0-n51.sgf 89
1244 dragon_status R19
#? [dead]*
1245 dragon_status Q16
#? [dead]*

# s19-l0-n51/91 (19x19)
loadsgf games/s19-l0-n51.sgf 91
1246 dragon_status R19
#? [dead]*
1247 dragon_status Q16
#? [dead]*

# s19-l0-n51/93 (19x19)
loadsgf games/s19-l0-n51.sgf 93
1248 dragon_status R19
#? [dead]*
1249 dragon_status Q16
#? [dead]*

# s19-l0-n51/95 (19x19)
loadsgf games/s19-l0-n51.sgf 95
1250 dragon_status R19
#? [dead]*
1251 dragon_status Q16
#? [dead]*

# s19-l0-n51/97 (19x19)
loadsgf games/s19-l0-n51.sgf 97
1252 dragon_status R19
#? [dead]*
1253 dragon_status Q16
#? [dead]*

# s19-l0-n51/99 (19x19)
loadsgf games/s19-l0-n51.sgf 99
1254 dragon_status R19
#? [dead]*
1255 dragon_status Q16
#? [dead]*

# s19-l0-n51/101 (19x19)
loadsgf games/s19-l0-n51.sgf 101
1256 dragon_status R19
#? [dead]*
1257 dragon_status Q16
#? [dead]*

# s19-l0-n51/103 (19x19)
loadsgf games/s19-l0-n51.sgf 103
1258 dragon_status R19
#? [dead]*
1259 dragon_status Q16
#? [dead]*

# s19-l0-n51/105 (19x19)
loadsgf games/s19-l0-n51.sgf 105
1260 dragon_status R19
#? [dead]*
1261 dragon_status Q16
#? [dead]*

# s19-l0-n51/107 (19x19)
loadsgf games/s19-l0-n51.sgf 107
1262 dragon_status R19
#? [dead]*
1263 dragon_status Q16
#? [dead]*

# s19-l0-n51/109 (19x19)
loadsgf games/s19-l0-n51.sgf 109
1264 dragon_status R19
#? [dead]*
1265 dragon_status Q16
#? [dead]*

# s19-l0-n51/111 (19x19)
loadsgf games/s19-l0-n51.sgf 111
1266 dragon_status R19
#? [dead]*
1267 dragon_status Q16
#? [dead]*

# s19-l0-n51/113 (19x19)
loadsgf games/s19-l0-n51.sgf 113
1268 dragon_status R19
#? [dead]*
1269 dragon_status Q16
#? [dead]*

# s19-l0-n51/115 (19x19)
loadsgf games/s19-l0-n51.sgf 115
1270 dragon_status R19
#? [dead]*
1271 dragon_status Q16
#? [dead]*

# s19-l0-n51/117 (19x19)
loadsgf games/s19-l0-n51.sgf 117
1272 dragon_status R19
#? [dead]*
1273 dragon_status Q16
#? [dead]*

# s19-l0-n51/119 (19x19)
loadsgf games/s19-l0-n51.sgf 119
1274 dragon_status R19
#? [dead]*
1275 dragon_status Q16
#? [dead]*

# s19-l0-n51/121 (19x19)
loadsgf games/s19-l0-n51.sgf 121
1276 dragon_status R19
#? [dead]*
1277 dragon_status Q16
#? [dead]*

# s19-l0-n51/123 (19x19)
loadsgf games/s19-l0-n51.sgf 123
1278 dragon_status R19
#? [dead]*
1279 dragon_status Q16
#? [dead]*

# s19-l0-n51/125 (19x19)
loadsgf games/s19-l0-n51.sgf 125
1280 dragon_status R19
#? [dead]*
1281 dragon_status Q16
#? [dead]*

# s19-l0-n51/127 (19x19)
loadsgf games/s19-l0-n51.sgf 127
1282 dragon_status R19
#? [dead]*
1283 dragon_status Q16
#? [dead]*

# s19-l0-n51/129 (19x19)
loadsgf games/s19-l0-n51.sgf 129
1284 dragon_status R19
#? [dead]*
1285 dragon_status Q16
#? [dead]*

# s19-l0-n51/131 (19x19)
loadsgf games/s19-l0-n51.sgf 131
1286 dragon_status R19
#? [dead]*
1287 dragon_status Q16
#? [dead]*

# s19-l0-n51/133 (19x19)
loadsgf games/s19-l0-n51.sgf 133
1288 dragon_status R19
#? [dead]*
1289 dragon_status Q16
#? [dead]*

# s19-l0-n51/135 (19x19)
loadsgf games/s19-l0-n51.sgf 135
1290 dragon_status R19
#? [dead]*
1291 dragon_status Q16
#? [dead]*

# s19-l0-n51/137 (19x19)
loadsgf games/s19-l0-n51.sgf 137
1292 dragon_status R19
#? [dead]*
1293 dragon_status Q16
#? [dead]*

# s19-l0-n51/139 (19x19)
loadsgf games/s19-l0-n51.sgf 139
1294 dragon_status R19
#? [dead]*
1295 dragon_status Q16
#? [dead]*

# s19-l0-n51/141 (19x19)
loadsgf games/s19-l0-n51.sgf 141
1296 dragon_status R19
#? [dead]*
1297 dragon_status Q16
#? [dead]*

# s19-l0-n51/143 (19x19)
loadsgf games/s19-l0-n51.sgf 143
1298 dragon_status R19
#? [dead]*
1299 dragon_status Q16
#? [dead]*

# s19-l0-n51/145 (19x19)
loadsgf games/s19-l0-n51.sgf 145
1300 dragon_status R19
#? [dead]*
1301 dragon_status Q16
#? [dead]*

# s19-l0-n51/147 (19x19)
loadsgf games/s19-l0-n51.sgf 147
1302 dragon_status R19
#? [dead]*
1303 dragon_status Q16
#? [dead]*

# s19-l0-n51/149 (19x19)
loadsgf games/s19-l0-n51.sgf 149
1304 dragon_status R19
#? [dead]*
1305 dragon_status Q16
#? [dead]

# s19-l0-n51/151 (19x19)
loadsgf games/s19-l0-n51.sgf 151
1306 dragon_status R19
#? [dead]*
1307 dragon_status Q16
#? [dead]

# s19-l0-n51/153 (19x19)
loadsgf games/s19-l0-n51.sgf 153
1308 dragon_status R19
#? [dead]*
1309 dragon_status Q16
#? [dead]

# s19-l0-n51/155 (19x19)
loadsgf games/s19-l0-n51.sgf 155
1310 dragon_status R19
#? [dead]*
1311 dragon_status Q16
#? [dead]

# s19-l0-n51/157 (19x19)
loadsgf games/s19-l0-n51.sgf 157
1312 dragon_status R19
#? [dead]*
1313 dragon_status Q16
#? [dead]

# s19-l0-n51/159 (19x19)
loadsgf games/s19-l0-n51.sgf 159
1314 dragon_status R19
#? [dead]*
1315 dragon_status Q16
#? [dead]

# s19-l0-n51/161 (19x19)
loadsgf games/s19-l0-n51.sgf 161
1316 dragon_status R19
#? [dead]*
1317 dragon_status Q16
#? [dead]

# s19-l0-n51/163 (19x19)
loadsgf games/s19-l0-n51.sgf 163
1318 dragon_status R19
#? [dead]*
1319 dragon_status Q16
#? [dead]

# s19-l0-n51/165 (19x19)
loadsgf games/s19-l0-n51.sgf 165
1320 dragon_status R19
#? [dead]*
1321 dragon_status Q16
#? [dead]

# s19-l0-n51/167 (19x19)
loadsgf games/s19-l0-n51.sgf 167
1322 dragon_status R19
#? [dead]*
1323 dragon_status Q16
#? [dead]

# s19-l0-n51/169 (19x19)
loadsgf games/s19-l0-n51.sgf 169
1324 dragon_status R19
#? [dead]*
1325 dragon_status Q16
#? [dead]

# s19-l0-n51/171 (19x19)
loadsgf games/s19-l0-n51.sgf 171
1326 dragon_status R19
#? [dead]*
1327 dragon_status Q16
#? [dead]

# s19-l0-n51/173 (19x19)
loadsgf games/s19-l0-n51.sgf 173
1328 dragon_status R19
#? [dead]*
1329 dragon_status Q16
#? [dead]

# s19-l0-n51/175 (19x19)
loadsgf games/s19-l0-n51.sgf 175
1330 dragon_status R19
#? [dead]*
1331 dragon_status Q16
#? [dead]

# s19-l0-n51/177 (19x19)
loadsgf games/s19-l0-n51.sgf 177
1332 dragon_status R19
#? [dead]*
1333 dragon_status Q16
#? [dead]

# s19-l0-n51/179 (19x19)
loadsgf games/s19-l0-n51.sgf 179
1334 dragon_status R19
#? [dead]*
1335 dragon_status Q16
#? [dead]

# s19-l0-n54/62 (19x19)
loadsgf games/s19-l0-n54.sgf 62
1336 dragon_status T18
#? [alive]
1337 dragon_status C16
#? [alive]
1338 dragon_status B11
#? [alive]
1339 dragon_status S9
#? [alive]
1340 dragon_status R7
#? [dead]

# s19-l0-n54/64 (19x19)
loadsgf games/s19-l0-n54.sgf 64
1341 dragon_status T18
#? [alive]
1342 dragon_status C16
#? [alive]
1343 dragon_status B11
#? [alive]
1344 dragon_status S9
#? [alive]
1345 dragon_status R7
#? [dead]

# s19-l0-n54/66 (19x19)
loadsgf games/s19-l0-n54.sgf 66
1346 dragon_status T18
#? [alive]
1347 dragon_status C16
#? [alive]
1348 dragon_status B11
#? [alive]
1349 dragon_status S9
#? [alive]
1350 dragon_status R7
#? [dead]

# s19-l0-n54/68 (19x19)
loadsgf games/s19-l0-n54.sgf 68
1351 dragon_status T18
#? [alive]
1352 dragon_status C16
#? [alive]
1353 dragon_status B11
#? [alive]
1354 dragon_status S11
#? [alive]*
1355 dragon_status R7
#? [dead]

# s19-l0-n54/70 (19x19)
loadsgf games/s19-l0-n54.sgf 70
1356 dragon_status T18
#? [alive]
1357 dragon_status C16
#? [alive]
1358 dragon_status B11
#? [alive]
1359 dragon_status S11
#? [alive]*
1360 dragon_status R7
#? [dead]

# s19-l0-n54/72 (19x19)
loadsgf games/s19-l0-n54.sgf 72
1361 dragon_status T18
#? [alive]
1362 dragon_status C16
#? [alive]
1363 dragon_status B11
#? [alive]
1364 dragon_status S11
#? [alive]*
1365 dragon_status R7
#? [dead]

# s19-l0-n54/74 (19x19)
loadsgf games/s19-l0-n54.sgf 74
1366 dragon_status T18
#? [alive]
1367 dragon_status C16
#? [alive]
1368 dragon_status S11
#? [alive]*
1369 dragon_status D8
#? [alive]
1370 dragon_status R7
#? [dead]

# s19-l0-n54/76 (19x19)
loadsgf games/s19-l0-n54.sgf 76
1371 dragon_status T18
#? [alive]
1372 dragon_status S11
#? [alive]*
1373 dragon_status R7
#? [dead]

# s19-l0-n54/78 (19x19)
loadsgf games/s19-l0-n54.sgf 78
1374 dragon_status T18
#? [alive]
1375 dragon_status S11
#? [alive]*
1376 dragon_status R7
#? [dead]

# s19-l0-n54/80 (19x19)
loadsgf games/s19-l0-n54.sgf 80
1377 dragon_status T18
#? [alive]
1378 dragon_status S11
#? [alive]*
1379 dragon_status R7
#? [dead]

# s19-l0-n54/82 (19x19)
loadsgf games/s19-l0-n54.sgf 82
1380 dragon_status T18
#? [alive]
1381 dragon_status S11
#? [alive]*
1382 dragon_status R7
#? [dead]

# s19-l0-n54/84 (19x19)
loadsgf games/s19-l0-n54.sgf 84
1383 dragon_status B18
#? [alive]*

# s19-l0-n54/86 (19x19)
loadsgf games/s19-l0-n54.sgf 86
1384 dragon_status B18
#? [alive]*

# s19-l0-n54/88 (19x19)
loadsgf games/s19-l0-n54.sgf 88
1385 dragon_status B18
#? [alive]*
1386 dragon_status T18
#? [alive]

# s19-l0-n54/90 (19x19)
loadsgf games/s19-l0-n54.sgf 90
1387 dragon_status B18
#? [alive]*
1388 dragon_status T18
#? [alive]
1389 dragon_status M10
#? [alive]*

# s19-l0-n54/92 (19x19)
loadsgf games/s19-l0-n54.sgf 92
1390 dragon_status B18
#? [alive]*
1391 dragon_status T18
#? [alive]

# s19-l0-n54/94 (19x19)
loadsgf games/s19-l0-n54.sgf 94
1392 dragon_status B18
#? [alive]*
1393 dragon_status T18
#? [alive]

# s19-l0-n54/96 (19x19)
loadsgf games/s19-l0-n54.sgf 96
1394 dragon_status B18
#? [alive]*
1395 dragon_status T18
#? [alive]
1396 dragon_status B17
#? [alive]*

# s19-l0-n54/98 (19x19)
loadsgf games/s19-l0-n54.sgf 98
1397 dragon_status B18
#? [alive]*
1398 dragon_status T18
#? [alive]
1399 dragon_status B17
#? [alive]*

# s19-l0-n54/100 (19x19)
loadsgf games/s19-l0-n54.sgf 100
1400 dragon_status B18
#? [alive]*
1401 dragon_status T18
#? [alive]
1402 dragon_status B17
#? [alive]*

# s19-l0-n54/102 (19x19)
loadsgf games/s19-l0-n54.sgf 102
1403 dragon_status B18
#? [alive]*
1404 dragon_status T18
#? [alive]
1405 dragon_status B17
#? [alive]*
1406 dragon_status R7
#? [dead]*

# s19-l0-n54/104 (19x19)
loadsgf games/s19-l0-n54.sgf 104
1407 dragon_status B17
#? [alive]*

# s19-l0-n54/106 (19x19)
loadsgf games/s19-l0-n54.sgf 106
1408 dragon_status B17
#? [alive]*

# s19-l0-n54/108 (19x19)
loadsgf games/s19-l0-n54.sgf 108
1409 dragon_status A18
#? [alive]*
1410 dragon_status T18
#? [alive]
1411 dragon_status H15
#? [alive]

# s19-l0-n54/110 (19x19)
loadsgf games/s19-l0-n54.sgf 110
1412 dragon_status A18
#? [alive]*
1413 dragon_status T18
#? [alive]
1414 dragon_status B17
#? [alive]*
1415 dragon_status H15
#? [alive]

# s19-l0-n54/112 (19x19)
loadsgf games/s19-l0-n54.sgf 112
1416 dragon_status A18
#? [alive]*
1417 dragon_status T18
#? [alive]
1418 dragon_status B17
#? [alive]*
1419 dragon_status H15
#? [alive]

# s19-l0-n54/114 (19x19)
loadsgf games/s19-l0-n54.sgf 114
1420 dragon_status A18
#? [alive]*
1421 dragon_status T18
#? [alive]
1422 dragon_status H15
#? [alive]

# s19-l0-n54/116 (19x19)
loadsgf games/s19-l0-n54.sgf 116
1423 dragon_status A18
#? [alive]*
1424 dragon_status T18
#? [alive]
1425 dragon_status H15
#? [alive]

# s19-l0-n54/118 (19x19)
loadsgf games/s19-l0-n54.sgf 118
1426 dragon_status A18
#? [alive]*
1427 dragon_status T18
#? [alive]
1428 dragon_status H15
#? [alive]

# s19-l0-n54/120 (19x19)
loadsgf games/s19-l0-n54.sgf 120
1429 dragon_status A18
#? [alive]*
1430 dragon_status T18
#? [alive]

# s19-l0-n54/124 (19x19)
loadsgf games/s19-l0-n54.sgf 124
1431 dragon_status T18
#? [alive]*

# s19-l0-n54/126 (19x19)
loadsgf games/s19-l0-n54.sgf 126
1432 dragon_status T18
#? [alive]*

# s19-l0-n54/128 (19x19)
loadsgf games/s19-l0-n54.sgf 128
1433 dragon_status A18
#? [alive]*
1434 dragon_status T18
#? [alive]*

# s19-l0-n54/130 (19x19)
loadsgf games/s19-l0-n54.sgf 130
1435 dragon_status A18
#? [alive]*
1436 dragon_status T18
#? [alive]*
1437 dragon_status J13
#? [alive]

# s19-l0-n54/132 (19x19)
loadsgf games/s19-l0-n54.sgf 132
1438 dragon_status A18
#? [alive]*
1439 dragon_status T18
#? [alive]*

# s19-l0-n54/134 (19x19)
loadsgf games/s19-l0-n54.sgf 134
1440 dragon_status A18
#? [alive]*
1441 dragon_status T18
#? [alive]*

# s19-l0-n54/136 (19x19)
loadsgf games/s19-l0-n54.sgf 136
1442 dragon_status S19
#? [alive]
1443 dragon_status A18
#? [alive]*
1444 dragon_status G18
#? [alive]*
1445 dragon_status T18
#? [alive]*
1446 dragon_status L17
#? [alive]*

# s19-l0-n54/138 (19x19)
loadsgf games/s19-l0-n54.sgf 138
1447 dragon_status T18
#? [alive]*

# s19-l0-n54/140 (19x19)
loadsgf games/s19-l0-n54.sgf 140
1448 dragon_status T18
#? [alive]*

# s19-l0-n54/146 (19x19)
loadsgf games/s19-l0-n54.sgf 146
1449 dragon_status S19
#? [alive]

# s19-l0-n54/152 (19x19)
loadsgf games/s19-l0-n54.sgf 152
1450 dragon_status S9
#? [alive]

# s19-l0-n54/162 (19x19)
loadsgf games/s19-l0-n54.sgf 162
1451 dragon_status A18
#? [alive]*

# s19-l0-n54/192 (19x19)
loadsgf games/s19-l0-n54.sgf 192
1452 dragon_status M8
#? [alive]

# s19-l0-n60/49 (19x19)
loadsgf games/s19-l0-n60.sgf 49
1453 dragon_status O17
#? [alive]
1454 dragon_status D15
#? [alive]
1455 dragon_status H15
#? [alive]

# s19-l0-n60/51 (19x19)
loadsgf games/s19-l0-n60.sgf 51
1456 dragon_status O17
#? [alive]

# s19-l0-n60/53 (19x19)
loadsgf games/s19-l0-n60.sgf 53
1457 dragon_status O17
#? [alive]
1458 dragon_status D12
#? [alive]
1459 dragon_status F10
#? [alive]

# s19-l0-n60/55 (19x19)
loadsgf games/s19-l0-n60.sgf 55
1460 dragon_status O17
#? [alive]
1461 dragon_status D12
#? [alive]
1462 dragon_status F10
#? [alive]
1463 dragon_status Q7
#? [alive]*

# s19-l0-n60/57 (19x19)
loadsgf games/s19-l0-n60.sgf 57
1464 dragon_status O17
#? [alive]
1465 dragon_status D12
#? [alive]
1466 dragon_status F10
#? [alive]
1467 dragon_status Q7
#? [alive]*

# s19-l0-n60/59 (19x19)
loadsgf games/s19-l0-n60.sgf 59
1468 dragon_status D12
#? [alive]
1469 dragon_status F10
#? [alive]
1470 dragon_status Q7
#? [alive]*

# s19-l0-n60/61 (19x19)
loadsgf games/s19-l0-n60.sgf 61
1471 dragon_status D12
#? [dead]*
1472 dragon_status F12
#? [alive]
1473 dragon_status Q7
#? [alive]*

# s19-l0-n60/63 (19x19)
loadsgf games/s19-l0-n60.sgf 63
1474 dragon_status Q7
#? [alive]*

# s19-l0-n60/65 (19x19)
loadsgf games/s19-l0-n60.sgf 65
1475 dragon_status D12
#? [dead]*
1476 dragon_status F12
#? [dead]
1477 dragon_status Q7
#? [alive]*

# s19-l0-n60/67 (19x19)
loadsgf games/s19-l0-n60.sgf 67
1478 dragon_status D12
#? [dead]
1479 dragon_status F12
#? [dead]
1480 dragon_status P9
#? [alive]

# s19-l0-n60/69 (19x19)
loadsgf games/s19-l0-n60.sgf 69
1481 dragon_status D12
#? [dead]
1482 dragon_status F12
#? [dead]
1483 dragon_status P9
#? [alive]

# s19-l0-n60/71 (19x19)
loadsgf games/s19-l0-n60.sgf 71
1484 dragon_status D12
#? [dead]
1485 dragon_status F12
#? [dead]
1486 dragon_status P9
#? [alive]
1487 dragon_status Q7
#? [alive]

# s19-l0-n60/73 (19x19)
loadsgf games/s19-l0-n60.sgf 73
1488 dragon_status D12
#? [dead]
1489 dragon_status F12
#? [dead]
1490 dragon_status P9
#? [alive]

# s19-l0-n60/75 (19x19)
loadsgf games/s19-l0-n60.sgf 75
1491 dragon_status D12
#? [dead]
1492 dragon_status F12
#? [dead]
1493 dragon_status O11
#? [alive]
1494 dragon_status M9
#? [alive]

# s19-l0-n60/77 (19x19)
loadsgf games/s19-l0-n60.sgf 77
1495 dragon_status D12
#? [alive]*
1496 dragon_status O11
#? [alive]
1497 dragon_status M9
#? [alive]

# s19-l0-n60/79 (19x19)
loadsgf games/s19-l0-n60.sgf 79
1498 dragon_status D12
#? [alive]*
1499 dragon_status O11
#? [alive]
1500 dragon_status M9
#? [alive]

# s19-l0-n60/81 (19x19)
loadsgf games/s19-l0-n60.sgf 81
1501 dragon_status O11
#? [alive]
1502 dragon_status M9
#? [alive]

# s19-l0-n60/83 (19x19)
loadsgf games/s19-l0-n60.sgf 83
1503 dragon_status O11
#? [alive]
1504 dragon_status M9
#? [alive]

# s19-l0-n60/85 (19x19)
loadsgf games/s19-l0-n60.sgf 85
1505 dragon_status M9
#? [alive]

# s19-l0-n60/87 (19x19)
loadsgf games/s19-l0-n60.sgf 87
1506 dragon_status Q18
#? [alive]
1507 dragon_status M9
#? [alive]

# s19-l0-n60/89 (19x19)
loadsgf games/s19-l0-n60.sgf 89
1508 dragon_status M9
#? [alive]

# s19-l0-n60/91 (19x19)
loadsgf games/s19-l0-n60.sgf 91
1509 dragon_status F15
#? [alive]
1510 dragon_status M9
#? [alive]

# s19-l0-n60/93 (19x19)
loadsgf games/s19-l0-n60.sgf 93
1511 dragon_status J9
#? [alive]

# s19-l0-n60/95 (19x19)
loadsgf games/s19-l0-n60.sgf 95
1512 dragon_status F15
#? [alive]

# s19-l0-n60/97 (19x19)
loadsgf games/s19-l0-n60.sgf 97
1513 dragon_status F15
#? [alive]

# s19-l0-n60/103 (19x19)
loadsgf games/s19-l0-n60.sgf 103
1514 dragon_status O11
#? [alive]

# s19-l0-n60/107 (19x19)
loadsgf games/s19-l0-n60.sgf 107
1515 dragon_status B12
#? [alive]

# s19-l0-n60/135 (19x19)
loadsgf games/s19-l0-n60.sgf 135
1516 dragon_status J9
#? [alive]

# s19-l0-n60/139 (19x19)
loadsgf games/s19-l0-n60.sgf 139
1517 dragon_status J9
#? [alive]*
1518 dragon_status M9
#? [alive]

# s19-l0-n60/141 (19x19)
loadsgf games/s19-l0-n60.sgf 141
1519 dragon_status M9
#? [alive]

# s19-l0-n60/143 (19x19)
loadsgf games/s19-l0-n60.sgf 143
1520 dragon_status M9
#? [alive]

# s19-l0-n60/145 (19x19)
loadsgf games/s19-l0-n60.sgf 145
1521 dragon_status M9
#? [alive]

# s19-l0-n60/147 (19x19)
loadsgf games/s19-l0-n60.sgf 147
1522 dragon_status M9
#? [alive]

# s19-l0-n60/149 (19x19)
loadsgf games/s19-l0-n60.sgf 149
1523 dragon_status M9
#? [alive]

# s19-l0-n60/151 (19x19)
loadsgf games/s19-l0-n60.sgf 151
1524 dragon_status M9
#? [alive]

# s19-l0-n60/153 (19x19)
loadsgf games/s19-l0-n60.sgf 153
1525 dragon_status M9
#? [alive]

# s19-l0-n60/155 (19x19)
loadsgf games/s19-l0-n60.sgf 155
1526 dragon_status M9
#? [alive]

# s19-l0-n60/157 (19x19)
loadsgf games/s19-l0-n60.sgf 157
1527 dragon_status M9
#? [alive]

# s19-l0-n60/159 (19x19)
loadsgf games/s19-l0-n60.sgf 159
1528 dragon_status M9
#? [alive]

# s19-l0-n60/161 (19x19)
loadsgf games/s19-l0-n60.sgf 161
1529 dragon_status M9
#? [alive]

# s19-l0-n66/63 (19x19)
loadsgf games/s19-l0-n66.sgf 63
1530 dragon_status O17
#? [alive]
1531 dragon_status B15
#? [alive]*
1532 dragon_status R14
#? [alive]*
1533 dragon_status Q10
#? [alive]
1534 dragon_status C9
#? [alive]
1535 dragon_status H4
#? [alive]

# s19-l0-n66/65 (19x19)
loadsgf games/s19-l0-n66.sgf 65
1536 dragon_status O17
#? [alive]
1537 dragon_status B15
#? [alive]*
1538 dragon_status R14
#? [alive]*
1539 dragon_status D12
#? [alive]
1540 dragon_status Q10
#? [alive]
1541 dragon_status C9
#? [alive]
1542 dragon_status H4
#? [alive]

# s19-l0-n66/67 (19x19)
loadsgf games/s19-l0-n66.sgf 67
1543 dragon_status O17
#? [alive]
1544 dragon_status B15
#? [alive]*
1545 dragon_status R14
#? [alive]*
1546 dragon_status Q10
#? [alive]
1547 dragon_status E6
#? [alive]
1548 dragon_status H4
#? [alive]

# s19-l0-n66/69 (19x19)
loadsgf games/s19-l0-n66.sgf 69
1549 dragon_status O17
#? [alive]
1550 dragon_status B15
#? [alive]*
1551 dragon_status R14
#? [alive]*
1552 dragon_status Q10
#? [alive]
1553 dragon_status C9
#? [alive]
1554 dragon_status E6
#? [alive]
1555 dragon_status H4
#? [alive]

# s19-l0-n66/71 (19x19)
loadsgf games/s19-l0-n66.sgf 71
1556 dragon_status J17
#? [alive]
1557 dragon_status D16
#? [alive]*
1558 dragon_status R14
#? [alive]*
1559 dragon_status Q10
#? [alive]
1560 dragon_status E6
#? [alive]
1561 dragon_status H4
#? [alive]

# s19-l0-n66/73 (19x19)
loadsgf games/s19-l0-n66.sgf 73
1562 dragon_status J17
#? [alive]
1563 dragon_status R14
#? [alive]*
1564 dragon_status Q10
#? [alive]
1565 dragon_status C9
#? [alive]
1566 dragon_status E6
#? [alive]
1567 dragon_status H4
#? [alive]

# s19-l0-n66/75 (19x19)
loadsgf games/s19-l0-n66.sgf 75
1568 dragon_status J17
#? [alive]
1569 dragon_status B15
#? [alive]*
1570 dragon_status R14
#? [alive]*
1571 dragon_status Q10
#? [alive]
1572 dragon_status C9
#? [alive]
1573 dragon_status E6
#? [alive]

# s19-l0-n66/77 (19x19)
loadsgf games/s19-l0-n66.sgf 77
1574 dragon_status J17
#? [alive]
1575 dragon_status R14
#? [alive]*
1576 dragon_status C9
#? [alive]
1577 dragon_status E6
#? [alive]

# s19-l0-n66/79 (19x19)
loadsgf games/s19-l0-n66.sgf 79
1578 dragon_status J17
#? [alive]
1579 dragon_status R14
#? [alive]*
1580 dragon_status C9
#? [alive]
1581 dragon_status E6
#? [alive]

# s19-l0-n66/81 (19x19)
loadsgf games/s19-l0-n66.sgf 81
1582 dragon_status J17
#? [alive]
1583 dragon_status R14
#? [alive]*
1584 dragon_status C9
#? [alive]
1585 dragon_status E6
#? [alive]

# s19-l0-n66/83 (19x19)
loadsgf games/s19-l0-n66.sgf 83
1586 dragon_status J17
#? [alive]
1587 dragon_status R14
#? [alive]*
1588 dragon_status C9
#? [alive]
1589 dragon_status E6
#? [alive]

# s19-l0-n66/85 (19x19)
loadsgf games/s19-l0-n66.sgf 85
1590 dragon_status J17
#? [alive]
1591 dragon_status O17
#? [alive]
1592 dragon_status R14
#? [alive]*
1593 dragon_status C9
#? [alive]
1594 dragon_status E6
#? [alive]
1595 dragon_status N6
#? [alive]

# s19-l0-n66/87 (19x19)
loadsgf games/s19-l0-n66.sgf 87
1596 dragon_status J17
#? [alive]
1597 dragon_status O17
#? [alive]
1598 dragon_status R14
#? [alive]*
1599 dragon_status C9
#? [alive]
1600 dragon_status E6
#? [alive]
1601 dragon_status L6
#? [alive]

# s19-l0-n66/89 (19x19)
loadsgf games/s19-l0-n66.sgf 89
1602 dragon_status A18
#? [alive]
1603 dragon_status C18
#? [alive]*
1604 dragon_status J17
#? [alive]
1605 dragon_status O17
#? [alive]
1606 dragon_status R14
#? [alive]*
1607 dragon_status M8
#? [alive]*
1608 dragon_status E6
#? [alive]

# s19-l0-n66/91 (19x19)
loadsgf games/s19-l0-n66.sgf 91
1609 dragon_status A18
#? [alive]
1610 dragon_status C18
#? [alive]*
1611 dragon_status J17
#? [alive]
1612 dragon_status R14
#? [alive]*
1613 dragon_status M10
#? [alive]
1614 dragon_status E6
#? [alive]

# s19-l0-n66/93 (19x19)
loadsgf games/s19-l0-n66.sgf 93
1615 dragon_status A18
#? [alive]
1616 dragon_status C18
#? [alive]*
1617 dragon_status J17
#? [alive]
1618 dragon_status O17
#? [alive]
1619 dragon_status R14
#? [alive]*
1620 dragon_status E6
#? [alive]

# s19-l0-n66/95 (19x19)
loadsgf games/s19-l0-n66.sgf 95
1621 dragon_status A18
#? [alive]
1622 dragon_status J18
#? [alive]
1623 dragon_status O17
#? [alive]
1624 dragon_status R14
#? [alive]*
1625 dragon_status E6
#? [alive]

# s19-l0-n66/97 (19x19)
loadsgf games/s19-l0-n66.sgf 97
1626 dragon_status A18
#? [alive]
1627 dragon_status J18
#? [alive]
1628 dragon_status O17
#? [alive]
1629 dragon_status R14
#? [alive]*

# s19-l0-n66/99 (19x19)
loadsgf games/s19-l0-n66.sgf 99
1630 dragon_status A18
#? [alive]
1631 dragon_status J18
#? [alive]
1632 dragon_status R14
#? [alive]*
1633 dragon_status E6
#? [alive]

# s19-l0-n66/101 (19x19)
loadsgf games/s19-l0-n66.sgf 101
1634 dragon_status A18
#? [alive]
1635 dragon_status J18
#? [alive]
1636 dragon_status R14
#? [alive]*

# s19-l0-n66/103 (19x19)
loadsgf games/s19-l0-n66.sgf 103
1637 dragon_status A18
#? [alive]
1638 dragon_status R14
#? [alive]*
1639 dragon_status E6
#? [alive]*

# s19-l0-n66/105 (19x19)
loadsgf games/s19-l0-n66.sgf 105
1640 dragon_status O17
#? [alive]
1641 dragon_status R14
#? [alive]*
1642 dragon_status E6
#? [alive]*

# s19-l0-n66/107 (19x19)
loadsgf games/s19-l0-n66.sgf 107
1643 dragon_status O17
#? [alive]
1644 dragon_status R14
#? [alive]*
1645 dragon_status E6
#? [alive]*

# s19-l0-n66/109 (19x19)
loadsgf games/s19-l0-n66.sgf 109
1646 dragon_status O17
#? [alive]
1647 dragon_status R14
#? [alive]*
1648 dragon_status E6
#? [alive]*

# s19-l0-n66/111 (19x19)
loadsgf games/s19-l0-n66.sgf 111
1649 dragon_status O17
#? [alive]
1650 dragon_status R14
#? [alive]*
1651 dragon_status E6
#? [alive]*

# s19-l0-n66/113 (19x19)
loadsgf games/s19-l0-n66.sgf 113
1652 dragon_status R17
#? [alive]
1653 dragon_status R14
#? [alive]*
1654 dragon_status E6
#? [alive]*

# s19-l0-n66/115 (19x19)
loadsgf games/s19-l0-n66.sgf 115
1655 dragon_status A18
#? [alive]
1656 dragon_status R17
#? [alive]
1657 dragon_status Q15
#? [alive]*
1658 dragon_status K14
#? [alive]
1659 dragon_status E6
#? [alive]*

# s19-l0-n66/117 (19x19)
loadsgf games/s19-l0-n66.sgf 117
1660 dragon_status A18
#? [alive]
1661 dragon_status O17
#? [dead]*
1662 dragon_status R17
#? [alive]
1663 dragon_status Q15
#? [alive]*
1664 dragon_status E6
#? [alive]*

# s19-l0-n66/119 (19x19)
loadsgf games/s19-l0-n66.sgf 119
1665 dragon_status A18
#? [alive]
1666 dragon_status R17
#? [alive]
1667 dragon_status E6
#? [alive]*

# s19-l0-n66/121 (19x19)
loadsgf games/s19-l0-n66.sgf 121
1668 dragon_status A18
#? [alive]
1669 dragon_status R17
#? [alive]
1670 dragon_status P14
#? [dead]*
1671 dragon_status E6
#? [alive]*

# s19-l0-n66/123 (19x19)
loadsgf games/s19-l0-n66.sgf 123
1672 dragon_status A18
#? [alive]
1673 dragon_status R17
#? [alive]
1674 dragon_status E6
#? [alive]*

# s19-l0-n66/125 (19x19)
loadsgf games/s19-l0-n66.sgf 125
1675 dragon_status A18
#? [alive]
1676 dragon_status E6
#? [alive]*

# s19-l0-n66/127 (19x19)
loadsgf games/s19-l0-n66.sgf 127
1677 dragon_status A18
#? [alive]
1678 dragon_status R18
#? [alive]*
1679 dragon_status E6
#? [alive]*

# s19-l0-n66/129 (19x19)
loadsgf games/s19-l0-n66.sgf 129
1680 dragon_status A18
#? [alive]
1681 dragon_status R18
#? [alive]*
1682 dragon_status E6
#? [alive]

# s19-l0-n66/131 (19x19)
loadsgf games/s19-l0-n66.sgf 131
1683 dragon_status A18
#? [alive]
1684 dragon_status R18
#? [alive]*
1685 dragon_status E6
#? [alive]

# s19-l0-n66/133 (19x19)
loadsgf games/s19-l0-n66.sgf 133
1686 dragon_status R18
#? [alive]*
1687 dragon_status E6
#? [alive]

# s19-l0-n66/135 (19x19)
loadsgf games/s19-l0-n66.sgf 135
1688 dragon_status R18
#? [alive]*
1689 dragon_status Q10
#? [alive]*
1690 dragon_status E6
#? [alive]

# s19-l0-n66/137 (19x19)
loadsgf games/s19-l0-n66.sgf 137
1691 dragon_status R18
#? [alive]*
1692 dragon_status Q10
#? [alive]*
1693 dragon_status E6
#? [alive]

# s19-l0-n66/139 (19x19)
loadsgf games/s19-l0-n66.sgf 139
1694 dragon_status R18
#? [alive]*
1695 dragon_status Q10
#? [alive]
1696 dragon_status E6
#? [alive]

# s19-l0-n66/141 (19x19)
loadsgf games/s19-l0-n66.sgf 141
1697 dragon_status R18
#? [alive]*
1698 dragon_status O10
#? [alive]
1699 dragon_status E6
#? [alive]

# s19-l0-n66/143 (19x19)
loadsgf games/s19-l0-n66.sgf 143
1700 dragon_status R18
#? [alive]*
1701 dragon_status O11
#? [alive]
1702 dragon_status M10
#? [alive]*

# s19-l0-n66/145 (19x19)
loadsgf games/s19-l0-n66.sgf 145
1703 dragon_status R18
#? [alive]*
1704 dragon_status O11
#? [alive]

# s19-l0-n66/147 (19x19)
loadsgf games/s19-l0-n66.sgf 147
1705 dragon_status R18
#? [alive]*
1706 dragon_status O11
#? [alive]
1707 dragon_status G7
#? [alive]*

# s19-l0-n66/149 (19x19)
loadsgf games/s19-l0-n66.sgf 149
1708 dragon_status R18
#? [alive]*
1709 dragon_status O11
#? [alive]
1710 dragon_status H8
#? [alive]*
1711 dragon_status K8
#? [alive]

# s19-l0-n66/151 (19x19)
loadsgf games/s19-l0-n66.sgf 151
1712 dragon_status R18
#? [alive]*
1713 dragon_status O11
#? [alive]
1714 dragon_status H8
#? [alive]
1715 dragon_status K8
#? [alive]

# s19-l0-n66/153 (19x19)
loadsgf games/s19-l0-n66.sgf 153
1716 dragon_status R18
#? [alive]*
1717 dragon_status O11
#? [alive]
1718 dragon_status H8
#? [alive]

# s19-l0-n66/155 (19x19)
loadsgf games/s19-l0-n66.sgf 155
1719 dragon_status R18
#? [alive]*
1720 dragon_status O11
#? [alive]
1721 dragon_status G8
#? [alive]

# s19-l0-n66/157 (19x19)
loadsgf games/s19-l0-n66.sgf 157
1722 dragon_status R18
#? [alive]*
1723 dragon_status O11
#? [alive]
1724 dragon_status C10
#? [alive]
1725 dragon_status G8
#? [alive]

# s19-l0-n66/159 (19x19)
loadsgf games/s19-l0-n66.sgf 159
1726 dragon_status R18
#? [alive]*
1727 dragon_status O11
#? [alive]
1728 dragon_status G8
#? [alive]

# s19-l0-n66/161 (19x19)
loadsgf games/s19-l0-n66.sgf 161
1729 dragon_status R18
#? [alive]*
1730 dragon_status O11
#? [alive]
1731 dragon_status G8
#? [alive]

# s19-l0-n66/163 (19x19)
loadsgf games/s19-l0-n66.sgf 163
1732 dragon_status R18
#? [alive]*
1733 dragon_status O11
#? [alive]
1734 dragon_status G8
#? [alive]

# s19-l0-n66/165 (19x19)
loadsgf games/s19-l0-n66.sgf 165
1735 dragon_status R18
#? [alive]*
1736 dragon_status O11
#? [alive]
1737 dragon_status G8
#? [alive]

# s19-l0-n66/167 (19x19)
loadsgf games/s19-l0-n66.sgf 167
1738 dragon_status R18
#? [alive]*
1739 dragon_status O11
#? [alive]
1740 dragon_status G8
#? [alive]

# s19-l0-n66/169 (19x19)
loadsgf games/s19-l0-n66.sgf 169
1741 dragon_status R18
#? [alive]*
1742 dragon_status O11
#? [alive]
1743 dragon_status G8
#? [alive]

# s19-l0-n66/171 (19x19)
loadsgf games/s19-l0-n66.sgf 171
1744 dragon_status R18
#? [alive]*
1745 dragon_status O11
#? [alive]*
1746 dragon_status G8
#? [alive]

# s19-l0-n66/173 (19x19)
loadsgf games/s19-l0-n66.sgf 173
1747 dragon_status R18
#? [alive]*
1748 dragon_status O11
#? [alive]
1749 dragon_status G8
#? [alive]

# s19-l0-n66/175 (19x19)
loadsgf games/s19-l0-n66.sgf 175
1750 dragon_status R18
#? [alive]*
1751 dragon_status O11
#? [alive]

# s19-l0-n66/177 (19x19)
loadsgf games/s19-l0-n66.sgf 177
1752 dragon_status R18
#? [alive]*
1753 dragon_status O11
#? [alive]

# s19-l0-n66/179 (19x19)
loadsgf games/s19-l0-n66.sgf 179
1754 dragon_status R18
#? [alive]*
1755 dragon_status O11
#? [alive]

# s19-l0-n66/181 (19x19)
loadsgf games/s19-l0-n66.sgf 181
1756 dragon_status R18
#? [alive]*
1757 dragon_status O11
#? [alive]

# s19-l0-n66/183 (19x19)
loadsgf games/s19-l0-n66.sgf 183
1758 dragon_status O11
#? [alive]

# s19-l0-n66/185 (19x19)
loadsgf games/s19-l0-n66.sgf 185
1759 dragon_status O11
#? [alive]

# s19-l0-n66/187 (19x19)
loadsgf games/s19-l0-n66.sgf 187
1760 dragon_status O11
#? [alive]

# s19-l0-n66/189 (19x19)
loadsgf games/s19-l0-n66.sgf 189
1761 dragon_status O11
#? [alive]

# s19-l0-n66/191 (19x19)
loadsgf games/s19-l0-n66.sgf 191
1762 dragon_status O11
#? [alive]

# s19-l0-n66/193 (19x19)
loadsgf games/s19-l0-n66.sgf 193
1763 dragon_status O11
#? [alive]

# s19-l0-n66/195 (19x19)
loadsgf games/s19-l0-n66.sgf 195
1764 dragon_status O11
#? [alive]

# s19-l0-n66/197 (19x19)
loadsgf games/s19-l0-n66.sgf 197
1765 dragon_status O11
#? [alive]

# s19-l0-n66/199 (19x19)
loadsgf games/s19-l0-n66.sgf 199
1766 dragon_status O11
#? [alive]

# s19-l0-n66/201 (19x19)
loadsgf games/s19-l0-n66.sgf 201
1767 dragon_status O11
#? [alive]

# s19-l0-n66/203 (19x19)
loadsgf games/s19-l0-n66.sgf 203
1768 dragon_status O11
#? [alive]

# s19-l0-n66/205 (19x19)
loadsgf games/s19-l0-n66.sgf 205
1769 dragon_status O11
#? [alive]

# s19-l0-n66/207 (19x19)
loadsgf games/s19-l0-n66.sgf 207
1770 dragon_status O11
#? [alive]

# s19-l0-n66/209 (19x19)
loadsgf games/s19-l0-n66.sgf 209
1771 dragon_status O11
#? [alive]

# s19-l0-n66/211 (19x19)
loadsgf games/s19-l0-n66.sgf 211
1772 dragon_status O11
#? [alive]

# s19-l0-n66/213 (19x19)
loadsgf games/s19-l0-n66.sgf 213
1773 dragon_status O11
#? [alive]

# s19-l0-n66/215 (19x19)
loadsgf games/s19-l0-n66.sgf 215
1774 dragon_status O11
#? [alive]

# s19-l0-n66/217 (19x19)
loadsgf games/s19-l0-n66.sgf 217
1775 dragon_status O11
#? [alive]

# s19-l0-n66/219 (19x19)
loadsgf games/s19-l0-n66.sgf 219
1776 dragon_status O11
#? [alive]

# s19-l0-n66/221 (19x19)
loadsgf games/s19-l0-n66.sgf 221
1777 dragon_status P12
#? [alive]

# s19-l0-n66/223 (19x19)
loadsgf games/s19-l0-n66.sgf 223
1778 dragon_status P12
#? [alive]

# s19-l0-n66/225 (19x19)
loadsgf games/s19-l0-n66.sgf 225
1779 dragon_status Q8
#? [alive]

# s19-l0-n72/55 (19x19)
loadsgf games/s19-l0-n72.sgf 55
1780 dragon_status R17
#? [alive]
1781 dragon_status C16
#? [alive]
1782 dragon_status O9
#? [alive]
1783 dragon_status C8
#? [alive]
1784 dragon_status D6
#? [alive]

# s19-l0-n72/57 (19x19)
loadsgf games/s19-l0-n72.sgf 57
1785 dragon_status R17
#? [alive]
1786 dragon_status C16
#? [alive]
1787 dragon_status C8
#? [alive]
1788 dragon_status D6
#? [alive]

# s19-l0-n72/59 (19x19)
loadsgf games/s19-l0-n72.sgf 59
1789 dragon_status R17
#? [alive]
1790 dragon_status C16
#? [alive]
1791 dragon_status C8
#? [alive]
1792 dragon_status D6
#? [alive]

# s19-l0-n72/61 (19x19)
loadsgf games/s19-l0-n72.sgf 61
1793 dragon_status C16
#? [alive]
1794 dragon_status C8
#? [alive]
1795 dragon_status D6
#? [alive]

# s19-l0-n72/63 (19x19)
loadsgf games/s19-l0-n72.sgf 63
1796 dragon_status R17
#? [alive]
1797 dragon_status C16
#? [alive]
1798 dragon_status C8
#? [alive]
1799 dragon_status D6
#? [alive]

# s19-l0-n72/65 (19x19)
loadsgf games/s19-l0-n72.sgf 65
1800 dragon_status R17
#? [alive]
1801 dragon_status C16
#? [alive]
1802 dragon_status N11
#? [alive]
1803 dragon_status C8
#? [alive]
1804 dragon_status D6
#? [alive]

# s19-l0-n72/67 (19x19)
loadsgf games/s19-l0-n72.sgf 67
1805 dragon_status R17
#? [alive]
1806 dragon_status C16
#? [alive]
1807 dragon_status C8
#? [alive]
1808 dragon_status D6
#? [alive]

# s19-l0-n72/69 (19x19)
loadsgf games/s19-l0-n72.sgf 69
1809 dragon_status C16
#? [alive]
1810 dragon_status C8
#? [alive]
1811 dragon_status D6
#? [alive]

# s19-l0-n72/71 (19x19)
loadsgf games/s19-l0-n72.sgf 71
1812 dragon_status C16
#? [alive]
1813 dragon_status C15
#? [alive]
1814 dragon_status C8
#? [alive]
1815 dragon_status D6
#? [alive]

# s19-l0-n72/73 (19x19)
loadsgf games/s19-l0-n72.sgf 73
1816 dragon_status D17
#? [alive]
1817 dragon_status R17
#? [alive]
1818 dragon_status C8
#? [alive]
1819 dragon_status D6
#? [alive]

# s19-l0-n72/75 (19x19)
loadsgf games/s19-l0-n72.sgf 75
1820 dragon_status R17
#? [alive]
1821 dragon_status B15
#? [alive]
1822 dragon_status C8
#? [alive]
1823 dragon_status D6
#? [alive]

# s19-l0-n72/77 (19x19)
loadsgf games/s19-l0-n72.sgf 77
1824 dragon_status R17
#? [alive]
1825 dragon_status B15
#? [alive]
1826 dragon_status C8
#? [alive]
1827 dragon_status D6
#? [alive]

# s19-l0-n72/79 (19x19)
loadsgf games/s19-l0-n72.sgf 79
1828 dragon_status R17
#? [alive]
1829 dragon_status B15
#? [alive]
1830 dragon_status C8
#? [alive]
1831 dragon_status D6
#? [alive]

# s19-l0-n72/81 (19x19)
loadsgf games/s19-l0-n72.sgf 81
1832 dragon_status R17
#? [alive]
1833 dragon_status D6
#? [alive]

# s19-l0-n72/83 (19x19)
loadsgf games/s19-l0-n72.sgf 83
1834 dragon_status R17
#? [alive]
1835 dragon_status D6
#? [alive]

# s19-l0-n72/85 (19x19)
loadsgf games/s19-l0-n72.sgf 85
1836 dragon_status R17
#? [alive]
1837 dragon_status D6
#? [alive]

# s19-l0-n72/87 (19x19)
loadsgf games/s19-l0-n72.sgf 87
1838 dragon_status R17
#? [alive]
1839 dragon_status B15
#? [alive]*
1840 dragon_status C8
#? [alive]
1841 dragon_status D6
#? [alive]

# s19-l0-n72/89 (19x19)
loadsgf games/s19-l0-n72.sgf 89
1842 dragon_status R17
#? [alive]
1843 dragon_status B15
#? [alive]*
1844 dragon_status C8
#? [alive]

# s19-l0-n72/91 (19x19)
loadsgf games/s19-l0-n72.sgf 91
1845 dragon_status R17
#? [alive]
1846 dragon_status B15
#? [alive]*
1847 dragon_status C8
#? [alive]

# s19-l0-n72/93 (19x19)
loadsgf games/s19-l0-n72.sgf 93
1848 dragon_status R17
#? [alive]
1849 dragon_status B15
#? [alive]*
1850 dragon_status C8
#? [alive]

# s19-l0-n72/95 (19x19)
loadsgf games/s19-l0-n72.sgf 95
1851 dragon_status R17
#? [alive]
1852 dragon_status B15
#? [alive]*
1853 dragon_status C8
#? [alive]

# s19-l0-n72/97 (19x19)
loadsgf games/s19-l0-n72.sgf 97
1854 dragon_status R17
#? [alive]
1855 dragon_status B15
#? [alive]*
1856 dragon_status C8
#? [alive]*
1857 dragon_status N7
#? [alive]*

# s19-l0-n72/99 (19x19)
loadsgf games/s19-l0-n72.sgf 99
1858 dragon_status R17
#? [alive]
1859 dragon_status B15
#? [alive]*

# s19-l0-n72/101 (19x19)
loadsgf games/s19-l0-n72.sgf 101
1860 dragon_status R17
#? [alive]
1861 dragon_status B15
#? [alive]*
1862 dragon_status C8
#? [alive]*

# s19-l0-n72/103 (19x19)
loadsgf games/s19-l0-n72.sgf 103
1863 dragon_status R17
#? [alive]
1864 dragon_status B15
#? [alive]*
1865 dragon_status C8
#? [alive]*

# s19-l0-n72/105 (19x19)
loadsgf games/s19-l0-n72.sgf 105
1866 dragon_status R17
#? [alive]
1867 dragon_status C8
#? [dead]

# s19-l0-n72/107 (19x19)
loadsgf games/s19-l0-n72.sgf 107
1868 dragon_status R17
#? [alive]
1869 dragon_status C8
#? [dead]

# s19-l0-n72/109 (19x19)
loadsgf games/s19-l0-n72.sgf 109
1870 dragon_status R18
#? [alive]*
1871 dragon_status C8
#? [dead]

# s19-l0-n72/111 (19x19)
loadsgf games/s19-l0-n72.sgf 111
1872 dragon_status Q19
#? [alive]*
1873 dragon_status C8
#? [dead]

# s19-l0-n72/113 (19x19)
loadsgf games/s19-l0-n72.sgf 113
1874 dragon_status Q19
#? [alive]
1875 dragon_status C8
#? [dead]

# s19-l0-n72/115 (19x19)
loadsgf games/s19-l0-n72.sgf 115
1876 dragon_status Q19
#? [alive]
1877 dragon_status C8
#? [dead]

# s19-l0-n72/117 (19x19)
loadsgf games/s19-l0-n72.sgf 117
1878 dragon_status Q19
#? [alive]
1879 dragon_status C8
#? [dead]
1880 dragon_status D6
#? [alive]

# s19-l0-n72/119 (19x19)
loadsgf games/s19-l0-n72.sgf 119
1881 dragon_status Q19
#? [alive]
1882 dragon_status C8
#? [dead]
1883 dragon_status K7
#? [alive]
1884 dragon_status D6
#? [alive]

# s19-l0-n72/121 (19x19)
loadsgf games/s19-l0-n72.sgf 121
1885 dragon_status Q19
#? [alive]
1886 dragon_status B15
#? [alive]*
1887 dragon_status C8
#? [dead]
1888 dragon_status K7
#? [alive]
1889 dragon_status D6
#? [alive]

# s19-l0-n72/123 (19x19)
loadsgf games/s19-l0-n72.sgf 123
1890 dragon_status Q19
#? [alive]
1891 dragon_status B15
#? [alive]*
1892 dragon_status C8
#? [dead]
1893 dragon_status K7
#? [alive]

# s19-l0-n72/125 (19x19)
loadsgf games/s19-l0-n72.sgf 125
1894 dragon_status Q19
#? [alive]
1895 dragon_status B15
#? [alive]*
1896 dragon_status C8
#? [dead]
1897 dragon_status K7
#? [alive]

# s19-l0-n72/127 (19x19)
loadsgf games/s19-l0-n72.sgf 127
1898 dragon_status Q19
#? [alive]
1899 dragon_status B15
#? [alive]*
1900 dragon_status C8
#? [dead]
1901 dragon_status K7
#? [alive]

# s19-l0-n72/129 (19x19)
loadsgf games/s19-l0-n72.sgf 129
1902 dragon_status B15
#? [alive]
1903 dragon_status C8
#? [dead]
1904 dragon_status K7
#? [alive]

# s19-l0-n72/131 (19x19)
loadsgf games/s19-l0-n72.sgf 131
1905 dragon_status B15
#? [alive]
1906 dragon_status C8
#? [dead]
1907 dragon_status K7
#? [alive]

# s19-l0-n72/133 (19x19)
loadsgf games/s19-l0-n72.sgf 133
1908 dragon_status Q19
#? [alive]
1909 dragon_status B15
#? [alive]
1910 dragon_status C8
#? [dead]
1911 dragon_status K7
#? [alive]

# s19-l0-n72/135 (19x19)
loadsgf games/s19-l0-n72.sgf 135
1912 dragon_status Q19
#? [alive]
1913 dragon_status B15
#? [alive]
1914 dragon_status C8
#? [dead]

# s19-l0-n72/137 (19x19)
loadsgf games/s19-l0-n72.sgf 137
1915 dragon_status Q19
#? [alive]
1916 dragon_status B15
#? [alive]
1917 dragon_status C8
#? [dead]
1918 dragon_status K7
#? [alive]

# s19-l0-n72/139 (19x19)
loadsgf games/s19-l0-n72.sgf 139
1919 dragon_status Q19
#? [alive]
1920 dragon_status B15
#? [alive]*
1921 dragon_status C8
#? [dead]
1922 dragon_status K7
#? [alive]

# s19-l0-n72/141 (19x19)
loadsgf games/s19-l0-n72.sgf 141
1923 dragon_status B15
#? [alive]*
1924 dragon_status C8
#? [dead]
1925 dragon_status K7
#? [alive]

# s19-l0-n72/143 (19x19)
loadsgf games/s19-l0-n72.sgf 143
1926 dragon_status Q19
#? [alive]
1927 dragon_status B15
#? [alive]*
1928 dragon_status C8
#? [dead]
1929 dragon_status K7
#? [alive]

# s19-l0-n72/145 (19x19)
loadsgf games/s19-l0-n72.sgf 145
1930 dragon_status Q19
#? [alive]
1931 dragon_status B15
#? [alive]*
1932 dragon_status C8
#? [dead]
1933 dragon_status K7
#? [alive]

# s19-l0-n72/147 (19x19)
loadsgf games/s19-l0-n72.sgf 147
1934 dragon_status Q19
#? [alive]
1935 dragon_status B15
#? [alive]*
1936 dragon_status C8
#? [dead]

# s19-l0-n72/149 (19x19)
loadsgf games/s19-l0-n72.sgf 149
1937 dragon_status B15
#? [alive]*
1938 dragon_status C8
#? [dead]

# s19-l0-n72/151 (19x19)
loadsgf games/s19-l0-n72.sgf 151
1939 dragon_status B15
#? [alive]*
1940 dragon_status C8
#? [dead]
1941 dragon_status K8
#? [alive]

# s19-l0-n72/153 (19x19)
loadsgf games/s19-l0-n72.sgf 153
1942 dragon_status Q19
#? [alive]
1943 dragon_status B15
#? [alive]*
1944 dragon_status K9
#? [alive]
1945 dragon_status C8
#? [dead]

# s19-l0-n72/155 (19x19)
loadsgf games/s19-l0-n72.sgf 155
1946 dragon_status B15
#? [alive]*
1947 dragon_status C8
#? [dead]

# s19-l0-n72/157 (19x19)
loadsgf games/s19-l0-n72.sgf 157
1948 dragon_status B15
#? [alive]*
1949 dragon_status C8
#? [dead]

# s19-l0-n72/159 (19x19)
loadsgf games/s19-l0-n72.sgf 159
1950 dragon_status B15
#? [alive]*
1951 dragon_status C8
#? [dead]

# s19-l0-n72/161 (19x19)
loadsgf games/s19-l0-n72.sgf 161
1952 dragon_status B15
#? [alive]*
1953 dragon_status C8
#? [dead]

# s19-l0-n72/163 (19x19)
loadsgf games/s19-l0-n72.sgf 163
1954 dragon_status B15
#? [alive]*
1955 dragon_status C8
#? [dead]

# s19-l0-n72/165 (19x19)
loadsgf games/s19-l0-n72.sgf 165
1956 dragon_status B15
#? [alive]*
1957 dragon_status C8
#? [dead]

# s19-l0-n72/167 (19x19)
loadsgf games/s19-l0-n72.sgf 167
1958 dragon_status B15
#? [alive]*
1959 dragon_status C8
#? [dead]

# s19-l0-n72/169 (19x19)
loadsgf games/s19-l0-n72.sgf 169
1960 dragon_status B15
#? [alive]*
1961 dragon_status C8
#? [dead]

# s19-l0-n72/171 (19x19)
loadsgf games/s19-l0-n72.sgf 171
1962 dragon_status B15
#? [alive]*
1963 dragon_status C8
#? [dead]

# s19-l0-n72/173 (19x19)
loadsgf games/s19-l0-n72.sgf 173
1964 dragon_status B15
#? [alive]*
1965 dragon_status C8
#? [dead]

# s19-l0-n72/175 (19x19)
loadsgf games/s19-l0-n72.sgf 175
1966 dragon_status B15
#? [alive]*
1967 dragon_status C8
#? [dead]

# s19-l0-n72/177 (19x19)
loadsgf games/s19-l0-n72.sgf 177
1968 dragon_status E13
#? [alive]*
1969 dragon_status C8
#? [dead]

# s19-l0-n72/179 (19x19)
loadsgf games/s19-l0-n72.sgf 179
1970 dragon_status B15
#? [alive]
1971 dragon_status C8
#? [dead]

# s19-l0-n72/181 (19x19)
loadsgf games/s19-l0-n72.sgf 181
1972 dragon_status B15
#? [alive]
1973 dragon_status C8
#? [dead]

# s19-l0-n72/183 (19x19)
loadsgf games/s19-l0-n72.sgf 183
1974 dragon_status B15
#? [alive]
1975 dragon_status C8
#? [dead]*

# s19-l0-n72/185 (19x19)
loadsgf games/s19-l0-n72.sgf 185
1976 dragon_status B15
#? [alive]
1977 dragon_status C8
#? [dead]

# s19-l0-n72/187 (19x19)
loadsgf games/s19-l0-n72.sgf 187
1978 dragon_status B15
#? [alive]
1979 dragon_status C8
#? [dead]

# s19-l0-n72/189 (19x19)
loadsgf games/s19-l0-n72.sgf 189
1980 dragon_status B15
#? [alive]
1981 dragon_status C8
#? [dead]

# s19-l0-n72/191 (19x19)
loadsgf games/s19-l0-n72.sgf 191
1982 dragon_status B15
#? [alive]
1983 dragon_status C8
#? [dead]

# s19-l0-n72/193 (19x19)
loadsgf games/s19-l0-n72.sgf 193
1984 dragon_status B15
#? [alive]
1985 dragon_status C8
#? [dead]

# s19-l0-n72/195 (19x19)
loadsgf games/s19-l0-n72.sgf 195
1986 dragon_status B15
#? [alive]
1987 dragon_status C8
#? [dead]

# s19-l0-n72/197 (19x19)
loadsgf games/s19-l0-n72.sgf 197
1988 dragon_status B15
#? [alive]
1989 dragon_status C8
#? [dead]

# s19-l0-n72/199 (19x19)
loadsgf games/s19-l0-n72.sgf 199
1990 dragon_status B15
#? [alive]
1991 dragon_status C8
#? [alive]*

# s19-l0-n72/201 (19x19)
loadsgf games/s19-l0-n72.sgf 201
1992 dragon_status B15
#? [alive]
1993 dragon_status D6
#? [alive]

# s19-l0-n72/203 (19x19)
loadsgf games/s19-l0-n72.sgf 203
1994 dragon_status B15
#? [alive]

# s19-l0-n72/205 (19x19)
loadsgf games/s19-l0-n72.sgf 205
1995 dragon_status D13
#? [alive]

# s19-l0-n72/207 (19x19)
loadsgf games/s19-l0-n72.sgf 207
1996 dragon_status D16
#? [alive]

# s19-l0-n72/209 (19x19)
loadsgf games/s19-l0-n72.sgf 209
1997 dragon_status D16
#? [alive]

# s19-l0-n72/211 (19x19)
loadsgf games/s19-l0-n72.sgf 211
1998 dragon_status D16
#? [alive]

# s19-l0-n72/213 (19x19)
loadsgf games/s19-l0-n72.sgf 213
1999 dragon_status D16
#? [alive]*

# s19-l0-n72/215 (19x19)
loadsgf games/s19-l0-n72.sgf 215
2000 dragon_status D16
#? [alive]
2001 dragon_status C8
#? [dead]*

# s19-l0-n72/217 (19x19)
loadsgf games/s19-l0-n72.sgf 217
2002 dragon_status D16
#? [alive]
2003 dragon_status C8
#? [dead]*

# s19-l0-n72/219 (19x19)
loadsgf games/s19-l0-n72.sgf 219
2004 dragon_status D16
#? [alive]
2005 dragon_status C8
#? [dead]*

# s19-l0-n72/221 (19x19)
loadsgf games/s19-l0-n72.sgf 221
2006 dragon_status D16
#? [alive]
2007 dragon_status C8
#? [dead]*

# s19-l0-n72/223 (19x19)
loadsgf games/s19-l0-n72.sgf 223
2008 dragon_status D16
#? [alive]
2009 dragon_status C8
#? [dead]*

# s19-l0-n72/225 (19x19)
loadsgf games/s19-l0-n72.sgf 225
2010 dragon_status D16
#? [alive]
2011 dragon_status C8
#? [dead]*

# s19-l0-n72/229 (19x19)
loadsgf games/s19-l0-n72.sgf 229
2012 dragon_status D16
#? [alive]
2013 dragon_status C8
#? [dead]*

# s19-l0-n72/231 (19x19)
loadsgf games/s19-l0-n72.sgf 231
2014 dragon_status D16
#? [alive]
2015 dragon_status C8
#? [dead]*

# s19-l0-n72/233 (19x19)
loadsgf games/s19-l0-n72.sgf 233
2016 dragon_status D16
#? [alive]
2017 dragon_status C8
#? [dead]*

# s19-l0-n72/235 (19x19)
loadsgf games/s19-l0-n72.sgf 235
2018 dragon_status C8
#? [dead]*

# s19-l1-n33/52 (19x19)
loadsgf games/s19-l1-n33.sgf 52
2019 dragon_status R17
#? [alive]

# s19-l1-n33/54 (19x19)
loadsgf games/s19-l1-n33.sgf 54
2020 dragon_status R17
#? [alive]

# s19-l1-n33/56 (19x19)
loadsgf games/s19-l1-n33.sgf 56
2021 dragon_status R17
#? [alive]

# s19-l1-n33/58 (19x19)
loadsgf games/s19-l1-n33.sgf 58
2022 dragon_status R17
#? [alive]

# s19-l1-n33/60 (19x19)
loadsgf games/s19-l1-n33.sgf 60
2023 dragon_status R17
#? [alive]

# s19-l1-n33/62 (19x19)
loadsgf games/s19-l1-n33.sgf 62
2024 dragon_status R17
#? [alive]
2025 dragon_status D6
#? [dead]

# s19-l1-n33/64 (19x19)
loadsgf games/s19-l1-n33.sgf 64
2026 dragon_status D17
#? [alive]
2027 dragon_status R17
#? [alive]

# s19-l1-n33/66 (19x19)
loadsgf games/s19-l1-n33.sgf 66
2028 dragon_status D17
#? [alive]
2029 dragon_status R17
#? [alive]
2030 dragon_status H8
#? [alive]

# s19-l1-n33/68 (19x19)
loadsgf games/s19-l1-n33.sgf 68
2031 dragon_status D17
#? [alive]
2032 dragon_status R17
#? [alive]

# s19-l1-n33/70 (19x19)
loadsgf games/s19-l1-n33.sgf 70
2033 dragon_status D17
#? [alive]
2034 dragon_status R17
#? [alive]

# s19-l1-n33/72 (19x19)
loadsgf games/s19-l1-n33.sgf 72
2035 dragon_status D17
#? [alive]
2036 dragon_status R17
#? [alive]
2037 dragon_status D6
#? [dead]

# s19-l1-n33/74 (19x19)
loadsgf games/s19-l1-n33.sgf 74
2038 dragon_status D17
#? [alive]
2039 dragon_status R17
#? [alive]
2040 dragon_status D6
#? [dead]

# s19-l1-n33/76 (19x19)
loadsgf games/s19-l1-n33.sgf 76
2041 dragon_status D19
#? [alive]*
2042 dragon_status R17
#? [alive]
2043 dragon_status D6
#? [dead]

# s19-l1-n33/78 (19x19)
loadsgf games/s19-l1-n33.sgf 78
2044 dragon_status D19
#? [alive]*
2045 dragon_status D17
#? [alive]
2046 dragon_status R17
#? [alive]
2047 dragon_status D6
#? [dead]

# s19-l1-n33/80 (19x19)
loadsgf games/s19-l1-n33.sgf 80
2048 dragon_status D19
#? [alive]*
2049 dragon_status R17
#? [alive]
2050 dragon_status D6
#? [dead]

# s19-l1-n33/82 (19x19)
loadsgf games/s19-l1-n33.sgf 82
2051 dragon_status D19
#? [alive]*
2052 dragon_status R17
#? [alive]
2053 dragon_status D6
#? [dead]

# s19-l1-n33/84 (19x19)
loadsgf games/s19-l1-n33.sgf 84
2054 dragon_status D19
#? [alive]*
2055 dragon_status R17
#? [alive]
2056 dragon_status D6
#? [dead]

# s19-l1-n33/86 (19x19)
loadsgf games/s19-l1-n33.sgf 86
2057 dragon_status D19
#? [alive]*
2058 dragon_status R17
#? [alive]
2059 dragon_status D6
#? [dead]

# s19-l1-n33/88 (19x19)
loadsgf games/s19-l1-n33.sgf 88
2060 dragon_status D19
#? [alive]*
2061 dragon_status R17
#? [alive]
2062 dragon_status D6
#? [dead]

# s19-l1-n33/90 (19x19)
loadsgf games/s19-l1-n33.sgf 90
2063 dragon_status R17
#? [alive]
2064 dragon_status D6
#? [dead]

# s19-l1-n33/92 (19x19)
loadsgf games/s19-l1-n33.sgf 92
2065 dragon_status D6
#? [dead]

# s19-l1-n33/94 (19x19)
loadsgf games/s19-l1-n33.sgf 94
2066 dragon_status D6
#? [dead]

# s19-l1-n33/96 (19x19)
loadsgf games/s19-l1-n33.sgf 96
2067 dragon_status D6
#? [dead]

# s19-l1-n33/98 (19x19)
loadsgf games/s19-l1-n33.sgf 98
2068 dragon_status B15
#? [alive]
2069 dragon_status D6
#? [dead]

# s19-l1-n33/100 (19x19)
loadsgf games/s19-l1-n33.sgf 100
2070 dragon_status D6
#? [dead]

# s19-l1-n33/102 (19x19)
loadsgf games/s19-l1-n33.sgf 102
2071 dragon_status B15
#? [alive]
2072 dragon_status D6
#? [dead]

# s19-l1-n33/104 (19x19)
loadsgf games/s19-l1-n33.sgf 104
2073 dragon_status C12
#? [alive]
2074 dragon_status D6
#? [dead]

# s19-l1-n33/106 (19x19)
loadsgf games/s19-l1-n33.sgf 106
2075 dragon_status C12
#? [alive]
2076 dragon_status D6
#? [dead]

# s19-l1-n33/108 (19x19)
loadsgf games/s19-l1-n33.sgf 108
2077 dragon_status C12
#? [alive]
2078 dragon_status D6
#? [dead]

# s19-l1-n33/110 (19x19)
loadsgf games/s19-l1-n33.sgf 110
2079 dragon_status C12
#? [alive]
2080 dragon_status D6
#? [dead]

# s19-l1-n33/112 (19x19)
loadsgf games/s19-l1-n33.sgf 112
2081 dragon_status D6
#? [dead]

# s19-l1-n33/114 (19x19)
loadsgf games/s19-l1-n33.sgf 114
2082 dragon_status A12
#? [dead]
2083 dragon_status D6
#? [dead]

# s19-l1-n33/116 (19x19)
loadsgf games/s19-l1-n33.sgf 116
2084 dragon_status C12
#? [alive]
2085 dragon_status D6
#? [dead]

# s19-l1-n33/118 (19x19)
loadsgf games/s19-l1-n33.sgf 118
2086 dragon_status C12
#? [alive]
2087 dragon_status D6
#? [dead]

# s19-l1-n33/120 (19x19)
loadsgf games/s19-l1-n33.sgf 120
2088 dragon_status D19
#? [alive]*
2089 dragon_status C12
#? [alive]
2090 dragon_status D6
#? [dead]

# s19-l1-n33/122 (19x19)
loadsgf games/s19-l1-n33.sgf 122
2091 dragon_status D19
#? [alive]
2092 dragon_status C12
#? [alive]
2093 dragon_status D6
#? [dead]

# s19-l1-n33/124 (19x19)
loadsgf games/s19-l1-n33.sgf 124
2094 dragon_status D19
#? [alive]
2095 dragon_status D6
#? [dead]*

# s19-l1-n33/126 (19x19)
loadsgf games/s19-l1-n33.sgf 126
2096 dragon_status D19
#? [alive]
2097 dragon_status C12
#? [alive]
2098 dragon_status D6
#? [dead]*

# s19-l1-n33/128 (19x19)
loadsgf games/s19-l1-n33.sgf 128
2099 dragon_status D19
#? [alive]
2100 dragon_status C12
#? [alive]
2101 dragon_status D6
#? [dead]*

# s19-l1-n33/130 (19x19)
loadsgf games/s19-l1-n33.sgf 130
2102 dragon_status D19
#? [alive]
2103 dragon_status C12
#? [alive]
2104 dragon_status D6
#? [dead]*

# s19-l1-n33/132 (19x19)
loadsgf games/s19-l1-n33.sgf 132
2105 dragon_status D19
#? [alive]
2106 dragon_status C12
#? [alive]
2107 dragon_status D6
#? [dead]*

# s19-l1-n33/134 (19x19)
loadsgf games/s19-l1-n33.sgf 134
2108 dragon_status C19
#? [alive]
2109 dragon_status C12
#? [alive]
2110 dragon_status D6
#? [dead]*

# s19-l1-n33/136 (19x19)
loadsgf games/s19-l1-n33.sgf 136
2111 dragon_status C19
#? [alive]
2112 dragon_status D6
#? [dead]*

# s19-l1-n33/138 (19x19)
loadsgf games/s19-l1-n33.sgf 138
2113 dragon_status C19
#? [alive]
2114 dragon_status D6
#? [dead]*

# s19-l1-n33/140 (19x19)
loadsgf games/s19-l1-n33.sgf 140
2115 dragon_status D6
#? [dead]*

# s19-l1-n33/142 (19x19)
loadsgf games/s19-l1-n33.sgf 142
2116 dragon_status D6
#? [dead]*

# s19-l1-n33/144 (19x19)
loadsgf games/s19-l1-n33.sgf 144
2117 dragon_status C19
#? [alive]
2118 dragon_status D6
#? [dead]*

# s19-l1-n33/146 (19x19)
loadsgf games/s19-l1-n33.sgf 146
2119 dragon_status C19
#? [alive]
2120 dragon_status D6
#? [dead]*

# s19-l1-n33/148 (19x19)
loadsgf games/s19-l1-n33.sgf 148
2121 dragon_status D6
#? [dead]*

# s19-l1-n33/150 (19x19)
loadsgf games/s19-l1-n33.sgf 150
2122 dragon_status D6
#? [dead]*

# s19-l1-n33/152 (19x19)
loadsgf games/s19-l1-n33.sgf 152
2123 dragon_status D6
#? [dead]*

# s19-l1-n33/154 (19x19)
loadsgf games/s19-l1-n33.sgf 154
2124 dragon_status D6
#? [dead]*

# s19-l1-n33/156 (19x19)
loadsgf games/s19-l1-n33.sgf 156
2125 dragon_status D6
#? [dead]*

# s19-l1-n33/158 (19x19)
loadsgf games/s19-l1-n33.sgf 158
2126 dragon_status D6
#? [dead]*

# s19-l1-n33/160 (19x19)
loadsgf games/s19-l1-n33.sgf 160
2127 dragon_status D6
#? [dead]*

# s19-l1-n33/162 (19x19)
loadsgf games/s19-l1-n33.sgf 162
2128 dragon_status D6
#? [dead]*

# s19-l1-n33/164 (19x19)
loadsgf games/s19-l1-n33.sgf 164
2129 dragon_status D6
#? [dead]*

# s19-l1-n33/166 (19x19)
loadsgf games/s19-l1-n33.sgf 166
2130 dragon_status M11
#? [alive]
2131 dragon_status D6
#? [dead]*

# s19-l1-n33/168 (19x19)
loadsgf games/s19-l1-n33.sgf 168
2132 dragon_status D6
#? [dead]*

# s19-l1-n33/170 (19x19)
loadsgf games/s19-l1-n33.sgf 170
2133 dragon_status D6
#? [dead]*

# s19-l1-n33/172 (19x19)
loadsgf games/s19-l1-n33.sgf 172
2134 dragon_status D6
#? [dead]*
2135 dragon_status P4
#? [alive]

# s19-l1-n33/174 (19x19)
loadsgf games/s19-l1-n33.sgf 174
2136 dragon_status D6
#? [dead]*

# s19-l1-n33/176 (19x19)
loadsgf games/s19-l1-n33.sgf 176
2137 dragon_status D6
#? [dead]*

# s19-l1-n33/178 (19x19)
loadsgf games/s19-l1-n33.sgf 178
2138 dragon_status D6
#? [dead]*

# s19-l1-n33/180 (19x19)
loadsgf games/s19-l1-n33.sgf 180
2139 dragon_status D6
#? [dead]*

# s19-l1-n33/182 (19x19)
loadsgf games/s19-l1-n33.sgf 182
2140 dragon_status D6
#? [dead]*

# s19-l1-n33/184 (19x19)
loadsgf games/s19-l1-n33.sgf 184
2141 dragon_status D6
#? [dead]*

# s19-l1-n33/186 (19x19)
loadsgf games/s19-l1-n33.sgf 186
2142 dragon_status D6
#? [dead]*

# s19-l1-n33/188 (19x19)
loadsgf games/s19-l1-n33.sgf 188
2143 dragon_status D6
#? [dead]*

# s19-l1-n33/190 (19x19)
loadsgf games/s19-l1-n33.sgf 190
2144 dragon_status D6
#? [dead]*

# s19-l1-n33/192 (19x19)
loadsgf games/s19-l1-n33.sgf 192
2145 dragon_status D6
#? [dead]*

# s19-l1-n33/194 (19x19)
loadsgf games/s19-l1-n33.sgf 194
2146 dragon_status D6
#? [dead]*

# s19-l1-n33/196 (19x19)
loadsgf games/s19-l1-n33.sgf 196
2147 dragon_status D6
#? [dead]*

# s19-l1-n36/54 (19x19)
loadsgf games/s19-l1-n36.sgf 54
2148 dragon_status C18
#? [alive]*
2149 dragon_status C11
#? [alive]
2150 dragon_status O5
#? [alive]
2151 dragon_status D4
#? [alive]
2152 dragon_status M3
#? [alive]

# s19-l1-n36/56 (19x19)
loadsgf games/s19-l1-n36.sgf 56
2153 dragon_status C18
#? [alive]*
2154 dragon_status C11
#? [alive]
2155 dragon_status O7
#? [alive]
2156 dragon_status D4
#? [alive]

# s19-l1-n36/58 (19x19)
loadsgf games/s19-l1-n36.sgf 58
2157 dragon_status C11
#? [alive]
2158 dragon_status D4
#? [alive]
2159 dragon_status M3
#? [dead]*

# s19-l1-n36/60 (19x19)
loadsgf games/s19-l1-n36.sgf 60
2160 dragon_status O18
#? [alive]
2161 dragon_status C11
#? [alive]
2162 dragon_status D4
#? [alive]
2163 dragon_status M3
#? [dead]*

# s19-l1-n36/62 (19x19)
loadsgf games/s19-l1-n36.sgf 62
2164 dragon_status O18
#? [alive]
2165 dragon_status C11
#? [alive]
2166 dragon_status D4
#? [alive]
2167 dragon_status M3
#? [dead]*

# s19-l1-n36/64 (19x19)
loadsgf games/s19-l1-n36.sgf 64
2168 dragon_status C11
#? [alive]
2169 dragon_status D4
#? [alive]
2170 dragon_status M3
#? [dead]*

# s19-l1-n36/66 (19x19)
loadsgf games/s19-l1-n36.sgf 66
2171 dragon_status D4
#? [alive]
2172 dragon_status M3
#? [dead]*

# s19-l1-n36/68 (19x19)
loadsgf games/s19-l1-n36.sgf 68
2173 dragon_status E18
#? [alive]
2174 dragon_status C11
#? [dead]*
2175 dragon_status O7
#? [alive]
2176 dragon_status D4
#? [alive]
2177 dragon_status M3
#? [dead]*

# s19-l1-n36/70 (19x19)
loadsgf games/s19-l1-n36.sgf 70
2178 dragon_status E18
#? [alive]
2179 dragon_status C11
#? [dead]*
2180 dragon_status O7
#? [alive]
2181 dragon_status D4
#? [alive]
2182 dragon_status M3
#? [dead]*

# s19-l1-n36/72 (19x19)
loadsgf games/s19-l1-n36.sgf 72
2183 dragon_status E18
#? [alive]
2184 dragon_status C11
#? [dead]*
2185 dragon_status O7
#? [alive]
2186 dragon_status D4
#? [alive]
2187 dragon_status M3
#? [dead]*

# s19-l1-n36/74 (19x19)
loadsgf games/s19-l1-n36.sgf 74
2188 dragon_status E18
#? [alive]
2189 dragon_status O18
#? [alive]
2190 dragon_status C11
#? [dead]*
2191 dragon_status O7
#? [alive]
2192 dragon_status D4
#? [alive]
2193 dragon_status M3
#? [dead]*

# s19-l1-n36/76 (19x19)
loadsgf games/s19-l1-n36.sgf 76
2194 dragon_status E18
#? [alive]
2195 dragon_status C11
#? [dead]*
2196 dragon_status O7
#? [alive]
2197 dragon_status D4
#? [alive]
2198 dragon_status M3
#? [dead]*

# s19-l1-n36/78 (19x19)
loadsgf games/s19-l1-n36.sgf 78
2199 dragon_status E18
#? [alive]
2200 dragon_status C11
#? [dead]*
2201 dragon_status O7
#? [alive]
2202 dragon_status D4
#? [alive]
2203 dragon_status M3
#? [dead]*

# s19-l1-n36/80 (19x19)
loadsgf games/s19-l1-n36.sgf 80
2204 dragon_status E18
#? [alive]
2205 dragon_status C11
#? [dead]*
2206 dragon_status O7
#? [alive]
2207 dragon_status D4
#? [alive]
2208 dragon_status M3
#? [dead]*

# s19-l1-n36/82 (19x19)
loadsgf games/s19-l1-n36.sgf 82
2209 dragon_status C11
#? [dead]*
2210 dragon_status C8
#? [dead]*
2211 dragon_status O7
#? [alive]
2212 dragon_status D4
#? [alive]
2213 dragon_status M3
#? [dead]*

# s19-l1-n36/84 (19x19)
loadsgf games/s19-l1-n36.sgf 84
2214 dragon_status C11
#? [dead]*
2215 dragon_status O7
#? [alive]
2216 dragon_status D4
#? [alive]
2217 dragon_status M3
#? [dead]*

# s19-l1-n36/86 (19x19)
loadsgf games/s19-l1-n36.sgf 86
2218 dragon_status C18
#? [alive]*
2219 dragon_status C11
#? [alive]*
2220 dragon_status O7
#? [alive]
2221 dragon_status D4
#? [alive]
2222 dragon_status M3
#? [dead]*

# s19-l1-n36/88 (19x19)
loadsgf games/s19-l1-n36.sgf 88
2223 dragon_status C18
#? [alive]*
2224 dragon_status D9
#? [alive]*
2225 dragon_status D4
#? [alive]
2226 dragon_status M3
#? [dead]*

# s19-l1-n36/90 (19x19)
loadsgf games/s19-l1-n36.sgf 90
2227 dragon_status C18
#? [alive]*
2228 dragon_status E18
#? [alive]
2229 dragon_status C11
#? [alive]*
2230 dragon_status O7
#? [alive]
2231 dragon_status D4
#? [alive]
2232 dragon_status M3
#? [dead]*

# s19-l1-n36/92 (19x19)
loadsgf games/s19-l1-n36.sgf 92
2233 dragon_status C18
#? [alive]*
2234 dragon_status E18
#? [alive]
2235 dragon_status C11
#? [alive]*
2236 dragon_status O7
#? [alive]
2237 dragon_status D4
#? [alive]
2238 dragon_status M3
#? [dead]*

# s19-l1-n36/94 (19x19)
loadsgf games/s19-l1-n36.sgf 94
2239 dragon_status C18
#? [alive]*
2240 dragon_status E18
#? [alive]
2241 dragon_status T16
#? [alive]
2242 dragon_status F12
#? [alive]*
2243 dragon_status O7
#? [alive]
2244 dragon_status D4
#? [alive]
2245 dragon_status M3
#? [dead]*

# s19-l1-n36/96 (19x19)
loadsgf games/s19-l1-n36.sgf 96
2246 dragon_status C18
#? [alive]*
2247 dragon_status E18
#? [alive]
2248 dragon_status T16
#? [alive]
2249 dragon_status O7
#? [alive]
2250 dragon_status D4
#? [alive]
2251 dragon_status M3
#? [dead]*

# s19-l1-n36/98 (19x19)
loadsgf games/s19-l1-n36.sgf 98
2252 dragon_status C18
#? [alive]*
2253 dragon_status E18
#? [alive]
2254 dragon_status T16
#? [alive]
2255 dragon_status G12
#? [alive]
2256 dragon_status O7
#? [alive]
2257 dragon_status M3
#? [dead]*

# s19-l1-n36/100 (19x19)
loadsgf games/s19-l1-n36.sgf 100
2258 dragon_status C18
#? [alive]*
2259 dragon_status T16
#? [alive]
2260 dragon_status G12
#? [alive]
2261 dragon_status O7
#? [alive]
2262 dragon_status M3
#? [dead]*

# s19-l1-n36/102 (19x19)
loadsgf games/s19-l1-n36.sgf 102
2263 dragon_status C18
#? [alive]*
2264 dragon_status T16
#? [alive]
2265 dragon_status L13
#? [alive]
2266 dragon_status O7
#? [alive]
2267 dragon_status M3
#? [dead]*

# s19-l1-n36/104 (19x19)
loadsgf games/s19-l1-n36.sgf 104
2268 dragon_status C18
#? [alive]*
2269 dragon_status L13
#? [alive]
2270 dragon_status O7
#? [alive]
2271 dragon_status M3
#? [dead]*

# s19-l1-n36/106 (19x19)
loadsgf games/s19-l1-n36.sgf 106
2272 dragon_status C18
#? [alive]*
2273 dragon_status O7
#? [alive]
2274 dragon_status M3
#? [dead]*

# s19-l1-n36/108 (19x19)
loadsgf games/s19-l1-n36.sgf 108
2275 dragon_status O7
#? [alive]
2276 dragon_status M3
#? [dead]*

# s19-l1-n36/110 (19x19)
loadsgf games/s19-l1-n36.sgf 110
2277 dragon_status M3
#? [dead]*

# s19-l1-n36/112 (19x19)
loadsgf games/s19-l1-n36.sgf 112
2278 dragon_status O7
#? [alive]
2279 dragon_status M3
#? [dead]*

# s19-l1-n36/114 (19x19)
loadsgf games/s19-l1-n36.sgf 114
2280 dragon_status M3
#? [dead]*

# s19-l1-n36/116 (19x19)
loadsgf games/s19-l1-n36.sgf 116
2281 dragon_status M3
#? [dead]*

# s19-l1-n36/118 (19x19)
loadsgf games/s19-l1-n36.sgf 118
2282 dragon_status M3
#? [dead]*

# s19-l1-n36/122 (19x19)
loadsgf games/s19-l1-n36.sgf 122
2283 dragon_status O7
#? [alive]
2284 dragon_status M3
#? [dead]*

# s19-l1-n36/124 (19x19)
loadsgf games/s19-l1-n36.sgf 124
2285 dragon_status E18
#? [alive]
2286 dragon_status O7
#? [alive]
2287 dragon_status M3
#? [dead]*

# s19-l1-n36/126 (19x19)
loadsgf games/s19-l1-n36.sgf 126
2288 dragon_status E18
#? [alive]
2289 dragon_status O7
#? [alive]
2290 dragon_status M3
#? [dead]*

# s19-l1-n36/128 (19x19)
loadsgf games/s19-l1-n36.sgf 128
2291 dragon_status O7
#? [alive]
2292 dragon_status M3
#? [dead]*

# s19-l1-n36/130 (19x19)
loadsgf games/s19-l1-n36.sgf 130
2293 dragon_status O7
#? [alive]
2294 dragon_status M3
#? [dead]*

# s19-l1-n36/132 (19x19)
loadsgf games/s19-l1-n36.sgf 132
2295 dragon_status E18
#? [alive]
2296 dragon_status O7
#? [alive]
2297 dragon_status M3
#? [dead]*

# s19-l1-n36/134 (19x19)
loadsgf games/s19-l1-n36.sgf 134
2298 dragon_status E18
#? [alive]
2299 dragon_status T16
#? [alive]
2300 dragon_status O7
#? [alive]
2301 dragon_status M3
#? [dead]*

# s19-l1-n36/136 (19x19)
loadsgf games/s19-l1-n36.sgf 136
2302 dragon_status O7
#? [alive]
2303 dragon_status M3
#? [dead]*

# s19-l1-n36/138 (19x19)
loadsgf games/s19-l1-n36.sgf 138
2304 dragon_status M3
#? [dead]*

# s19-l1-n36/140 (19x19)
loadsgf games/s19-l1-n36.sgf 140
2305 dragon_status T16
#? [alive]
2306 dragon_status O7
#? [alive]*
2307 dragon_status M3
#? [dead]*

# s19-l1-n36/142 (19x19)
loadsgf games/s19-l1-n36.sgf 142
2308 dragon_status O7
#? [alive]*
2309 dragon_status M3
#? [dead]*

# s19-l1-n36/144 (19x19)
loadsgf games/s19-l1-n36.sgf 144
2310 dragon_status T16
#? [alive]
2311 dragon_status O7
#? [alive]*
2312 dragon_status M3
#? [dead]*

# s19-l1-n36/146 (19x19)
loadsgf games/s19-l1-n36.sgf 146
2313 dragon_status T16
#? [alive]
2314 dragon_status N13
#? [alive]*
2315 dragon_status O7
#? [alive]*
2316 dragon_status M3
#? [dead]*

# s19-l1-n36/148 (19x19)
loadsgf games/s19-l1-n36.sgf 148
2317 dragon_status T16
#? [alive]*
2318 dragon_status O7
#? [alive]*
2319 dragon_status M3
#? [dead]*

# s19-l1-n36/150 (19x19)
loadsgf games/s19-l1-n36.sgf 150
2320 dragon_status O7
#? [alive]*
2321 dragon_status M3
#? [dead]*

# s19-l1-n36/152 (19x19)
loadsgf games/s19-l1-n36.sgf 152
2322 dragon_status O7
#? [alive]*
2323 dragon_status M3
#? [dead]*

# s19-l1-n36/154 (19x19)
loadsgf games/s19-l1-n36.sgf 154
2324 dragon_status M3
#? [dead]*

# s19-l1-n36/156 (19x19)
loadsgf games/s19-l1-n36.sgf 156
2325 dragon_status O7
#? [alive]
2326 dragon_status M3
#? [dead]*

# s19-l1-n36/158 (19x19)
loadsgf games/s19-l1-n36.sgf 158
2327 dragon_status O7
#? [alive]
2328 dragon_status M3
#? [dead]*

# s19-l1-n36/160 (19x19)
loadsgf games/s19-l1-n36.sgf 160
2329 dragon_status O7
#? [alive]

# s19-l1-n36/162 (19x19)
loadsgf games/s19-l1-n36.sgf 162
2330 dragon_status O7
#? [alive]
2331 dragon_status M3
#? [dead]*

# s19-l1-n36/164 (19x19)
loadsgf games/s19-l1-n36.sgf 164
2332 dragon_status O7
#? [alive]
2333 dragon_status M3
#? [dead]*

# s19-l1-n36/166 (19x19)
loadsgf games/s19-l1-n36.sgf 166
2334 dragon_status O7
#? [alive]
2335 dragon_status M3
#? [dead]*

# s19-l1-n36/168 (19x19)
loadsgf games/s19-l1-n36.sgf 168
2336 dragon_status O7
#? [alive]
2337 dragon_status M3
#? [dead]*

# s19-l1-n36/170 (19x19)
loadsgf games/s19-l1-n36.sgf 170
2338 dragon_status O7
#? [alive]
2339 dragon_status M3
#? [dead]*

# s19-l1-n36/172 (19x19)
loadsgf games/s19-l1-n36.sgf 172
2340 dragon_status O7
#? [alive]
2341 dragon_status M3
#? [dead]*

# s19-l1-n36/174 (19x19)
loadsgf games/s19-l1-n36.sgf 174
2342 dragon_status O7
#? [alive]
2343 dragon_status M3
#? [dead]*

# s19-l1-n36/176 (19x19)
loadsgf games/s19-l1-n36.sgf 176
2344 dragon_status O7
#? [alive]
2345 dragon_status M3
#? [dead]*

# s19-l1-n36/178 (19x19)
loadsgf games/s19-l1-n36.sgf 178
2346 dragon_status O7
#? [alive]
2347 dragon_status M3
#? [dead]*

# s19-l1-n36/180 (19x19)
loadsgf games/s19-l1-n36.sgf 180
2348 dragon_status O7
#? [alive]
2349 dragon_status M3
#? [dead]*

# s19-l1-n36/182 (19x19)
loadsgf games/s19-l1-n36.sgf 182
2350 dragon_status O7
#? [alive]
2351 dragon_status M3
#? [dead]*

# s19-l1-n36/184 (19x19)
loadsgf games/s19-l1-n36.sgf 184
2352 dragon_status O7
#? [alive]
2353 dragon_status M3
#? [dead]*

# s19-l1-n36/186 (19x19)
loadsgf games/s19-l1-n36.sgf 186
2354 dragon_status O7
#? [alive]
2355 dragon_status M3
#? [dead]*

# s19-l1-n36/188 (19x19)
loadsgf games/s19-l1-n36.sgf 188
2356 dragon_status O7
#? [alive]
2357 dragon_status M3
#? [dead]*

# s19-l1-n36/190 (19x19)
loadsgf games/s19-l1-n36.sgf 190
2358 dragon_status O7
#? [alive]
2359 dragon_status M3
#? [dead]*
2360 dragon_status O3
#? [alive]

# s19-l1-n36/192 (19x19)
loadsgf games/s19-l1-n36.sgf 192
2361 dragon_status E19
#? [alive]
2362 dragon_status O7
#? [alive]
2363 dragon_status M3
#? [dead]*

# s19-l1-n36/194 (19x19)
loadsgf games/s19-l1-n36.sgf 194
2364 dragon_status O7
#? [alive]
2365 dragon_status M3
#? [dead]*

# s19-l1-n36/196 (19x19)
loadsgf games/s19-l1-n36.sgf 196
2366 dragon_status O7
#? [alive]
2367 dragon_status M3
#? [dead]*

# s19-l1-n36/198 (19x19)
loadsgf games/s19-l1-n36.sgf 198
2368 dragon_status O7
#? [alive]
2369 dragon_status M3
#? [dead]*

# s19-l1-n36/200 (19x19)
loadsgf games/s19-l1-n36.sgf 200
2370 dragon_status O7
#? [alive]
2371 dragon_status M3
#? [dead]*

# s19-l1-n36/202 (19x19)
loadsgf games/s19-l1-n36.sgf 202
2372 dragon_status P8
#? [alive]
2373 dragon_status M3
#? [dead]*

# s19-l1-n36/204 (19x19)
loadsgf games/s19-l1-n36.sgf 204
2374 dragon_status P8
#? [alive]
2375 dragon_status M3
#? [dead]*

# s19-l1-n36/206 (19x19)
loadsgf games/s19-l1-n36.sgf 206
2376 dragon_status P8
#? [alive]

# s19-l1-n36/222 (19x19)
loadsgf games/s19-l1-n36.sgf 222
2377 dragon_status D6
#? [alive]

# s19-l1-n48/67 (19x19)
loadsgf games/s19-l1-n48.sgf 67
2378 dragon_status P18
#? [alive]
2379 dragon_status D17
#? [alive]
2380 dragon_status K17
#? [alive]
2381 dragon_status E11
#? [alive]

# s19-l1-n48/69 (19x19)
loadsgf games/s19-l1-n48.sgf 69
2382 dragon_status P18
#? [alive]
2383 dragon_status D17
#? [alive]
2384 dragon_status K17
#? [alive]
2385 dragon_status H9
#? [alive]*
2386 dragon_status C8
#? [alive]

# s19-l1-n48/71 (19x19)
loadsgf games/s19-l1-n48.sgf 71
2387 dragon_status P18
#? [alive]
2388 dragon_status E11
#? [alive]

# s19-l1-n48/73 (19x19)
loadsgf games/s19-l1-n48.sgf 73
2389 dragon_status P18
#? [alive]
2390 dragon_status E11
#? [alive]

# s19-l1-n48/75 (19x19)
loadsgf games/s19-l1-n48.sgf 75
2391 dragon_status P18
#? [alive]
2392 dragon_status K17
#? [alive]
2393 dragon_status E11
#? [alive]
2394 dragon_status K10
#? [dead]*

# s19-l1-n48/77 (19x19)
loadsgf games/s19-l1-n48.sgf 77
2395 dragon_status P18
#? [alive]
2396 dragon_status K10
#? [dead]*

# s19-l1-n48/79 (19x19)
loadsgf games/s19-l1-n48.sgf 79
2397 dragon_status P18
#? [alive]
2398 dragon_status K17
#? [alive]

# s19-l1-n48/81 (19x19)
loadsgf games/s19-l1-n48.sgf 81
2399 dragon_status P18
#? [alive]
2400 dragon_status K17
#? [alive]
2401 dragon_status O13
#? [alive]
2402 dragon_status E11
#? [alive]
2403 dragon_status M10
#? [alive]*

# s19-l1-n48/83 (19x19)
loadsgf games/s19-l1-n48.sgf 83
2404 dragon_status P18
#? [alive]
2405 dragon_status D17
#? [alive]
2406 dragon_status K17
#? [alive]
2407 dragon_status O13
#? [alive]
2408 dragon_status E11
#? [alive]
2409 dragon_status M10
#? [alive]*

# s19-l1-n48/85 (19x19)
loadsgf games/s19-l1-n48.sgf 85
2410 dragon_status P18
#? [alive]
2411 dragon_status D17
#? [alive]
2412 dragon_status K17
#? [alive]
2413 dragon_status E11
#? [alive]
2414 dragon_status M10
#? [alive]*

# s19-l1-n48/87 (19x19)
loadsgf games/s19-l1-n48.sgf 87
2415 dragon_status P18
#? [alive]
2416 dragon_status D17
#? [alive]
2417 dragon_status E11
#? [alive]
2418 dragon_status M10
#? [alive]*

# s19-l1-n48/89 (19x19)
loadsgf games/s19-l1-n48.sgf 89
2419 dragon_status P18
#? [alive]
2420 dragon_status D17
#? [alive]
2421 dragon_status E11
#? [alive]
2422 dragon_status M10
#? [alive]*

# s19-l1-n48/91 (19x19)
loadsgf games/s19-l1-n48.sgf 91
2423 dragon_status P18
#? [alive]
2424 dragon_status M10
#? [alive]*

# s19-l1-n48/93 (19x19)
loadsgf games/s19-l1-n48.sgf 93
2425 dragon_status P18
#? [alive]
2426 dragon_status M10
#? [alive]*

# s19-l1-n48/95 (19x19)
loadsgf games/s19-l1-n48.sgf 95
2427 dragon_status P18
#? [alive]
2428 dragon_status M10
#? [alive]*

# s19-l1-n48/97 (19x19)
loadsgf games/s19-l1-n48.sgf 97
2429 dragon_status P18
#? [alive]
2430 dragon_status M10
#? [alive]*

# s19-l1-n48/99 (19x19)
loadsgf games/s19-l1-n48.sgf 99
2431 dragon_status H18
#? [dead]*
2432 dragon_status P18
#? [alive]
2433 dragon_status O13
#? [alive]
2434 dragon_status M10
#? [alive]*

# s19-l1-n48/101 (19x19)
loadsgf games/s19-l1-n48.sgf 101
2435 dragon_status P18
#? [alive]
2436 dragon_status O13
#? [alive]
2437 dragon_status M10
#? [alive]*

# s19-l1-n48/103 (19x19)
loadsgf games/s19-l1-n48.sgf 103
2438 dragon_status H18
#? [dead]*
2439 dragon_status M10
#? [alive]*

# s19-l1-n48/105 (19x19)
loadsgf games/s19-l1-n48.sgf 105
2440 dragon_status H18
#? [dead]*
2441 dragon_status M10
#? [alive]*

# s19-l1-n48/107 (19x19)
loadsgf games/s19-l1-n48.sgf 107
2442 dragon_status O17
#? [dead]*
2443 dragon_status O13
#? [alive]
2444 dragon_status M10
#? [alive]*

# s19-l1-n48/109 (19x19)
loadsgf games/s19-l1-n48.sgf 109
2445 dragon_status O13
#? [dead]*
2446 dragon_status M10
#? [alive]*

# s19-l1-n48/111 (19x19)
loadsgf games/s19-l1-n48.sgf 111
2447 dragon_status H18
#? [dead]*
2448 dragon_status M10
#? [alive]*

# s19-l1-n48/113 (19x19)
loadsgf games/s19-l1-n48.sgf 113
2449 dragon_status M10
#? [alive]*

# s19-l1-n48/115 (19x19)
loadsgf games/s19-l1-n48.sgf 115
2450 dragon_status M10
#? [alive]*

# s19-l1-n48/117 (19x19)
loadsgf games/s19-l1-n48.sgf 117
2451 dragon_status M10
#? [alive]*

# s19-l1-n48/119 (19x19)
loadsgf games/s19-l1-n48.sgf 119
2452 dragon_status M10
#? [alive]*

# s19-l1-n48/125 (19x19)
loadsgf games/s19-l1-n48.sgf 125
2453 dragon_status B10
#? [alive]

# s19-l1-n48/133 (19x19)
loadsgf games/s19-l1-n48.sgf 133
2454 dragon_status N13
#? [alive]
2455 dragon_status E11
#? [alive]

# s19-l1-n48/135 (19x19)
loadsgf games/s19-l1-n48.sgf 135
2456 dragon_status G11
#? [alive]

# s19-l1-n48/137 (19x19)
loadsgf games/s19-l1-n48.sgf 137
2457 dragon_status G11
#? [alive]

# s19-l1-n48/139 (19x19)
loadsgf games/s19-l1-n48.sgf 139
2458 dragon_status G11
#? [alive]

# s19-l1-n48/141 (19x19)
loadsgf games/s19-l1-n48.sgf 141
2459 dragon_status G11
#? [alive]

# s19-l1-n48/143 (19x19)
loadsgf games/s19-l1-n48.sgf 143
2460 dragon_status G11
#? [alive]

# s19-l1-n48/145 (19x19)
loadsgf games/s19-l1-n48.sgf 145
2461 dragon_status G11
#? [alive]

# s19-l1-n48/147 (19x19)
loadsgf games/s19-l1-n48.sgf 147
2462 dragon_status G11
#? [alive]

# s19-l1-n48/149 (19x19)
loadsgf games/s19-l1-n48.sgf 149
2463 dragon_status G11
#? [alive]

# s19-l1-n48/151 (19x19)
loadsgf games/s19-l1-n48.sgf 151
2464 dragon_status G11
#? [alive]

# s19-l1-n48/153 (19x19)
loadsgf games/s19-l1-n48.sgf 153
2465 dragon_status G11
#? [alive]

# s19-l1-n48/177 (19x19)
loadsgf games/s19-l1-n48.sgf 177
2466 dragon_status O10
#? [alive]

# s19-l1-n48/179 (19x19)
loadsgf games/s19-l1-n48.sgf 179
2467 dragon_status Q10
#? [alive]*

# s19-l1-n48/181 (19x19)
loadsgf games/s19-l1-n48.sgf 181
2468 dragon_status N13
#? [alive]

# s19-l1-n48/256 (19x19)
loadsgf games/s19-l1-n48.sgf 256
2469 dragon_status R18
#? [alive]*

# s19-l1-n57/56 (19x19)
loadsgf games/s19-l1-n57.sgf 56
2470 dragon_status L18
#? [dead]*
2471 dragon_status P18
#? [alive]
2472 dragon_status D17
#? [alive]
2473 dragon_status P10
#? [alive]
2474 dragon_status O6
#? [alive]

# s19-l1-n57/58 (19x19)
loadsgf games/s19-l1-n57.sgf 58
2475 dragon_status L18
#? [dead]*
2476 dragon_status P18
#? [alive]
2477 dragon_status D17
#? [alive]
2478 dragon_status O6
#? [alive]

# s19-l1-n57/60 (19x19)
loadsgf games/s19-l1-n57.sgf 60
2479 dragon_status L18
#? [dead]*
2480 dragon_status P18
#? [alive]
2481 dragon_status D17
#? [alive]
2482 dragon_status O6
#? [alive]

# s19-l1-n57/62 (19x19)
loadsgf games/s19-l1-n57.sgf 62
2483 dragon_status L18
#? [dead]*
2484 dragon_status P18
#? [alive]
2485 dragon_status D17
#? [alive]
2486 dragon_status M6
#? [alive]
2487 dragon_status O6
#? [alive]
2488 dragon_status P5
#? [alive]
2489 dragon_status O4
#? [alive]

# s19-l1-n57/64 (19x19)
loadsgf games/s19-l1-n57.sgf 64
2490 dragon_status L18
#? [dead]*
2491 dragon_status P18
#? [alive]
2492 dragon_status D17
#? [alive]
2493 dragon_status M8
#? [alive]
2494 dragon_status M6
#? [alive]
2495 dragon_status O6
#? [alive]

# s19-l1-n57/66 (19x19)
loadsgf games/s19-l1-n57.sgf 66
2496 dragon_status L18
#? [dead]*
2497 dragon_status P18
#? [alive]
2498 dragon_status D17
#? [alive]
2499 dragon_status M8
#? [alive]
2500 dragon_status O6
#? [alive]
2501 dragon_status P5
#? [alive]
2502 dragon_status O4
#? [alive]

# s19-l1-n57/68 (19x19)
loadsgf games/s19-l1-n57.sgf 68
2503 dragon_status L18
#? [dead]*
2504 dragon_status P18
#? [alive]
2505 dragon_status D17
#? [alive]
2506 dragon_status O6
#? [alive]
2507 dragon_status O4
#? [alive]*

# s19-l1-n57/70 (19x19)
loadsgf games/s19-l1-n57.sgf 70
2508 dragon_status L18
#? [dead]*
2509 dragon_status P18
#? [alive]
2510 dragon_status D17
#? [alive]
2511 dragon_status O4
#? [alive]*

# s19-l1-n57/72 (19x19)
loadsgf games/s19-l1-n57.sgf 72
2512 dragon_status L18
#? [dead]*
2513 dragon_status P18
#? [alive]
2514 dragon_status D17
#? [alive]
2515 dragon_status K8
#? [alive]*
2516 dragon_status M8
#? [alive]*
2517 dragon_status O4
#? [alive]

# s19-l1-n57/74 (19x19)
loadsgf games/s19-l1-n57.sgf 74
2518 dragon_status L18
#? [dead]*
2519 dragon_status P18
#? [alive]
2520 dragon_status D17
#? [alive]
2521 dragon_status M10
#? [alive]*
2522 dragon_status P10
#? [alive]
2523 dragon_status K8
#? [alive]*
2524 dragon_status M8
#? [alive]*
2525 dragon_status O4
#? [alive]

# s19-l1-n57/76 (19x19)
loadsgf games/s19-l1-n57.sgf 76
2526 dragon_status L18
#? [dead]*
2527 dragon_status P18
#? [alive]
2528 dragon_status D17
#? [alive]
2529 dragon_status M10
#? [alive]*
2530 dragon_status P10
#? [alive]
2531 dragon_status K8
#? [alive]*
2532 dragon_status M8
#? [alive]*

# s19-l1-n57/78 (19x19)
loadsgf games/s19-l1-n57.sgf 78
2533 dragon_status L18
#? [dead]*
2534 dragon_status P18
#? [alive]
2535 dragon_status D17
#? [alive]
2536 dragon_status M10
#? [alive]*
2537 dragon_status P10
#? [alive]
2538 dragon_status K8
#? [alive]*
2539 dragon_status M8
#? [alive]
2540 dragon_status H3
#? [alive]

# s19-l1-n57/80 (19x19)
loadsgf games/s19-l1-n57.sgf 80
2541 dragon_status L18
#? [dead]*
2542 dragon_status P18
#? [alive]
2543 dragon_status D17
#? [alive]
2544 dragon_status M10
#? [alive]*
2545 dragon_status P10
#? [alive]
2546 dragon_status O4
#? [alive]
2547 dragon_status H3
#? [alive]

# s19-l1-n57/82 (19x19)
loadsgf games/s19-l1-n57.sgf 82
2548 dragon_status L18
#? [dead]*
2549 dragon_status P18
#? [alive]
2550 dragon_status D17
#? [alive]
2551 dragon_status P10
#? [alive]
2552 dragon_status O4
#? [alive]*
2553 dragon_status H3
#? [alive]
2554 dragon_status L3
#? [alive]

# s19-l1-n57/84 (19x19)
loadsgf games/s19-l1-n57.sgf 84
2555 dragon_status L18
#? [dead]*
2556 dragon_status P18
#? [alive]
2557 dragon_status D17
#? [alive]
2558 dragon_status J10
#? [alive]
2559 dragon_status P10
#? [alive]
2560 dragon_status O4
#? [alive]*
2561 dragon_status H3
#? [alive]
2562 dragon_status L3
#? [alive]

# s19-l1-n57/86 (19x19)
loadsgf games/s19-l1-n57.sgf 86
2563 dragon_status L18
#? [dead]*
2564 dragon_status P18
#? [alive]
2565 dragon_status D17
#? [alive]
2566 dragon_status P10
#? [alive]
2567 dragon_status G7
#? [alive]
2568 dragon_status O4
#? [alive]*
2569 dragon_status H3
#? [alive]
2570 dragon_status L3
#? [alive]

# s19-l1-n57/88 (19x19)
loadsgf games/s19-l1-n57.sgf 88
2571 dragon_status L18
#? [dead]*
2572 dragon_status P18
#? [alive]
2573 dragon_status D17
#? [alive]
2574 dragon_status P10
#? [alive]

# s19-l1-n57/90 (19x19)
loadsgf games/s19-l1-n57.sgf 90
2575 dragon_status L18
#? [dead]*
2576 dragon_status P18
#? [alive]
2577 dragon_status D17
#? [alive]
2578 dragon_status P10
#? [alive]
2579 dragon_status O4
#? [alive]*

# s19-l1-n57/92 (19x19)
loadsgf games/s19-l1-n57.sgf 92
2580 dragon_status L18
#? [dead]*
2581 dragon_status P18
#? [alive]
2582 dragon_status D17
#? [alive]
2583 dragon_status M13
#? [dead]*
2584 dragon_status P10
#? [alive]
2585 dragon_status O4
#? [alive]*

# s19-l1-n57/94 (19x19)
loadsgf games/s19-l1-n57.sgf 94
2586 dragon_status L18
#? [dead]*
2587 dragon_status P18
#? [alive]
2588 dragon_status M13
#? [dead]*
2589 dragon_status C12
#? [alive]*
2590 dragon_status P10
#? [alive]
2591 dragon_status O4
#? [alive]*

# s19-l1-n57/96 (19x19)
loadsgf games/s19-l1-n57.sgf 96
2592 dragon_status L18
#? [dead]*
2593 dragon_status P18
#? [alive]
2594 dragon_status D17
#? [alive]
2595 dragon_status M13
#? [dead]*
2596 dragon_status P10
#? [alive]
2597 dragon_status O4
#? [alive]*

# s19-l1-n57/98 (19x19)
loadsgf games/s19-l1-n57.sgf 98
2598 dragon_status L18
#? [dead]*
2599 dragon_status P18
#? [alive]
2600 dragon_status D17
#? [alive]
2601 dragon_status M13
#? [dead]*
2602 dragon_status P10
#? [alive]
2603 dragon_status O4
#? [alive]*

# s19-l1-n57/100 (19x19)
loadsgf games/s19-l1-n57.sgf 100
2604 dragon_status L18
#? [dead]*
2605 dragon_status P18
#? [alive]
2606 dragon_status M13
#? [dead]*
2607 dragon_status P10
#? [alive]
2608 dragon_status O4
#? [alive]*

# s19-l1-n57/102 (19x19)
loadsgf games/s19-l1-n57.sgf 102
2609 dragon_status L18
#? [dead]*
2610 dragon_status P18
#? [alive]
2611 dragon_status M13
#? [dead]*
2612 dragon_status P10
#? [alive]
2613 dragon_status F9
#? [alive]*
2614 dragon_status C5
#? [alive]
2615 dragon_status O4
#? [alive]*

# s19-l1-n57/104 (19x19)
loadsgf games/s19-l1-n57.sgf 104
2616 dragon_status L18
#? [dead]*
2617 dragon_status P18
#? [alive]
2618 dragon_status M13
#? [dead]*
2619 dragon_status P10
#? [alive]
2620 dragon_status F9
#? [alive]*
2621 dragon_status O4
#? [alive]*

# s19-l1-n57/106 (19x19)
loadsgf games/s19-l1-n57.sgf 106
2622 dragon_status L18
#? [dead]*
2623 dragon_status P18
#? [alive]
2624 dragon_status M13
#? [dead]*
2625 dragon_status P10
#? [alive]
2626 dragon_status F9
#? [alive]*
2627 dragon_status O4
#? [alive]*

# s19-l1-n57/108 (19x19)
loadsgf games/s19-l1-n57.sgf 108
2628 dragon_status L18
#? [dead]*
2629 dragon_status P18
#? [alive]
2630 dragon_status M13
#? [dead]*
2631 dragon_status O4
#? [alive]*

# s19-l1-n57/110 (19x19)
loadsgf games/s19-l1-n57.sgf 110
2632 dragon_status L18
#? [dead]*
2633 dragon_status P18
#? [alive]
2634 dragon_status M13
#? [dead]*
2635 dragon_status O4
#? [alive]*

# s19-l1-n57/112 (19x19)
loadsgf games/s19-l1-n57.sgf 112
2636 dragon_status P18
#? [alive]
2637 dragon_status M13
#? [dead]*
2638 dragon_status O4
#? [alive]*

# s19-l1-n57/114 (19x19)
loadsgf games/s19-l1-n57.sgf 114
2639 dragon_status P18
#? [alive]
2640 dragon_status M13
#? [dead]*
2641 dragon_status O4
#? [dead]

# s19-l1-n57/116 (19x19)
loadsgf games/s19-l1-n57.sgf 116
2642 dragon_status P18
#? [alive]
2643 dragon_status M13
#? [dead]*
2644 dragon_status S4
#? [alive]*

# s19-l1-n57/118 (19x19)
loadsgf games/s19-l1-n57.sgf 118
2645 dragon_status P18
#? [alive]
2646 dragon_status M13
#? [dead]*

# s19-l1-n57/120 (19x19)
loadsgf games/s19-l1-n57.sgf 120
2647 dragon_status P18
#? [alive]
2648 dragon_status M13
#? [dead]*

# s19-l1-n57/122 (19x19)
loadsgf games/s19-l1-n57.sgf 122
2649 dragon_status P18
#? [alive]
2650 dragon_status M13
#? [dead]*

# s19-l1-n57/124 (19x19)
loadsgf games/s19-l1-n57.sgf 124
2651 dragon_status P18
#? [alive]
2652 dragon_status M13
#? [dead]*

# s19-l1-n57/126 (19x19)
loadsgf games/s19-l1-n57.sgf 126
2653 dragon_status P18
#? [alive]
2654 dragon_status M13
#? [dead]*

# s19-l1-n57/128 (19x19)
loadsgf games/s19-l1-n57.sgf 128
2655 dragon_status P18
#? [alive]
2656 dragon_status M13
#? [dead]*

# s19-l1-n57/130 (19x19)
loadsgf games/s19-l1-n57.sgf 130
2657 dragon_status P18
#? [alive]
2658 dragon_status M13
#? [dead]*

# s19-l1-n57/132 (19x19)
loadsgf games/s19-l1-n57.sgf 132
2659 dragon_status P18
#? [alive]
2660 dragon_status Q18
#? [alive]*
2661 dragon_status M13
#? [dead]*

# s19-l1-n57/134 (19x19)
loadsgf games/s19-l1-n57.sgf 134
2662 dragon_status P18
#? [alive]
2663 dragon_status Q18
#? [alive]*
2664 dragon_status M13
#? [dead]*

# s19-l1-n57/136 (19x19)
loadsgf games/s19-l1-n57.sgf 136
2665 dragon_status P18
#? [alive]
2666 dragon_status Q18
#? [alive]*

# s19-l1-n57/138 (19x19)
loadsgf games/s19-l1-n57.sgf 138
2667 dragon_status P18
#? [alive]
2668 dragon_status Q18
#? [alive]*

# s19-l1-n57/140 (19x19)
loadsgf games/s19-l1-n57.sgf 140
2669 dragon_status P18
#? [alive]
2670 dragon_status Q18
#? [alive]*

# s19-l1-n57/142 (19x19)
loadsgf games/s19-l1-n57.sgf 142
2671 dragon_status P18
#? [alive]
2672 dragon_status Q18
#? [alive]*

# s19-l1-n57/144 (19x19)
loadsgf games/s19-l1-n57.sgf 144
2673 dragon_status P18
#? [alive]
2674 dragon_status Q18
#? [alive]*

# s19-l1-n57/146 (19x19)
loadsgf games/s19-l1-n57.sgf 146
2675 dragon_status P18
#? [alive]
2676 dragon_status Q18
#? [alive]*

# s19-l1-n57/148 (19x19)
loadsgf games/s19-l1-n57.sgf 148
2677 dragon_status P18
#? [alive]
2678 dragon_status Q18
#? [alive]*
2679 dragon_status O15
#? [alive]*

# s19-l1-n57/150 (19x19)
loadsgf games/s19-l1-n57.sgf 150
2680 dragon_status Q18
#? [alive]*

# s19-l1-n57/152 (19x19)
loadsgf games/s19-l1-n57.sgf 152
2681 dragon_status Q18
#? [alive]*

# s19-l1-n57/154 (19x19)
loadsgf games/s19-l1-n57.sgf 154
2682 dragon_status Q18
#? [alive]*

# s19-l1-n57/156 (19x19)
loadsgf games/s19-l1-n57.sgf 156
2683 dragon_status Q18
#? [alive]*

# s19-l1-n57/158 (19x19)
loadsgf games/s19-l1-n57.sgf 158
2684 dragon_status Q18
#? [alive]*

# s19-l1-n57/160 (19x19)
loadsgf games/s19-l1-n57.sgf 160
2685 dragon_status Q18
#? [alive]*
2686 dragon_status C14
#? [alive]*

# s19-l1-n57/162 (19x19)
loadsgf games/s19-l1-n57.sgf 162
2687 dragon_status Q18
#? [alive]*

# s19-l1-n57/164 (19x19)
loadsgf games/s19-l1-n57.sgf 164
2688 dragon_status Q18
#? [alive]*

# s19-l1-n57/166 (19x19)
loadsgf games/s19-l1-n57.sgf 166
2689 dragon_status Q18
#? [alive]*

# s19-l1-n57/168 (19x19)
loadsgf games/s19-l1-n57.sgf 168
2690 dragon_status Q18
#? [alive]*

# s19-l1-n57/170 (19x19)
loadsgf games/s19-l1-n57.sgf 170
2691 dragon_status Q18
#? [alive]*

# s19-l1-n57/172 (19x19)
loadsgf games/s19-l1-n57.sgf 172
2692 dragon_status Q18
#? [alive]*

# s19-l1-n57/174 (19x19)
loadsgf games/s19-l1-n57.sgf 174
2693 dragon_status Q18
#? [alive]*

# s19-l1-n57/176 (19x19)
loadsgf games/s19-l1-n57.sgf 176
2694 dragon_status Q18
#? [alive]*

# s19-l1-n57/178 (19x19)
loadsgf games/s19-l1-n57.sgf 178
2695 dragon_status Q18
#? [alive]*

# s19-l1-n57/180 (19x19)
loadsgf games/s19-l1-n57.sgf 180
2696 dragon_status Q18
#? [alive]*

# s19-l1-n57/182 (19x19)
loadsgf games/s19-l1-n57.sgf 182
2697 dragon_status Q18
#? [alive]*

# s19-l1-n57/184 (19x19)
loadsgf games/s19-l1-n57.sgf 184
2698 dragon_status Q18
#? [alive]*

# s19-l1-n57/186 (19x19)
loadsgf games/s19-l1-n57.sgf 186
2699 dragon_status Q18
#? [alive]*

# s19-l1-n57/188 (19x19)
loadsgf games/s19-l1-n57.sgf 188
2700 dragon_status Q18
#? [alive]

# s19-l1-n63/61 (19x19)
loadsgf games/s19-l1-n63.sgf 61
2701 dragon_status P9
#? [alive]
2702 dragon_status C8
#? [alive]
2703 dragon_status H6
#? [alive]
2704 dragon_status J5
#? [alive]
2705 dragon_status D4
#? [alive]*
2706 dragon_status H4
#? [alive]
2707 dragon_status K4
#? [alive]
2708 dragon_status N4
#? [alive]

# s19-l1-n63/63 (19x19)
loadsgf games/s19-l1-n63.sgf 63
2709 dragon_status D17
#? [alive]
2710 dragon_status M17
#? [dead]*
2711 dragon_status P9
#? [alive]
2712 dragon_status C8
#? [alive]
2713 dragon_status H6
#? [alive]
2714 dragon_status J5
#? [alive]
2715 dragon_status D4
#? [alive]*
2716 dragon_status H4
#? [alive]
2717 dragon_status K4
#? [alive]
2718 dragon_status N4
#? [alive]

# s19-l1-n63/65 (19x19)
loadsgf games/s19-l1-n63.sgf 65
2719 dragon_status D17
#? [alive]
2720 dragon_status M17
#? [dead]*
2721 dragon_status P9
#? [alive]
2722 dragon_status C8
#? [alive]
2723 dragon_status H6
#? [alive]
2724 dragon_status K4
#? [alive]
2725 dragon_status N4
#? [alive]

# s19-l1-n63/67 (19x19)
loadsgf games/s19-l1-n63.sgf 67
2726 dragon_status D17
#? [alive]
2727 dragon_status M17
#? [dead]*
2728 dragon_status M16
#? [alive]
2729 dragon_status N15
#? [alive]*
2730 dragon_status C8
#? [alive]
2731 dragon_status H6
#? [alive]
2732 dragon_status K4
#? [alive]
2733 dragon_status N4
#? [alive]

# s19-l1-n63/69 (19x19)
loadsgf games/s19-l1-n63.sgf 69
2734 dragon_status D17
#? [alive]
2735 dragon_status M17
#? [dead]*
2736 dragon_status M16
#? [alive]
2737 dragon_status N15
#? [alive]*
2738 dragon_status C10
#? [alive]
2739 dragon_status P9
#? [alive]*
2740 dragon_status H6
#? [alive]
2741 dragon_status K4
#? [alive]
2742 dragon_status N4
#? [alive]

# s19-l1-n63/71 (19x19)
loadsgf games/s19-l1-n63.sgf 71
2743 dragon_status D17
#? [alive]
2744 dragon_status M17
#? [dead]*
2745 dragon_status M16
#? [alive]
2746 dragon_status N15
#? [alive]*
2747 dragon_status C10
#? [alive]
2748 dragon_status P9
#? [alive]*
2749 dragon_status Q7
#? [alive]
2750 dragon_status H6
#? [alive]
2751 dragon_status L5
#? [alive]

# s19-l1-n63/73 (19x19)
loadsgf games/s19-l1-n63.sgf 73
2752 dragon_status D17
#? [alive]
2753 dragon_status M17
#? [dead]*
2754 dragon_status M16
#? [alive]
2755 dragon_status N15
#? [alive]*
2756 dragon_status C10
#? [alive]
2757 dragon_status P9
#? [alive]*
2758 dragon_status Q7
#? [alive]
2759 dragon_status H6
#? [alive]
2760 dragon_status L6
#? [alive]
2761 dragon_status L5
#? [alive]

# s19-l1-n63/75 (19x19)
loadsgf games/s19-l1-n63.sgf 75
2762 dragon_status D17
#? [alive]
2763 dragon_status M17
#? [dead]*
2764 dragon_status M16
#? [alive]
2765 dragon_status N15
#? [alive]*
2766 dragon_status C10
#? [alive]*
2767 dragon_status P9
#? [alive]*
2768 dragon_status Q7
#? [alive]
2769 dragon_status H6
#? [alive]
2770 dragon_status L6
#? [alive]
2771 dragon_status L5
#? [alive]

# s19-l1-n63/77 (19x19)
loadsgf games/s19-l1-n63.sgf 77
2772 dragon_status D17
#? [alive]
2773 dragon_status M17
#? [dead]*
2774 dragon_status M16
#? [alive]
2775 dragon_status N15
#? [alive]*
2776 dragon_status B10
#? [alive]*
2777 dragon_status P9
#? [alive]*
2778 dragon_status Q7
#? [alive]
2779 dragon_status H6
#? [alive]
2780 dragon_status L6
#? [alive]
2781 dragon_status L5
#? [alive]

# s19-l1-n63/79 (19x19)
loadsgf games/s19-l1-n63.sgf 79
2782 dragon_status D17
#? [alive]
2783 dragon_status M17
#? [dead]*
2784 dragon_status M16
#? [alive]
2785 dragon_status N15
#? [alive]*
2786 dragon_status P9
#? [alive]*
2787 dragon_status Q7
#? [alive]
2788 dragon_status H6
#? [alive]
2789 dragon_status L6
#? [alive]
2790 dragon_status L5
#? [alive]

# s19-l1-n63/81 (19x19)
loadsgf games/s19-l1-n63.sgf 81
2791 dragon_status D17
#? [alive]
2792 dragon_status M17
#? [dead]*
2793 dragon_status M16
#? [alive]
2794 dragon_status N15
#? [alive]*
2795 dragon_status P9
#? [alive]*
2796 dragon_status Q7
#? [alive]
2797 dragon_status H6
#? [alive]
2798 dragon_status L6
#? [alive]
2799 dragon_status L5
#? [alive]*
2800 dragon_status K4
#? [alive]
2801 dragon_status N4
#? [alive]

# s19-l1-n63/83 (19x19)
loadsgf games/s19-l1-n63.sgf 83
2802 dragon_status D17
#? [alive]
2803 dragon_status M17
#? [dead]*
2804 dragon_status M16
#? [alive]
2805 dragon_status N15
#? [alive]*
2806 dragon_status Q7
#? [alive]
2807 dragon_status L5
#? [alive]

# s19-l1-n63/85 (19x19)
loadsgf games/s19-l1-n63.sgf 85
2808 dragon_status D17
#? [alive]
2809 dragon_status L17
#? [alive]
2810 dragon_status M16
#? [alive]
2811 dragon_status N16
#? [alive]
2812 dragon_status Q7
#? [alive]
2813 dragon_status L5
#? [alive]

# s19-l1-n63/87 (19x19)
loadsgf games/s19-l1-n63.sgf 87
2814 dragon_status D17
#? [alive]
2815 dragon_status M16
#? [alive]
2816 dragon_status L9
#? [alive]
2817 dragon_status L5
#? [alive]

# s19-l1-n63/89 (19x19)
loadsgf games/s19-l1-n63.sgf 89
2818 dragon_status D17
#? [alive]
2819 dragon_status L9
#? [alive]
2820 dragon_status L5
#? [alive]

# s19-l1-n63/91 (19x19)
loadsgf games/s19-l1-n63.sgf 91
2821 dragon_status D17
#? [alive]
2822 dragon_status M17
#? [alive]
2823 dragon_status P15
#? [alive]
2824 dragon_status L9
#? [alive]
2825 dragon_status L5
#? [alive]

# s19-l1-n63/93 (19x19)
loadsgf games/s19-l1-n63.sgf 93
2826 dragon_status D17
#? [alive]
2827 dragon_status M17
#? [alive]
2828 dragon_status P15
#? [alive]
2829 dragon_status L9
#? [alive]
2830 dragon_status L5
#? [alive]

# s19-l1-n63/95 (19x19)
loadsgf games/s19-l1-n63.sgf 95
2831 dragon_status D17
#? [alive]
2832 dragon_status M17
#? [alive]
2833 dragon_status M12
#? [alive]
2834 dragon_status L9
#? [alive]
2835 dragon_status L5
#? [alive]

# s19-l1-n63/97 (19x19)
loadsgf games/s19-l1-n63.sgf 97
2836 dragon_status D17
#? [alive]
2837 dragon_status L9
#? [alive]
2838 dragon_status R4
#? [alive]*

# s19-l1-n63/99 (19x19)
loadsgf games/s19-l1-n63.sgf 99
2839 dragon_status D17
#? [alive]
2840 dragon_status L9
#? [alive]
2841 dragon_status L5
#? [alive]

# s19-l1-n63/101 (19x19)
loadsgf games/s19-l1-n63.sgf 101
2842 dragon_status D17
#? [alive]
2843 dragon_status L9
#? [alive]
2844 dragon_status L5
#? [alive]

# s19-l1-n63/103 (19x19)
loadsgf games/s19-l1-n63.sgf 103
2845 dragon_status D17
#? [alive]
2846 dragon_status L9
#? [alive]
2847 dragon_status L5
#? [alive]

# s19-l1-n63/105 (19x19)
loadsgf games/s19-l1-n63.sgf 105
2848 dragon_status D17
#? [alive]
2849 dragon_status L9
#? [alive]

# s19-l1-n63/107 (19x19)
loadsgf games/s19-l1-n63.sgf 107
2850 dragon_status D17
#? [alive]
2851 dragon_status L9
#? [alive]

# s19-l1-n63/109 (19x19)
loadsgf games/s19-l1-n63.sgf 109
2852 dragon_status D17
#? [alive]
2853 dragon_status L9
#? [alive]
2854 dragon_status L5
#? [alive]*

# s19-l1-n63/111 (19x19)
loadsgf games/s19-l1-n63.sgf 111
2855 dragon_status D17
#? [alive]
2856 dragon_status L5
#? [alive]*

# s19-l1-n63/113 (19x19)
loadsgf games/s19-l1-n63.sgf 113
2857 dragon_status N18
#? [alive]
2858 dragon_status D17
#? [alive]
2859 dragon_status L5
#? [alive]*

# s19-l1-n63/115 (19x19)
loadsgf games/s19-l1-n63.sgf 115
2860 dragon_status K18
#? [alive]
2861 dragon_status L18
#? [alive]*
2862 dragon_status L5
#? [alive]*

# s19-l1-n63/117 (19x19)
loadsgf games/s19-l1-n63.sgf 117
2863 dragon_status K19
#? [alive]
2864 dragon_status J18
#? [alive]
2865 dragon_status L5
#? [alive]*

# s19-l1-n63/119 (19x19)
loadsgf games/s19-l1-n63.sgf 119
2866 dragon_status J18
#? [alive]
2867 dragon_status L5
#? [alive]*

# s19-l1-n63/121 (19x19)
loadsgf games/s19-l1-n63.sgf 121
2868 dragon_status C18
#? [alive]
2869 dragon_status L5
#? [alive]*

# s19-l1-n63/123 (19x19)
loadsgf games/s19-l1-n63.sgf 123
2870 dragon_status H19
#? [alive]
2871 dragon_status L5
#? [alive]*

# s19-l1-n63/125 (19x19)
loadsgf games/s19-l1-n63.sgf 125
2872 dragon_status H19
#? [alive]
2873 dragon_status L5
#? [alive]*

# s19-l1-n63/127 (19x19)
loadsgf games/s19-l1-n63.sgf 127
2874 dragon_status H19
#? [alive]
2875 dragon_status L5
#? [alive]*

# s19-l1-n63/129 (19x19)
loadsgf games/s19-l1-n63.sgf 129
2876 dragon_status H19
#? [alive]*

# s19-l1-n63/131 (19x19)
loadsgf games/s19-l1-n63.sgf 131
2877 dragon_status H19
#? [alive]*
2878 dragon_status L5
#? [alive]*

# s19-l1-n63/133 (19x19)
loadsgf games/s19-l1-n63.sgf 133
2879 dragon_status H19
#? [alive]
2880 dragon_status L5
#? [alive]*

# s19-l1-n63/135 (19x19)
loadsgf games/s19-l1-n63.sgf 135
2881 dragon_status H19
#? [alive]

# s19-l1-n63/137 (19x19)
loadsgf games/s19-l1-n63.sgf 137
2882 dragon_status H19
#? [alive]

# s19-l1-n63/139 (19x19)
loadsgf games/s19-l1-n63.sgf 139
2883 dragon_status H19
#? [alive]

# s19-l1-n63/141 (19x19)
loadsgf games/s19-l1-n63.sgf 141
2884 dragon_status H19
#? [alive]

# s19-l1-n63/143 (19x19)
loadsgf games/s19-l1-n63.sgf 143
2885 dragon_status H19
#? [alive]

# s19-l1-n63/145 (19x19)
loadsgf games/s19-l1-n63.sgf 145
2886 dragon_status H19
#? [alive]

# s19-l1-n63/147 (19x19)
loadsgf games/s19-l1-n63.sgf 147
2887 dragon_status H19
#? [alive]

# s19-l1-n63/159 (19x19)
loadsgf games/s19-l1-n63.sgf 159
2888 dragon_status B6
#? [alive]*

# s19-l1-n63/161 (19x19)
loadsgf games/s19-l1-n63.sgf 161
2889 dragon_status B10
#? [dead]*
2890 dragon_status B6
#? [alive]*

# s19-l1-n63/163 (19x19)
loadsgf games/s19-l1-n63.sgf 163
2891 dragon_status B10
#? [dead]*
2892 dragon_status B6
#? [alive]*

# s19-l1-n63/165 (19x19)
loadsgf games/s19-l1-n63.sgf 165
2893 dragon_status B10
#? [dead]*
2894 dragon_status B6
#? [alive]*

# s19-l1-n63/167 (19x19)
loadsgf games/s19-l1-n63.sgf 167
2895 dragon_status B10
#? [dead]*
2896 dragon_status B6
#? [alive]*

# s19-l1-n63/169 (19x19)
loadsgf games/s19-l1-n63.sgf 169
2897 dragon_status B10
#? [dead]*

# s19-l1-n63/171 (19x19)
loadsgf games/s19-l1-n63.sgf 171
2898 dragon_status B10
#? [dead]*

# s19-l1-n63/173 (19x19)
loadsgf games/s19-l1-n63.sgf 173
2899 dragon_status D19
#? [alive]*
2900 dragon_status B10
#? [dead]*

# s19-l1-n63/175 (19x19)
loadsgf games/s19-l1-n63.sgf 175
2901 dragon_status D19
#? [alive]*
2902 dragon_status B10
#? [dead]*

# s19-l1-n63/177 (19x19)
loadsgf games/s19-l1-n63.sgf 177
2903 dragon_status B10
#? [dead]*

# s19-l1-n63/179 (19x19)
loadsgf games/s19-l1-n63.sgf 179
2904 dragon_status B10
#? [dead]*

# s19-l1-n63/181 (19x19)
loadsgf games/s19-l1-n63.sgf 181
2905 dragon_status B10
#? [dead]*

# s19-l1-n63/183 (19x19)
loadsgf games/s19-l1-n63.sgf 183
2906 dragon_status B10
#? [dead]*

# s19-l1-n63/185 (19x19)
loadsgf games/s19-l1-n63.sgf 185
2907 dragon_status B10
#? [dead]*

# s19-l1-n63/187 (19x19)
loadsgf games/s19-l1-n63.sgf 187
2908 dragon_status B10
#? [dead]*

# s19-l1-n63/189 (19x19)
loadsgf games/s19-l1-n63.sgf 189
2909 dragon_status B10
#? [dead]*

# s19-l1-n63/191 (19x19)
loadsgf games/s19-l1-n63.sgf 191
2910 dragon_status B10
#? [dead]*

# s19-l1-n63/193 (19x19)
loadsgf games/s19-l1-n63.sgf 193
2911 dragon_status B10
#? [dead]*

# s19-l1-n63/195 (19x19)
loadsgf games/s19-l1-n63.sgf 195
2912 dragon_status B10
#? [dead]*

# s19-l1-n63/197 (19x19)
loadsgf games/s19-l1-n63.sgf 197
2913 dragon_status B19
#? [alive]
2914 dragon_status B10
#? [dead]*

# s19-l1-n63/199 (19x19)
loadsgf games/s19-l1-n63.sgf 199
2915 dragon_status B10
#? [dead]*

# s19-l1-n63/201 (19x19)
loadsgf games/s19-l1-n63.sgf 201
2916 dragon_status B10
#? [dead]*

# s19-l1-n63/203 (19x19)
loadsgf games/s19-l1-n63.sgf 203
2917 dragon_status B10
#? [dead]*

# s19-l1-n63/205 (19x19)
loadsgf games/s19-l1-n63.sgf 205
2918 dragon_status B10
#? [dead]*

# s19-l1-n63/207 (19x19)
loadsgf games/s19-l1-n63.sgf 207
2919 dragon_status B10
#? [dead]*

# s19-l1-n63/209 (19x19)
loadsgf games/s19-l1-n63.sgf 209
2920 dragon_status B10
#? [dead]*

# s19-l1-n63/223 (19x19)
loadsgf games/s19-l1-n63.sgf 223
2921 dragon_status B7
#? [dead]*

# s19-l1-n69/60 (19x19)
loadsgf games/s19-l1-n69.sgf 60
2922 dragon_status B17
#? [alive]
2923 dragon_status C17
#? [alive]
2924 dragon_status C8
#? [alive]*
2925 dragon_status J4
#? [alive]

# s19-l1-n69/62 (19x19)
loadsgf games/s19-l1-n69.sgf 62
2926 dragon_status C17
#? [alive]
2927 dragon_status C8
#? [alive]*
2928 dragon_status J4
#? [alive]

# s19-l1-n69/64 (19x19)
loadsgf games/s19-l1-n69.sgf 64
2929 dragon_status C17
#? [alive]
2930 dragon_status C8
#? [alive]*
2931 dragon_status R5
#? [alive]
2932 dragon_status J4
#? [alive]

# s19-l1-n69/66 (19x19)
loadsgf games/s19-l1-n69.sgf 66
2933 dragon_status C17
#? [alive]
2934 dragon_status C8
#? [alive]*
2935 dragon_status J4
#? [alive]

# s19-l1-n69/68 (19x19)
loadsgf games/s19-l1-n69.sgf 68
2936 dragon_status C17
#? [alive]
2937 dragon_status C8
#? [alive]*
2938 dragon_status J4
#? [alive]

# s19-l1-n69/70 (19x19)
loadsgf games/s19-l1-n69.sgf 70
2939 dragon_status B17
#? [alive]
2940 dragon_status C17
#? [alive]
2941 dragon_status C8
#? [alive]*
2942 dragon_status J4
#? [alive]

# s19-l1-n69/72 (19x19)
loadsgf games/s19-l1-n69.sgf 72
2943 dragon_status B17
#? [alive]
2944 dragon_status C17
#? [alive]
2945 dragon_status C8
#? [alive]*

# s19-l1-n69/74 (19x19)
loadsgf games/s19-l1-n69.sgf 74
2946 dragon_status B17
#? [alive]
2947 dragon_status C8
#? [alive]*

# s19-l1-n69/76 (19x19)
loadsgf games/s19-l1-n69.sgf 76
2948 dragon_status B17
#? [alive]
2949 dragon_status C17
#? [alive]
2950 dragon_status C8
#? [alive]*
2951 dragon_status J4
#? [alive]

# s19-l1-n69/78 (19x19)
loadsgf games/s19-l1-n69.sgf 78
2952 dragon_status B17
#? [alive]
2953 dragon_status C17
#? [alive]
2954 dragon_status C8
#? [alive]*
2955 dragon_status O5
#? [alive]
2956 dragon_status J4
#? [alive]

# s19-l1-n69/80 (19x19)
loadsgf games/s19-l1-n69.sgf 80
2957 dragon_status B17
#? [alive]
2958 dragon_status C8
#? [alive]*
2959 dragon_status O5
#? [alive]
2960 dragon_status J4
#? [alive]

# s19-l1-n69/82 (19x19)
loadsgf games/s19-l1-n69.sgf 82
2961 dragon_status B17
#? [alive]
2962 dragon_status K15
#? [alive]*
2963 dragon_status C8
#? [alive]*
2964 dragon_status O5
#? [alive]
2965 dragon_status J4
#? [alive]

# s19-l1-n69/84 (19x19)
loadsgf games/s19-l1-n69.sgf 84
2966 dragon_status B17
#? [alive]
2967 dragon_status C17
#? [alive]
2968 dragon_status C8
#? [alive]*
2969 dragon_status O5
#? [alive]
2970 dragon_status J4
#? [alive]

# s19-l1-n69/86 (19x19)
loadsgf games/s19-l1-n69.sgf 86
2971 dragon_status C17
#? [alive]
2972 dragon_status C8
#? [alive]*
2973 dragon_status O5
#? [alive]

# s19-l1-n69/88 (19x19)
loadsgf games/s19-l1-n69.sgf 88
2974 dragon_status B17
#? [alive]
2975 dragon_status C17
#? [alive]
2976 dragon_status O5
#? [alive]

# s19-l1-n69/90 (19x19)
loadsgf games/s19-l1-n69.sgf 90
2977 dragon_status B17
#? [alive]
2978 dragon_status C17
#? [alive]
2979 dragon_status T6
#? [alive]

# s19-l1-n69/92 (19x19)
loadsgf games/s19-l1-n69.sgf 92
2980 dragon_status B17
#? [alive]
2981 dragon_status C17
#? [alive]

# s19-l1-n69/94 (19x19)
loadsgf games/s19-l1-n69.sgf 94
2982 dragon_status B17
#? [alive]
2983 dragon_status C17
#? [alive]

# s19-l1-n69/96 (19x19)
loadsgf games/s19-l1-n69.sgf 96
2984 dragon_status B17
#? [alive]
2985 dragon_status C17
#? [alive]
2986 dragon_status H14
#? [alive]*

# s19-l1-n69/98 (19x19)
loadsgf games/s19-l1-n69.sgf 98
2987 dragon_status C17
#? [alive]*

# s19-l1-n69/100 (19x19)
loadsgf games/s19-l1-n69.sgf 100
2988 dragon_status C17
#? [alive]
2989 dragon_status J6
#? [alive]
2990 dragon_status J4
#? [alive]

# s19-l1-n69/102 (19x19)
loadsgf games/s19-l1-n69.sgf 102
2991 dragon_status C17
#? [alive]
2992 dragon_status J6
#? [alive]

# s19-l1-n69/104 (19x19)
loadsgf games/s19-l1-n69.sgf 104
2993 dragon_status C17
#? [alive]
2994 dragon_status J6
#? [alive]

# s19-l1-n69/106 (19x19)
loadsgf games/s19-l1-n69.sgf 106
2995 dragon_status C17
#? [alive]*
2996 dragon_status J6
#? [alive]

# s19-l1-n69/108 (19x19)
loadsgf games/s19-l1-n69.sgf 108
2997 dragon_status C17
#? [alive]*
2998 dragon_status J6
#? [alive]

# s19-l1-n69/110 (19x19)
loadsgf games/s19-l1-n69.sgf 110
2999 dragon_status C17
#? [alive]*
3000 dragon_status J6
#? [alive]
3001 dragon_status T6
#? [alive]*
3002 dragon_status K3
#? [alive]

# s19-l1-n69/112 (19x19)
loadsgf games/s19-l1-n69.sgf 112
3003 dragon_status C17
#? [alive]*

# s19-l1-n69/114 (19x19)
loadsgf games/s19-l1-n69.sgf 114
3004 dragon_status F18
#? [alive]

# s19-l1-n69/116 (19x19)
loadsgf games/s19-l1-n69.sgf 116
3005 dragon_status T6
#? [alive]*
3006 dragon_status K5
#? [alive]

# s19-l1-n69/118 (19x19)
loadsgf games/s19-l1-n69.sgf 118
3007 dragon_status T6
#? [alive]*
3008 dragon_status K5
#? [alive]

# s19-l1-n69/120 (19x19)
loadsgf games/s19-l1-n69.sgf 120
3009 dragon_status T6
#? [alive]*
3010 dragon_status K5
#? [alive]

# s19-l1-n69/122 (19x19)
loadsgf games/s19-l1-n69.sgf 122
3011 dragon_status T6
#? [alive]*
3012 dragon_status K5
#? [alive]

# s19-l1-n69/124 (19x19)
loadsgf games/s19-l1-n69.sgf 124
3013 dragon_status E18
#? [dead]*
3014 dragon_status C17
#? [dead]*
3015 dragon_status T6
#? [alive]*
3016 dragon_status K5
#? [alive]

# s19-l1-n69/126 (19x19)
loadsgf games/s19-l1-n69.sgf 126
3017 dragon_status T6
#? [alive]*
3018 dragon_status K5
#? [alive]

# s19-l1-n69/128 (19x19)
loadsgf games/s19-l1-n69.sgf 128
3019 dragon_status T6
#? [alive]*
3020 dragon_status K5
#? [alive]

# s19-l1-n69/130 (19x19)
loadsgf games/s19-l1-n69.sgf 130
3021 dragon_status O6
#? [alive]
3022 dragon_status K5
#? [alive]

# s19-l1-n69/132 (19x19)
loadsgf games/s19-l1-n69.sgf 132
3023 dragon_status O6
#? [alive]*
3024 dragon_status K5
#? [alive]*

# s19-l1-n69/134 (19x19)
loadsgf games/s19-l1-n69.sgf 134
3025 dragon_status K5
#? [alive]*

# s19-l1-n69/136 (19x19)
loadsgf games/s19-l1-n69.sgf 136
3026 dragon_status K5
#? [dead]

# s19-l1-n69/138 (19x19)
loadsgf games/s19-l1-n69.sgf 138
3027 dragon_status K5
#? [dead]

# s19-l1-n69/140 (19x19)
loadsgf games/s19-l1-n69.sgf 140
3028 dragon_status K5
#? [dead]

# s19-l1-n69/142 (19x19)
loadsgf games/s19-l1-n69.sgf 142
3029 dragon_status K5
#? [dead]

# s19-l1-n69/144 (19x19)
loadsgf games/s19-l1-n69.sgf 144
3030 dragon_status K5
#? [dead]

# s19-l1-n69/146 (19x19)
loadsgf games/s19-l1-n69.sgf 146
3031 dragon_status K5
#? [dead]

# s19-l1-n69/148 (19x19)
loadsgf games/s19-l1-n69.sgf 148
3032 dragon_status K5
#? [dead]

# s19-l1-n69/150 (19x19)
loadsgf games/s19-l1-n69.sgf 150
3033 dragon_status K5
#? [dead]*

# s19-l1-n69/152 (19x19)
loadsgf games/s19-l1-n69.sgf 152
3034 dragon_status O6
#? [alive]*
3035 dragon_status K5
#? [alive]*

# s19-l1-n69/154 (19x19)
loadsgf games/s19-l1-n69.sgf 154
3036 dragon_status O6
#? [alive]*

# s19-l1-n69/159 (19x19)
loadsgf games/s19-l1-n69.sgf 159
3037 dragon_status B8
#? [alive]*
3038 dragon_status O6
#? [dead]
3039 dragon_status T6
#? [dead]*
3040 dragon_status P4
#? [dead]*

# s19-l1-n69/161 (19x19)
loadsgf games/s19-l1-n69.sgf 161
3041 dragon_status O6
#? [dead]
3042 dragon_status T6
#? [dead]*
3043 dragon_status P4
#? [dead]*

# s19-l1-n69/165 (19x19)
loadsgf games/s19-l1-n69.sgf 165
3044 dragon_status O6
#? [dead]
3045 dragon_status T6
#? [dead]*
3046 dragon_status P4
#? [dead]*

# s19-l1-n69/167 (19x19)
loadsgf games/s19-l1-n69.sgf 167
3047 dragon_status O6
#? [dead]
3048 dragon_status T6
#? [dead]*
3049 dragon_status P4
#? [dead]*

# s19-l1-n69/170 (19x19)
loadsgf games/s19-l1-n69.sgf 170
3050 dragon_status O6
#? [dead]
3051 dragon_status T6
#? [dead]*
3052 dragon_status P4
#? [dead]*

# s19-l1-n69/173 (19x19)
loadsgf games/s19-l1-n69.sgf 173
3053 dragon_status O6
#? [dead]
3054 dragon_status T6
#? [dead]*
3055 dragon_status P4
#? [dead]*

# s19-l1-n69/175 (19x19)
loadsgf games/s19-l1-n69.sgf 175
3056 dragon_status R18
#? [alive]
3057 dragon_status O6
#? [dead]
3058 dragon_status T6
#? [dead]*
3059 dragon_status P4
#? [dead]*

# s19-l1-n69/177 (19x19)
loadsgf games/s19-l1-n69.sgf 177
3060 dragon_status O6
#? [dead]
3061 dragon_status T6
#? [dead]*
3062 dragon_status P4
#? [dead]*

# s19-l1-n69/179 (19x19)
loadsgf games/s19-l1-n69.sgf 179
3063 dragon_status O6
#? [dead]
3064 dragon_status T6
#? [dead]*
3065 dragon_status P4
#? [dead]*

# s19-l1-n69/183 (19x19)
loadsgf games/s19-l1-n69.sgf 183
3066 dragon_status O6
#? [dead]
3067 dragon_status T6
#? [dead]*
3068 dragon_status P4
#? [dead]*

# s19-l1-n69/185 (19x19)
loadsgf games/s19-l1-n69.sgf 185
3069 dragon_status O6
#? [dead]
3070 dragon_status T6
#? [dead]*
3071 dragon_status P4
#? [dead]*

# s19-l1-n69/188 (19x19)
loadsgf games/s19-l1-n69.sgf 188
3072 dragon_status O6
#? [dead]
3073 dragon_status T6
#? [dead]*
3074 dragon_status P4
#? [dead]*

# s19-l1-n69/191 (19x19)
loadsgf games/s19-l1-n69.sgf 191
3075 dragon_status O6
#? [dead]
3076 dragon_status T6
#? [dead]*
3077 dragon_status P4
#? [dead]*

# s19-l1-n69/193 (19x19)
loadsgf games/s19-l1-n69.sgf 193
3078 dragon_status O6
#? [dead]
3079 dragon_status T6
#? [dead]*
3080 dragon_status P4
#? [dead]*

# s19-l1-n69/195 (19x19)
loadsgf games/s19-l1-n69.sgf 195
3081 dragon_status O6
#? [dead]
3082 dragon_status T6
#? [dead]*
3083 dragon_status P4
#? [dead]*

# s19-l1-n69/197 (19x19)
loadsgf games/s19-l1-n69.sgf 197
3084 dragon_status O6
#? [dead]
3085 dragon_status T6
#? [dead]*
3086 dragon_status P4
#? [dead]*

# s19-l1-n69/200 (19x19)
loadsgf games/s19-l1-n69.sgf 200
3087 dragon_status O6
#? [dead]
3088 dragon_status T6
#? [dead]*
3089 dragon_status P4
#? [dead]*

# s19-l1-n69/203 (19x19)
loadsgf games/s19-l1-n69.sgf 203
3090 dragon_status O6
#? [dead]
3091 dragon_status T6
#? [dead]*
3092 dragon_status P4
#? [dead]*

# s19-l1-n69/206 (19x19)
loadsgf games/s19-l1-n69.sgf 206
3093 dragon_status O6
#? [dead]
3094 dragon_status T6
#? [dead]*
3095 dragon_status P4
#? [dead]*

# s19-l1-n69/208 (19x19)
loadsgf games/s19-l1-n69.sgf 208
3096 dragon_status O6
#? [dead]
3097 dragon_status T6
#? [dead]*
3098 dragon_status P4
#? [dead]*

# s19-l1-n69/210 (19x19)
loadsgf games/s19-l1-n69.sgf 210
3099 dragon_status O6
#? [dead]
3100 dragon_status T6
#? [dead]*
3101 dragon_status P4
#? [dead]*

# s19-l1-n69/213 (19x19)
loadsgf games/s19-l1-n69.sgf 213
3102 dragon_status O6
#? [dead]
3103 dragon_status T6
#? [dead]*
3104 dragon_status P4
#? [dead]*

# s19-l1-n69/215 (19x19)
loadsgf games/s19-l1-n69.sgf 215
3105 dragon_status O6
#? [dead]
3106 dragon_status T6
#? [dead]*
3107 dragon_status P4
#? [dead]*

# s19-l1-n69/219 (19x19)
loadsgf games/s19-l1-n69.sgf 219
3108 dragon_status O6
#? [dead]
3109 dragon_status T6
#? [dead]*
3110 dragon_status P4
#? [dead]*

# s19-l1-n69/222 (19x19)
loadsgf games/s19-l1-n69.sgf 222
3111 dragon_status O6
#? [dead]
3112 dragon_status T6
#? [dead]*
3113 dragon_status P4
#? [dead]*

# s19-l1-n69/224 (19x19)
loadsgf games/s19-l1-n69.sgf 224
3114 dragon_status O6
#? [dead]
3115 dragon_status T6
#? [dead]*
3116 dragon_status P4
#? [dead]*

# s19-l1-n69/227 (19x19)
loadsgf games/s19-l1-n69.sgf 227
3117 dragon_status O6
#? [dead]
3118 dragon_status T6
#? [dead]*
3119 dragon_status P4
#? [dead]*

# s19-l1-n69/231 (19x19)
loadsgf games/s19-l1-n69.sgf 231
3120 dragon_status O6
#? [dead]
3121 dragon_status T6
#? [dead]*
3122 dragon_status P4
#? [dead]*

# s19-l1-n69/234 (19x19)
loadsgf games/s19-l1-n69.sgf 234
3123 dragon_status O6
#? [dead]
3124 dragon_status T6
#? [dead]*
3125 dragon_status P4
#? [dead]*

# s19-l1-n69/237 (19x19)
loadsgf games/s19-l1-n69.sgf 237
3126 dragon_status O6
#? [dead]
3127 dragon_status T6
#? [dead]*
3128 dragon_status P4
#? [dead]*

# s19-l1-n69/240 (19x19)
loadsgf games/s19-l1-n69.sgf 240
3129 dragon_status O6
#? [dead]
3130 dragon_status T6
#? [dead]*
3131 dragon_status P4
#? [dead]*

# s19-l1-n69/243 (19x19)
loadsgf games/s19-l1-n69.sgf 243
3132 dragon_status O6
#? [dead]
3133 dragon_status T6
#? [dead]*
3134 dragon_status P4
#? [dead]*

# s19-l1-n69/247 (19x19)
loadsgf games/s19-l1-n69.sgf 247
3135 dragon_status T6
#? [dead]*

# s19-l1-n69/249 (19x19)
loadsgf games/s19-l1-n69.sgf 249
3136 dragon_status T6
#? [dead]*

# s19-l1-n69/251 (19x19)
loadsgf games/s19-l1-n69.sgf 251
3137 dragon_status T6
#? [dead]*

# s19-l1-n69/253 (19x19)
loadsgf games/s19-l1-n69.sgf 253
3138 dragon_status T6
#? [dead]*

# s19-l1-n69/255 (19x19)
loadsgf games/s19-l1-n69.sgf 255
3139 dragon_status T6
#? [dead]*

# s19-l1-n75/60 (19x19)
loadsgf games/s19-l1-n75.sgf 60
3140 dragon_status C18
#? [alive]
3141 dragon_status F11
#? [alive]
3142 dragon_status P10
#? [alive]
3143 dragon_status C8
#? [alive]
3144 dragon_status F7
#? [alive]

# s19-l1-n75/62 (19x19)
loadsgf games/s19-l1-n75.sgf 62
3145 dragon_status C18
#? [alive]
3146 dragon_status C8
#? [alive]
3147 dragon_status F7
#? [alive]

# s19-l1-n75/64 (19x19)
loadsgf games/s19-l1-n75.sgf 64
3148 dragon_status C18
#? [alive]
3149 dragon_status E18
#? [alive]
3150 dragon_status F11
#? [alive]
3151 dragon_status C8
#? [alive]
3152 dragon_status F7
#? [alive]
3153 dragon_status N5
#? [alive]

# s19-l1-n75/66 (19x19)
loadsgf games/s19-l1-n75.sgf 66
3154 dragon_status C18
#? [alive]
3155 dragon_status E18
#? [alive]
3156 dragon_status F11
#? [alive]
3157 dragon_status C8
#? [alive]
3158 dragon_status F7
#? [alive]
3159 dragon_status N5
#? [alive]

# s19-l1-n75/68 (19x19)
loadsgf games/s19-l1-n75.sgf 68
3160 dragon_status C18
#? [alive]
3161 dragon_status E18
#? [alive]
3162 dragon_status P10
#? [alive]
3163 dragon_status C8
#? [alive]
3164 dragon_status F7
#? [alive]

# s19-l1-n75/70 (19x19)
loadsgf games/s19-l1-n75.sgf 70
3165 dragon_status C18
#? [alive]*
3166 dragon_status E18
#? [alive]
3167 dragon_status P10
#? [alive]
3168 dragon_status C8
#? [alive]
3169 dragon_status F7
#? [alive]

# s19-l1-n75/72 (19x19)
loadsgf games/s19-l1-n75.sgf 72
3170 dragon_status C18
#? [alive]*
3171 dragon_status P10
#? [alive]
3172 dragon_status C8
#? [alive]
3173 dragon_status F7
#? [alive]

# s19-l1-n75/74 (19x19)
loadsgf games/s19-l1-n75.sgf 74
3174 dragon_status C18
#? [alive]*
3175 dragon_status C8
#? [alive]
3176 dragon_status F7
#? [alive]
3177 dragon_status P7
#? [alive]

# s19-l1-n75/76 (19x19)
loadsgf games/s19-l1-n75.sgf 76
3178 dragon_status C18
#? [alive]*
3179 dragon_status D12
#? [alive]
3180 dragon_status C8
#? [alive]
3181 dragon_status F7
#? [alive]
3182 dragon_status P7
#? [alive]

# s19-l1-n75/78 (19x19)
loadsgf games/s19-l1-n75.sgf 78
3183 dragon_status C18
#? [alive]*
3184 dragon_status D12
#? [alive]
3185 dragon_status C8
#? [alive]
3186 dragon_status F7
#? [alive]
3187 dragon_status P7
#? [alive]

# s19-l1-n75/80 (19x19)
loadsgf games/s19-l1-n75.sgf 80
3188 dragon_status C18
#? [alive]*
3189 dragon_status D12
#? [alive]
3190 dragon_status C8
#? [alive]
3191 dragon_status F7
#? [alive]
3192 dragon_status P7
#? [alive]
3193 dragon_status B3
#? [alive]

# s19-l1-n75/82 (19x19)
loadsgf games/s19-l1-n75.sgf 82
3194 dragon_status C18
#? [alive]*
3195 dragon_status D12
#? [alive]
3196 dragon_status C8
#? [alive]
3197 dragon_status F7
#? [alive]
3198 dragon_status P7
#? [alive]
3199 dragon_status G4
#? [alive]
3200 dragon_status B3
#? [alive]

# s19-l1-n75/84 (19x19)
loadsgf games/s19-l1-n75.sgf 84
3201 dragon_status C18
#? [alive]*
3202 dragon_status D12
#? [alive]
3203 dragon_status C8
#? [alive]
3204 dragon_status F7
#? [alive]
3205 dragon_status P7
#? [alive]
3206 dragon_status G4
#? [alive]
3207 dragon_status H3
#? [alive]*

# s19-l1-n75/86 (19x19)
loadsgf games/s19-l1-n75.sgf 86
3208 dragon_status C18
#? [alive]*
3209 dragon_status D12
#? [alive]
3210 dragon_status C8
#? [alive]
3211 dragon_status P7
#? [alive]
3212 dragon_status G4
#? [alive]*

# s19-l1-n75/88 (19x19)
loadsgf games/s19-l1-n75.sgf 88
3213 dragon_status C18
#? [alive]*
3214 dragon_status D12
#? [alive]
3215 dragon_status C8
#? [alive]
3216 dragon_status P7
#? [alive]
3217 dragon_status G4
#? [alive]

# s19-l1-n75/90 (19x19)
loadsgf games/s19-l1-n75.sgf 90
3218 dragon_status C18
#? [alive]*
3219 dragon_status C8
#? [alive]
3220 dragon_status P7
#? [alive]
3221 dragon_status G4
#? [alive]
3222 dragon_status H3
#? [alive]

# s19-l1-n75/92 (19x19)
loadsgf games/s19-l1-n75.sgf 92
3223 dragon_status C18
#? [alive]*
3224 dragon_status C8
#? [alive]
3225 dragon_status P7
#? [alive]
3226 dragon_status G5
#? [alive]*
3227 dragon_status G4
#? [alive]
3228 dragon_status J4
#? [alive]

# s19-l1-n75/94 (19x19)
loadsgf games/s19-l1-n75.sgf 94
3229 dragon_status C18
#? [alive]*
3230 dragon_status C8
#? [alive]
3231 dragon_status P7
#? [alive]
3232 dragon_status G5
#? [alive]*
3233 dragon_status G4
#? [alive]
3234 dragon_status J4
#? [alive]

# s19-l1-n75/96 (19x19)
loadsgf games/s19-l1-n75.sgf 96
3235 dragon_status C18
#? [alive]*
3236 dragon_status C8
#? [alive]*
3237 dragon_status P7
#? [alive]
3238 dragon_status K6
#? [alive]
3239 dragon_status G4
#? [alive]

# s19-l1-n75/98 (19x19)
loadsgf games/s19-l1-n75.sgf 98
3240 dragon_status C18
#? [alive]*
3241 dragon_status F9
#? [alive]
3242 dragon_status P7
#? [alive]
3243 dragon_status K6
#? [alive]
3244 dragon_status G4
#? [alive]*

# s19-l1-n75/100 (19x19)
loadsgf games/s19-l1-n75.sgf 100
3245 dragon_status C18
#? [alive]*
3246 dragon_status F9
#? [alive]*
3247 dragon_status P7
#? [alive]
3248 dragon_status K6
#? [alive]
3249 dragon_status G4
#? [alive]

# s19-l1-n75/102 (19x19)
loadsgf games/s19-l1-n75.sgf 102
3250 dragon_status C18
#? [alive]*
3251 dragon_status F9
#? [alive]*
3252 dragon_status P7
#? [alive]
3253 dragon_status K6
#? [alive]
3254 dragon_status G4
#? [alive]

# s19-l1-n75/104 (19x19)
loadsgf games/s19-l1-n75.sgf 104
3255 dragon_status C18
#? [alive]*
3256 dragon_status F9
#? [alive]*
3257 dragon_status P7
#? [alive]
3258 dragon_status K6
#? [alive]
3259 dragon_status G4
#? [alive]

# s19-l1-n75/106 (19x19)
loadsgf games/s19-l1-n75.sgf 106
3260 dragon_status C18
#? [alive]*
3261 dragon_status P18
#? [alive]
3262 dragon_status F9
#? [alive]*
3263 dragon_status P7
#? [alive]
3264 dragon_status K6
#? [alive]
3265 dragon_status G4
#? [alive]

# s19-l1-n75/108 (19x19)
loadsgf games/s19-l1-n75.sgf 108
3266 dragon_status C18
#? [alive]*
3267 dragon_status P18
#? [alive]
3268 dragon_status F9
#? [alive]*
3269 dragon_status P7
#? [alive]
3270 dragon_status G4
#? [alive]

# s19-l1-n75/110 (19x19)
loadsgf games/s19-l1-n75.sgf 110
3271 dragon_status C18
#? [alive]*
3272 dragon_status F14
#? [alive]
3273 dragon_status F9
#? [alive]*
3274 dragon_status P7
#? [alive]
3275 dragon_status G4
#? [alive]

# s19-l1-n75/112 (19x19)
loadsgf games/s19-l1-n75.sgf 112
3276 dragon_status C18
#? [alive]*
3277 dragon_status F14
#? [alive]
3278 dragon_status F9
#? [alive]*
3279 dragon_status P7
#? [alive]
3280 dragon_status G4
#? [alive]

# s19-l1-n75/114 (19x19)
loadsgf games/s19-l1-n75.sgf 114
3281 dragon_status C18
#? [alive]*
3282 dragon_status F14
#? [alive]
3283 dragon_status F9
#? [alive]*
3284 dragon_status P7
#? [alive]
3285 dragon_status G4
#? [alive]

# s19-l1-n75/116 (19x19)
loadsgf games/s19-l1-n75.sgf 116
3286 dragon_status C18
#? [alive]*
3287 dragon_status F14
#? [alive]
3288 dragon_status F9
#? [alive]*
3289 dragon_status P7
#? [alive]
3290 dragon_status G4
#? [alive]

# s19-l1-n75/118 (19x19)
loadsgf games/s19-l1-n75.sgf 118
3291 dragon_status C18
#? [alive]*
3292 dragon_status F14
#? [alive]
3293 dragon_status F9
#? [alive]*
3294 dragon_status P7
#? [alive]
3295 dragon_status G4
#? [alive]

# s19-l1-n75/120 (19x19)
loadsgf games/s19-l1-n75.sgf 120
3296 dragon_status C18
#? [alive]*
3297 dragon_status F14
#? [alive]
3298 dragon_status F9
#? [alive]*
3299 dragon_status P7
#? [alive]
3300 dragon_status G4
#? [alive]

# s19-l1-n75/122 (19x19)
loadsgf games/s19-l1-n75.sgf 122
3301 dragon_status C18
#? [alive]*
3302 dragon_status F14
#? [alive]
3303 dragon_status F9
#? [alive]*
3304 dragon_status P7
#? [alive]
3305 dragon_status G4
#? [alive]

# s19-l1-n75/124 (19x19)
loadsgf games/s19-l1-n75.sgf 124
3306 dragon_status C18
#? [alive]*
3307 dragon_status F14
#? [alive]
3308 dragon_status F9
#? [alive]
3309 dragon_status P7
#? [alive]
3310 dragon_status G4
#? [alive]*

# s19-l1-n75/126 (19x19)
loadsgf games/s19-l1-n75.sgf 126
3311 dragon_status C18
#? [alive]*
3312 dragon_status F14
#? [alive]
3313 dragon_status F9
#? [alive]
3314 dragon_status P7
#? [alive]*
3315 dragon_status G4
#? [alive]*

# s19-l1-n75/128 (19x19)
loadsgf games/s19-l1-n75.sgf 128
3316 dragon_status C18
#? [alive]*
3317 dragon_status F14
#? [alive]
3318 dragon_status F9
#? [alive]
3319 dragon_status P7
#? [alive]*
3320 dragon_status G4
#? [alive]*

# s19-l1-n75/130 (19x19)
loadsgf games/s19-l1-n75.sgf 130
3321 dragon_status C18
#? [alive]*
3322 dragon_status F14
#? [alive]
3323 dragon_status F9
#? [alive]
3324 dragon_status P7
#? [alive]*
3325 dragon_status K6
#? [alive]*
3326 dragon_status G4
#? [alive]*

# s19-l1-n75/132 (19x19)
loadsgf games/s19-l1-n75.sgf 132
3327 dragon_status C18
#? [alive]*
3328 dragon_status F14
#? [alive]
3329 dragon_status F9
#? [alive]
3330 dragon_status P7
#? [alive]*
3331 dragon_status K6
#? [alive]*
3332 dragon_status G4
#? [alive]*

# s19-l1-n75/134 (19x19)
loadsgf games/s19-l1-n75.sgf 134
3333 dragon_status C18
#? [alive]*
3334 dragon_status F14
#? [alive]
3335 dragon_status M12
#? [alive]
3336 dragon_status F9
#? [alive]
3337 dragon_status P7
#? [alive]*
3338 dragon_status G4
#? [alive]*

# s19-l1-n75/136 (19x19)
loadsgf games/s19-l1-n75.sgf 136
3339 dragon_status C18
#? [alive]*
3340 dragon_status F14
#? [alive]
3341 dragon_status F9
#? [alive]
3342 dragon_status P7
#? [alive]*
3343 dragon_status G4
#? [alive]*

# s19-l1-n75/138 (19x19)
loadsgf games/s19-l1-n75.sgf 138
3344 dragon_status C18
#? [alive]*
3345 dragon_status F14
#? [alive]
3346 dragon_status F9
#? [alive]
3347 dragon_status N6
#? [alive]*
3348 dragon_status G4
#? [alive]*

# s19-l1-n75/140 (19x19)
loadsgf games/s19-l1-n75.sgf 140
3349 dragon_status C18
#? [alive]*
3350 dragon_status F14
#? [alive]
3351 dragon_status F9
#? [alive]
3352 dragon_status O7
#? [alive]
3353 dragon_status G4
#? [alive]

# s19-l1-n75/142 (19x19)
loadsgf games/s19-l1-n75.sgf 142
3354 dragon_status C18
#? [alive]*
3355 dragon_status F14
#? [alive]
3356 dragon_status F9
#? [alive]
3357 dragon_status O7
#? [alive]*
3358 dragon_status G4
#? [alive]

# s19-l1-n75/144 (19x19)
loadsgf games/s19-l1-n75.sgf 144
3359 dragon_status C18
#? [alive]*
3360 dragon_status F14
#? [alive]
3361 dragon_status F9
#? [alive]
3362 dragon_status O8
#? [alive]
3363 dragon_status G4
#? [alive]

# s19-l1-n75/146 (19x19)
loadsgf games/s19-l1-n75.sgf 146
3364 dragon_status C18
#? [alive]*
3365 dragon_status F14
#? [alive]
3366 dragon_status F9
#? [alive]
3367 dragon_status P9
#? [alive]
3368 dragon_status G4
#? [alive]

# s19-l1-n75/148 (19x19)
loadsgf games/s19-l1-n75.sgf 148
3369 dragon_status C18
#? [alive]*
3370 dragon_status F14
#? [alive]
3371 dragon_status F9
#? [alive]
3372 dragon_status L8
#? [alive]*
3373 dragon_status N8
#? [alive]
3374 dragon_status G4
#? [alive]

# s19-l1-n75/150 (19x19)
loadsgf games/s19-l1-n75.sgf 150
3375 dragon_status C18
#? [alive]*
3376 dragon_status F14
#? [alive]
3377 dragon_status F9
#? [alive]
3378 dragon_status N8
#? [alive]
3379 dragon_status G4
#? [alive]

# s19-l1-n75/152 (19x19)
loadsgf games/s19-l1-n75.sgf 152
3380 dragon_status C18
#? [alive]*
3381 dragon_status F14
#? [alive]
3382 dragon_status F9
#? [alive]
3383 dragon_status N8
#? [alive]*
3384 dragon_status G4
#? [alive]

# s19-l1-n75/154 (19x19)
loadsgf games/s19-l1-n75.sgf 154
3385 dragon_status C18
#? [alive]*
3386 dragon_status F14
#? [alive]
3387 dragon_status F9
#? [alive]
3388 dragon_status N8
#? [alive]*

# s19-l1-n75/156 (19x19)
loadsgf games/s19-l1-n75.sgf 156
3389 dragon_status C18
#? [alive]*
3390 dragon_status F14
#? [alive]
3391 dragon_status F9
#? [alive]
3392 dragon_status N8
#? [alive]*
3393 dragon_status G4
#? [alive]

# s19-l1-n75/158 (19x19)
loadsgf games/s19-l1-n75.sgf 158
3394 dragon_status C18
#? [alive]*
3395 dragon_status F14
#? [alive]*
3396 dragon_status F9
#? [alive]
3397 dragon_status N8
#? [alive]*
3398 dragon_status G4
#? [alive]

# s19-l1-n75/160 (19x19)
loadsgf games/s19-l1-n75.sgf 160
3399 dragon_status C18
#? [alive]*
3400 dragon_status F14
#? [alive]*
3401 dragon_status N8
#? [alive]*
3402 dragon_status G4
#? [alive]

# s19-l1-n75/162 (19x19)
loadsgf games/s19-l1-n75.sgf 162
3403 dragon_status C18
#? [alive]*
3404 dragon_status F14
#? [alive]
3405 dragon_status F9
#? [alive]*
3406 dragon_status N8
#? [alive]*

# s19-l1-n75/164 (19x19)
loadsgf games/s19-l1-n75.sgf 164
3407 dragon_status C18
#? [alive]*
3408 dragon_status F14
#? [alive]
3409 dragon_status F9
#? [alive]*
3410 dragon_status L9
#? [alive]
3411 dragon_status N8
#? [alive]*

# s19-l1-n75/166 (19x19)
loadsgf games/s19-l1-n75.sgf 166
3412 dragon_status C18
#? [alive]*
3413 dragon_status F14
#? [alive]
3414 dragon_status F9
#? [alive]*
3415 dragon_status N8
#? [alive]*

# s19-l1-n75/168 (19x19)
loadsgf games/s19-l1-n75.sgf 168
3416 dragon_status C18
#? [alive]*
3417 dragon_status F14
#? [alive]
3418 dragon_status F9
#? [alive]*
3419 dragon_status N8
#? [alive]*

# s19-l1-n75/170 (19x19)
loadsgf games/s19-l1-n75.sgf 170
3420 dragon_status C18
#? [alive]*
3421 dragon_status F14
#? [alive]
3422 dragon_status F9
#? [alive]*
3423 dragon_status N8
#? [alive]*

# s19-l1-n75/172 (19x19)
loadsgf games/s19-l1-n75.sgf 172
3424 dragon_status C18
#? [alive]
3425 dragon_status F14
#? [alive]
3426 dragon_status F9
#? [alive]*
3427 dragon_status N8
#? [alive]*

# s19-l1-n75/174 (19x19)
loadsgf games/s19-l1-n75.sgf 174
3428 dragon_status F14
#? [alive]
3429 dragon_status F9
#? [alive]*
3430 dragon_status N8
#? [alive]*

# s19-l1-n75/176 (19x19)
loadsgf games/s19-l1-n75.sgf 176
3431 dragon_status G15
#? [alive]
3432 dragon_status F9
#? [alive]*
3433 dragon_status N8
#? [alive]*

# s19-l1-n75/178 (19x19)
loadsgf games/s19-l1-n75.sgf 178
3434 dragon_status G15
#? [alive]
3435 dragon_status F9
#? [alive]*
3436 dragon_status N8
#? [alive]*

# s19-l1-n75/180 (19x19)
loadsgf games/s19-l1-n75.sgf 180
3437 dragon_status G15
#? [alive]
3438 dragon_status F9
#? [alive]*
3439 dragon_status N8
#? [alive]*

# s19-l1-n75/182 (19x19)
loadsgf games/s19-l1-n75.sgf 182
3440 dragon_status G15
#? [alive]
3441 dragon_status F9
#? [alive]*
3442 dragon_status N8
#? [alive]*

# s19-l1-n75/184 (19x19)
loadsgf games/s19-l1-n75.sgf 184
3443 dragon_status G15
#? [alive]
3444 dragon_status F9
#? [alive]*
3445 dragon_status N8
#? [alive]*

# s19-l1-n75/186 (19x19)
loadsgf games/s19-l1-n75.sgf 186
3446 dragon_status G15
#? [alive]
3447 dragon_status F9
#? [alive]*

# s19-l1-n75/188 (19x19)
loadsgf games/s19-l1-n75.sgf 188
3448 dragon_status G15
#? [alive]
3449 dragon_status F9
#? [alive]*

# s19-l1-n75/190 (19x19)
loadsgf games/s19-l1-n75.sgf 190
3450 dragon_status B8
#? [alive]*

# s19-l1-n75/192 (19x19)
loadsgf games/s19-l1-n75.sgf 192
3451 dragon_status G15
#? [alive]
3452 dragon_status G4
#? [alive]

# s19-l1-n75/194 (19x19)
loadsgf games/s19-l1-n75.sgf 194
3453 dragon_status G15
#? [alive]
3454 dragon_status G4
#? [alive]

# s19-l1-n75/196 (19x19)
loadsgf games/s19-l1-n75.sgf 196
3455 dragon_status G15
#? [alive]
3456 dragon_status G4
#? [alive]

# s19-l1-n75/198 (19x19)
loadsgf games/s19-l1-n75.sgf 198
3457 dragon_status G15
#? [alive]
3458 dragon_status G4
#? [alive]

# s19-l1-n75/200 (19x19)
loadsgf games/s19-l1-n75.sgf 200
3459 dragon_status G15
#? [alive]
3460 dragon_status G4
#? [alive]

# s19-l1-n75/202 (19x19)
loadsgf games/s19-l1-n75.sgf 202
3461 dragon_status G15
#? [alive]
3462 dragon_status G4
#? [alive]*

# s19-l1-n75/204 (19x19)
loadsgf games/s19-l1-n75.sgf 204
3463 dragon_status G4
#? [alive]*

# s19-l1-n75/206 (19x19)
loadsgf games/s19-l1-n75.sgf 206
3464 dragon_status G4
#? [alive]*

# s19-l1-n75/208 (19x19)
loadsgf games/s19-l1-n75.sgf 208
3465 dragon_status G4
#? [alive]*

# s19-l1-n75/210 (19x19)
loadsgf games/s19-l1-n75.sgf 210
3466 dragon_status G4
#? [alive]*

# s19-l1-n75/212 (19x19)
loadsgf games/s19-l1-n75.sgf 212
3467 dragon_status G4
#? [alive]*

# s19-l1-n75/214 (19x19)
loadsgf games/s19-l1-n75.sgf 214
3468 dragon_status G4
#? [alive]*

# s19-l1-n75/216 (19x19)
loadsgf games/s19-l1-n75.sgf 216
3469 dragon_status G4
#? [alive]*

# s19-l1-n75/218 (19x19)
loadsgf games/s19-l1-n75.sgf 218
3470 dragon_status G4
#? [alive]*

# s9-l1-n15/13 (9x9)
loadsgf games/s9-l1-n15.sgf 13
3471 dragon_status D7
#? [alive]
3472 dragon_status C4
#? [alive]

# s9-l1-n15/14 (9x9)
loadsgf games/s9-l1-n15.sgf 14
3473 dragon_status C4
#? [alive]

# s9-l1-n15/15 (9x9)
loadsgf games/s9-l1-n15.sgf 15
3474 dragon_status E8
#? [alive]
3475 dragon_status C4
#? [alive]

# s9-l1-n15/16 (9x9)
loadsgf games/s9-l1-n15.sgf 16
3476 dragon_status E8
#? [alive]*
3477 dragon_status C4
#? [alive]

# s9-l1-n15/17 (9x9)
loadsgf games/s9-l1-n15.sgf 17
3478 dragon_status E8
#? [alive]
3479 dragon_status C4
#? [alive]

# s9-l1-n15/18 (9x9)
loadsgf games/s9-l1-n15.sgf 18
3480 dragon_status E8
#? [alive]

# s9-l1-n15/19 (9x9)
loadsgf games/s9-l1-n15.sgf 19
3481 dragon_status E8
#? [alive]
3482 dragon_status C4
#? [alive]*

# s9-l1-n15/20 (9x9)
loadsgf games/s9-l1-n15.sgf 20
3483 dragon_status E8
#? [alive]

# s9-l1-n15/21 (9x9)
loadsgf games/s9-l1-n15.sgf 21
3484 dragon_status E8
#? [alive]

# s9-l1-n15/22 (9x9)
loadsgf games/s9-l1-n15.sgf 22
3485 dragon_status E8
#? [alive]
3486 dragon_status C4
#? [dead]*

# s9-l1-n15/23 (9x9)
loadsgf games/s9-l1-n15.sgf 23
3487 dragon_status E8
#? [alive]*

# s9-l1-n15/24 (9x9)
loadsgf games/s9-l1-n15.sgf 24
3488 dragon_status E8
#? [alive]
3489 dragon_status C4
#? [dead]*

# s9-l1-n15/26 (9x9)
loadsgf games/s9-l1-n15.sgf 26
3490 dragon_status C4
#? [dead]*

# s9-l1-n15/27 (9x9)
loadsgf games/s9-l1-n15.sgf 27
3491 dragon_status D9
#? [alive]
3492 dragon_status C4
#? [dead]*

# s9-l1-n15/28 (9x9)
loadsgf games/s9-l1-n15.sgf 28
3493 dragon_status C4
#? [dead]*

# s9-l1-n15/29 (9x9)
loadsgf games/s9-l1-n15.sgf 29
3494 dragon_status C4
#? [dead]*

# s9-l1-n15/30 (9x9)
loadsgf games/s9-l1-n15.sgf 30
3495 dragon_status C4
#? [dead]*

# s9-l1-n15/31 (9x9)
loadsgf games/s9-l1-n15.sgf 31
3496 dragon_status D9
#? [alive]
3497 dragon_status E5
#? [alive]*

# s9-l1-n15/32 (9x9)
loadsgf games/s9-l1-n15.sgf 32
3498 dragon_status C9
#? [alive]

# s9-l1-n15/33 (9x9)
loadsgf games/s9-l1-n15.sgf 33
3499 dragon_status C9
#? [alive]*
3500 dragon_status E5
#? [alive]
3501 dragon_status G5
#? [alive]

# s9-l1-n15/34 (9x9)
loadsgf games/s9-l1-n15.sgf 34
3502 dragon_status B3
#? [dead]*
3503 dragon_status E3
#? [dead]
3504 dragon_status C2
#? [dead]*

# s9-l1-n15/35 (9x9)
loadsgf games/s9-l1-n15.sgf 35
3505 dragon_status C9
#? [alive]*
3506 dragon_status E5
#? [alive]
3507 dragon_status G5
#? [alive]
3508 dragon_status C4
#? [alive]*

# s9-l1-n15/36 (9x9)
loadsgf games/s9-l1-n15.sgf 36
3509 dragon_status C9
#? [alive]
3510 dragon_status E5
#? [alive]*
3511 dragon_status G5
#? [alive]

# s9-l1-n15/37 (9x9)
loadsgf games/s9-l1-n15.sgf 37
3512 dragon_status G5
#? [alive]

# s9-l1-n15/38 (9x9)
loadsgf games/s9-l1-n15.sgf 38
3513 dragon_status G5
#? [alive]
3514 dragon_status C4
#? [alive]*

# s9-l1-n15/39 (9x9)
loadsgf games/s9-l1-n15.sgf 39
3515 dragon_status G5
#? [alive]
3516 dragon_status C4
#? [alive]*

# s9-l1-n15/40 (9x9)
loadsgf games/s9-l1-n15.sgf 40
3517 dragon_status E5
#? [alive]*
3518 dragon_status C4
#? [dead]*

# s9-l1-n15/41 (9x9)
loadsgf games/s9-l1-n15.sgf 41
3519 dragon_status E5
#? [alive]*
3520 dragon_status C4
#? [dead]*

# s9-l2-n12/11 (9x9)
loadsgf games/s9-l2-n12.sgf 11
3521 dragon_status E7
#? [alive]
3522 dragon_status E3
#? [alive]
3523 dragon_status G3
#? [alive]

# s9-l2-n12/12 (9x9)
loadsgf games/s9-l2-n12.sgf 12
3524 dragon_status E7
#? [alive]
3525 dragon_status C4
#? [alive]*

# s9-l2-n12/13 (9x9)
loadsgf games/s9-l2-n12.sgf 13
3526 dragon_status E7
#? [alive]
3527 dragon_status C4
#? [alive]*

# s9-l2-n12/14 (9x9)
loadsgf games/s9-l2-n12.sgf 14
3528 dragon_status E7
#? [alive]

# s9-l2-n12/15 (9x9)
loadsgf games/s9-l2-n12.sgf 15
3529 dragon_status E7
#? [alive]*

# s9-l2-n12/19 (9x9)
loadsgf games/s9-l2-n12.sgf 19
3530 dragon_status E8
#? [alive]

# s9-l2-n3/11 (9x9)
loadsgf games/s9-l2-n3.sgf 11
3531 dragon_status C7
#? [alive]
3532 dragon_status C4
#? [alive]

# s9-l2-n3/13 (9x9)
loadsgf games/s9-l2-n3.sgf 13
3533 dragon_status B4
#? [alive]

# s9-l2-n3/14 (9x9)
loadsgf games/s9-l2-n3.sgf 14
3534 dragon_status C7
#? [dead]*
3535 dragon_status B4
#? [alive]*

# s9-l2-n3/15 (9x9)
loadsgf games/s9-l2-n3.sgf 15
3536 dragon_status B4
#? [alive]*

# s9-l2-n3/16 (9x9)
loadsgf games/s9-l2-n3.sgf 16
3537 dragon_status B8
#? [dead]*

# s9-l2-n3/17 (9x9)
loadsgf games/s9-l2-n3.sgf 17
3538 dragon_status B8
#? [dead]*
3539 dragon_status B4
#? [alive]*

# s9-l2-n3/18 (9x9)
loadsgf games/s9-l2-n3.sgf 18
3540 dragon_status B8
#? [dead]*

# s9-l2-n3/19 (9x9)
loadsgf games/s9-l2-n3.sgf 19
3541 dragon_status B8
#? [dead]*

# s9-l2-n3/20 (9x9)
loadsgf games/s9-l2-n3.sgf 20
3542 dragon_status B8
#? [dead]*
3543 dragon_status B4
#? [alive]*
3544 dragon_status F1
#? [dead]*

# s9-l2-n3/21 (9x9)
loadsgf games/s9-l2-n3.sgf 21
3545 dragon_status B8
#? [dead]*

# s9-l2-n3/22 (9x9)
loadsgf games/s9-l2-n3.sgf 22
3546 dragon_status B8
#? [dead]*
3547 dragon_status B7
#? [alive]*

# s9-l2-n3/23 (9x9)
loadsgf games/s9-l2-n3.sgf 23
3548 dragon_status B8
#? [dead]*
3549 dragon_status B7
#? [alive]*
3550 dragon_status B4
#? [alive]*

# s9-l2-n3/24 (9x9)
loadsgf games/s9-l2-n3.sgf 24
3551 dragon_status B8
#? [dead]*

# s9-l2-n3/25 (9x9)
loadsgf games/s9-l2-n3.sgf 25
3552 dragon_status B8
#? [dead]*

# s9-l2-n3/26 (9x9)
loadsgf games/s9-l2-n3.sgf 26
3553 dragon_status B8
#? [dead]*

# s9-l2-n3/28 (9x9)
loadsgf games/s9-l2-n3.sgf 28
3554 dragon_status B8
#? [dead]*
3555 dragon_status C7
#? [dead]*

# s9-l2-n3/29 (9x9)
loadsgf games/s9-l2-n3.sgf 29
3556 dragon_status A8
#? [alive]*
3557 dragon_status B8
#? [dead]*

# s9-l2-n3/31 (9x9)
loadsgf games/s9-l2-n3.sgf 31
3558 dragon_status B8
#? [dead]*

# s9-l2-n3/32 (9x9)
loadsgf games/s9-l2-n3.sgf 32
3559 dragon_status B8
#? [dead]*

# s9-l4-n18/13 (9x9)
loadsgf games/s9-l4-n18.sgf 13
3560 dragon_status D7
#? [alive]
3561 dragon_status G7
#? [alive]
3562 dragon_status F5
#? [alive]
3563 dragon_status G3
#? [alive]
3564 dragon_status E2
#? [dead]*

# s9-l4-n18/14 (9x9)
loadsgf games/s9-l4-n18.sgf 14
3565 dragon_status D7
#? [alive]
3566 dragon_status G7
#? [alive]
3567 dragon_status F5
#? [alive]*
3568 dragon_status G3
#? [alive]*
3569 dragon_status E2
#? [dead]*

# s9-l4-n18/15 (9x9)
loadsgf games/s9-l4-n18.sgf 15
3570 dragon_status D7
#? [alive]
3571 dragon_status G7
#? [alive]
3572 dragon_status F5
#? [alive]*
3573 dragon_status B4
#? [alive]
3574 dragon_status G3
#? [alive]

# s9-l4-n18/16 (9x9)
loadsgf games/s9-l4-n18.sgf 16
3575 dragon_status D7
#? [alive]
3576 dragon_status G7
#? [alive]
3577 dragon_status F5
#? [alive]*
3578 dragon_status B4
#? [alive]

# s9-l4-n18/17 (9x9)
loadsgf games/s9-l4-n18.sgf 17
3579 dragon_status D7
#? [alive]
3580 dragon_status G7
#? [alive]*
3581 dragon_status F5
#? [alive]*
3582 dragon_status B4
#? [alive]
3583 dragon_status G3
#? [alive]

# s9-l4-n18/18 (9x9)
loadsgf games/s9-l4-n18.sgf 18
3584 dragon_status D7
#? [alive]*
3585 dragon_status E7
#? [alive]*
3586 dragon_status B4
#? [alive]

# s9-l4-n18/19 (9x9)
loadsgf games/s9-l4-n18.sgf 19
3587 dragon_status D8
#? [alive]
3588 dragon_status E7
#? [alive]*
3589 dragon_status B4
#? [alive]

# s9-l4-n18/20 (9x9)
loadsgf games/s9-l4-n18.sgf 20
3590 dragon_status D8
#? [alive]
3591 dragon_status E7
#? [alive]*

# s9-l4-n18/21 (9x9)
loadsgf games/s9-l4-n18.sgf 21
3592 dragon_status D8
#? [alive]
3593 dragon_status E7
#? [alive]*

# s9-l4-n18/22 (9x9)
loadsgf games/s9-l4-n18.sgf 22
3594 dragon_status E8
#? [alive]

# s9-l4-n18/23 (9x9)
loadsgf games/s9-l4-n18.sgf 23
3595 dragon_status E9
#? [alive]
3596 dragon_status E8
#? [alive]

# s9-l4-n18/24 (9x9)
loadsgf games/s9-l4-n18.sgf 24
3597 dragon_status F9
#? [alive]

# s9-l4-n18/25 (9x9)
loadsgf games/s9-l4-n18.sgf 25
3598 dragon_status D9
#? [alive]
3599 dragon_status E8
#? [alive]

# s9-l4-n18/26 (9x9)
loadsgf games/s9-l4-n18.sgf 26
3600 dragon_status D9
#? [alive]*

# s9-l4-n18/27 (9x9)
loadsgf games/s9-l4-n18.sgf 27
3601 dragon_status D9
#? [alive]

# s9-l4-n18/28 (9x9)
loadsgf games/s9-l4-n18.sgf 28
3602 dragon_status D9
#? [alive]*

# s9-l4-n18/33 (9x9)
loadsgf games/s9-l4-n18.sgf 33
3603 dragon_status F9
#? [alive]

# s9-l4-n18/37 (9x9)
loadsgf games/s9-l4-n18.sgf 37
3604 dragon_status F9
#? [alive]

# s9-l4-n18/39 (9x9)
loadsgf games/s9-l4-n18.sgf 39
3605 dragon_status F9
#? [alive]

# s9-l5-n6/15 (9x9)
loadsgf games/s9-l5-n6.sgf 15
3606 dragon_status E8
#? [alive]
3607 dragon_status F7
#? [alive]*
3608 dragon_status G7
#? [alive]

# s9-l5-n6/16 (9x9)
loadsgf games/s9-l5-n6.sgf 16
3609 dragon_status F8
#? [alive]*
3610 dragon_status G7
#? [alive]

# s9-l5-n6/17 (9x9)
loadsgf games/s9-l5-n6.sgf 17
3611 dragon_status E8
#? [alive]*
3612 dragon_status F8
#? [alive]*
3613 dragon_status G7
#? [alive]

# s9-l5-n6/18 (9x9)
loadsgf games/s9-l5-n6.sgf 18
3614 dragon_status E8
#? [alive]*
3615 dragon_status F8
#? [alive]*
3616 dragon_status G7
#? [alive]

# s9-l5-n6/19 (9x9)
loadsgf games/s9-l5-n6.sgf 19
3617 dragon_status E8
#? [alive]*

# s9-l5-n6/20 (9x9)
loadsgf games/s9-l5-n6.sgf 20
3618 dragon_status E8
#? [alive]*

# s9-l5-n6/21 (9x9)
loadsgf games/s9-l5-n6.sgf 21
3619 dragon_status E8
#? [alive]*

# s9-l5-n6/22 (9x9)
loadsgf games/s9-l5-n6.sgf 22
3620 dragon_status E8
#? [alive]*

# s9-l5-n6/23 (9x9)
loadsgf games/s9-l5-n6.sgf 23
3621 dragon_status E8
#? [alive]*

# s9-l5-n6/24 (9x9)
loadsgf games/s9-l5-n6.sgf 24
3622 dragon_status E8
#? [alive]*

# s9-l5-n6/25 (9x9)
loadsgf games/s9-l5-n6.sgf 25
3623 dragon_status E8
#? [alive]*

# s9-l5-n6/27 (9x9)
loadsgf games/s9-l5-n6.sgf 27
3624 dragon_status F9
#? [alive]*

# s9-l5-n6/28 (9x9)
loadsgf games/s9-l5-n6.sgf 28
3625 dragon_status F9
#? [alive]*
3626 dragon_status G8
#? [alive]

# s9-l5-n6/29 (9x9)
loadsgf games/s9-l5-n6.sgf 29
3627 dragon_status G8
#? [alive]

# s9-l5-n6/30 (9x9)
loadsgf games/s9-l5-n6.sgf 30
3628 dragon_status H6
#? [alive]*

# s9-l5-n6/32 (9x9)
loadsgf games/s9-l5-n6.sgf 32
3629 dragon_status E8
#? [dead]

# s9-l5-n6/36 (9x9)
loadsgf games/s9-l5-n6.sgf 36
3630 dragon_status E9
#? [alive]*
3631 dragon_status E8
#? [dead]*

# s9-l5-n6/37 (9x9)
loadsgf games/s9-l5-n6.sgf 37
3632 dragon_status E8
#? [dead]*

# s9-l5-n6/38 (9x9)
loadsgf games/s9-l5-n6.sgf 38
3633 dragon_status E8
#? [dead]*

# s9-l5-n6/39 (9x9)
loadsgf games/s9-l5-n6.sgf 39
3634 dragon_status E9
#? [alive]
3635 dragon_status E8
#? [dead]*

# s9-l5-n6/40 (9x9)
loadsgf games/s9-l5-n6.sgf 40
3636 dragon_status E9
#? [alive]
3637 dragon_status E8
#? [dead]*
3638 dragon_status G8
#? [alive]

# s9-l5-n6/41 (9x9)
loadsgf games/s9-l5-n6.sgf 41
3639 dragon_status E9
#? [alive]
3640 dragon_status E8
#? [dead]*

# s9-l5-n6/42 (9x9)
loadsgf games/s9-l5-n6.sgf 42
3641 dragon_status E9
#? [alive]
3642 dragon_status E8
#? [dead]*

# s9-l5-n6/43 (9x9)
loadsgf games/s9-l5-n6.sgf 43
3643 dragon_status E9
#? [alive]*
3644 dragon_status E8
#? [dead]*

# s9-l5-n6/44 (9x9)
loadsgf games/s9-l5-n6.sgf 44
3645 dragon_status E8
#? [dead]*

# s9-l5-n6/45 (9x9)
loadsgf games/s9-l5-n6.sgf 45
3646 dragon_status B6
#? [alive]

# s9-l5-n6/46 (9x9)
loadsgf games/s9-l5-n6.sgf 46
3647 dragon_status E8
#? [dead]*

# s9-l5-n6/47 (9x9)
loadsgf games/s9-l5-n6.sgf 47
3648 dragon_status E8
#? [dead]*

# s9-l5-n6/48 (9x9)
loadsgf games/s9-l5-n6.sgf 48
3649 dragon_status E8
#? [dead]*

# s9-l5-n6/49 (9x9)
loadsgf games/s9-l5-n6.sgf 49
3650 dragon_status E8
#? [dead]*

# s9-l5-n6/50 (9x9)
loadsgf games/s9-l5-n6.sgf 50
3651 dragon_status E8
#? [dead]*

# s9-l5-n6/51 (9x9)
loadsgf games/s9-l5-n6.sgf 51
3652 dragon_status E9
#? [alive]*
3653 dragon_status E8
#? [dead]*

# s9-l5-n6/52 (9x9)
loadsgf games/s9-l5-n6.sgf 52
3654 dragon_status E8
#? [dead]*

# s9-l5-n6/55 (9x9)
loadsgf games/s9-l5-n6.sgf 55
3655 dragon_status E8
#? [dead]*

# s9-l5-n6/56 (9x9)
loadsgf games/s9-l5-n6.sgf 56
3656 dragon_status E8
#? [dead]

# s9-l5-n6/57 (9x9)
loadsgf games/s9-l5-n6.sgf 57
3657 dragon_status E8
#? [dead]

# s9-l8-n9/11 (9x9)
loadsgf games/s9-l8-n9.sgf 11
3658 dragon_status C6
#? [alive]
3659 dragon_status C4
#? [alive]
3660 dragon_status G4
#? [alive]

# s9-l8-n9/12 (9x9)
loadsgf games/s9-l8-n9.sgf 12
3661 dragon_status C6
#? [alive]
3662 dragon_status D2
#? [dead]*

# s9-l8-n9/13 (9x9)
loadsgf games/s9-l8-n9.sgf 13
3663 dragon_status C6
#? [alive]
3664 dragon_status H6
#? [alive]
3665 dragon_status D2
#? [dead]*

# s9-l8-n9/14 (9x9)
loadsgf games/s9-l8-n9.sgf 14
3666 dragon_status C6
#? [alive]
3667 dragon_status H6
#? [alive]
3668 dragon_status C4
#? [dead]*
3669 dragon_status D2
#? [dead]

# s9-l8-n9/15 (9x9)
loadsgf games/s9-l8-n9.sgf 15
3670 dragon_status G7
#? [alive]
3671 dragon_status C6
#? [alive]
3672 dragon_status C4
#? [dead]*
3673 dragon_status D2
#? [dead]

# s9-l8-n9/16 (9x9)
loadsgf games/s9-l8-n9.sgf 16
3674 dragon_status F7
#? [alive]
3675 dragon_status G7
#? [alive]
3676 dragon_status C4
#? [dead]*
3677 dragon_status D2
#? [dead]

# s9-l8-n9/17 (9x9)
loadsgf games/s9-l8-n9.sgf 17
3678 dragon_status F7
#? [alive]
3679 dragon_status C4
#? [dead]*
3680 dragon_status D2
#? [dead]

# s9-l8-n9/18 (9x9)
loadsgf games/s9-l8-n9.sgf 18
3681 dragon_status G8
#? [alive]*
3682 dragon_status C4
#? [dead]*
3683 dragon_status D2
#? [dead]

# s9-l8-n9/19 (9x9)
loadsgf games/s9-l8-n9.sgf 19
3684 dragon_status F9
#? [alive]
3685 dragon_status C4
#? [dead]*
3686 dragon_status D2
#? [dead]

# s9-l8-n9/20 (9x9)
loadsgf games/s9-l8-n9.sgf 20
3687 dragon_status G8
#? [alive]
3688 dragon_status C4
#? [dead]*
3689 dragon_status D2
#? [dead]

# s9-l8-n9/21 (9x9)
loadsgf games/s9-l8-n9.sgf 21
3690 dragon_status C4
#? [dead]*
3691 dragon_status D2
#? [dead]

# s9-l8-n9/22 (9x9)
loadsgf games/s9-l8-n9.sgf 22
3692 dragon_status C4
#? [dead]*
3693 dragon_status D2
#? [dead]

# s9-l8-n9/23 (9x9)
loadsgf games/s9-l8-n9.sgf 23
3694 dragon_status C4
#? [dead]*
3695 dragon_status D2
#? [dead]

# s9-l8-n9/24 (9x9)
loadsgf games/s9-l8-n9.sgf 24
3696 dragon_status C4
#? [dead]*
3697 dragon_status D2
#? [dead]

# s9-l8-n9/25 (9x9)
loadsgf games/s9-l8-n9.sgf 25
3698 dragon_status C4
#? [dead]*
3699 dragon_status D2
#? [dead]

# s9-l8-n9/26 (9x9)
loadsgf games/s9-l8-n9.sgf 26
3700 dragon_status C4
#? [dead]*
3701 dragon_status D2
#? [dead]

# s9-l8-n9/28 (9x9)
loadsgf games/s9-l8-n9.sgf 28
3702 dragon_status C4
#? [dead]
3703 dragon_status D2
#? [dead]

# s9-l8-n9/29 (9x9)
loadsgf games/s9-l8-n9.sgf 29
3704 dragon_status C4
#? [dead]
3705 dragon_status D2
#? [dead]

# s9-l8-n9/30 (9x9)
loadsgf games/s9-l8-n9.sgf 30
3706 dragon_status C4
#? [dead]
3707 dragon_status D2
#? [dead]

# s9-l8-n9/32 (9x9)
loadsgf games/s9-l8-n9.sgf 32
3708 dragon_status C4
#? [dead]*

# s9-l8-n9/35 (9x9)
loadsgf games/s9-l8-n9.sgf 35
3709 dragon_status C4
#? [dead]*
