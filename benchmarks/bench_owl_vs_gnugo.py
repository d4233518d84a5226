"""Our owl against GNU Go 3.8's cached owl answers on the hard dragons of the corpus.

The corpus (``benchmarks/corpus/owl_oracle.py``: GNU Go's ``dragon_status``,
``owl_attack`` and ``owl_defend`` with its owl node counts, on every dragon
of the self-play records) is split by game; the figures are those of the
held-out games unless ``--split`` says otherwise, on the hard dragons (status
critical, or GNU Go's owl spends at least ``HARD_NODES`` nodes on one of the
two queries; ``--critical`` keeps only the critical ones).  Our engine runs
in process, through its GTP dispatcher, one position at a time (``loadsgf``),
and prints:

* ``owl_attack`` / ``owl_defend``: result codes equal to GNU Go's (``0``,
  ``1``, ``2`` KO_A, ``3`` KO_B), by query and by dragon (both equal);
* our moves where both programs succeed and GNU Go names a move: equal to
  GNU Go's or accepted by its ``owl_does_attack`` / ``owl_does_defend``
  (asked on demand, cached in ``data/owl_judged.json``; ``--no-judge``
  counts only equal moves); no move (``PASS``) from our ``owl_defend`` is
  accepted where GNU Go's ``owl_attack`` fails too (alive as it stands);
* ``dragon_status`` equal (the word: alive, dead, critical, unknown), on all
  the dragons and on those GNU Go finds critical; where both answers are
  critical, their attack and defence points, each equal to GNU Go's or
  accepted by its ``owl_does_attack`` / ``owl_does_defend`` (judged as the
  owl moves are);
* our owl nodes per second, and the CPU time per owl query by board size
  (mean, slowest); our node limit beside GNU Go's default of 1,000 nodes;
* the most common disagreements.

Run: ``python benchmarks/bench_owl_vs_gnugo.py [--split held-out|training|all]
[--critical] [--no-judge] [--no-status] [--limit N] [--sizes 9,13]
[--games A,B] [--every K]`` (``--every K``: one hard dragon in K, for a quick look).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))

from common import Ours, as_position, no_cache, percent, pick  # noqa: E402
from owl_oracle import HARD_NODES, OwlJudge, is_critical, is_hard, load_owl_oracle  # noqa: E402

from engine.go.gtp import build_engine  # noqa: E402
from engine.go.owl import GNU_LIMITS  # noqa: E402

#: GNU Go 3.8's default owl node limit (``--owl-node-limit``).
GNU_OWL_NODE_LIMIT = 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument("--critical", action="store_true", help="critical dragons only")
    parser.add_argument("--no-judge", action="store_true", help="never ask GNU Go")
    parser.add_argument("--no-status", action="store_true", help="skip dragon_status")
    parser.add_argument("--limit", type=int, default=0, help="at most N positions")
    parser.add_argument("--sizes", default="", help="only these board sizes (e.g. 9,13)")
    parser.add_argument("--games", default="", help="only these games (e.g. s9-l3-n4,...)")
    parser.add_argument("--every", type=int, default=1, help="one hard dragon in K")
    parser.add_argument("--show", type=int, default=0, help="list N disagreeing dragons")
    args = parser.parse_args(argv)

    cached = pick(load_owl_oracle, args)
    if not cached:
        return no_cache("owl_oracle.py")
    ours = Ours(build_engine({}))
    scratch = Path(tempfile.mkdtemp(prefix="bench-owl-"))
    judge = None if args.no_judge else OwlJudge()

    dragons = codes_equal = codes_total = both_equal = 0
    moves_ok = moves_total = status_equal = status_total = pass_ok = 0
    critical_equal = critical_total = points_ok = points_total = 0
    nodes = 0
    owl_seconds = 0.0
    times: dict[int, list[float]] = defaultdict(list)
    code_misses = Counter[tuple[str, str, str]]()
    status_misses = Counter[tuple[str, str]]()
    move_misses = Counter[str]()
    shown: list[str] = []
    started = time.time()
    seen = 0
    try:
        for game, split, size, entry in cached:
            wanted = []
            for dragon in entry["dragons"]:  # type: ignore[attr-defined]
                if not (is_critical(dragon) if args.critical else is_hard(dragon)):
                    continue
                seen += 1
                if (seen - 1) % args.every == 0:
                    wanted.append(dragon)
            if not wanted:
                continue
            pos = as_position(game, split, size, entry)
            ours.send(pos.loadsgf(scratch))
            for dragon in wanted:
                vertex, _, gnu_status, gnu_attack, _, gnu_defend, _ = dragon
                dragons += 1
                if dragons % 200 == 0:
                    elapsed = time.time() - started
                    print(f"  ... {dragons} dragons, {elapsed:.0f} s", file=sys.stderr)
                equal_here = 0
                for command, gnu, does in (
                    ("owl_attack", gnu_attack, "owl_does_attack"),
                    ("owl_defend", gnu_defend, "owl_does_defend"),
                ):
                    ours.send("reset_owl_node_counter")
                    t0 = time.process_time()
                    answer = ours.send(f"{command} {vertex}")
                    seconds = time.process_time() - t0
                    owl_seconds += seconds
                    times[size].append(seconds)
                    nodes += int(ours.send("get_owl_node_counter"))
                    code, gnu_code = answer.split()[0], gnu.split()[0]
                    codes_total += 1
                    codes_equal += code == gnu_code
                    equal_here += code == gnu_code
                    if code != gnu_code:
                        code_misses[(command, gnu_code, code)] += 1
                        if len(shown) < args.show:
                            shown.append(
                                f"{pos.ident} {vertex} {command}: GNU Go {gnu}, ours {answer}"
                            )
                    gnu_words = gnu.split()
                    if code != "0" and gnu_code != "0" and len(gnu_words) > 1:
                        move = answer.split()[1]
                        if gnu_words[1] == "PASS":
                            continue
                        moves_total += 1
                        if move == gnu_words[1]:
                            moves_ok += 1
                        elif move == "PASS" and command == "owl_defend" and gnu_attack == "0":
                            # Alive as it stands for both programs: no move is needed.
                            moves_ok += 1
                            pass_ok += 1
                        elif judge is not None and move != "PASS":
                            good = judge.accepts(pos, does, move, vertex)
                            moves_ok += good
                            if not good:
                                move_misses[command] += 1
                        else:
                            move_misses[command] += 1
                both_equal += equal_here == 2
                if not args.no_status:
                    my_words = ours.send(f"dragon_status {vertex}").split()
                    mine, theirs = my_words[0], gnu_status.split()[0]
                    status_total += 1
                    status_equal += mine == theirs
                    if theirs == "critical":
                        critical_total += 1
                        critical_equal += mine == theirs
                    if mine != theirs:
                        status_misses[(theirs, mine)] += 1
                    elif mine == "critical":
                        for move, gnu_move, does in zip(
                            my_words[1:],
                            gnu_status.split()[1:],
                            ("owl_does_attack", "owl_does_defend"),
                            strict=True,
                        ):
                            points_total += 1
                            if move == gnu_move:
                                points_ok += 1
                            elif judge is not None and move != "PASS":
                                points_ok += judge.accepts(pos, does, move, vertex)
    finally:
        if judge is not None:
            judge.close()

    which = "critical" if args.critical else "hard"
    print(
        f"split: {args.split}; {dragons} {which} dragons (critical, or GNU Go's owl spends at "
        f"least {HARD_NODES} nodes on one query), {time.time() - started:.1f} s"
    )
    print(f"  owl result codes equal     {percent(codes_equal, codes_total)}")
    print(f"  ... both codes of a dragon {percent(both_equal, dragons)}")
    print(
        f"  our moves accepted         {percent(moves_ok, moves_total)} "
        f"({pass_ok} of them no move where GNU Go's owl_attack fails too)"
    )
    if status_total:
        print(f"  dragon_status equal        {percent(status_equal, status_total)}")
        print(f"  ... GNU Go's critical ones {percent(critical_equal, critical_total)}")
        print(
            f"  ... points of critical answers accepted {percent(points_ok, points_total)} "
            "(attack and defence each: equal, or by owl_does_attack / owl_does_defend)"
        )
    if owl_seconds:
        print(
            f"  our owl: {nodes} nodes in {owl_seconds:.1f} s, {nodes / owl_seconds:.0f} nodes/s; "
            f"node limit {GNU_LIMITS.node_limit} (GNU Go's default {GNU_OWL_NODE_LIMIT})"
        )
    for size in sorted(times):
        spent = times[size]
        print(
            f"  {size}x{size}: {len(spent)} owl queries, {sum(spent) / len(spent):.3f} s each, "
            f"slowest {max(spent):.2f} s"
        )
    print("  most common disagreements (query, GNU Go, ours):")
    for (command, gnu_code, code), count in code_misses.most_common(6):
        print(f"    {command:11} {gnu_code} {code}  {count}")
    for (theirs, mine), count in status_misses.most_common(6):
        print(f"    dragon_status {theirs:9} {mine:9} {count}")
    for command, count in move_misses.most_common():
        print(f"    {command} move refused {count}")
    for line in shown:
        print(f"    {line}")
    if judge is not None and judge.asked:
        print(f"  ({judge.asked} moves judged by GNU Go now)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
