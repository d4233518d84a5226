"""Our eye spaces against GNU Go 3.8's ``eye_data``, point by point.

For every position of the eye corpus (``data/eyes``, see
``benchmarks/corpus/eye_oracle.py``) that holds an asked eye space, GNU Go
is asked ``eye_data COLOR V`` for both colours on every point (one GNU Go
process, live: the corpus keeps only the spaces it asked about), and our
engine's eye analysis for the GTP eye commands (GNU Go's domains, the
analysis' dead stones) says the same of each point: in an eye space of that
colour or not, and marginal or not.  Printed: the point-colour pairs equal,
the kinds of disagreement (GNU Go's state -> ours: ``-`` outside any space,
``inner``, ``margin``) and, with ``--show N``, the N positions with the most
disagreements.

Run: ``python benchmarks/bench_eye_domains_vs_gnugo.py [--split
training|held-out|all] [--sizes 9,13] [--limit N] [--show N]``; about a
minute of GNU Go CPU for the training games.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))

from common import as_position, ask, no_cache, percent, pick, start_gnugo  # noqa: E402
from eye_oracle import load_eyes, parse_table  # noqa: E402

from engine.go.analysis import PositionAnalysis  # noqa: E402
from engine.go.board import BLACK, WHITE  # noqa: E402

STATES = ("-", "inner", "margin")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="training", choices=("held-out", "training", "all"))
    parser.add_argument("--sizes", default="", help="only these board sizes (e.g. 9,13)")
    parser.add_argument("--limit", type=int, default=0, help="at most N positions")
    parser.add_argument("--show", type=int, default=0, help="the N positions most apart")
    args = parser.parse_args(argv)

    cached = [c for c in pick(load_eyes, args) if any(s["eval"] for s in c[3]["spaces"])]
    if not cached:
        return no_cache("eye_oracle.py")
    gnugo = start_gnugo()
    scratch = Path(tempfile.mkdtemp(prefix="bench-domains-"))
    equal = total = 0
    kinds = Counter[tuple[str, str]]()
    apart = Counter[str]()
    started = time.time()
    for game, split, size, entry in cached:
        pos = as_position(game, split, size, entry)
        board = pos.board()
        ask(gnugo, [pos.loadsgf(scratch)])
        analysis = PositionAnalysis(board, repartition=True)
        vertices = [board.vertex(p) for p in board.points]
        for color, name in ((BLACK, "black"), (WHITE, "white")):
            optics = analysis.optics(color)
            answers = ask(gnugo, [f"eye_data {name} {v}" for v in vertices])
            for p, answer in zip(board.points, answers, strict=True):
                rows = parse_table(answer)
                theirs = "-" if rows["color"] == "empty" else STATES[1 + (rows["marginal"] == "1")]
                space = optics.space_at.get(p)
                ours = "-" if space is None else STATES[1 + (p in space.marginal)]
                total += 1
                if theirs == ours:
                    equal += 1
                else:
                    kinds[(theirs, ours)] += 1
                    apart[f"{entry['id']} {name}"] += 1
    gnugo.close()
    print(f"split: {args.split}; {len(cached)} positions, {time.time() - started:.1f} s")
    print(f"eye_data points (in a space, marginal) equal to GNU Go 3.8's: {percent(equal, total)}")
    print("disagreements (GNU Go -> ours):")
    for (theirs, ours), count in kinds.most_common():
        print(f"  {theirs:>6} -> {ours:6} {count}")
    for key, count in apart.most_common(args.show):
        print(f"  {key}: {count} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
