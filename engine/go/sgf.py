"""Positions from SGF game records, with GNU Go 3.8's ``loadsgf FILE [UNTIL]`` semantics.

The record is parsed by sgfmill; the position is built here, walking the main
line node by node and each node's properties in file order, the way GNU Go
does.  The facts below were checked against GNU Go 3.8 itself:

* Each ``B``/``W`` property is one move, passes included (``B[]``, and any
  coordinate off the board such as ``tt``); setup-only nodes are not moves.
  The first move is move 1, also in handicap games.
* ``UNTIL`` starting with a digit 1-9 is a move number N (its leading digits,
  as C's ``atoi`` reads them): loading stops just before move N, inside its
  node, so setup properties written before the move in that node are
  applied and those after it are not.  Any other ``UNTIL`` is a vertex:
  loading stops before the first move there; text that is not a vertex on
  the board (``0``, ``pass``, ``Z9``) stops before the first pass.  When the
  stop is never reached the whole main line is loaded.
* ``AB``/``AW`` add stones without capturing (a string may be left with no
  liberties); a stone on an occupied point is ignored.  ``AE`` is ignored:
  GNU Go 3.8 does not remove stones.  Adding stones forgets the move history,
  so ``undo`` cannot go back past it (the ko stays).
* Moves are replayed without the ko and suicide rules (a suicide removes the
  player's own string).  A move on an occupied point ends the loading, with
  the player of that move to move.
* The colour to move starts as black, or white when ``HA`` is 2 or more (``HA``
  places no stones); ``PL`` sets it (``W``, ``w`` or FF[3]'s ``2`` is white,
  anything else black); each move played gives the turn to the opponent;
  stopping before a move gives the turn to that move's player.
* The reader forgives: one missing ``)`` at the end, coordinates in upper
  case or after white space (the first two characters count), ``SZ`` and
  ``HA`` read as C's ``atoi`` reads them, setup points off the board (left
  out).  A move of fewer than two characters is a pass; one with a character
  before ``a`` points outside the board and stops the loading as a move on
  an occupied point does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sgfmill import sgf_grammar

from engine.files import read_limited
from engine.go.board import BLACK, EMPTY, MAX_SIZE, PASS, WHITE, Board


class SgfError(ValueError):
    """A record that cannot be read or is not supported; the message says why."""


@dataclass
class SgfPosition:
    """A position loaded from a record.

    ``board`` holds the moves of the record as its undo history (since the
    last setup stones), ``to_move`` is ``BLACK`` or ``WHITE``, ``komi`` is
    the record's ``KM`` (None when absent or unreadable).
    """

    board: Board
    to_move: int
    komi: float | None


_SETUP_COLORS = {"AB": BLACK, "AW": WHITE}
_MOVE_COLORS = {"B": BLACK, "W": WHITE}


def load_sgf_file(path: str, until: str | None = None) -> SgfPosition:
    """Read the record at ``path`` and return its position (see :func:`load_sgf`).

    Raises SgfError when the file cannot be read, is not a regular file
    (a FIFO or a device), is over ``engine.files.MAX_FILE_BYTES``, or the record is broken.
    """
    try:
        data = read_limited(path)
    except ValueError as error:
        raise SgfError(f"cannot read {path!r}: {error}") from None
    return load_sgf(data, until)


def load_sgf(data: bytes, until: str | None = None) -> SgfPosition:
    """Build the position of an SGF record, stopping as GNU Go's ``loadsgf`` does.

    ``until`` is the optional second argument of ``loadsgf`` (a move number or
    a vertex); None loads the whole main line.  Raises SgfError for a record
    that cannot be parsed, a board size outside 1..25, or a malformed point.
    """
    size = _size(root := _parse(data)[0])
    board = Board(size)
    stop_move, stop_point = _parse_until(until, board)

    to_move = WHITE if _leading_int(root.get("HA", [b""])[0]) >= 2 else BLACK
    komi = _komi(root)
    move_number = 0
    for node in _parse(data):
        setup: dict[int, int] = {}
        for ident, values in node.items():
            if ident in _SETUP_COLORS:
                color = _SETUP_COLORS[ident]
                for pos in _point_list(values, board):
                    # GNU Go ignores a stone added on an occupied point.
                    if board.color[pos] == EMPTY and pos not in setup:
                        setup[pos] = color
            elif ident == "PL":
                to_move = _player(values[0])
            elif ident in _MOVE_COLORS:
                color = _MOVE_COLORS[ident]
                for raw in values:
                    # Setup written before the move in this node comes first.
                    if setup:
                        board.setup(setup)
                        setup = {}
                    move_number += 1
                    move = _move_point(raw, board)
                    if move_number == stop_move or move == stop_point:
                        return SgfPosition(board, color, komi)
                    if move is None or (move != PASS and board.color[move] != EMPTY):
                        # GNU Go warns, ignores the move and stops here.
                        return SgfPosition(board, color, komi)
                    board.play_unchecked(move, color)
                    to_move = WHITE if color == BLACK else BLACK
        if setup:
            board.setup(setup)
    return SgfPosition(board, to_move, komi)


_Node = dict[str, list[bytes]]


def _parse(data: bytes) -> list[_Node]:
    """Return the nodes of the record's main line, each its properties in file order.

    GNU Go loads a record whose last ``)`` is missing (one, not two), so one
    is added when the record ends too soon.
    """
    for text in (data, data + b")"):
        try:
            tree = sgf_grammar.parse_sgf_game(text)
        except ValueError as error:
            problem = str(error)
            continue
        return list(sgf_grammar.main_sequence_iter(tree))
    raise SgfError(f"bad SGF record: {problem}")


def _size(root: _Node) -> int:
    """Return the board size of ``SZ`` read as C's ``atoi`` reads it (19 when absent)."""
    if "SZ" not in root:
        return 19
    size = _leading_int(root["SZ"][0])
    if not 1 <= size <= MAX_SIZE:
        raise SgfError(f"board size {root['SZ'][0].decode(errors='replace')!r} not supported")
    return size


