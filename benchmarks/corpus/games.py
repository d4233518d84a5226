"""GNU Go 3.8 self-play records for the oracle corpus, seeded and split by game.

Each game of :data:`GAMES` is played by one GNU Go process started with
``--seed SEED --level LEVEL`` (the same seed and level give the same game),
``genmove`` for both colours until two passes in a row, then
``kgs-genmove_cleanup`` until two passes again, so that the record ends in
a dense finished position with the dead stones taken off.  The records go to
``benchmarks/corpus/data/games/NAME.sgf``; ``data/games.json`` lists them with
their size, level, seed, where the clean-up starts, and the split.

The split is by game, never by position: a game is held out when its seed is
a multiple of three (:func:`split_of`), and every position taken from it is
held out with it.

Run: ``python benchmarks/corpus/games.py [--only NAME...]``: plays the games
whose record is missing (one GNU Go process at a time) and prints each
game's length and CPU seconds.  About three minutes of GNU Go CPU in all.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from harness.engines.gtp import GtpEngine, find_gnugo  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
GAME_DIR = DATA / "games"
MANIFEST = DATA / "games.json"
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class GameSpec:
    """One self-play game: board size, GNU Go level and random seed."""

    size: int
    level: int
    seed: int

    @property
    def name(self) -> str:
        """The record's file stem, e.g. ``s9-l4-n12``."""
        return f"s{self.size}-l{self.level}-n{self.seed}"


def split_of(seed: int) -> str:
    """``held-out`` for every third seed, else ``training``: the split is by game."""
    return "held-out" if seed % 3 == 0 else "training"


#: Seeds of training 19x19 games added for the tactical reader's attacks on
#: three liberties that end in a ko (GNU Go's KO_A / KO_B), of which the
#: first training games held few; played at levels 0 and 1 in turn.
TRAINING_SEEDS_19 = tuple(seed for seed in range(77, 101) if seed % 3)

#: Seeds of training games added to measure the owl on games its shape
#: table (:mod:`engine.go.make_owl_patterns`, from the owl answers of the
#: first training games) never saw, without touching the held-out ones: 13x13
#: at levels 0 to 3 in turn, 9x9 at levels 0 to 9, 19x19 at levels 0 and 1.
#: Their owl answers are not kept (``owl_oracle.py --only NAME ...`` asks
#: for them: about 12 minutes of GNU Go CPU).
TRAINING_SEEDS_13 = tuple(seed for seed in range(101, 116) if seed % 3)
TRAINING_SEEDS_9 = tuple(seed for seed in range(121, 136) if seed % 3)
TRAINING_SEEDS_19_OWL = tuple(seed for seed in range(136, 154) if seed % 3)

GAMES: tuple[GameSpec, ...] = (
    *(GameSpec(9, level, seed) for seed, level in enumerate((0, 1, 2, 3, 4, 5, 6, 7, 8, 10), 1)),
    *(GameSpec(9, level, seed) for seed, level in enumerate((0, 2, 5, 8, 1, 3, 6, 4), 11)),
    *(GameSpec(13, level, seed) for seed, level in enumerate((0, 1, 2, 3, 0), 21)),
    GameSpec(19, 0, 30),
    GameSpec(19, 0, 31),
    GameSpec(19, 0, 33),
    GameSpec(19, 1, 36),
    # More held-out 19x19 games, for the tactical reader's hard strings.
    GameSpec(19, 1, 33),
    GameSpec(19, 0, 36),
    GameSpec(19, 0, 42),
    # Still more 19x19 games for the reader: held out (45, 48, 51) and training.
    GameSpec(19, 0, 45),
    GameSpec(19, 1, 48),
    GameSpec(19, 0, 51),
    GameSpec(19, 0, 43),
    GameSpec(19, 1, 44),
    GameSpec(19, 0, 46),
    GameSpec(19, 1, 47),
    # Held-out 19x19 games for the owl's critical dragons (about a hundred a
    # game): with them the held-out games hold over 2,000.
    *(GameSpec(19, seed % 2, seed) for seed in range(54, 76, 3)),
    *(GameSpec(19, i % 2, seed) for i, seed in enumerate(TRAINING_SEEDS_19)),
    *(GameSpec(13, i % 4, seed) for i, seed in enumerate(TRAINING_SEEDS_13)),
    *(GameSpec(9, i, seed) for i, seed in enumerate(TRAINING_SEEDS_9)),
    *(GameSpec(19, i % 2, seed) for i, seed in enumerate(TRAINING_SEEDS_19_OWL)),
)


