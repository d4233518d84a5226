"""On GNU Go 3.8, cases run alone (in any order) answer as the file run top to bottom."""

from __future__ import annotations

import random
import shlex
from pathlib import Path

from harness.runner import CaseRunner
from harness.suites import load_suite

DATA = Path(__file__).parent / "data"


def test_alone_and_sequential_give_the_same_answers(gnugo_argv: list[str]) -> None:
    suite = load_suite(DATA / "equivalence.tst")
    runner = CaseRunner("gtp:" + shlex.join(gnugo_argv), timeout=60)
    try:
        script = {r.id: r.answer for r in runner.run_script(suite)}
        shuffled = list(suite.cases)
        random.Random(5).shuffle(shuffled)
        alone = {r.id: r.answer for r in map(runner.run_case, shuffled)}
    finally:
        runner.close()
    assert len(script) == len(suite.cases) == 24
    assert alone == script
    # The replay really rebuilt each position: these answers need it.
    assert "E6" in script["equivalence:5"].split()
    assert script["equivalence:18"] == "C4 D3"
    assert script["equivalence:24"] == "13"
