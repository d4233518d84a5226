"""Dragons (engine/go/dragons.py) and their GTP commands, on diagrams, against GNU Go's answers."""

from __future__ import annotations

from engine.go.board import BLACK
from engine.go.dragons import (
    AMALGAMATION_LIMITS,
    Dragon,
    Dragons,
    close_pairs,
    find_dragons,
    local_joins,
)
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

    def at(v: str) -> Dragon | None:
        return dragons.dragon_at(board.parse_vertex(v))

    assert at("B8") is at("C7")  # diagonal, both points between empty
    assert at("B5") is at("D5")  # two shared liberties (C5, C4)
    # The diagonal B2-C1 is cut by white C2, but B1 is a tiger's mouth (a
    # white stone there has one liberty and captures nothing): joined, as
    # GNU Go joins them.
    assert at("B2") is at("C1")
    assert at("G4") is not at("F4")
    assert dragons.dragon_at(board.parse_vertex("A1")) is None


def test_local_joins_name_the_rules_of_each_pair() -> None:
    board = board_from_diagram(CONNECTIONS)

    def rules(a: str, b: str) -> frozenset[str] | None:
        first, second = sorted(
            min(board.stone_string(board.parse_vertex(v)).stones) for v in (a, b)
        )
        return local_joins(board).get((first, second))

    # A diagonal with both points between empty is a double connection too.
    assert rules("B8", "C7") == frozenset({"diagonal", "double"})
    assert rules("B5", "D5") == frozenset({"double"})
    assert rules("B2", "C1") == frozenset({"tiger"})
    assert rules("B8", "B5") is None  # far apart
    assert rules("G4", "F4") is None  # other colours
    # Every pair the local rules join is one dragon.
    dragons = find_dragons(board)
    for a, b in local_joins(board):
        assert dragons.dragon_at(a) is dragons.dragon_at(b)


def test_dragon_contract() -> None:
    board = board_from_diagram(CONNECTIONS)
    dragon = find_dragons(board).dragon_at(board.parse_vertex("C7"))
    assert dragon is not None
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


SNAPBACK = """
. . O . . X X . .
. . O X X O X . .
. . O O O O X . .
. . . . . . X . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def test_snapback_is_no_tiger_mouth() -> None:
    # White at E9 has one liberty and captures nothing, but black's capture
    # at D9 leaves D9-D8-E8 in atari, and white takes three stones back.
    board = board_from_diagram(SNAPBACK)
    dragons = find_dragons(board)
    assert dragons.dragon_at(board.parse_vertex("D8")) is not dragons.dragon_at(
        board.parse_vertex("F9")
    )


ATARI_STRING = """
X O . O . . . . .
X X O O . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def test_string_in_atari_kept_apart() -> None:
    # B9 is in atari; C9 is a one-point eye of white's, which joins B9 to
    # C8-D8-D9 unless strings in atari are kept apart (GNU Go's dragons).
    board = board_from_diagram(ATARI_STRING)
    b9, c8 = board.parse_vertex("B9"), board.parse_vertex("C8")
    joined = find_dragons(board)
    assert joined.dragon_at(b9) is joined.dragon_at(c8)
    apart = find_dragons(board, atari_apart=True)
    apart_b9, apart_c8 = apart.dragon_at(b9), apart.dragon_at(c8)
    assert apart_b9 is not None and apart_c8 is not None
    assert apart_b9.stones == {b9}
    assert len(apart_c8.stones) == 3


def test_gtp_dragons_keep_strings_in_atari_apart() -> None:
    engine = new_engine({})
    engine.handle("boardsize 9")
    for move in ("black A9", "white B9", "black A8", "black B8", "white C8", "white D8"):
        engine.handle(f"play {move}")
    engine.handle("play white D9")
    assert engine.handle("dragon_stones B9") == (True, "B9 ")
    assert engine.handle("same_dragon B9 C8") == (True, "0")


