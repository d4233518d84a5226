"""Our Go engine against GNU Go 3.8's cached answers on the oracle corpus.

The corpus (``benchmarks/corpus/``: self-play records, constructed
playouts, GNU Go's answers in ``data/oracle/*.json``) is split by game; the
figures are those of the held-out games unless ``--split`` says otherwise.
Our engine runs in process, through its GTP dispatcher, one position at a
time (``loadsgf``), and prints:

* ``unconditional_status``: points equal to GNU Go's, and positions equal on
  every point, by kind of position (``game``, ``cleanup`` and ``finished``
  from the records, ``near-finished``/``finished`` playouts; ``seki``: the
  positions with a seki point), then the most common disagreements;
* ``attack`` / ``defend`` on the hard strings (see ``corpus/oracle.py``):
  result codes equal to GNU Go's, and of our answers with a move where GNU Go
  also has one, the moves GNU Go's ``does_attack`` / ``does_defend``
  accepts (asked on demand, cached in ``data/judged.json``; ``--no-judge``
  counts only moves equal to GNU Go's); a defence of a string GNU Go's
  ``attack`` fails on counts when that attack still fails after it, since
  ``does_defend`` refuses every move there (GNU Go's own answer too);
* our reader's nodes per second over those queries.

Run: ``python benchmarks/bench_vs_gnugo.py [--split held-out|training|all]
[--no-tactics] [--no-unconditional] [--no-judge] [--limit N] [--sizes 9,13] [--kinds pond,...]
[--show N]`` (``--show``: the most common tactical disagreements, by
command, GNU Go's code, ours and the string's liberties).
Regenerate the corpus with ``python benchmarks/corpus/games.py`` then
``python benchmarks/corpus/oracle.py``.
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
from oracle import HARD_NODES, STATUS_LETTER, MoveJudge, is_hard, load_oracle  # noqa: E402

from engine.go.board import BLACK  # noqa: E402
from engine.go.gtp import build_engine  # noqa: E402

WORD = {letter: word for word, letter in STATUS_LETTER.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument("--no-tactics", action="store_true", help="unconditional_status only")
    parser.add_argument(
        "--no-unconditional", action="store_true", help="attack/defend only (the faster half)"
    )
    parser.add_argument("--no-judge", action="store_true", help="never ask GNU Go")
    parser.add_argument("--limit", type=int, default=0, help="at most N positions")
    parser.add_argument("--sizes", default="", help="only these board sizes (e.g. 9,13)")
    parser.add_argument("--kinds", default="", help="only these kinds of position (e.g. pond)")
    parser.add_argument(
        "--show", type=int, default=0, help="the N most common tactical disagreements"
    )
    args = parser.parse_args(argv)

    cached = pick(load_oracle, args)
    if not cached:
        return no_cache("oracle.py")
    ours = Ours(build_engine({}))
    scratch = Path(tempfile.mkdtemp(prefix="bench-"))
    judge = None if args.no_judge else MoveJudge()

    points = Counter[str]()  # kind -> points equal / total
    point_total = Counter[str]()
    same = Counter[str]()
    pos_total = Counter[str]()
    misses = Counter[tuple[str, str]]()
    # (command, GNU Go's code, ours, liberties) -> disagreements, and the first of each
    tactic_misses = Counter[tuple[str, str, str, int]]()
    first_miss: dict[tuple[str, str, str, int], str] = {}
    codes_equal = codes_total = moves_ok = moves_total = safe_ok = safe_total = 0
    nodes = hard_strings = 0
    reading_seconds = slowest = 0.0
    started = time.time()
    try:
        for done, (game, split, size, entry) in enumerate(cached):
            if done and done % 200 == 0:
                print(f"  ... {done} positions, {time.time() - started:.0f} s", file=sys.stderr)
            pos = as_position(game, split, size, entry)
            ours.send(pos.loadsgf(scratch))
            board = pos.board()
            vertices = [board.vertex(p) for p in board.points]
            theirs = str(entry["status"])
            pos_total["all"] += 1
            if not args.no_unconditional:
                mine = "".join(
                    STATUS_LETTER[ours.send(f"unconditional_status {v}")] for v in vertices
                )
                groups = [pos.kind] + (["seki"] if pos.seki else [])
                equal = sum(a == b for a, b in zip(mine, theirs, strict=True))
                for kind in [*groups, "all"]:
                    points[kind] += equal
                    point_total[kind] += len(theirs)
                    same[kind] += equal == len(theirs)
                    pos_total[kind] += kind != "all"
                for a, b in zip(theirs, mine, strict=True):
                    if a != b:
                        misses[(WORD[a], WORD[b])] += 1
            if args.no_tactics:
                continue
            for tactic in entry.get("tactics", []):  # type: ignore[attr-defined]
                if not is_hard(tactic):
                    continue
                vertex = tactic[0]
                hard_strings += 1
                for command, gnu, does in (
                    ("attack", tactic[1], "does_attack"),
                    ("defend", tactic[3], "does_defend"),
                ):
                    ours.send("reset_reading_node_counter")
                    t0 = time.perf_counter()
                    answer = ours.send(f"{command} {vertex}")
                    seconds = time.perf_counter() - t0
                    reading_seconds += seconds
                    slowest = max(slowest, seconds)
                    nodes += int(ours.send("get_reading_node_counter"))
                    code, gnu_code = answer.split()[0], gnu.split()[0]
                    codes_total += 1
                    codes_equal += code == gnu_code
                    if code != gnu_code:
                        kind = (
                            command,
                            gnu_code,
                            code,
                            board.count_liberties(board.parse_vertex(vertex)),
                        )
                        tactic_misses[kind] += 1
                        first_miss.setdefault(kind, f"{pos.ident} {vertex}")
                    if code != "0" and gnu_code != "0":
                        move = answer.split()[1]
                        moves_total += 1
                        # GNU Go's does_defend refuses every move on a string its
                        # attack fails on (its own answer too): there our defence
                        # counts when GNU Go's attack still fails after it.
                        safe = command == "defend" and str(tactic[1]).split()[0] == "0"
                        safe_total += safe
                        if move == gnu.split()[1]:
                            moves_ok += 1
                            safe_ok += safe
                        elif judge is not None and safe:
                            color = (
                                "black"
                                if board.color[board.parse_vertex(vertex)] == BLACK
                                else "white"
                            )
                            kept = judge.keeps_safe(pos, color, move, vertex)
                            moves_ok += kept
                            safe_ok += kept
                        elif judge is not None:
                            moves_ok += judge.accepts(pos, does, move, vertex)
    finally:
        if judge is not None:
            judge.close()

    print(f"split: {args.split}; {pos_total['all']} positions, {time.time() - started:.1f} s")
    if not args.no_unconditional:
        print("unconditional_status, equal to GNU Go 3.8:")
        kinds = ("game", "cleanup", "finished", "near-finished", "pond", "enclosure", "seki")
        for kind in (*kinds, "all"):
            if pos_total[kind]:
                print(
                    f"  {kind:14} positions {percent(same[kind], pos_total[kind]):22} "
                    f"points {percent(points[kind], point_total[kind])}"
                )
        for (gnu, mine), count in misses.most_common(8):
            print(f"    GNU Go {gnu:16} ours {mine:16} {count} points")
    if not args.no_tactics:
        print(
            f"attack/defend on {hard_strings} hard strings (GNU Go's reader spends at least "
            f"{HARD_NODES} nodes on one of them, or both succeed):"
        )
        print(f"  result code equal  {percent(codes_equal, codes_total)}")
        print(f"  our move accepted  {percent(moves_ok, moves_total)}")
        print(
            f"    of them defences of strings GNU Go cannot capture (judged by its attack "
            f"after our move): {percent(safe_ok, safe_total)}"
        )
        if reading_seconds:
            print(
                f"  our reader: {nodes} nodes in {reading_seconds:.1f} s, "
                f"{nodes / reading_seconds:.0f} nodes/s; slowest query {slowest:.2f} s"
            )
        for (command, gnu_code, code, libs), count in tactic_misses.most_common(args.show):
            where = first_miss[(command, gnu_code, code, libs)]
            print(
                f"    {command:6} GNU Go {gnu_code} ours {code}, {libs} liberties: "
                f"{count} (first: {where})"
            )
        if judge is not None and judge.asked:
            print(f"  ({judge.asked} moves judged by GNU Go now)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
