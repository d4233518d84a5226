"""Positions from SGF records, with GNU Go 3.8's ``loadsgf`` rules.

The expected answers below were taken from GNU Go 3.8 itself (the tests in
``test_go_vs_gnugo.py`` check the same records against it live).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.go.board import BLACK, WHITE
from engine.go.sgf import SgfError, load_sgf, load_sgf_file

GAME = b"(;GM[1]SZ[9]AB[aa][bb]AW[cc];B[ee];W[ff];B[gg];W[];B[hh]AW[ii];AB[ah];W[ab];B[ba])"


def load(record: bytes, until: str | None = None) -> tuple[str, str, str]:
    """Return (colour to move, black stones, white stones) as GNU Go's GTP would."""
    position = load_sgf(record, until)
    board = position.board
    black, white = (" ".join(board.vertex(p) for p in board.stones_of(c)) for c in (BLACK, WHITE))
    return ("black" if position.to_move == BLACK else "white", black, white)


@pytest.mark.parametrize(
    ("until", "expected"),
    [
        (None, ("white", "A9 B9 B8 E5 G3 A2 H2", "A8 C7 F4 J1")),
        ("1", ("black", "A9 B8", "C7")),
        ("2", ("white", "A9 B8 E5", "C7")),
        ("4", ("white", "A9 B8 E5 G3", "C7 F4")),
        # the pass W[] is move 4; the setup-only node is no move
        ("5", ("black", "A9 B8 E5 G3", "C7 F4")),
        # stopping before B[hh] leaves out the AW[ii] after it in its node
        ("6", ("white", "A9 B8 E5 G3 A2 H2", "C7 F4 J1")),
        ("8", ("white", "A9 B9 B8 E5 G3 A2 H2", "A8 C7 F4 J1")),
        ("99", ("white", "A9 B9 B8 E5 G3 A2 H2", "A8 C7 F4 J1")),
        ("1e", ("black", "A9 B8", "C7")),  # read like atoi
        ("E5", ("black", "A9 B8", "C7")),
        ("h2", ("black", "A9 B8 E5 G3", "C7 F4")),
        ("J1", ("white", "A9 B9 B8 E5 G3 A2 H2", "A8 C7 F4 J1")),  # only a setup stone
        # not a move number nor a vertex of the board: stop before the first pass
        ("0", ("white", "A9 B8 E5 G3", "C7 F4")),
        ("03", ("white", "A9 B8 E5 G3", "C7 F4")),
        ("-1", ("white", "A9 B8 E5 G3", "C7 F4")),
        ("pass", ("white", "A9 B8 E5 G3", "C7 F4")),
        ("Z9", ("white", "A9 B8 E5 G3", "C7 F4")),
    ],
)
def test_until(until: str | None, expected: tuple[str, str, str]) -> None:
    assert load(GAME, until) == expected


@pytest.mark.parametrize(
    ("record", "until", "to_move"),
    [
        (b"(;SZ[9])", None, "black"),
        (b"(;SZ[9]HA[2]AB[cc][gg])", None, "white"),
        (b"(;SZ[9]HA[2])", "3", "white"),  # HA alone places no stone but gives white the turn
        (b"(;SZ[9]HA[1]AB[cc])", None, "black"),
        (b"(;SZ[9]AB[cc][gg])", None, "black"),
        (b"(;SZ[9]PL[W])", None, "white"),
        (b"(;SZ[9]PL[B]HA[2])", None, "black"),
        (b"(;SZ[9]PL[W];B[cc];W[dd])", "1", "black"),  # the next move's player wins
        (b"(;SZ[9];B[cc];B[dd];W[ee];W[ff])", "3", "white"),
        (b"(;SZ[9];B[cc];W[dd];PL[W])", None, "white"),
        (b"(;SZ[9];B[cc]PL[B])", None, "black"),  # properties count in file order
        (b"(;SZ[9];PL[B]B[cc])", None, "white"),
        (b"(;SZ[9];B[cc];W[dd];PL[W]B[ee])", "3", "black"),
        (b"(;SZ[9];W[cc])", "1", "white"),
        (b"(;SZ[9]HA[2]AB[cc][gg];B[dd])", "1", "black"),
    ],
)
def test_colour_to_move(record: bytes, until: str | None, to_move: str) -> None:
    assert load(record, until)[0] == to_move


def test_off_board_moves_are_passes() -> None:
    assert load(b"(;SZ[9];B[cc];W[tt];B[dd])", "3") == ("black", "C7", "")
    assert load(b"(;SZ[9];B[cc];W[jj];B[dd])") == ("white", "C7 D6", "")


