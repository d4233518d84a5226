"""Our dragons' local joins against GNU Go 3.8's dragons: which of them GNU Go makes too.

For each position of the owl corpus (``benchmarks/corpus/owl_oracle.py``;
the training games unless ``--split`` says otherwise), GNU Go lists all its
dragons (``dragon_stones`` with no vertex), and each pair of strings our
four local rules join directly (:func:`engine.go.dragons.local_joins`:
double connection, diagonal, tiger's mouth, shared small eye) is counted
joined or apart in GNU Go, by the rules that join it.  Strings in atari
are left out (GNU Go keeps each one a dragon of its own, and so do our
GTP dragons).  One GNU Go session; about 9 minutes for the 5,807 training
positions, ``--limit N`` for fewer.

Run: ``python benchmarks/bench_dragon_joins_vs_gnugo.py [--split training|held-out|all]
[--sizes 9,13] [--limit N]``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))

from common import as_position, ask, no_cache, percent, pick, start_gnugo  # noqa: E402
from owl_oracle import load_owl_oracle  # noqa: E402

from engine.go.dragons import local_joins  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="training", choices=("held-out", "training", "all"))
    parser.add_argument("--sizes", default="", help="only these board sizes (e.g. 9,13)")
    parser.add_argument("--limit", type=int, default=0, help="at most this many positions")
    args = parser.parse_args(argv)
    cached = pick(load_owl_oracle, args)
    if not cached:
        return no_cache("owl_oracle.py")
    counts = Counter[tuple[str, bool]]()
    engine = start_gnugo()
    scratch = Path(tempfile.mkdtemp())
    try:
        for game, split, size, entry in cached:
            position = as_position(game, split, size, entry)
            _, listing = ask(engine, [position.loadsgf(scratch), "dragon_stones"])
            board = position.board()
            dragon_of = {
                board.parse_vertex(vertex): number
                for number, line in enumerate(listing.splitlines())
                for vertex in line.split()
            }
            for (a, b), joined_by in local_joins(board).items():
                if board.count_liberties(a) == 1 or board.count_liberties(b) == 1:
                    continue
                counts[("+".join(sorted(joined_by)), dragon_of[a] == dragon_of[b])] += 1
        cpu = float(ask(engine, ["cputime"])[0])
    finally:
        engine.close()
    print(f"split: {args.split}; {len(cached)} positions; GNU Go {cpu:.0f} s CPU")
    print("pairs of strings our local rules join, by the rules: one GNU Go dragon")
    for rules in sorted({rules for rules, _ in counts}):
        joined, apart = counts[(rules, True)], counts[(rules, False)]
        print(f"  {rules:26} {percent(joined, joined + apart)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
