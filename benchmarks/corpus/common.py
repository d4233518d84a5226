"""What the oracle scripts of the corpus and the benchmarks reading them share.

* the GNU Go session (:func:`start_gnugo`, :func:`ask`, :func:`ask_each`) and
  the check that GNU Go loads our stones (:func:`same_stones`);
* the caches: one gzipped JSON file a game, ``{"game", "split", "size",
  "positions": [...]}`` (:func:`write_cache`, :func:`cached`,
  :func:`load_cache`), and the command line that fills a directory of them
  (:func:`run_oracle`);
* the judges of our moves, cached (:class:`CachedJudge`);
* our engine in process (:class:`Ours`), the corpus position of a cached
  entry (:func:`as_position`) and :func:`percent`, for the benchmarks.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from positions import Position, board_key  # noqa: E402

from engine.go.compiled import prepare  # noqa: E402
from engine.go.gtp import GoEngine  # noqa: E402
from harness.engines.gtp import GtpEngine, find_gnugo  # noqa: E402

Item = TypeVar("Item")
#: A cached entry: GNU Go's answers on one position.
Entry = dict[str, object]
#: What one game's questions give: its entries, GNU Go's CPU seconds and the
#: start of its summary line.
Answers = tuple[list[Entry], float, str]


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


def ask_each(
    todo: Sequence[Item], entry_of: Callable[[GtpEngine, int, Item], Entry | None]
) -> tuple[list[Entry], float]:
    """``entry_of(engine, number, item)`` for each item in one GNU Go session, the
    items left out (None) dropped, and the session's CPU seconds."""
    engine = start_gnugo()
    try:
        entries = [e for number, item in enumerate(todo) if (e := entry_of(engine, number, item))]
        cpu = float(ask(engine, ["cputime"])[0])
    finally:
        engine.close()
    return entries, cpu


def same_stones(engine: GtpEngine, pos: Position, scratch: Path) -> bool:
    """Load ``pos`` in GNU Go; whether it has our stones (a message when not)."""
    board = pos.board()
    ask(engine, [pos.loadsgf(scratch)])
    black, white = ask(engine, ["list_stones black", "list_stones white"])
    theirs = {v: "X" for v in black.split()} | {v: "O" for v in white.split()}
    if "".join(theirs.get(board.vertex(p), ".") for p in board.points) != board_key(board):
        print(f"{pos.ident}: GNU Go loads other stones; left out", file=sys.stderr)
        return False
    return True


def sgf_fields(pos: Position) -> Entry:
    """The ``sgf`` of an entry, and its ``move`` when the SGF is a record's file name."""
    if pos.sgf.startswith("("):
        return {"sgf": pos.sgf}
    return {"sgf": pos.sgf, "move": pos.move}


def write_cache(out: Path, first: Position, entries: list[Entry]) -> None:
    """Write one game's cache file (a fixed mtime: the same answers give the same bytes)."""
    data = {"game": first.game, "split": first.split, "size": first.size, "positions": entries}
    with gzip.GzipFile(out, "wb", mtime=0) as handle:
        handle.write((json.dumps(data, separators=(",", ":")) + "\n").encode())


def cached(directory: Path, split: str | None = None) -> Iterator[tuple[dict, Entry]]:
    """``(file, entry)`` for every cached entry of ``directory``; only ``split`` when given."""
    for path in sorted(directory.glob("*.json.gz")):
        data = json.loads(gzip.decompress(path.read_bytes()))
        if split is not None and data["split"] != split:
            continue
        for entry in data["positions"]:
            yield data, entry


def load_cache(directory: Path, split: str | None = None) -> list[tuple[str, str, int, Entry]]:
    """Every cached position as ``(game, split, size, entry)``; only ``split`` when given."""
    return [(d["game"], d["split"], int(d["size"]), e) for d, e in cached(directory, split)]