def test_move_on_occupied_point_ends_loading() -> None:
    assert load(b"(;SZ[9];B[cc];W[cc];B[dd];W[ee])") == ("white", "C7", "")


def test_setup_on_occupied_point_is_ignored_and_ae_does_nothing() -> None:
    assert load(b"(;SZ[9]AW[cc];AB[cc];W[dd])") == ("black", "", "C7 D6")
    assert load(b"(;SZ[9]AW[cc];B[dd];AE[cc];W[ee])") == ("black", "D6", "C7 E5")


def test_setup_leaves_strings_without_liberties() -> None:
    position = load_sgf(b"(;SZ[9]AB[ab][ba]AW[bb][ac][ca][aa];B[ee])")
    board = position.board
    assert board.count_liberties(board.parse_vertex("A9")) == 0
    assert board.count_liberties(board.parse_vertex("B9")) == 0


def test_record_moves_ignore_suicide_and_ko_rules() -> None:
    _, black, white = load(b"(;SZ[9]AB[ab][ba]AW[bb][ac][ca];B[aa];W[ee])")
    assert (black, white) == ("", "C9 B8 A7 E5")
    ko = b"(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb];W[bb])"
    assert load(ko)[1:] == ("B9 A8 B7 J1", "C9 B8 D8 C7")


def test_undo_goes_back_to_the_last_setup_and_ko_survives_setup() -> None:
    ko = b"(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb];AB[hh])"
    board = load_sgf(ko).board
    assert not board.is_legal(board.parse_vertex("B8"), WHITE)
    assert board.move_count == 0
    board = load_sgf(b"(;SZ[9]AB[aa];B[cc];W[dd];B[ee])").board
    assert board.move_count == 3


def test_compressed_point_lists_and_variations() -> None:
    assert load(b"(;SZ[9]AB[cc:dd];W[ee])") == ("black", "C7 D7 C6 D6", "E5")
    assert load(b"(;SZ[9];B[cc](;W[dd])(;W[ee];B[ff]))") == ("black", "C7", "D6")


def test_komi_and_default_size() -> None:
    position = load_sgf(b"(;KM[6.5];B[cc])")
    assert position.komi == 6.5 and position.board.size == 19


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (b"(;SZ[9];B[cc", "bad SGF record"),  # a value cut off
        (b"(;SZ[9](;B[cc];W[dd]", "bad SGF record"),  # two ")" missing
        (b"hello", "bad SGF record"),
        (b"(;SZ[x])", "not supported"),
        (b"(;SZ[26])", "not supported"),
        (b"(;SZ[0])", "not supported"),
    ],
)
def test_broken_records(record: bytes, message: str) -> None:
    with pytest.raises(SgfError, match=message):
        load_sgf(record)


@pytest.mark.parametrize(
    ("record", "expected"),
    [
        # PL as FF[3] wrote it: 1 black, 2 white; the first character decides.
        (b"(;SZ[9]PL[2])", ("white", "", "")),
        (b"(;SZ[9]HA[2]PL[1])", ("black", "", "")),
        (b"(;SZ[9]PL[ 2 ])", ("white", "", "")),
        (b"(;SZ[9]HA[2]PL[x])", ("black", "", "")),
        # One missing ")" at the end is forgiven.
        (b"(;SZ[9];B[cc];W[dd]", ("black", "C7", "D6")),
        (b"(;SZ[9];B[cc];W[dd];", ("black", "C7", "D6")),
        # Coordinates in either case, after white space, by their first two letters.
        (b"(;SZ[9];B[CC];W[Dd];B[ ee ];W[\nffg])", ("black", "C7 E5", "D6 F4")),
        # SZ is read as C's atoi reads it.
        (b"(;SZ[9:7];B[cc])", ("white", "C7", "")),
        # Setup points off the board, or too short, are left out; a rectangle
        # is clipped to the board.
        (b"(;SZ[9]AB[zz][cc][c];W[ff])", ("black", "C7", "F4")),
        (b"(;SZ[3]AB[aa:zz];W[cc])", ("white", "A3 B3 C3 A2 B2 C2 A1 B1 C1", "")),
        # A character before "a" in a move points off the board altogether:
        # GNU Go takes it as an occupied point and stops loading there.
        (b"(;SZ[9];B[c1];W[ee])", ("black", "", "")),
        # A move of one character is a pass.
        (b"(;SZ[9];B[c];W[ee])", ("black", "", "E5")),
    ],
)
def test_tolerances_of_gnu_go(record: bytes, expected: tuple[str, str, str]) -> None:
    assert load(record) == expected


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SgfError, match="cannot read"):
        load_sgf_file(str(tmp_path / "nothing.sgf"))
