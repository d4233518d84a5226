"""Dragons (engine/go/dragons.py) and their GTP commands, on diagrams, against GNU Go's answers."""

from __future__ import annotations

from engine.go.board import BLACK
from engine.go.dragons import find_dragons
from engine.go.gtp import new_engine
from tests.engine.go.go_helpers import board_from_diagram

CONNECTIONS = """
. . . . . . . . .
. X . . . . . . .
. . X . . . . . .
. . . . . . . . .
. X . X . . O . .
. X . X . O X O .
. . . . . . O . .
. X O . . . . . .
. . X . . . . . .
"""


def test_connection_rules() -> None:
    board = board_from_diagram(CONNECTIONS)
    dragons = find_dragons(board)
    at = lambda v: dragons.dragon_at(board.parse_vertex(v))  # noqa: E731
    assert at("B8") is at("C7")  # diagonal, both points between empty
    assert at("B5") is at("D5")  # two shared liberties (C5, C4)
    # The diagonal B2-C1 is cut by white C2, but B1 is a tiger's mouth (a
    # white stone there has one liberty and captures nothing): joined, as
    # GNU Go joins them.
    assert at("B2") is at("C1")
    assert at("G4") is not at("F4")
    assert dragons.dragon_at(board.parse_vertex("A1")) is None


def test_dragon_contract() -> None:
    board = board_from_diagram(CONNECTIONS)
    dragon = find_dragons(board).dragon_at(board.parse_vertex("C7"))
    assert dragon.color == BLACK
    assert dragon.origin == min(dragon.stones)
    assert dragon.stones == {board.parse_vertex("B8"), board.parse_vertex("C7")}
    assert dragon.strings == tuple(sorted(dragon.stones))


def test_gtp_dragon_commands() -> None:
    engine = new_engine({})
    engine.handle("boardsize 9")
    for move in ("black B8", "black C7", "white G4"):
        engine.handle(f"play {move}")
    assert engine.handle("same_dragon B8 C7") == (True, "1")
    assert engine.handle("same_dragon B8 G4") == (True, "0")
    assert engine.handle("same_dragon B8 A1") == (False, "vertex must not be empty")
    assert engine.handle("dragon_stones C7") == (True, "B8 C7 ")
    assert engine.handle("dragon_stones A1") == (False, "dragon_stones called on an empty vertex")
    assert engine.handle("dragon_stones") == (True, "B8 C7 \nG4 ")
