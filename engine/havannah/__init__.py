"""The Havannah checker: a board that finds rings, bridges and forks as stones are played.

Modules: ``geometry`` (cells, neighbours, the two numberings, symmetries),
``rules`` (colours and win kinds), ``board`` (stones, moves, undo, swap, and
the tables the detectors share), the three ring detectors ``unionfind``,
``chains`` (``checker=table``) and ``dfs``, the same three compiled by
numba (``compiled``, the boards; ``kernels``, the machine code, the only
module that imports numba besides ``tabulate``; ``layout``, their shared
state array), ``reference`` (the slow, obviously correct win test),
``checkers`` (the detectors by name),
``hgf`` (game records), ``tabulate`` (counting every reachable position of
a small board), ``gtp`` (the GTP commands), and ``__main__``
(``python -m engine.havannah``).
"""
