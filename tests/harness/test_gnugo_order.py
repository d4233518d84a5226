"""On GNU Go 3.8, an answer that depends on what ran before it, through its persistent caches.

``data/persistent.tst`` holds such a pair: case 2's answer is L18 after case 1
and L14 alone.  File order keeps regress.sh's answer (even for case 2 chosen
alone), ``--isolated`` (with ``clear_cache``) gives the same answer in any
order, and ``--check-order`` reports the case.
"""

from __future__ import annotations

import shlex
import shutil
from pathlib import Path

import pytest

from harness.cli import main
from harness.runner import CaseRunner
from harness.store import read_run
from harness.suites import load_suite

DATA = Path(__file__).parent / "data"


@pytest.fixture
def suite_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "suites"
    (folder / "games").mkdir(parents=True)
    shutil.copy(DATA / "persistent.tst", folder)
    shutil.copy(DATA / "games" / "selfplay-13.sgf", folder / "games")
    return folder


def answers(run_file: Path) -> dict[str, str]:
    return {r.id: r.answer for r in read_run(run_file).results}


def test_file_order_keeps_the_answer_that_depends_on_the_case_before(
    gnugo_argv: list[str], suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = "gtp:" + shlex.join(gnugo_argv)
    out = tmp_path / "run.jsonl"
    code = main(["run", "--engine", engine, str(suite_dir), "-j", "1", "--out", str(out)])
    assert code == 0 and answers(out) == {"persistent:1": "1 L18", "persistent:2": "1 L18"}
    # Case 2 chosen alone: the lines before it run first, query included.
    target = f"{suite_dir}/persistent.tst:2"
    code = main(["run", "--engine", engine, target, "--out", str(out)])
    assert code == 0 and answers(out) == {"persistent:2": "1 L18"}
    # Isolated, it answers as on a fresh engine.
    code = main(["run", "--engine", engine, str(suite_dir), "--isolated", "--out", str(out)])
    assert code == 1 and answers(out)["persistent:2"] == "1 L14"
    capsys.readouterr()


def test_isolated_with_clear_cache_does_not_depend_on_the_order(
    gnugo_argv: list[str], suite_dir: Path
) -> None:
    suite = load_suite(suite_dir / "persistent.tst")
    first, second = suite.cases
    seen = []
    for order in ([first, second], [second, first]):
        runner = CaseRunner("gtp:" + shlex.join(gnugo_argv), timeout=120)
        try:
            seen.append({case.id: runner.run_case(case).answer for case in order})
        finally:
            runner.close()
    assert seen[0] == seen[1] == {"persistent:1": "1 L18", "persistent:2": "1 L14"}


def test_check_order_reports_the_case(
    gnugo_argv: list[str], suite_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = "gtp:" + shlex.join(gnugo_argv)
    out = tmp_path / "run.jsonl"
    code = main(["run", "--engine", engine, str(suite_dir), "--check-order", "--out", str(out)])
    text = capsys.readouterr().out
    assert code == 0
    assert (
        "persistent:2 depends on what ran before it: in file order '1 L18', alone '1 L14'" in text
    )
    assert "persistent:1 depends" not in text
