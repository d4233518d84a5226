"""Ask GNU Go 3.8 about every corpus position and cache its answers as JSON.

For each position of :mod:`positions` (one GNU Go process, one query at a
time; each answer is GNU Go's own):

* ``status``: ``unconditional_status`` of every point, one letter a point in
  the board's listing order (top row first): ``a`` alive, ``d`` dead, ``u``
  undecided, ``b`` black territory, ``w`` white territory;
* ``tactics`` (record positions only): for every string of at most four
  liberties, named by its first stone in listing order, ``[vertex, attack
  answer, attack nodes, defend answer, defend nodes]``, the answers as GNU
  Go prints them (``1 C3``, ``0``) and the nodes its reader counted
  (``reset_reading_node_counter`` before each query,
  ``get_reading_node_counter`` after);
* nothing when GNU Go's ``list_stones`` differ from the stones we load:
  a position both programs read differently is never cached.

One gzipped file per record, ``data/oracle/GAME.json.gz``, holds the
record's positions and those of its playouts; ``GAME-ponds.json.gz`` those
of its pond playouts; ``eSIZE-nSEED.json.gz`` a hundred enclosures.  A
file that exists is kept (``--force`` asks again).  Judging our moves
needs GNU Go's ``does_attack`` / ``does_defend`` on moves only our engine
knows: :class:`MoveJudge` asks those on demand and caches them in
``data/judged.json``.

Run: ``python benchmarks/corpus/oracle.py [--only GAME...] [--force]``;
prints each game's positions, hard strings and GNU Go CPU seconds.
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

from positions import DATA, Position, all_positions, board_key  # noqa: E402

from harness.engines.gtp import GtpEngine, find_gnugo  # noqa: E402

ORACLE_DIR = DATA / "oracle"
JUDGED = DATA / "judged.json"
STATUS_LETTER = {
    "alive": "a",
    "dead": "d",
    "undecided": "u",
    "black_territory": "b",
    "white_territory": "w",
}
#: A string is hard when GNU Go's reader spends at least this many nodes on
#: its attack or its defence, or when both succeed (who moves first decides).
HARD_NODES = 30
MAX_LIBERTIES = 4


def is_hard(entry: list[object]) -> bool:
    """Whether a cached ``tactics`` entry is a hard string (see :data:`HARD_NODES`)."""
    _, attack, attack_nodes, defend, defend_nodes = entry
    critical = str(attack).split()[0] != "0" and str(defend).split()[0] != "0"
    return critical or max(int(attack_nodes), int(defend_nodes)) >= HARD_NODES  # type: ignore[call-overload]


def start_gnugo() -> GtpEngine:
    """A GNU Go 3.8 GTP session (exits with a message when GNU Go is missing)."""
    argv = find_gnugo()
    if argv is None:
        sys.exit("GNU Go is not installed (apt-get install gnugo)")
    return GtpEngine(argv, timeout=120)


def ask(engine: GtpEngine, commands: list[str]) -> list[str]:
    """Send ``commands`` and return the answers; raise RuntimeError on a GTP failure."""
    answers = []
    for command, reply in zip(commands, engine.send_many(commands), strict=True):
        if not reply.ok:
            raise RuntimeError(f"GNU Go failed {command!r}: {reply.text}")
        answers.append(reply.text.strip())
    return answers


def position_entry(engine: GtpEngine, pos: Position, scratch: Path) -> dict[str, object] | None:
    """GNU Go's answers on ``pos``, or None when its stones differ from ours."""
    board = pos.board()
    vertices = [board.vertex(p) for p in board.points]
    ask(engine, [pos.loadsgf(scratch)])
    black, white = ask(engine, ["list_stones black", "list_stones white"])
    theirs = {v: "X" for v in black.split()} | {v: "O" for v in white.split()}
    if "".join(theirs.get(v, ".") for v in vertices) != board_key(board):
        print(f"{pos.ident}: GNU Go loads other stones; left out", file=sys.stderr)
        return None
    answers = ask(engine, [f"unconditional_status {v}" for v in vertices])
    entry: dict[str, object] = {
        "id": pos.ident,
        "kind": pos.kind,
        "seki": pos.seki,
        "status": "".join(STATUS_LETTER[a] for a in answers),
    }
    if pos.sgf.startswith("("):
        entry["sgf"] = pos.sgf
    else:
        entry["sgf"], entry["move"] = pos.sgf, pos.move
    if pos.kind in ("game", "cleanup", "finished") and not pos.sgf.startswith("("):
        tactics = []
        seen: set[int] = set()
        for p in board.points:
            string = board.string_at(p)
            if string is None or p in seen or len(string.libs) > MAX_LIBERTIES:
                continue
            seen.update(string.stones)
            v = board.vertex(p)
            attack, attack_nodes, _, defend, defend_nodes = ask(
                engine,
                [
                    "reset_reading_node_counter",
                    f"attack {v}",
                    "get_reading_node_counter",
                    "reset_reading_node_counter",
                    f"defend {v}",
                    "get_reading_node_counter",
                ],
            )[1:]
            tactics.append([v, attack, int(attack_nodes), defend, int(defend_nodes)])
        entry["tactics"] = tactics
    return entry


