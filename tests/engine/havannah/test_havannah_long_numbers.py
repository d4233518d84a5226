"""A Havannah cell with a number of thousands of digits is refused, not a crash."""

from __future__ import annotations

from engine.havannah.gtp import new_engine


def test_a_cell_number_of_4301_digits_is_off_the_board() -> None:
    engine = new_engine({})
    ok, text = engine.handle(f"play white a{'1' * 4301}")
    assert not ok and "off the board" in text and len(text) < 100