def run_oracle(
    argv: list[str] | None,
    description: str,
    directory: Path,
    games: Callable[[], Mapping[str, Sequence[Item]]],
    answer: Callable[[Sequence[Item], Path], Answers],
    prefix: str,
    first: Callable[[Item], Position] = lambda pos: pos,  # type: ignore[assignment, return-value]
) -> int:
    """The command line of an oracle script: ``answer`` each game of ``games()``
    whose file in ``directory`` is missing (all with ``--force``; only those
    named with ``--only``), write the file and print a line on it.  ``first``
    gives the position of an item (the item itself by default)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--only", nargs="*", help="only these games (by name)")
    parser.add_argument("--force", action="store_true", help="ask again where a cache exists")
    args = parser.parse_args(argv)
    directory.mkdir(parents=True, exist_ok=True)
    by_game = games()
    scratch = Path(tempfile.mkdtemp(prefix=prefix))
    total_cpu = 0.0
    for game, todo in sorted(by_game.items()):
        out = directory / f"{game}.json.gz"
        if (args.only and game not in args.only) or (out.exists() and not args.force):
            continue
        started = time.time()
        entries, cpu, summary = answer(todo, scratch)
        total_cpu += cpu
        write_cache(out, first(todo[0]), entries)
        print(f"{summary}, {cpu:.1f} s CPU, {time.time() - started:.1f} s", flush=True)
    print(f"{total_cpu:.1f} s of GNU Go CPU for the games asked now")
    return 0


class CachedJudge:
    """GNU Go's answers on our moves, asked on demand (one GNU Go session, started
    at the first question) and cached in a JSON file, written every 50 questions
    and on :meth:`close`."""

    def __init__(self, path: Path, prefix: str) -> None:
        self.path = path
        self.cache: dict[str, str] = json.loads(path.read_text()) if path.exists() else {}
        self.engine: GtpEngine | None = None
        self.loaded = ""
        self.scratch = Path(tempfile.mkdtemp(prefix=prefix))
        self.asked = 0

    def answer(self, position: Position, key: str, commands: list[str], which: int = -1) -> str:
        """GNU Go's answer to ``commands[which]`` (the last by default) on ``position``,
        cached under ``key``."""
        if key not in self.cache:
            if self.engine is None:
                self.engine = start_gnugo()
            if self.loaded != position.ident:
                ask(self.engine, [position.loadsgf(self.scratch)])
                self.loaded = position.ident
            self.cache[key] = ask(self.engine, commands)[which]
            self.asked += 1
            if self.asked % 50 == 0:
                self.save()
        return self.cache[key]

    def save(self) -> None:
        """Write the cache."""
        self.path.write_text(json.dumps(self.cache, indent=0, sort_keys=True) + "\n")

    def close(self) -> None:
        """Stop GNU Go and write the cache."""
        if self.engine is not None:
            self.engine.close()
        self.save()


class Ours:
    """Our engine in process, with its GTP dispatcher."""

    def __init__(self, engine: GoEngine) -> None:
        prepare()  # the compiled kernels, before any answer is timed
        self.engine = engine
        self.dispatcher = engine.dispatcher

    def send(self, command: str) -> str:
        ok, text = self.dispatcher.handle(command)
        if not ok:
            raise RuntimeError(f"our engine failed {command!r}: {text}")
        return text.strip()


def as_position(game: str, split: str, size: int, entry: Entry) -> Position:
    """The corpus position of a cached entry."""
    move = entry.get("move")
    return Position(
        ident=str(entry["id"]),
        game=game,
        split=split,
        size=size,
        kind=str(entry["kind"]),
        sgf=str(entry["sgf"]),
        move=None if move is None else int(move),  # type: ignore[call-overload]
        seki=bool(entry.get("seki", False)),
    )


def pick(
    load: Callable[[str | None], list[tuple[str, str, int, Entry]]], args: argparse.Namespace
) -> list[tuple[str, str, int, Entry]]:
    """The cached positions ``load`` gives for ``args.split`` (``all``: every split),
    of the board sizes, kinds and games ``args`` names (``sizes``, ``kinds``,
    ``games``: comma-separated, all when empty or absent), at most ``args.limit``
    of them (all when 0 or absent)."""
    cached = load(None if args.split == "all" else args.split)
    if sizes := getattr(args, "sizes", ""):
        wanted_sizes = {int(word) for word in sizes.split(",")}
        cached = [c for c in cached if c[2] in wanted_sizes]
    if kinds := getattr(args, "kinds", ""):
        wanted_kinds = set(kinds.split(","))
        cached = [c for c in cached if c[3]["kind"] in wanted_kinds]
    if games := getattr(args, "games", ""):
        names = set(games.split(","))
        cached = [c for c in cached if c[0] in names]
    limit = getattr(args, "limit", 0)
    return cached[:limit] if limit else cached


def no_cache(script: str) -> int:
    """Say that the oracle ``script`` (under ``benchmarks/corpus/``) must run first; 2."""
    print(f"no cached positions: run benchmarks/corpus/{script} first", file=sys.stderr)
    return 2


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100.0 * part / whole:.1f} %)" if whole else "0/0"
