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

import argparse
import gzip
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from oracle import ask, start_gnugo  # noqa: E402
from positions import DATA, Position, board_key, record_positions  # noqa: E402

from harness.engines.gtp import GtpEngine  # noqa: E402

OWL_DIR = DATA / "owl"
OWL_JUDGED = DATA / "owl_judged.json"
#: A dragon is hard when GNU Go's owl spends at least this many nodes on its
#: attack or its defence, or when its status is critical.
HARD_NODES = 50
#: One record position in this many is asked, by board size (19x19 positions
#: cost GNU Go the most and give the most dragons).
STEP: dict[int, int] = {9: 1, 13: 1, 19: 2}


def is_hard(entry: list[object]) -> bool:
    """Whether a cached dragon entry is hard (see :data:`HARD_NODES`)."""
    status, attack_nodes, defend_nodes = str(entry[2]), int(entry[4]), int(entry[6])  # type: ignore[call-overload]
    return status.startswith("critical") or max(attack_nodes, defend_nodes) >= HARD_NODES


def is_critical(entry: list[object]) -> bool:
    """Whether GNU Go's ``dragon_status`` of a cached dragon entry is critical."""
    return str(entry[2]).startswith("critical")


def position_entry(engine: GtpEngine, pos: Position, scratch: Path) -> dict[str, object] | None:
    """GNU Go's answers on the dragons of ``pos``, or None when its stones differ from ours."""
    board = pos.board()
    order = {board.vertex(p): i for i, p in enumerate(board.points)}
    ask(engine, [pos.loadsgf(scratch)])
    black, white = ask(engine, ["list_stones black", "list_stones white"])
    theirs = {v: "X" for v in black.split()} | {v: "O" for v in white.split()}
    if "".join(theirs.get(board.vertex(p), ".") for p in board.points) != board_key(board):
        print(f"{pos.ident}: GNU Go loads other stones; left out", file=sys.stderr)
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
    result = []
    for path in sorted(OWL_DIR.glob("*.json.gz")):
        data = json.loads(gzip.decompress(path.read_bytes()))
        if split is not None and data["split"] != split:
            continue
        for entry in data["positions"]:
            result.append((data["game"], data["split"], int(data["size"]), entry))
    return result


class OwlJudge:
    """GNU Go's ``owl_does_attack`` / ``owl_does_defend`` on our moves, cached in
    ``data/owl_judged.json``."""

    def __init__(self) -> None:
        self.cache: dict[str, str] = (
            json.loads(OWL_JUDGED.read_text()) if OWL_JUDGED.exists() else {}
        )
        self.engine: GtpEngine | None = None
        self.loaded = ""
        self.scratch = Path(tempfile.mkdtemp(prefix="owl-judge-"))
        self.asked = 0

    def code(self, position: Position, command: str, move: str, dragon: str) -> str:
        """GNU Go's code for ``command`` (``owl_does_attack``/``owl_does_defend``) ``move``."""
        key = f"{position.ident} {command} {move} {dragon}"
        if key not in self.cache:
            if self.engine is None:
                self.engine = start_gnugo()
            if self.loaded != position.ident:
                ask(self.engine, [position.loadsgf(self.scratch)])
                self.loaded = position.ident
            self.cache[key] = ask(self.engine, ["clear_cache", f"{command} {move} {dragon}"])[1]
            self.asked += 1
            if self.asked % 50 == 0:
                self.save()
        return self.cache[key].split()[0]

    def accepts(self, position: Position, command: str, move: str, dragon: str) -> bool:
        """Whether GNU Go says our ``move`` works (any code but 0)."""
        return self.code(position, command, move, dragon) != "0"

    def save(self) -> None:
        """Write the cache."""
        OWL_JUDGED.write_text(json.dumps(self.cache, indent=0, sort_keys=True) + "\n")

    def close(self) -> None:
        """Stop GNU Go and write the cache."""
        if self.engine is not None:
            self.engine.close()
        self.save()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="only these games (by name)")
    parser.add_argument("--force", action="store_true", help="ask again where a cache exists")
    args = parser.parse_args(argv)
    OWL_DIR.mkdir(parents=True, exist_ok=True)
    by_game: dict[str, list[Position]] = defaultdict(list)
    for pos in record_positions():
        by_game[pos.game].append(pos)
    for game, todo in by_game.items():
        by_game[game] = todo[:: STEP.get(todo[0].size, 1)]
    scratch = Path(tempfile.mkdtemp(prefix="owl-oracle-"))
    total_cpu = 0.0
    for game, todo in sorted(by_game.items()):
        out = OWL_DIR / f"{game}.json.gz"
        if (args.only and game not in args.only) or (out.exists() and not args.force):
            continue
        started = time.time()
        engine = start_gnugo()
        try:
            entries = [e for pos in todo if (e := position_entry(engine, pos, scratch))]
            cpu = float(ask(engine, ["cputime"])[0])
        finally:
            engine.close()
        total_cpu += cpu
        data = {
            "game": todo[0].game,
            "split": todo[0].split,
            "size": todo[0].size,
            "positions": entries,
        }
        # Fixed mtime: the same answers give the same bytes.
        with gzip.GzipFile(out, "wb", mtime=0) as handle:
            handle.write((json.dumps(data, separators=(",", ":")) + "\n").encode())
        dragons = [d for e in entries for d in e["dragons"]]  # type: ignore[attr-defined]
        print(
            f"{game}: {len(entries)} positions, {len(dragons)} dragons "
            f"({sum(is_hard(d) for d in dragons)} hard, "
            f"{sum(is_critical(d) for d in dragons)} critical), {cpu:.1f} s CPU, "
            f"{time.time() - started:.1f} s",
            flush=True,
        )
    print(f"{total_cpu:.1f} s of GNU Go CPU for the games asked now")
    return 0


if __name__ == "__main__":
    sys.exit(main())
