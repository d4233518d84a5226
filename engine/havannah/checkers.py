"""The ring detectors by name, as the ``checker=`` engine option spells them.

``unionfind``, ``table`` and ``dfs`` are the three incremental detectors of
:mod:`engine.havannah.board` (they differ in what they keep between moves,
and so in speed, never in answers); ``unionfind-numba``, ``table-numba``
and ``dfs-numba`` are the same three compiled by numba
(:mod:`engine.havannah.compiled`); ``reference`` runs the flood fill of
:mod:`engine.havannah.reference` after every move; ``fast`` is the name the
``unionfind`` detector had first, kept so that older engine specs still run.
"""

from __future__ import annotations

from engine.havannah import reference
from engine.havannah.board import Board
from engine.havannah.chains import TableBoard
from engine.havannah.compiled import DfsNumbaBoard, TableNumbaBoard, UnionFindNumbaBoard
from engine.havannah.dfs import DfsBoard
from engine.havannah.unionfind import UnionFindBoard


class ReferenceBoard(UnionFindBoard):
    """A board whose win test is the flood fill of :mod:`engine.havannah.reference`.

    It places stones as ``unionfind`` does (so that it refuses the same
    moves), then throws that detector's answer away and asks the reference.
    """

    checker = "reference"

    def play(self, colour: int, cell: int) -> int:
        """Put a stone; return the win kinds the reference finds (see :meth:`Board.play`)."""
        super().play(colour, cell)
        kinds = reference.win_kinds(self.geometry, self.cells_of(colour))
        self.winner, self.kinds = 0, 0
        self._end(colour, kinds)
        return kinds


CHECKERS: dict[str, type[Board]] = {
    "unionfind": UnionFindBoard,
    "table": TableBoard,
    "dfs": DfsBoard,
    "unionfind-numba": UnionFindNumbaBoard,
    "table-numba": TableNumbaBoard,
    "dfs-numba": DfsNumbaBoard,
    "reference": ReferenceBoard,
    "fast": UnionFindBoard,
}
DEFAULT_CHECKER = "unionfind"


def new_board(side: int, checker: str = DEFAULT_CHECKER) -> Board:
    """Return an empty board of side ``side`` with the detector named ``checker``.

    Raises ValueError for an unknown checker or a side out of range.
    """
    try:
        kind = CHECKERS[checker]
    except KeyError:
        known = ", ".join(CHECKERS)
        raise ValueError(f"checker must be one of {known}, not {checker!r}") from None
    return kind(side)