def load_oracle(split: str | None = None) -> list[tuple[str, str, int, dict[str, object]]]:
    """Every cached position as ``(game, split, size, entry)``; only ``split`` when given."""
    result = []
    for path in sorted(ORACLE_DIR.glob("*.json.gz")):
        data = json.loads(gzip.decompress(path.read_bytes()))
        if split is not None and data["split"] != split:
            continue
        for entry in data["positions"]:
            result.append((data["game"], data["split"], int(data["size"]), entry))
    return result


class MoveJudge:
    """GNU Go's ``does_attack`` / ``does_defend`` on our moves, cached in ``data/judged.json``."""

    def __init__(self) -> None:
        self.cache: dict[str, str] = json.loads(JUDGED.read_text()) if JUDGED.exists() else {}
        self.engine: GtpEngine | None = None
        self.loaded = ""
        self.scratch = Path(tempfile.mkdtemp(prefix="judge-"))
        self.asked = 0

    def accepts(self, position: Position, command: str, move: str, string: str) -> bool:
        """Whether GNU Go says ``command`` (``does_attack``/``does_defend``) ``move`` works."""
        key = f"{position.ident} {command} {move} {string}"
        if key not in self.cache:
            if self.engine is None:
                self.engine = start_gnugo()
            if self.loaded != position.ident:
                ask(self.engine, [position.loadsgf(self.scratch)])
                self.loaded = position.ident
            self.cache[key] = ask(self.engine, [f"{command} {move} {string}"])[0]
            self.asked += 1
            if self.asked % 50 == 0:
                self.save()
        return self.cache[key].split()[0] != "0"

    def save(self) -> None:
        """Write the cache."""
        JUDGED.write_text(json.dumps(self.cache, indent=0, sort_keys=True) + "\n")

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
    ORACLE_DIR.mkdir(parents=True, exist_ok=True)
    by_game: dict[str, list[Position]] = defaultdict(list)
    for pos in all_positions():
        by_game[pos.game + ("-ponds" if pos.kind == "pond" else "")].append(pos)
    scratch = Path(tempfile.mkdtemp(prefix="oracle-"))
    total_cpu = 0.0
    for game, todo in sorted(by_game.items()):
        out = ORACLE_DIR / f"{game}.json.gz"
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
        strings = [t for e in entries for t in e.get("tactics", [])]  # type: ignore[attr-defined]
        print(
            f"{game}: {len(entries)} positions, {len(strings)} strings "
            f"({sum(is_hard(t) for t in strings)} hard), {cpu:.1f} s CPU, "
            f"{time.time() - started:.1f} s",
            flush=True,
        )
    print(f"{total_cpu:.1f} s of GNU Go CPU for the games asked now")
    return 0


if __name__ == "__main__":
    sys.exit(main())
