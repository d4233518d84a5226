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
  places no stones); ``PL`` sets it; each move played gives the turn to the
  opponent; stopping before a move gives the turn to that move's player.
"""

from __future__ import annotations

from dataclasses import dataclass

from sgfmill import sgf as sgfmill_sgf

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

    Raises SgfError when the file cannot be read or the record is broken.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise SgfError(f"cannot read {path!r}: {error.strerror or error}") from None
    return load_sgf(data, until)


def load_sgf(data: bytes, until: str | None = None) -> SgfPosition:
    """Build the position of an SGF record, stopping as GNU Go's ``loadsgf`` does.

    ``until`` is the optional second argument of ``loadsgf`` (a move number or
    a vertex); None loads the whole main line.  Raises SgfError for a record
    that cannot be parsed, a board size outside 1..25, or a malformed point.
    """
    try:
        game = sgfmill_sgf.Sgf_game.from_bytes(data)
    except ValueError as error:
        raise SgfError(f"bad SGF record: {error}") from None
    size = game.get_size()
    if size > MAX_SIZE:
        raise SgfError(f"board size {size} not supported (at most {MAX_SIZE})")
    board = Board(size)
    stop_move, stop_point = _parse_until(until, board)

    root = game.get_root()
    to_move = WHITE if _handicap(root) >= 2 else BLACK
    move_number = 0
    for node in game.get_main_sequence():
        setup: dict[int, int] = {}
        for ident in node.properties():
            if ident in _SETUP_COLORS:
                color = _SETUP_COLORS[ident]
                for pos in _point_list(node.get_raw_list(ident), board, ident):
                    # GNU Go ignores a stone added on an occupied point.
                    if board.color[pos] == EMPTY and pos not in setup:
                        setup[pos] = color
            elif ident == "PL":
                to_move = _player(node.get_raw("PL"), to_move)
            elif ident in _MOVE_COLORS:
                color = _MOVE_COLORS[ident]
                for raw in node.get_raw_list(ident):
                    # Setup written before the move in this node comes first.
                    if setup:
                        board.setup(setup)
                        setup = {}
                    move_number += 1
                    pos = _move_point(raw, board, ident)
                    if move_number == stop_move or pos == stop_point:
                        return SgfPosition(board, color, _komi(root))
                    if pos != PASS and board.color[pos] != EMPTY:
                        # GNU Go warns, ignores the move and stops here.
                        return SgfPosition(board, color, _komi(root))
                    board.play_unchecked(pos, color)
                    to_move = WHITE if color == BLACK else BLACK
        if setup:
            board.setup(setup)
    return SgfPosition(board, to_move, _komi(root))


def _parse_until(until: str | None, board: Board) -> tuple[int | None, int | None]:
    """Return ``(move_number, point)`` where loading stops; either may be None."""
    if until is None:
        return None, None
    if until and until[0] in "123456789":
        digits = len(until) - len(until.lstrip("0123456789"))
        return int(until[:digits]), None
    try:
        return None, board.parse_vertex(until)
    except ValueError:
        # GNU Go turns a vertex it cannot read into a pass.
        return None, PASS


def _decode_point(raw: bytes, board: Board, ident: str) -> int | None:
    """Return the point of an SGF coordinate, None when off the board."""
    if len(raw) != 2 or not raw.isalpha() or not raw.islower():
        raise SgfError(f"bad point {raw.decode(errors='replace')!r} in {ident}")
    col = raw[0] - ord("a")
    top_row = raw[1] - ord("a")
    size = board.size
    if col >= size or top_row >= size:
        return None
    return board.point(size - 1 - top_row, col)


def _move_point(raw: bytes, board: Board, ident: str) -> int:
    """Return the point of a move value; empty or off-board values are passes."""
    if raw == b"":
        return PASS
    pos = _decode_point(raw, board, ident)
    return PASS if pos is None else pos


def _point_list(values: list[bytes], board: Board, ident: str) -> list[int]:
    """Expand an SGF point list (with ``ab:cd`` rectangles) into points."""
    points = []
    for raw in values:
        corners = raw.split(b":")
        if len(corners) > 2:
            raise SgfError(f"bad point {raw.decode(errors='replace')!r} in {ident}")
        decoded = [_decode_point(corner, board, ident) for corner in corners]
        ends = [end for end in decoded if end is not None]
        if len(ends) != len(decoded):
            raise SgfError(f"point {raw.decode(errors='replace')!r} in {ident} is off the board")
        (row1, col1), (row2, col2) = (board.row_col(ends[0]), board.row_col(ends[-1]))
        for row in range(min(row1, row2), max(row1, row2) + 1):
            for col in range(min(col1, col2), max(col1, col2) + 1):
                points.append(board.point(row, col))
    return points


def _player(raw: bytes, to_move: int) -> int:
    """Return the colour a ``PL`` value names; an unreadable value changes nothing."""
    text = raw.strip().upper()
    if text in (b"B", b"BLACK"):
        return BLACK
    if text in (b"W", b"WHITE"):
        return WHITE
    return to_move


def _handicap(root: sgfmill_sgf.Tree_node) -> int:
    """Return the root's ``HA`` value, 0 when absent or unreadable (as GNU Go)."""
    try:
        return int(root.get_raw("HA"))
    except (KeyError, ValueError):
        return 0


def _komi(root: sgfmill_sgf.Tree_node) -> float | None:
    """Return the root's ``KM`` value, None when absent or unreadable."""
    try:
        return float(root.get_raw("KM"))
    except (KeyError, ValueError):
        return None
