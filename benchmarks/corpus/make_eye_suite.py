"""Write suites/go/eyes_hard.yaml: eye spaces of critical dragons, GNU Go 3.8's answers.

From the eye corpus (``data/eyes``, see ``eye_oracle.py``), both splits, the
9x9 positions only (small diagrams): the eye spaces of critical dragons
that are not made of marginal vertices alone, at most one a position, in
listing order, up to :data:`CASES` of them.  Each case is
``eval_eye V`` at the point GNU Go was asked, drawn as a diagram, expecting
GNU Go's ``MIN MAX`` (a pattern: the vital points are left free, since where
several work either is right).  A case our engine answers otherwise is
written with ``status: fail``, so that the suite shows where we stand and
stays green.

Run: ``python benchmarks/corpus/make_eye_suite.py [OUT]``; prints the cases
written and how many of them we pass.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from eye_oracle import load_eyes  # noqa: E402
from positions import Position, setup_sgf  # noqa: E402

from engine.go.board import BLACK, WHITE, Board  # noqa: E402
from engine.go.gtp import new_engine  # noqa: E402

CASES = 40
OUT = ROOT / "suites" / "go" / "eyes_hard.yaml"


def diagram(board: Board) -> list[str]:
    """The board as diagram rows, top row first."""
    size = board.size
    return [
        " ".join(".XO"[board.get(board.point(row, col))] for col in range(size))
        for row in range(size - 1, -1, -1)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "out", nargs="?", type=Path, default=OUT, help=f"the suite to write (default {OUT})"
    )
    out: Path = parser.parse_args(argv).out
    scratch = Path(tempfile.mkdtemp(prefix="eye-suite-"))
    lines = [
        "suite: eyes_hard",
        "game: go",
        "description: >-",
        "  eval_eye on eye spaces of dragons GNU Go 3.8 calls critical, from positions of GNU Go",
        "  self-play (benchmarks/corpus, made by benchmarks/corpus/make_eye_suite.py). Every",
        "  expectation is GNU Go's MIN MAX (the vital points left free); status fail marks the",
        "  cases our engine still answers otherwise.",
        "cases:",
    ]
    written = passed = 0
    for game, split, size, entry in load_eyes():
        if size != 9 or written >= CASES:
            continue
        spaces = [
            s
            for s in entry["spaces"]  # type: ignore[attr-defined]
            if s["why"] == "critical"
            and s["eval"] is not None
            and len(s["marginal"].split()) < len(s["points"].split())
        ]
        if not spaces:
            continue
        space = spaces[0]
        move = entry.get("move")
        pos = Position(
            str(entry["id"]),
            game,
            split,
            size,
            str(entry["kind"]),
            str(entry["sgf"]),
            None if move is None else int(move),  # type: ignore[call-overload]
        )
        board = pos.board()
        last = board.last_move()
        to_move = "white" if last is not None and last[1] == BLACK else "black"
        # Our answer on the diagram, as the suite will ask it.
        setup = scratch / "setup.sgf"
        setup.write_text(setup_sgf(board, WHITE if to_move == "white" else BLACK))
        engine = new_engine({})
        engine.handle(f"loadsgf {setup}")
        values = " ".join(str(space["eval"]).split()[:2])
        ours = " ".join(engine.handle(f"eval_eye {space['at']}")[1].split()[:2])
        written += 1
        passed += ours == values
        halves = ", ".join(f"{v} {h[0].lower()}" for v, h in sorted(space["halves"].items()))
        lines += [
            f"  - id: {written}",
            "    board: |",
            *(f"      {row}" for row in diagram(board)),
            f"    to_move: {to_move}",
            f"    command: eval_eye {space['at']}",
            f'    expect: "{values}.*"',
            *(["    status: fail"] if ours != values else []),
            "    tags: [critical, " + ("half-eye" if halves else "marginal") + "]",
            "    note: >-",
            f"      Corpus position {entry['id']} ({split}), {space['color']} space "
            f"{space['points']}; marginal {space['marginal'] or 'none'}"
            f"{'; ' + halves if halves else ''}. GNU Go 3.8 answers {space['eval']}"
            + ("." if ours == values else f"; we answer {ours}."),
            "",
        ]
    out.write_text("\n".join(lines).rstrip() + "\n")
    print(f"{out}: {written} cases, {passed} passed by our engine")
    return 0


if __name__ == "__main__":
    sys.exit(main())
