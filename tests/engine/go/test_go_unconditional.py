"""Unconditional status (engine/go/unconditional.py): invincible strings, dead stones,
territory, seki; the three details GNU Go 3.8's answers settle; and GNU Go's answers on random
positions as the reference."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.go.board import BLACK, BORDER, Board
from engine.go.gtp import new_engine
from engine.go.randomplay import random_moves
from engine.go.unconditional import (
    components,
    opponent_can_live,
    pass_alive_stones,
    unconditional_life,
    unconditional_status,
)
from harness.engines.gtp import GtpEngine
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
def test_unconditional_status_agrees_with_gnugo(
    gnugo: GtpEngine, tmp_path: Path, seed: int
) -> None:
    path = tmp_path / "r.sgf"
    path.write_text(_random_sgf(seed))
    ours = new_engine({})
    ours.handle(f"loadsgf {path}")
    gnugo.send(f"loadsgf {path}")
    for col in "ABCDEFGHJ":
        for row in range(1, 10):
            command = f"unconditional_status {col}{row}"
            assert ours.handle(command)[1] == gnugo.send(command).text, command


def _can_live_by_every_pair(board: Board, region: set[int], player: int) -> bool:
    """:func:`opponent_can_live` by trying every pair of eye points, in point order."""
    colors = board.color
    wall = 3 - player

    def on_board(p: int) -> list[int]:
        return [n for n in board.neighbours[p] if colors[n] != BORDER]

    interior = [
        p
        for p in sorted(region)
        if colors[p] != player
        and all(n in region for n in on_board(p))
        and (colors[p] == wall or all(colors[n] != wall for n in on_board(p)))
    ]
    for i, e1 in enumerate(interior):
        for e2 in interior[i + 1 :]:
            if e2 in board.neighbours[e1]:
                continue
            rest = region - {e1, e2}
            parts: list[set[int]] = []
            for start in on_board(e1) + on_board(e2):
                if any(start in part for part in parts):
                    continue
                part = {start}
                stack = [start]
                while stack:
                    for n in board.neighbours[stack.pop()]:
                        if n in rest and n not in part:
                            part.add(n)
                            stack.append(n)
                parts.append(part)
            if all(
                part & set(board.neighbours[e1]) and part & set(board.neighbours[e2])
                for part in parts
            ):
                return True
    return False


def test_opponent_can_live_whichever_pair_of_eyes_it_tries_first() -> None:
    answers = set()
    for seed in range(8):
        board = Board(9)
        random_moves(board, random.Random(seed), 10 + 8 * seed)
        colors = board.color
        for wall in (BLACK, 3 - BLACK):
            open_points = [p for p in board.points if colors[p] != wall]
            for component in components(open_points, board.neighbours):
                region = set(component)
                for player in (BLACK, 3 - BLACK):
                    answer = opponent_can_live(board, region, player)
                    assert answer == _can_live_by_every_pair(board, region, player)
                    answers.add(answer)
    assert answers == {True, False}
