"""Ask GNU Go 3.8 about the dragons of the record positions; cache its owl answers.

For each record position of :mod:`positions` (the self-play games, the
middle game to the finished position, on 19x19 one position in
:data:`STEP`; one GNU Go process, one query at a time; each answer is GNU
Go's own) and each of GNU Go's dragons
(``dragon_stones``), named by its first stone in listing order (top row
first), one entry ``[vertex, stones, status, attack, attack nodes, defend,
defend nodes]``:

* ``status``: ``dragon_status`` as GNU Go prints it (``alive``, ``dead``,
  ``unknown``, ``critical A3 B4``);
* ``attack`` / ``defend``: ``owl_attack`` / ``owl_defend`` as GNU Go prints
  them (``1 C3``, ``2 D5`` for a ko, ``0``), with the owl nodes GNU Go
  counted for each (``clear_cache`` and ``reset_owl_node_counter`` before the
  query, ``get_owl_node_counter`` after, so that no answer comes from an
  earlier query's cache).

A dragon is **hard** (:func:`is_hard`) when its status is critical or GNU Go's
owl spends at least :data:`HARD_NODES` nodes on its attack or its defence.
Positions where GNU Go's ``list_stones`` differ from ours are left out.

One gzipped file per record, ``data/owl/GAME.json.gz``; a file that exists
is kept (``--force`` asks again).  Judging our moves needs GNU Go's
``owl_does_attack`` / ``owl_does_defend`` on moves only our engine answers:
:class:`OwlJudge` asks those on demand and caches them in
``data/owl_judged.json``.

Run: ``python benchmarks/corpus/owl_oracle.py [--only GAME...] [--force]``;
prints each game's positions, dragons, hard dragons and GNU Go CPU seconds.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import CachedJudge, ask, ask_each, load_cache, run_oracle, same_stones  # noqa: E402
from positions import DATA, Position, record_positions  # noqa: E402

from harness.engines.gtp import GtpEngine  # noqa: E402

OWL_DIR = DATA / "owl"
OWL_JUDGED = DATA / "owl_judged.json"
#: A dragon is hard when GNU Go's owl spends at least this many nodes on its
#: attack or its defence, or when its status is critical.
HARD_NODES = 50
#: One record position in this many is asked, by board size (19x19 positions
#: cost GNU Go the most and give the most dragons).
STEP: dict[int, int] = {9: 1, 13: 1, 19: 2}


def is_hard(entry: Sequence[object]) -> bool:
    """Whether a cached dragon entry is hard (see :data:`HARD_NODES`)."""
    status, attack_nodes, defend_nodes = str(entry[2]), int(entry[4]), int(entry[6])  # type: ignore[call-overload]
    return status.startswith("critical") or max(attack_nodes, defend_nodes) >= HARD_NODES


def is_critical(entry: Sequence[object]) -> bool:
    """Whether GNU Go's ``dragon_status`` of a cached dragon entry is critical."""
    return str(entry[2]).startswith("critical")


def position_entry(engine: GtpEngine, pos: Position, scratch: Path) -> dict[str, object] | None:
    """GNU Go's answers on the dragons of ``pos``, or None when its stones differ from ours."""
    board = pos.board()
    order = {board.vertex(p): i for i, p in enumerate(board.points)}
    if not same_stones(engine, pos, scratch):
        return None
    listing = ask(engine, ["dragon_stones"])[0]
    dragons = []
    for line in listing.splitlines():
        stones = line.split()
        if stones:
            dragons.append(min(stones, key=order.__getitem__))
    dragons.sort(key=order.__getitem__)
    statuses = ask(engine, [f"dragon_status {v}" for v in dragons])
    sizes = [len(line.split()) for line in ask(engine, [f"dragon_stones {v}" for v in dragons])]
    entries = []
    for vertex, status, size in zip(dragons, statuses, sizes, strict=True):
        attack, attack_nodes, _, _, defend, defend_nodes = ask(
            engine,
            [
                "clear_cache",
                "reset_owl_node_counter",
                f"owl_attack {vertex}",
                "get_owl_node_counter",
                "clear_cache",
                "reset_owl_node_counter",
                f"owl_defend {vertex}",
                "get_owl_node_counter",
            ],
        )[2:]
        entries.append([vertex, size, status, attack, int(attack_nodes), defend, int(defend_nodes)])
    return {
        "id": pos.ident,
        "kind": pos.kind,
        "sgf": pos.sgf,
        "move": pos.move,
        "dragons": entries,
    }


def load_owl_oracle(split: str | None = None) -> list[tuple[str, str, int, dict[str, object]]]:
    """Every cached position as ``(game, split, size, entry)``; only ``split`` when given."""
    return load_cache(OWL_DIR, split)


class OwlJudge(CachedJudge):
    """GNU Go's ``owl_does_attack`` / ``owl_does_defend`` on our moves, cached in
    ``data/owl_judged.json``."""

    def __init__(self) -> None:
        super().__init__(OWL_JUDGED, "owl-judge-")

    def code(self, position: Position, command: str, move: str, dragon: str) -> str:
        """GNU Go's code for ``command`` (``owl_does_attack``/``owl_does_defend``) ``move``."""
        key = f"{position.ident} {command} {move} {dragon}"
        return self.answer(position, key, ["clear_cache", f"{command} {move} {dragon}"]).split()[0]

    def accepts(self, position: Position, command: str, move: str, dragon: str) -> bool:
        """Whether GNU Go says our ``move`` works (any code but 0)."""
        return self.code(position, command, move, dragon) != "0"


def games() -> dict[str, list[Position]]:
    """The record positions to ask about (see :data:`STEP`), by game."""
    by_game: dict[str, list[Position]] = defaultdict(list)
    for pos in record_positions():
        by_game[pos.game].append(pos)
    for game, todo in by_game.items():
        by_game[game] = todo[:: STEP.get(todo[0].size, 1)]
    return by_game


def answer(todo: list[Position], scratch: Path) -> tuple[list[dict[str, object]], float, str]:
    """GNU Go's answers on one game's positions, and the start of its line."""
    entries, cpu = ask_each(todo, lambda engine, _, pos: position_entry(engine, pos, scratch))
    dragons = [d for e in entries for d in e["dragons"]]  # type: ignore[attr-defined]
    hard, critical = sum(is_hard(d) for d in dragons), sum(is_critical(d) for d in dragons)
    summary = f"{len(dragons)} dragons ({hard} hard, {critical} critical)"
    return entries, cpu, f"{todo[0].game}: {len(entries)} positions, {summary}"


def main(argv: list[str] | None = None) -> int:
    return run_oracle(argv, __doc__.splitlines()[0], OWL_DIR, games, answer, "owl-oracle-")


if __name__ == "__main__":
    sys.exit(main())
