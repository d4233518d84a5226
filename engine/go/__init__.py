"""This project's Go engine: board, SGF positions and a GTP server (``python -m engine.go``).

The modules: :mod:`engine.go.board` (the board, coordinates), :mod:`engine.go.sgf`
(positions from game records), :mod:`engine.go.gtp` (the GTP commands and the
``new_engine`` factory the harness uses).
"""

from engine import __version__

ENGINE_NAME = "regress-go"
ENGINE_VERSION = __version__
