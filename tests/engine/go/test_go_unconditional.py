"""Unconditional status (engine/go/unconditional.py): invincible strings, dead stones,
territory, seki; the three details GNU Go 3.8's answers settle; and GNU Go's answers on random
positions as the reference."""

from __future__ import annotations

import random

import pytest

from engine.go.board import BLACK, Board
from engine.go.gtp import new_engine
from engine.go.randomplay import random_moves
from engine.go.unconditional import pass_alive_stones, unconditional_life, unconditional_status
from tests.engine.go.go_helpers import board_from_diagram, sgf_point

BENSON = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
X X X X X O . . .
. X . . X O . O .
. X . . X O . . .
"""

DEAD = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X . . .
X . . . . X . . .
X . O O . X X X X
X . X X X . X . X
. X . . X X . X .
"""

SEKI = """
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X X .
O O O O O X .
X X . O . X .
. X . O O X .
"""


@pytest.mark.parametrize(
    ("diagram", "vertex", "status"),
    [
        (BENSON, "A3", "alive"),
        (BENSON, "C2", "black_territory"),
        (BENSON, "A1", "black_territory"),
        (BENSON, "F3", "undecided"),
        (DEAD, "C3", "dead"),
        (DEAD, "D3", "dead"),
        (DEAD, "C4", "black_territory"),
        (DEAD, "D2", "alive"),
        (SEKI, "B2", "undecided"),
        (SEKI, "C1", "undecided"),
        (SEKI, "D2", "undecided"),
    ],
)
def test_unconditional_status(diagram: str, vertex: str, status: str) -> None:
    board = board_from_diagram(diagram)
    assert unconditional_status(board).at(board.parse_vertex(vertex)) == status


# Black's G5 falls to white stones on G6 and F5, and they stay for the territory
# step: white's upper right is left with G5 and F4, where black's wall touches
# F4, so it is dead and black's G5 counts as alive.  Taking the fillers off
# again would leave white room for two eyes.
CAPTURERS_STAY = """
O O X X X O O
O O X X O O .
O O X X O . X
. O X . X . O
O O X X X X X
O O X X . X .
. O X X X X X
"""

# Filling white's liberties leaves black strings of the lower left in atari
# where black may still play (no suicide): that is not white's territory.
ATARI_CAN_EXTEND = """
O O . O O X .
O O O . O X X
X . . O O X .
X X X O X X X
. O O O X X X
O . O X X . X
O O X X X X X
"""

# Extending the strings in atari again after the eyes are reduced would merge
# white's strings of the top edge into one string in atari and call them dead.
EXTEND_ONCE = """
O O . . . X O . X
O O O . X O O . X
O X X X X X O O O
X X X X . X X X X
. X X X X X X . X
X X X O X X . X X
X X O O O X X . X
X O O O O . . X X
X O O . O . . X .
"""

# Splitting big eyes plays where a stone gets at least two empty neighbours,
# three or four included; playing only where it gets exactly two would call
# black's F9 dead.
SPLIT_BIG_EYES = """
. O O O O X . . X
O O O X X X . . .
O O O X X X X X .
O . O O O O X O O
O O O O . O O O .
X O O O O O . O O
X X X X X O O X X
. X X X . X X X X
X . X . X . X X .
"""


@pytest.mark.parametrize(
    ("diagram", "vertex", "status"),
    [
        (CAPTURERS_STAY, "F7", "dead"),
        (CAPTURERS_STAY, "G4", "dead"),
        (CAPTURERS_STAY, "G5", "alive"),
        (CAPTURERS_STAY, "F4", "black_territory"),
        (ATARI_CAN_EXTEND, "A5", "undecided"),
        (ATARI_CAN_EXTEND, "B5", "undecided"),
        (EXTEND_ONCE, "A9", "undecided"),
        (EXTEND_ONCE, "C9", "undecided"),
        (EXTEND_ONCE, "E5", "alive"),
        (SPLIT_BIG_EYES, "F9", "undecided"),
        (SPLIT_BIG_EYES, "G8", "undecided"),
        (SPLIT_BIG_EYES, "A9", "white_territory"),
    ],
)
def test_details_gnugo_settles(diagram: str, vertex: str, status: str) -> None:
    board = board_from_diagram(diagram)
    assert unconditional_status(board).at(board.parse_vertex(vertex)) == status


def test_unconditional_life_gives_invincible_stones_and_territory() -> None:
    board = board_from_diagram(DEAD)
    life = unconditional_life(board, BLACK)
    assert board.parse_vertex("D2") in life.alive
    assert {board.parse_vertex(v) for v in ("C3", "D3", "C4", "B2")} <= life.territory
    assert not life.territory & life.alive
    assert not unconditional_life(board, 3 - BLACK).alive


def test_two_eyes_are_pass_alive_one_is_not() -> None:
    board = board_from_diagram(BENSON)
    assert board.parse_vertex("E1") in pass_alive_stones(board, BLACK)
    board = board_from_diagram(SEKI)
    assert not pass_alive_stones(board, BLACK)


def _random_sgf(seed: int, size: int = 9) -> str:
    rng = random.Random(seed)
    board = Board(size)
    nodes = []
    for color, p in random_moves(board, rng, rng.randint(30, 140)):
        player = "B" if color == BLACK else "W"
        nodes.append(f";{player}[{sgf_point(board, p)}]")
    return f"(;GM[1]SZ[{size}]" + "".join(nodes) + ")"


@pytest.mark.gnugo
@pytest.mark.parametrize("seed", range(0, 40, 4))
def test_unconditional_status_agrees_with_gnugo(gnugo, tmp_path, seed: int) -> None:
    path = tmp_path / "r.sgf"
    path.write_text(_random_sgf(seed))
    ours = new_engine({})
    ours.handle(f"loadsgf {path}")
    gnugo.send(f"loadsgf {path}")
    for col in "ABCDEFGHJ":
        for row in range(1, 10):
            command = f"unconditional_status {col}{row}"
            assert ours.handle(command)[1] == gnugo.send(command).text, command
