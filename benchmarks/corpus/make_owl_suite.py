"""Write suites/go/extra/owl_critical.tst: the critical dragons of the held-out games.

From the owl corpus (``data/owl``, see ``owl_oracle.py``), the held-out games
(``--split`` to choose), every dragon GNU Go 3.8 calls critical: three cases
each, ``owl_attack``, ``owl_defend`` and ``dragon_status`` at the dragon's
origin, expecting GNU Go's result code (``[1 .*]``, ``[0]``, ``[2 .*]`` ...)
and its status word (``[critical .*]``).  The moves are left free: where
several work either is right, and which ones do is GNU Go's
``owl_does_attack`` / ``owl_does_defend`` to say, as
``bench_owl_vs_gnugo.py`` asks it.  The records are copied beside the suite
(``games/``), so that the suite runs from any checkout.

The suite is GNU Go's ``.tst`` format, one ``loadsgf`` per position, and is
written with no expected failures; run it once with the engine of the day
and ``regress accept RUN`` to flag what that engine fails, so that a later
run names exactly what a change fixed and broke.  It is not a shipped suite
(the main job does not run ``suites/go/extra``): run it on demand, e.g.
``regress compare --engine go:repartition=off --vs go
suites/go/extra/owl_critical.tst`` to count what the second partition of
the eye spaces changes.

With ``--hard`` it writes ``suites/go/extra/owl_hard.tst`` instead: every
*hard* dragon of those games that GNU Go does not call critical (its owl
spent at least ``HARD_NODES`` nodes on it: ``owl_oracle.is_hard``), asked
``dragon_status`` alone and expecting GNU Go's word, ``alive`` or
``dead``.  The critical suite cannot see a rule that makes ours say
"critical" too often: this one does.

Run: ``python benchmarks/corpus/make_owl_suite.py [--split S] [--hard] [OUT]``;
prints the positions and cases written.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from owl_oracle import is_critical, is_hard, load_owl_oracle  # noqa: E402
from positions import DATA  # noqa: E402

OUT = ROOT / "suites" / "go" / "extra" / "owl_critical.tst"
HARD_OUT = OUT.with_name("owl_hard.tst")


def code_pattern(answer: str) -> str:
    """The expectation of an owl or reading answer: its result code, any move
    (``1 .*``)."""
    code = answer.split()[0]
    return "0" if code == "0" else f"{code} .*"


def status_pattern(status: str) -> str:
    """The expectation of a ``dragon_status`` answer: the word, any points."""
    word = status.split()[0]
    return f"{word} .*" if word == "critical" else word


def copy_records(records: set[str], folder: Path) -> None:
    """Copy the corpus records a suite loads (paths relative to the data
    folder) into ``folder``, the suite's own, so that it runs from any checkout."""
    for sgf in sorted(records):
        target = folder / sgf
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(DATA / sgf, target)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument(
        "--hard", action="store_true", help="the hard dragons GNU Go does not call critical"
    )
    parser.add_argument("out", nargs="?", type=Path, help=f"the suite to write (default {OUT})")
    args = parser.parse_args(argv)
    out: Path = args.out or (HARD_OUT if args.hard else OUT)
    cached = load_owl_oracle(None if args.split == "all" else args.split)
    if args.hard:
        lines = [
            f"# {out.stem}: written by benchmarks/corpus/make_owl_suite.py --hard from the owl",
            f"# corpus ({args.split} games): every hard dragon GNU Go 3.8 does not call",
            "# critical (its owl read at least HARD_NODES nodes), asked dragon_status.",
            "# Expected: GNU Go's status word.",
            "",
        ]
    else:
        lines = [
            f"# {out.stem}: written by benchmarks/corpus/make_owl_suite.py from the owl corpus",
            f"# ({args.split} games): every dragon GNU Go 3.8 calls critical, asked owl_attack,",
            "# owl_defend and dragon_status. Expected: GNU Go's result code and status word;",
            "# the moves are left free (benchmarks/bench_owl_vs_gnugo.py judges them with",
            "# GNU Go's owl_does_attack / owl_does_defend).",
            "",
        ]
    records: set[str] = set()
    number = positions = 0
    for _game, _split, size, entry in cached:
        dragons: list[list[str]] = entry["dragons"]  # type: ignore[assignment]
        if args.hard:
            chosen = [d for d in dragons if is_hard(d) and not is_critical(d)]
        else:
            chosen = [d for d in dragons if is_critical(d)]
        if not chosen:
            continue
        sgf = str(entry["sgf"])
        records.add(sgf)
        move = entry.get("move")
        load = f"loadsgf {sgf}" if move is None else f"loadsgf {sgf} {move}"
        lines += [f"# {entry['id']} ({size}x{size})", load]
        positions += 1
        for dragon in chosen:
            origin, status, attack, defend = dragon[0], dragon[2], dragon[3], dragon[5]
            asked = []
            if not args.hard:
                asked += [
                    ("owl_attack", code_pattern(attack)),
                    ("owl_defend", code_pattern(defend)),
                ]
            asked.append(("dragon_status", status_pattern(status)))
            for command, pattern in asked:
                number += 1
                lines += [f"{number} {command} {origin}", f"#? [{pattern}]"]
        lines.append("")
    out.parent.mkdir(parents=True, exist_ok=True)
    copy_records(records, out.parent)
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"{out}: {number} cases on {positions} positions of {len(records)} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
