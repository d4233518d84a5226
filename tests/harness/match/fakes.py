"""Fake players of set strength for match tests, run in process.

A :class:`CoinPlayer` passes or resigns: at each ``genmove`` it resigns with
its ``resign`` chance (from its own seeded generator), else it passes.  Two
passes end a Go game, which the referee scores by area: after a balanced
opening White wins by komi.  So against a player that never resigns, a
player that resigns with chance ``r`` loses the game where it is White
with chance ``r`` and the other always: the never-resigning player wins a
pair 2-0 with chance ``r`` and splits it 1-1 otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from harness.engines.inprocess import InProcessSession
from harness.engines.registry import Session, open_session


class CoinPlayer:
    """A GTP dispatcher that passes, or resigns with chance ``resign``."""

    def __init__(self, resign: float, seed: int) -> None:
        self.resign = resign
        self.rng = random.Random(seed)
        self.commands: list[str] = []

    def handle(self, command: str) -> tuple[bool, str]:
        self.commands.append(command)
        name = command.split()[0]
        if name == "genmove":
            return True, "resign" if self.rng.random() < self.resign else "pass"
        if name == "final_status_list":
            return True, ""
        return True, ""


def coin_engines(chances: dict[str, float]) -> Callable[[str], Session]:
    """An ``open_engine`` for the match driver: specs ``coin:R`` are CoinPlayers.

    Other specs (the referee's ``go``) open as usual.  Each session gets its
    own seed, counted from 1.
    """
    seeds = iter(range(1, 1_000_000))

    def open_engine(spec: str) -> Session:
        if spec in chances:
            seed = next(seeds)
            return InProcessSession(lambda: CoinPlayer(chances[spec], seed), label=spec)
        return open_session(spec)

    return open_engine
