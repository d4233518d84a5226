"""Connection reading (engine/go/connection.py) and its GTP commands
``connect`` and ``disconnect``.

The positions are drawn as diagrams; the expected answers are GNU Go 3.8's
on the same positions.
"""

from __future__ import annotations

import pytest

from engine.go.connection import ConnectionReader, disconnect, string_connect
from engine.go.gtp import build_engine
from engine.go.reading import LOSE, WIN
from tests.engine.go.go_helpers import LONE_C3, board_from_diagram

LINKS = """
. . X . . . . . .
. O . . . . . . .
X . X O . . . . .
. . X O O . . . .
. . . O X . . . .
. . . . . X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

# Two black stones far apart, nothing between them.
FAR = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X . . . . . X .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

# Black D7 and G7 with two empty points between them: a white stone at E7
# or F7 cannot be shown to cut within the search.
GAP = LONE_C3

JUMPS = """
. . . . . . . . .
. . . . . . . . .
. . X . X . X . .
. . . O . O . . .
. . . . X . X . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def answer(diagram: str, command: str, s1: str, s2: str) -> str:
    board = board_from_diagram(diagram)
    reader = string_connect if command == "connect" else disconnect
    code, move = reader(board, board.parse_vertex(s1), board.parse_vertex(s2))
    return "0" if code == LOSE else f"{code} {board.vertex(move)}"


@pytest.mark.parametrize(
    ("diagram", "command", "s1", "s2", "expected", "why"),
    [
        (LINKS, "connect", "C7", "C6", "1 PASS", "one string already"),
        (LINKS, "disconnect", "C7", "C6", "0", "one string cannot be cut"),
        (LINKS, "disconnect", "E5", "F4", "0", "a diagonal with both points empty"),
        (LINKS, "connect", "C7", "E5", "0", "white's wall D7-D5 stands between"),
        # GNU Go answers C8; after white A8 (or A6, B7, C8) it finds the
        # strings cut (``connect C9 A7`` answers 0).
        (LINKS, "disconnect", "C9", "A7", "1 A8", "white B8 cuts moving first"),
        (FAR, "connect", "B5", "H5", "0", "too far apart to join"),
        (FAR, "disconnect", "B5", "H5", "1 PASS", "not joined even moving first: cut already"),
        (GAP, "connect", "D7", "G7", "1 E7", "the owner closes the gap"),
        (GAP, "disconnect", "D7", "G7", "0", "a cut the cutter cannot prove"),
        (JUMPS, "connect", "E5", "G5", "1 F5", "a one-point jump, owner first"),
        (JUMPS, "disconnect", "E5", "G5", "1 F5", "a one-point jump, cutter first"),
        (JUMPS, "connect", "E7", "C7", "1 D7", "the shared liberty joins"),
    ],
)
def test_links_read_as_gnugo_reads_them(
    diagram: str, command: str, s1: str, s2: str, expected: str, why: str
) -> None:
    assert answer(diagram, command, s1, s2) == expected, why


def test_a_tiger_mouth_cannot_be_cut() -> None:
    # Black C3, D4 and E3 around D3: a white stone at D3 stands in atari.
    board = board_from_diagram(
        """
. . . . .
. . . X .
. . X . X
. . . . .
. . . . .
"""
    )
    code, _ = disconnect(board, board.parse_vertex("C3"), board.parse_vertex("E3"))
    assert code == LOSE
    code, _ = string_connect(board, board.parse_vertex("C3"), board.parse_vertex("E3"))
    assert code == WIN


def test_the_board_is_left_as_it_was() -> None:
    board = board_from_diagram(JUMPS)
    before = (list(board.color), board.move_count)
    ConnectionReader(board).disconnect(board.parse_vertex("E5"), board.parse_vertex("G5"))
    assert (list(board.color), board.move_count) == before


def test_gtp_failures_as_gnugo_words_them() -> None:
    dispatcher = build_engine({}).dispatcher
    dispatcher.handle("boardsize 9")
    dispatcher.handle("play black C3")
    dispatcher.handle("play white G7")
    assert dispatcher.handle("connect C3 G7") == (False, "vertices must have same color")
    assert dispatcher.handle("disconnect C3 D5") == (False, "vertex must not be empty")
    assert dispatcher.handle("connect C3") == (False, "invalid coordinate")