def sgf_point(vertex: str, size: int) -> str:
    """GTP vertex (``D4``, ``PASS``) to SGF point letters (``dp``; a pass is empty)."""
    if vertex.upper() == "PASS":
        return ""
    col = COLUMNS.index(vertex[0].upper())
    row = int(vertex[1:])
    return chr(ord("a") + col) + chr(ord("a") + size - row)


def play_game(spec: GameSpec, gnugo: list[str]) -> tuple[list[str], int, float]:
    """Play ``spec`` and return its moves (GTP vertices), the index where clean-up starts, CPU s."""
    engine = GtpEngine([*gnugo, "--seed", str(spec.seed), "--level", str(spec.level)], timeout=600)
    try:
        engine.send_many([f"boardsize {spec.size}", "clear_board", "komi 6.5"])
        moves: list[str] = []
        cap = 2 * spec.size * spec.size
        cleanup_start = 0
        for command in ("genmove", "kgs-genmove_cleanup"):
            passes = 0
            while passes < 2 and len(moves) < cap:
                color = "black" if len(moves) % 2 == 0 else "white"
                reply = engine.send(f"{command} {color}")
                if not reply.ok:
                    raise RuntimeError(f"{spec.name}: {command} {color}: {reply.text}")
                vertex = reply.text.strip().upper()
                if vertex == "RESIGN":
                    vertex = "PASS"
                moves.append(vertex)
                passes = passes + 1 if vertex == "PASS" else 0
            if command == "genmove":
                cleanup_start = len(moves)
        cpu = float(engine.send("cputime").text)
    finally:
        engine.close()
    return moves, cleanup_start, cpu


def write_record(spec: GameSpec, moves: list[str], path: Path) -> None:
    """Write ``moves`` as an SGF record of ``spec`` to ``path``."""
    header = (
        f"(;GM[1]FF[4]SZ[{spec.size}]KM[6.5]RU[Chinese]"
        f"PB[GNU Go 3.8 level {spec.level}]PW[GNU Go 3.8 level {spec.level}]"
        f"GC[gnugo --seed {spec.seed} --level {spec.level}]"
    )
    nodes = [
        f";{'B' if i % 2 == 0 else 'W'}[{sgf_point(v, spec.size)}]" for i, v in enumerate(moves)
    ]
    lines = [header]
    for start in range(0, len(nodes), 12):
        lines.append("".join(nodes[start : start + 12]))
    path.write_text("\n".join(lines) + ")\n")


def load_manifest() -> dict[str, dict[str, object]]:
    """The games already played, by name (empty when none)."""
    if not MANIFEST.exists():
        return {}
    return dict(json.loads(MANIFEST.read_text()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="play only these games (by name)")
    args = parser.parse_args(argv)
    gnugo = find_gnugo()
    if gnugo is None:
        print("GNU Go is not installed (apt-get install gnugo)", file=sys.stderr)
        return 2
    GAME_DIR.mkdir(parents=True, exist_ok=True)
    manifest = load_manifest()
    total_cpu = 0.0
    for spec in GAMES:
        if args.only and spec.name not in args.only:
            continue
        path = GAME_DIR / f"{spec.name}.sgf"
        if path.exists() and spec.name in manifest:
            continue
        started = time.time()
        moves, cleanup_start, cpu = play_game(spec, gnugo)
        write_record(spec, moves, path)
        total_cpu += cpu
        manifest[spec.name] = {
            "file": f"games/{spec.name}.sgf",
            "size": spec.size,
            "level": spec.level,
            "seed": spec.seed,
            "split": split_of(spec.seed),
            "moves": len(moves),
            "cleanup_start": cleanup_start,
        }
        MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
        print(
            f"{spec.name}: {len(moves)} moves (clean-up from {cleanup_start + 1}), "
            f"{cpu:.1f} s CPU, {time.time() - started:.1f} s",
            flush=True,
        )
    print(f"{total_cpu:.1f} s of GNU Go CPU for the games played now")
    return 0


if __name__ == "__main__":
    sys.exit(main())
