"""Our dragons against GNU Go 3.8's: how many of its dragons ours have the stones of.

The owl corpus (``benchmarks/corpus/owl_oracle.py``) names every dragon of
GNU Go's by its first stone and keeps its size.  For each, the dragon our
engine's GTP commands show at that stone (``dragon_stones``: the dragons of
:mod:`engine.go.dragons`, each string in atari apart) has GNU Go's size, or
more stones, or fewer; by board size, for the hard dragons (as in
``bench_owl_vs_gnugo.py``) and the others.  ``--joined`` measures the
dragons with the strings in atari joined (the owl's and the move
generator's); ``--eye-spaces`` the dragons joined around eye spaces too
(``find_dragons(eye_spaces=True)``); ``--connections`` the dragons joined by
the connection reader too (``find_dragons(connections=AMALGAMATION_LIMITS)``,
``--conn-nodes`` to change its node limit).  No owl is run: a few seconds
(a minute or two with ``--connections``).

Run: ``python benchmarks/bench_dragons_vs_gnugo.py [--split held-out|training|all]
[--sizes 9,13] [--joined] [--eye-spaces] [--connections [--conn-nodes N]]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))

from common import as_position, no_cache, percent, pick  # noqa: E402
from owl_oracle import is_hard, load_owl_oracle  # noqa: E402

from engine.go.dragons import AMALGAMATION_LIMITS, find_dragons  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument("--sizes", default="", help="only these board sizes (e.g. 9,13)")
    parser.add_argument("--joined", action="store_true", help="strings in atari joined")
    parser.add_argument("--eye-spaces", action="store_true", help="joined around eye spaces")
    parser.add_argument("--connections", action="store_true", help="joined by reading too")
    parser.add_argument("--conn-nodes", type=int, default=0, help="the reader's node limit")
    args = parser.parse_args(argv)
    limits = None
    if args.connections:
        limits = AMALGAMATION_LIMITS
        if args.conn_nodes:
            limits = dataclasses.replace(limits, node_limit=args.conn_nodes)
    seconds = 0.0
    cached = pick(load_owl_oracle, args)
    if not cached:
        return no_cache("owl_oracle.py")
    total = Counter[tuple[int, str]]()
    verdicts = Counter[tuple[int, str, str]]()
    for game, split, size, entry in cached:
        board = as_position(game, split, size, entry).board()
        started = time.process_time()
        dragons = find_dragons(
            board, atari_apart=not args.joined, eye_spaces=args.eye_spaces, connections=limits
        )
        seconds += time.process_time() - started
        for dragon in entry["dragons"]:  # type: ignore[attr-defined]
            ours = dragons.dragon_at(board.parse_vertex(str(dragon[0])))
            assert ours is not None
            kind = "hard" if is_hard(dragon) else "other"
            theirs = int(dragon[1])
            mine = len(ours.stones)
            total[(size, kind)] += 1
            verdict = "equal" if mine == theirs else "more" if mine > theirs else "fewer"
            verdicts[(size, kind, verdict)] += 1
    which = "strings in atari joined" if args.joined else "strings in atari apart"
    if args.eye_spaces:
        which += ", joined around eye spaces"
    if limits is not None:
        which += f", joined by reading ({limits.node_limit} nodes a pair)"
    print(f"split: {args.split}; our dragons ({which}) against GNU Go's, by its size")
    for size, kind in sorted(total):
        count = total[(size, kind)]
        print(
            f"  {size}x{size} {kind:5} dragons: same size "
            f"{percent(verdicts[(size, kind, 'equal')], count)}, ours more stones "
            f"{verdicts[(size, kind, 'more')]}, fewer {verdicts[(size, kind, 'fewer')]}"
        )
    print(f"  find_dragons CPU: {seconds:.1f} s for {len(cached)} positions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
