"""A Havannah cell with a number of thousands of digits is refused, not a crash."""

from __future__ import annotations

from pathlib import Path

from engine.havannah.gtp import new_engine


def test_a_cell_number_of_4301_digits_is_off_the_board() -> None:
    engine = new_engine({})
    ok, text = engine.handle(f"play white a{'1' * 4301}")
    assert not ok and "off the board" in text and len(text) < 100


def test_a_size_or_move_count_of_4301_digits_is_refused() -> None:
    engine = new_engine({})
    for command in (f"boardsize {'1' * 4301}", f"loadhgf x.hgf {'1' * 4301}"):
        ok, text = engine.handle(command)
        assert not ok and "too large" in text and len(text) < 100


def test_loadhgf_refuses_a_fifo_and_a_device(tmp_path: Path) -> None:
    import os

    os.mkfifo(tmp_path / "pipe.hgf")
    engine = new_engine({})
    for path in (tmp_path / "pipe.hgf", "/dev/zero"):
        ok, text = engine.handle(f"loadhgf {path}")
        assert not ok and "not a regular file" in text