def _leading_int(raw: bytes) -> int:
    """Return the integer at the start of ``raw`` as C's ``atoi`` reads it (0 for none)."""
    match = re.match(rb"\s*([+-]?\d+)", raw)
    return int(match.group(1)[:12]) if match else 0


def _parse_until(until: str | None, board: Board) -> tuple[int | None, int | None]:
    """Return ``(move_number, point)`` where loading stops; either may be None."""
    if until is None:
        return None, None
    if until and until[0] in "123456789":
        digits = len(until) - len(until.lstrip("0123456789"))
        # Past 12 digits no record is that long: the stop is never reached.
        return int(until[: min(digits, 12)]), None
    try:
        return None, board.parse_vertex(until)
    except ValueError:
        # GNU Go turns a vertex it cannot read into a pass.
        return None, PASS


_SPACE = b" \t\r\n\v\f"  # C's isspace
_OFF_BOARD = -1
_BAD = -2


def _decode_point(raw: bytes, board: Board) -> int:
    """Return the point of an SGF coordinate as GNU Go 3.8 reads it.

    Leading white space is skipped, letters of either case count, and only
    the first two characters are read.  A value of fewer than two characters,
    or a letter past the board's edge, is ``_OFF_BOARD``; a character before
    ``a`` (a digit, say) points outside the board altogether and is ``_BAD``.
    """
    text = raw.lstrip(_SPACE).lower()
    if len(text) < 2:
        return _OFF_BOARD
    col = text[0] - ord("a")
    top_row = text[1] - ord("a")
    if col < 0 or top_row < 0:
        return _BAD
    size = board.size
    if col >= size or top_row >= size:
        return _OFF_BOARD
    return board.point(size - 1 - top_row, col)


def _move_point(raw: bytes, board: Board) -> int | None:
    """Return the point of a move value: off-board values are passes, None a bad point."""
    pos = _decode_point(raw, board)
    if pos == _OFF_BOARD:
        return PASS
    return None if pos == _BAD else pos


_RECTANGLE = re.compile(rb"(..):(..)", re.DOTALL)


def _point_list(values: list[bytes], board: Board) -> list[int]:
    """Expand an SGF point list (with ``ab:cd`` rectangles) into points on the board.

    As GNU Go 3.8 reads them: a rectangle runs over the byte values from its
    first corner to its second (only the first corner when they come in the
    wrong order), each point read as :func:`_decode_point` reads one; points
    off the board are left out; any other value counts by its first two
    characters.
    """
    points: list[int] = []
    for raw in values:
        rectangle = _RECTANGLE.fullmatch(raw.strip(_SPACE))
        if rectangle is None:
            corners = [raw]
        else:
            (x1, y1), (x2, y2) = rectangle.groups()
            if x2 < x1 or y2 < y1:
                corners = [rectangle.group(1)]
            else:
                corners = [bytes((x, y)) for y in range(y1, y2 + 1) for x in range(x1, x2 + 1)]
        points.extend(pos for pos in (_decode_point(c, board) for c in corners) if pos >= 0)
    return points


def _player(raw: bytes) -> int:
    """Return the colour a ``PL`` value names, as GNU Go reads it.

    The first character that is not white space decides: ``W``, ``w`` or
    ``2`` (FF[3]'s numeric form) is white, anything else black.
    """
    text = raw.lstrip(_SPACE)
    return WHITE if text[:1] in (b"W", b"w", b"2") else BLACK


def _komi(root: _Node) -> float | None:
    """Return the root's ``KM`` value, None when absent or unreadable."""
    try:
        return float(root["KM"][0])
    except (KeyError, ValueError):
        return None
