"""The Go engine's ``seed`` option: near-ties of every move generation broken by it."""

from __future__ import annotations

import pytest

from engine.go.gtp import new_engine


def _moves(options: dict[str, str]) -> tuple[str, str, str]:
    engine = new_engine(options)
    engine.handle("boardsize 9")
    return (
        engine.handle("gg_genmove black")[1],
        engine.handle("reg_genmove black")[1],
        engine.handle("gg_genmove black 5")[1],
    )


def test_the_seed_option_reaches_every_move_generation() -> None:
    # On an empty 9x9 board many moves are near-ties: seeds choose among them.
    seeded = {seed: _moves({"seed": str(seed)}) for seed in range(1, 7)}
    for gg, reg, explicit in seeded.values():
        assert gg == reg  # genmove and reg_genmove use the session's seed too
        assert explicit == _moves({})[2]  # an explicit seed still wins
    assert len({moves[0] for moves in seeded.values()}) > 1
    assert _moves({"seed": "3"}) == _moves({"seed": "3"})


def test_a_bad_seed_is_refused() -> None:
    with pytest.raises(ValueError, match="seed"):
        new_engine({"seed": "x"})