# Black's corner space is bordered by two strings no connection joins
# (C4 is the only liberty they share, and a white stone there is safe).
CORNER_SPACE = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
"""


def test_strings_around_an_eye_space_stay_apart_by_default() -> None:
    # GNU Go 3.8's dragon_stones: "A4 B4" and "D4 D3 D2 D1" are two dragons.
    board = board_from_diagram(CORNER_SPACE)
    dragons = find_dragons(board, atari_apart=True)

    def at(v: str) -> Dragon:
        dragon = dragons.dragon_at(board.parse_vertex(v))
        assert dragon is not None, v
        return dragon

    assert at("A4").stones == {board.parse_vertex(v) for v in ("A4", "B4")}
    assert at("D4").stones == {board.parse_vertex(v) for v in ("D1", "D2", "D3", "D4")}


def test_eye_spaces_join_the_strings_around_a_small_space() -> None:
    board = board_from_diagram(CORNER_SPACE)
    dragons = find_dragons(board, atari_apart=True, eye_spaces=True)

    def at(v: str) -> Dragon | None:
        return dragons.dragon_at(board.parse_vertex(v))

    assert at("A4") is at("D1")
    assert at("A4") is not at("E5")


def test_eye_spaces_leave_open_ground_alone() -> None:
    # The stones of a fuseki around an area bigger than EYE_SPACE_JOIN: apart.
    board = board_from_diagram(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . X . .
        . . . . . . . . .
        . . . . . . . . .
        """
    )
    dragons = find_dragons(board, eye_spaces=True)
    assert len(dragons) == 4


# Black C5 and D4 are diagonal with white's D5 between them; white cutting
# at C4 is caught in a ladder (GNU Go 3.8: `disconnect C5 D4` 0, and one
# dragon E6 C5 E5 D4).  Black C2-E2 below is a one-point jump with white on
# both sides of D2: white D2 cuts (`disconnect C2 E2` 1 D2, two dragons).
# Our `dragon_stones` answers as GNU Go's, dragon for dragon.
LADDER_CUT = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . X O X . . . .
. . . X . . . . .
. . . O O . . . .
. . X . X . . . .
. . . O O . . . .
"""


def test_connections_join_what_the_reader_cannot_cut() -> None:
    board = board_from_diagram(LADDER_CUT)
    plain = find_dragons(board, atari_apart=True)
    read = find_dragons(board, atari_apart=True, connections=AMALGAMATION_LIMITS)

    def at(dragons: Dragons, v: str) -> Dragon | None:
        return dragons.dragon_at(board.parse_vertex(v))

    # No local rule joins the ladder cut: only reading does.
    assert at(plain, "C5") is not at(plain, "D4")
    assert at(read, "C5") is at(read, "D4") is at(read, "E6")
    # The one-point jump white can cut stays apart.
    assert at(read, "C2") is not at(read, "E2")


def test_connections_one_point_jump_in_the_open() -> None:
    # GNU Go 3.8 amalgamates an open one-point jump (same_dragon C5 E5: 1);
    # our reader cannot prove white's cut at D5 within its limits, so joins.
    board = board_from_diagram(
        "\n".join(". " * 9 for _ in range(4))
        + "\n. . X . X . . . .\n"
        + "\n".join(". " * 9 for _ in range(4))
    )
    read = find_dragons(board, connections=AMALGAMATION_LIMITS)
    assert read.dragon_at(board.parse_vertex("C5")) is read.dragon_at(board.parse_vertex("E5"))
    assert len(find_dragons(board)) == 2


def test_close_pairs() -> None:
    board = board_from_diagram(LADDER_CUT)
    found = close_pairs(board)
    # Sorted, each pair once, lower origin first, never two colours.
    assert found == sorted(set(found))
    assert all(a < b and board.color[a] == board.color[b] for a, b in found)
    pairs = {(board.vertex(a), board.vertex(b)) for a, b in found}
    # The diagonal with a cutting stone in atari, and the one-point jump.
    assert {("C5", "D4"), ("C2", "E2")} <= {tuple(sorted(p)) for p in pairs}
    # E6 and C2 are too far apart for a connection to be read.
    assert ("C2", "E6") not in {tuple(sorted(p)) for p in pairs}


def test_gtp_dragons_join_by_reading() -> None:
    engine = new_engine({})
    engine.handle("boardsize 9")
    for move in ("black C5", "black D4", "white D5", "black E5", "black E6"):
        engine.handle(f"play {move}")
    assert engine.handle("same_dragon C5 D4") == (True, "1")
    assert engine.handle("dragon_stones C5") == (True, "E6 C5 E5 D4 ")
