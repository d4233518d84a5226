"""Havannah game records (``.hgf``, as LittleGolem and HavannahGui write them).

A record is SGF-like: ``(;FF[4]SZ[8]...;W[H3];B[G4];W[...]...)``.  What the
checker needs from it:

* ``SZ`` is the side of the board;
* the moves are ``W[...]`` and ``B[...]`` nodes, white first and then
  alternating, cells in grid numbering (``docs/havannah.md``; written upper
  case, read in any case);
* ``swap`` may be the second move (white's first stone becomes black's; it
  counts as a move);
* ``resign`` ends the record (whoever resigned lost); nothing may follow it.

:func:`read_record` turns a file into a :class:`Record`; :func:`replay` puts
its first moves on a board.  Both raise :class:`RecordError`, whose message
names the file and what is wrong with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sgfmill import sgf_grammar

from engine.files import read_limited
from engine.havannah.board import Board, IllegalMove
from engine.havannah.checkers import DEFAULT_CHECKER, new_board
from engine.havannah.geometry import GRID, MAX_SIDE, MIN_SIDE, NotationError, geometry
from engine.havannah.rules import BLACK, COLOUR_NAMES, WHITE

SWAP = "swap"
RESIGN = "resign"


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message names the file."""


@dataclass(frozen=True)
class Record:
    """What a record says: the side, the moves (grid names or ``swap``), how it ended."""

    path: str
    side: int
    #: ``(colour, move)`` in order: ``move`` is a cell in grid numbering, or ``swap``.
    moves: tuple[tuple[int, str], ...]
    #: The colour that resigned (the last node), or None.
    resigned: int | None = None


def read_record(path: str | Path) -> Record:
    """Read the record in file ``path``.

    Raises :class:`RecordError` when the file cannot be read, is not
    SGF-like, has no usable ``SZ``, or its moves do not alternate from white
    (see the module docstring).  Cells are not checked here: :func:`replay` does.
    """
    name = str(path)
    try:
        data = read_limited(path)
    except ValueError as error:
        raise RecordError(f"cannot read record {name}: {error}") from None
    try:
        tree = sgf_grammar.parse_sgf_game(data)
    except ValueError as error:
        raise RecordError(f"record {name} is not SGF-like: {error}") from None
    nodes = list(sgf_grammar.main_sequence_iter(tree))
    root = nodes[0]
    if "SZ" not in root:
        raise RecordError(f"record {name} has no SZ[...] (the side of the board)")
    size_text = root["SZ"][0].decode("ascii", "replace").strip()
    if not size_text.isascii() or not size_text.isdigit():
        raise RecordError(f"record {name}: SZ[{size_text}] is not a side")
    side = int(size_text)
    if not MIN_SIDE <= side <= MAX_SIDE:
        raise RecordError(f"record {name}: side {side} is not from {MIN_SIDE} to {MAX_SIDE}")
    moves: list[tuple[int, str]] = []
    resigned = None
    number = 0  # of the move nodes, the resignation included
    for node in nodes[1:]:
        played = [(c, node[p]) for c, p in ((WHITE, "W"), (BLACK, "B")) if p in node]
        if not played:
            continue
        number += 1
        if len(played) > 1 or len(played[0][1]) > 1:
            raise RecordError(f"record {name}: move {number} holds more than one move")
        if resigned is not None:
            raise RecordError(f"record {name}: move {number} comes after the resignation")
        colour, (raw,) = played[0]
        expected = WHITE if len(moves) % 2 == 0 else BLACK
        if colour != expected:
            raise RecordError(
                f"record {name}: move {number} is {COLOUR_NAMES[colour]}'s, "
                f"expected {COLOUR_NAMES[expected]}'s (white moves first, then by turns)"
            )
        move = raw.decode("ascii", "replace").strip().lower()
        if move == RESIGN:
            resigned = colour
        elif move == SWAP and number != 2:
            raise RecordError(f"record {name}: swap as move {number} (only the second move)")
        else:
            moves.append((colour, move))
    return Record(name, side, tuple(moves), resigned)


def replay(record: Record, count: int | None = None, checker: str = DEFAULT_CHECKER) -> Board:
    """Return a new board with the first ``count`` moves of ``record`` (all when None).

    ``swap`` counts as a move.  Raises :class:`RecordError` for a count the
    record does not have, a cell that is malformed or off the board, or a
    move the rules refuse (an occupied cell, a move after a win).
    """
    if count is None:
        count = len(record.moves)
    if not 0 <= count <= len(record.moves):
        raise RecordError(
            f"record {record.path} has {len(record.moves)} moves, cannot play {count}"
        )
    board = new_board(record.side, checker)
    geo = geometry(record.side)
    for number, (colour, move) in enumerate(record.moves[:count], start=1):
        try:
            if move == SWAP:
                board.swap()
            else:
                board.play(colour, geo.parse(move, GRID))
        except (NotationError, IllegalMove) as error:
            where = f"record {record.path}, move {number} ({move.upper()})"
            raise RecordError(f"{where}: {error}") from None
    return board
