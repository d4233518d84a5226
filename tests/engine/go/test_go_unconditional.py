"""Unconditional status (engine/go/unconditional.py): Benson life, dead stones, territory,
seki; and GNU Go 3.8's answers on random positions as the reference."""

from __future__ import annotations

import random

import pytest

from engine.go.board import BLACK, Board
from engine.go.gtp import new_engine
from engine.go.randomplay import random_moves
from engine.go.unconditional import pass_alive_stones, unconditional_status
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
