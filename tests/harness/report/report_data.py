"""Two small runs on real suite files, for the report tests: a base and a head.

The suites are written into a temporary folder: a YAML suite of diagrams
(``shapes``) and a ``.tst`` suite on an SGF record (``owl9``).  ``ring:1``
has no suite file, so it is shown without a board.
"""

from __future__ import annotations

import hashlib
import shutil
from dataclasses import dataclass
from pathlib import Path

from harness.store import Run, SuiteEntry
from harness.suites import load_suite
from tests.harness.run_files import result, write_run

DATA = Path(__file__).resolve().parents[1] / "data"
XSS = "<script>alert(1)</script>"

SHAPES = """\
suite: shapes
game: go
cases:
  - id: 1
    board: |
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      O O O O O . .
      X X X X O . .
      . . . X O . .
    to_move: white
    command: owl_attack B2
    expect: "1 B1"
  - id: 2
    board: |
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      O O O O O . .
      X X X X O . .
      . . . X O . .
    to_move: white
    command: owl_attack B2
    expect: "1 B1"
    note: "Beware <i>this</i> & that"
  - id: 3
    board: |
      . . . . .
      . . . . .
      . . X . .
      . . . . .
      . . . . .
    command: dragon_status C3
    expect: "alive"
    status: fail
  - id: 4
    board: |
      . . . . .
      . . . . .
      . . X . .
      . . . . .
      . . . . .
    command: reg_genmove white
    expect: "D4"
    status: fail
"""

OWL9 = """\
loadsgf games/game9-1.sgf 4
1 owl_attack E5
#? [1 D5]
play white D5
2 owl_attack E5
#? [0]
"""


@dataclass
class ReportRuns:
    """The two runs and where the suites are."""

    base: Run
    head: Run
    base_path: Path
    head_path: Path
    folder: Path


def make_runs(tmp_path: Path) -> ReportRuns:
    """Write the suites and the two runs under ``tmp_path``."""
    folder = tmp_path / "suites"
    (folder / "games").mkdir(parents=True)
    shutil.copy(DATA / "games" / "game9-1.sgf", folder / "games")
    shapes, owl9 = folder / "shapes.yaml", folder / "owl9.tst"
    shapes.write_text(SHAPES)
    owl9.write_text(OWL9)
    suites = [
        SuiteEntry(
            name=path.stem,
            path=str(path),
            game="go",
            sha256=hashlib.sha256(path.read_bytes()).hexdigest(),
        )
        for path in (shapes, owl9)
    ]
    shape = {case.number: str(case.source) for case in load_suite(shapes).cases}
    base_path, head_path = tmp_path / "base.jsonl", tmp_path / "head.jsonl"
    base = write_run(
        base_path,
        [
            result("shapes:1", "passed", expected="1 B1", command="owl_attack B2", source=shape[1]),
            result("shapes:2", "passed", expected="1 B1", command="owl_attack B2", source=shape[2]),
            result(
                "shapes:3",
                "failed",
                answer="dead",
                expected="alive",
                command="dragon_status C3",
                source=shape[3],
            ),
            result(
                "shapes:4",
                "failed",
                answer="C3",
                expected="D4",
                command="reg_genmove white",
                source=shape[4],
            ),
            result("owl9:1", "FAILED", answer="1 B2", expected="1 D5", source=f"{owl9}:2"),
            result("owl9:2", "failed", answer="1 D6", expected="0", source=f"{owl9}:5"),
        ],
        suites=suites,
    )
    head = write_run(
        head_path,
        [
            result("shapes:1", "passed", expected="1 B1", command="owl_attack B2", source=shape[1]),
            result(
                "shapes:2",
                "FAILED",
                answer=XSS,
                expected="1 B1",
                command="owl_attack B2",
                source=shape[2],
            ),
            result(
                "shapes:3",
                "PASSED",
                answer="alive",
                expected="alive",
                command="dragon_status C3",
                source=shape[3],
            ),
            result(
                "shapes:4",
                "failed",
                answer="E5",
                expected="D4",
                command="reg_genmove white",
                source=shape[4],
            ),
            result("owl9:1", "FAILED", answer="1 C3", expected="1 D5", source=f"{owl9}:2"),
            result("owl9:2", "timeout", expected="0", source=f"{owl9}:5"),
            result("ring:1", "FAILED", answer="white", expected="black", command="winner"),
        ],
        suites=suites,
    )
    return ReportRuns(base, head, base_path, head_path, folder)
