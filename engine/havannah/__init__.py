"""The Havannah checker: a board that finds rings, bridges and forks as stones are played.

Modules: ``geometry`` (cells, neighbours, notation, symmetries), ``rules``
(colours and win kinds), ``board`` (stones, incremental win detection, undo),
``reference`` (the slow, obviously correct win test), ``tabulate`` (counting
every reachable position of a small board), ``gtp`` (the GTP commands), and
``__main__`` (``python -m engine.havannah``).
"""
