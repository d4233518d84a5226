"""This project's Go engine: board, SGF positions and a GTP server (``python -m engine.go``).

The modules: :mod:`engine.go.board` (the board, coordinates), :mod:`engine.go.sgf`
(positions from game records); the analysis, which knows nothing of GTP:
:mod:`engine.go.reading` (strings), :mod:`engine.go.dragons`,
:mod:`engine.go.optics` (eye spaces), :mod:`engine.go.unconditional`,
:mod:`engine.go.owl` (dragons' life and death), :mod:`engine.go.influence`
and :mod:`engine.go.genmove` (move choice, scoring), shared per position by
:mod:`engine.go.analysis`; and the one GTP layer, :mod:`engine.go.gtp` (the
table of commands and the ``new_engine`` factory the harness uses) with
:mod:`engine.go.gtp_args` (reading the arguments).
"""

from engine import __version__

ENGINE_NAME = "regress-go"
ENGINE_VERSION = __version__
