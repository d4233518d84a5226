"""Reading GTP arguments of the Go engine, with GNU Go's failure messages.

Every command of :mod:`engine.go.gtp` reads its vertices and colours here,
so that a bad argument is answered the same way everywhere:
``? invalid coordinate``, ``? invalid color``, ``? vertex must not be empty``
...  Each function raises
:class:`~engine.gtp.GtpError` with the message given.
"""

from __future__ import annotations

from engine.go.board import EMPTY, PASS, Board, parse_color
from engine.gtp import GtpError

INVALID_COORDINATE = "invalid coordinate"


def vertex(board: Board, args: list[str], index: int = 0, message: str = INVALID_COORDINATE) -> int:
    """The point (or ``PASS``) named by ``args[index]``."""
    try:
        return board.parse_vertex(args[index])
    except (IndexError, ValueError):
        raise GtpError(message) from None


def point(board: Board, args: list[str], index: int = 0, message: str = INVALID_COORDINATE) -> int:
    """The point named by ``args[index]``, which must not be a pass."""
    pos = vertex(board, args, index, message)
    if pos == PASS:
        raise GtpError(message)
    return pos


def stone(
    board: Board, args: list[str], index: int = 0, message: str = "vertex must not be empty"
) -> int:
    """The point named by ``args[index]``, which must hold a stone (``message`` if empty)."""
    pos = point(board, args, index)
    if board.get(pos) == EMPTY:
        raise GtpError(message)
    return pos


def color(args: list[str], index: int = 0, message: str = "invalid color") -> int:
    """The colour named by ``args[index]``."""
    try:
        return parse_color(args[index])
    except (IndexError, ValueError):
        raise GtpError(message) from None
