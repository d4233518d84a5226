"""``kill -9`` of regress mid-run: no engine survives it, and ``--resume`` finishes the run
with each case counted once and the verdicts of a run that was never interrupted."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.store import read_run
from tests.faults.processes import left_after, new_tag
from tests.faults.test_faults import MODES
from tests.harness import fake_gtp

ROOT = Path(__file__).resolve().parents[2]

# Case 3 takes long enough to be killed in the middle of; ``spawn`` (replayed
# with every case) gives each engine a child process that must die too.
SUITE = """\
boardsize 9
spawn
1 echo one
#? [one]
2 echo two
#? [two]
3 echo sleep 2
#? [slept]
play black C3
4 state
#? [boardsize 9\\|play black C3]
5 echo five
#? [five]
"""
VERDICTS = {f"s:{number}": "passed" for number in range(1, 6)}


def regress(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "harness.cli", *args],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def wait_for_results(path: Path, count: int, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and len(path.read_text().splitlines()) > count:
            return
        time.sleep(0.05)
    raise AssertionError(f"no {count} results in {path} after {seconds} s")


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("mode", list(MODES))
def test_kill_9_leaves_no_engine_and_resume_finishes_the_run(
    tmp_path: Path, mode: str, jobs: str
) -> None:
    (tmp_path / "s.tst").write_text(SUITE)
    tag = new_tag()
    engine = "gtp:" + shlex.join([*fake_gtp.ARGV, tag])
    out = tmp_path / "run.jsonl"
    run = regress(
        "run",
        "--engine",
        engine,
        "--timeout",
        "10",
        "-j",
        jobs,
        "--out",
        str(out),
        *MODES[mode],
        str(tmp_path / "s.tst"),
    )
    try:
        wait_for_results(out, 2)  # the header and two results: case 3 is running
        assert left_after(tag, 0) != []
    finally:
        os.kill(run.pid, signal.SIGKILL)
        run.wait(10)
    assert left_after(tag) == []
    resumed = regress("run", "--resume", str(out), "-j", "1")
    assert resumed.wait(60) == 0, resumed.stderr.read() if resumed.stderr else ""
    results = read_run(out).results
    assert sorted(r.id for r in results) == sorted(VERDICTS)  # each case once
    assert {r.id: str(r.verdict) for r in results} == VERDICTS
    assert left_after(tag) == []
