"""Our eye analysis against GNU Go 3.8's on the eye spaces of critical dragons.

The answers are those cached by ``benchmarks/corpus/eye_oracle.py``
(``data/eyes/*.json.gz``), split by game; the figures are the held-out
games' unless ``--split`` says otherwise.  Our engine runs in process,
through its GTP dispatcher, twice: as ``go`` and as ``go:repartition=off``
(the eye spaces not rebuilt after the topological analysis).  Printed:

* ``eval_eye`` at the point GNU Go was asked (one of each space): the
  values ``MIN MAX`` equal to GNU Go's, on the eye spaces of critical dragons
  and on the sampled ones, by kind of space (marginal vertices only; one
  point; with half or false eyes; with stones inside; with marginal
  vertices; the rest), then with the vital points too (where GNU Go gives
  some), then how often our eye space there has GNU Go's points;
* the most common disagreements (``GNU Go -> ours``) and a few of them;
* the repartition comparison: the spaces where ``go`` and
  ``go:repartition=off`` answer differently, and how many of them agree with
  GNU Go with the second partition and how many without;
* with ``--dragons N`` (the owl: slow), ``dragon_status`` of up to N
  critical dragons, equal to GNU Go's, and the same comparison.

Run: ``python benchmarks/bench_eyes_vs_gnugo.py [--split held-out|training|all]
[--dragons N] [--show N] [--sizes 9,13]``.
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

from common import Ours, as_position, no_cache, percent, pick  # noqa: E402
from eye_oracle import load_eyes  # noqa: E402

from engine.go.gtp import GoEngine  # noqa: E402


def space_kind(space: dict[str, object], stones: set[str]) -> str:
    """The kind of a GNU Go eye space, for the breakdown."""
    points = str(space["points"]).split()
    marginal = str(space["marginal"]).split()
    if len(marginal) == len(points):
        return "marginal only"
    if space["halves"]:
        return "half/false eyes"
    if any(v in stones for v in points):
        return "stones inside"
    if len(points) == 1:
        return "one point"
    if marginal:
        return "with marginal"
    return "plain"


def values(answer: str) -> str:
    """``MIN MAX`` of an ``eval_eye`` answer (``-1`` stays)."""
    return " ".join(answer.split()[:2])


def our_space(ours: Ours, vertex: str) -> set[str]:
    """The points of our eye space at ``vertex`` (empty when none)."""
    engine = ours.engine
    board = engine.board
    analysis = engine.analysis()
    from engine.go.optics import eye_at

    found = eye_at(board, board.parse_vertex(vertex), analysis.dead(), analysis.optics)
    return set() if found is None else {board.vertex(p) for p in found.space.points}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument("--dragons", type=int, default=0, help="dragon_status of N dragons")
    parser.add_argument("--show", type=int, default=0, help="print N disagreements")
    parser.add_argument("--sizes", default="", help="only these board sizes (e.g. 9,13)")
    args = parser.parse_args(argv)

    cached = pick(load_eyes, args)
    if not cached:
        return no_cache("eye_oracle.py")
    on, off = Ours(GoEngine({})), Ours(GoEngine({"repartition": "off"}))
    scratch = Path(tempfile.mkdtemp(prefix="bench-eyes-"))
    total = Counter[str]()
    equal = Counter[str]()
    full_total = Counter[str]()
    full_equal = Counter[str]()
    same_points = Counter[str]()
    misses = Counter[tuple[str, str]]()
    examples: list[str] = []
    changed = Counter[str]()  # why -> spaces where on and off differ
    with_on = Counter[str]()
    with_off = Counter[str]()
    dragon_total = dragon_equal = dragon_changed = dragon_on = dragon_off = 0
    dragon_seconds = 0.0
    positions = 0
    started = time.time()
    for game, split, size, entry in cached:
        spaces = entry["spaces"]
        critical = [d for d in entry["dragons"] if "critical" in d[2:4]]  # type: ignore[attr-defined]
        want_dragons = dragon_total < args.dragons and critical
        if not spaces and not want_dragons:
            continue
        positions += 1
        pos = as_position(game, split, size, entry)
        on.send(pos.loadsgf(scratch))
        off.send(pos.loadsgf(scratch))
        board = on.engine.board
        stones = {board.vertex(p) for p in board.points if board.get(p)}
        for space in spaces:  # type: ignore[attr-defined]
            if space["eval"] is None:
                continue
            why = space["why"]
            at = space["at"]
            gnu = str(space["eval"])
            mine = on.send(f"eval_eye {at}")
            old = off.send(f"eval_eye {at}")
            kind = space_kind(space, stones)
            for key in (why, f"{why}: {kind}"):
                total[key] += 1
                equal[key] += values(mine) == values(gnu)
            if len(gnu.split()) > 2:
                full_total[why] += 1
                full_equal[why] += mine == gnu
            same_points[why] += our_space(on, at) == set(str(space["points"]).split())
            if values(mine) != values(gnu):
                misses[(values(gnu), values(mine))] += 1
                if len(examples) < args.show:
                    examples.append(
                        f"  {entry['id']} eval_eye {at}: GNU Go {gnu!r}, ours {mine!r} "
                        f"({space['color']} space {space['points']}; marginal "
                        f"{space['marginal'] or '-'}; halves {space['halves'] or '-'})"
                    )
            if values(mine) != values(old):
                changed[why] += 1
                with_on[why] += values(mine) == values(gnu)
                with_off[why] += values(old) == values(gnu)
        if want_dragons:
            for dragon in critical:
                if dragon_total >= args.dragons:
                    break
                t0 = time.perf_counter()
                mine = on.send(f"dragon_status {dragon[0]}").split()[0]
                old = off.send(f"dragon_status {dragon[0]}").split()[0]
                dragon_seconds += time.perf_counter() - t0
                dragon_total += 1
                dragon_equal += mine == dragon[2]
                if mine != old:
                    dragon_changed += 1
                    dragon_on += mine == dragon[2]
                    dragon_off += old == dragon[2]

    print(f"split: {args.split}; {positions} positions, {time.time() - started:.1f} s")
    for why, label in (("critical", "eye spaces of critical dragons"), ("sample", "sampled")):
        if not total[why]:
            continue
        print(f"eval_eye MIN MAX equal to GNU Go 3.8, {label}: {percent(equal[why], total[why])}")
        for key in sorted(k for k in total if k.startswith(f"{why}: ")):
            print(f"  {key[len(why) + 2 :]:18} {percent(equal[key], total[key])}")
        vital = percent(full_equal[why], full_total[why])
        print(f"  with the vital points, where GNU Go gives some: {vital}")
        print(f"  our eye space has GNU Go's points: {percent(same_points[why], total[why])}")
    print("most common disagreements (GNU Go -> ours):")
    for (gnu, mine), count in misses.most_common(10):
        print(f"  {gnu:>5} -> {mine:5} {count}")
    for line in examples:
        print(line)
    print("repartition (go against go:repartition=off), eval_eye values:")
    for why in ("critical", "sample"):
        print(
            f"  {why}: {changed[why]} spaces answered differently; GNU Go's answer "
            f"with the second partition {with_on[why]}, without {with_off[why]}"
        )
    if dragon_total:
        print(
            f"dragon_status of {dragon_total} critical dragons equal to GNU Go's: "
            f"{percent(dragon_equal, dragon_total)} ({dragon_seconds:.1f} s, both settings)"
        )
        print(
            f"  repartition: {dragon_changed} answered differently; GNU Go's with the "
            f"second partition {dragon_on}, without {dragon_off}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
