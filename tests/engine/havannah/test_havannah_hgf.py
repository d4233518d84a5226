"""Game records (``.hgf``): reading them, and ``loadhgf`` in the checker.

The records in ``data/`` are small games written for these tests, in the
format LittleGolem writes (grid numbering, upper case, white first).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.havannah.gtp import new_engine
from engine.havannah.hgf import RecordError, read_record, replay
from engine.havannah.rules import BLACK, WHITE

DATA = Path(__file__).resolve().parent / "data"


def loadhgf(name: str, *more: str) -> tuple[list[tuple[bool, str]], object]:
    engine = new_engine({})
    answers = [engine.handle(" ".join(["loadhgf", str(DATA / name), *more]))]
    answers += [engine.handle(c) for c in ("havannah_winner", "win_kinds")]
    return answers, engine


def test_a_record_is_read_as_written() -> None:
    record = read_record(DATA / "swap_bridge.hgf")
    assert record.side == 4
    assert record.moves[:3] == ((WHITE, "d4"), (BLACK, "swap"), (WHITE, "a1"))
    assert len(record.moves) == 10
    assert record.resigned is None
    resigned = read_record(DATA / "resign.hgf")
    assert resigned.moves == ((WHITE, "d4"), (BLACK, "a1"))
    assert resigned.resigned == WHITE


def test_loadhgf_plays_the_whole_record_and_answers_the_colour_to_move() -> None:
    answers, _ = loadhgf("bridge.hgf")
    assert answers == [(True, "black"), (True, "white"), (True, "bridge")]


def test_loadhgf_with_a_count_stops_before_the_win() -> None:
    answers, _ = loadhgf("bridge.hgf", "6")
    assert answers == [(True, "white"), (True, "none"), (True, "none")]
    answers, _ = loadhgf("bridge.hgf", "0")
    assert answers == [(True, "white"), (True, "none"), (True, "none")]


def test_swap_counts_as_a_move_and_hands_the_stone_to_black() -> None:
    answers, engine = loadhgf("swap_bridge.hgf", "2")
    assert answers[0] == (True, "white")
    ok, board = engine.handle("showboard")  # type: ignore[attr-defined]
    assert ok and board.count("X") == 1 and board.count("O") == 0
    # Grid G1..G4 are our g4..g7, two corners: the last move is black's bridge.
    answers, _ = loadhgf("swap_bridge.hgf", "9")
    assert answers[1:] == [(True, "none"), (True, "none")]
    answers, _ = loadhgf("swap_bridge.hgf")
    assert answers == [(True, "white"), (True, "black"), (True, "bridge")]


def test_a_resigned_game_stops_at_the_resignation() -> None:
    answers, _ = loadhgf("resign.hgf")
    assert answers == [(True, "white"), (True, "none"), (True, "none")]


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("broken_syntax.hgf", "is not SGF-like"),
        ("broken_off_board.hgf", "move 2 (H1): cell 'h1' is off the board of side 4"),
        ("broken_order.hgf", "move 2 is white's, expected black's"),
        ("broken_no_size.hgf", "has no SZ"),
        ("broken_occupied.hgf", "move 2 (A1): cell a1 is occupied"),
        ("broken_after_win.hgf", "move 8 (G1): the game is over"),
        ("broken_late_swap.hgf", "swap as move 3"),
        ("broken_after_resign.hgf", "move 3 comes after the resignation"),
        ("no_such_record.hgf", "cannot read record"),
    ],
)
def test_a_broken_record_is_a_clear_failure_and_the_board_stays(name: str, message: str) -> None:
    engine = new_engine({})
    engine.handle("boardsize 5")
    engine.handle("play w c3")
    ok, text = engine.handle(f"loadhgf {DATA / name}")
    assert not ok
    assert message in text
    assert str(DATA / name) in text
    ok, board = engine.handle("showboard")
    assert board.count("O") == 1 and "i5-i9" in board


def test_a_count_the_record_does_not_have() -> None:
    engine = new_engine({})
    ok, text = engine.handle(f"loadhgf {DATA / 'bridge.hgf'} 8")
    assert not ok and "has 7 moves, cannot play 8" in text
    ok, text = engine.handle(f"loadhgf {DATA / 'bridge.hgf'} -1")
    assert not ok and "cannot play -1" in text


def test_replay_with_each_detector() -> None:
    record = read_record(DATA / "swap_bridge.hgf")
    for checker in ("unionfind", "table", "dfs", "reference", "table-numba"):
        board = replay(record, checker=checker)
        assert (board.winner, len(board.moves)) == (BLACK, 9)
    with pytest.raises(RecordError, match="cannot play 11"):
        replay(record, 11)


def test_bad_sizes(tmp_path: Path) -> None:
    for text, message in (("SZ[x]", "is not a side"), ("SZ[1]", "not from 2 to 13")):
        path = tmp_path / "bad.hgf"
        path.write_text(f"(;FF[4]{text};W[A1])")
        with pytest.raises(RecordError, match=message):
            read_record(path)
