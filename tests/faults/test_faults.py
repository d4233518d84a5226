"""Faulty engines: each fault costs only the case that provokes it, the run ends in time,
and no engine process (nor a child of one) is left behind.

Every fault of the fake engine (``tests/harness/fake_gtp.py``) is provoked by
one case of its own suite file, among cases that must keep their answers; all
the files run in one ``regress run``, at ``-j 1`` and ``-j 2``, in each mode.
"""

from __future__ import annotations

import json
import shlex
import time
from pathlib import Path

import pytest

from harness.cases import MAX_STORED_ANSWER, Verdict
from harness.cli import main
from harness.store import read_run
from tests.faults.processes import left_after, new_tag
from tests.harness import fake_gtp

TIMEOUT = 1.0
#: The run modes and their options: file order (the default) and isolated.
MODES = {"file-order": [], "isolated": ["--isolated"]}

# Each fault: what its suite sends before case 2, case 2's command, and the
# verdict it gives (None: an answer comes).  ``noterm`` and ``spawn`` are
# replayed with a case's setup; ``echo ...`` commands are not.
FAULTS = {
    "crash": ("", "echo crash", Verdict.CRASH),
    "crashat": ("", "echo fine", Verdict.CRASH),  # the engine runs with --crash-at
    "hang": ("", "echo hang", Verdict.TIMEOUT),
    "garbage": ("", "echo garbage", Verdict.ERROR),
    "noblank": ("", "echo noblank", Verdict.TIMEOUT),
    "wrongid": ("", "echo wrongid", Verdict.ERROR),
    "closeout": ("", "echo closeout", Verdict.CRASH),
    "noterm": ("noterm\n", "echo hang", Verdict.TIMEOUT),
    "children": ("spawn\n", "echo hang", Verdict.TIMEOUT),
    "stderr": ("", "echo stderr 3000000", None),
    "big": ("", "echo big 200000", None),
}
CRASH_AT = 1_999_999_999  # an id the harness's running count never reaches
# Faults that cost a whole timeout (the run's length is bounded by their sum).
HANGS = sum(verdict is Verdict.TIMEOUT for _, _, verdict in FAULTS.values())


def faulty_number(fault: str) -> int:
    return CRASH_AT if fault == "crashat" else 2


def suite_text(fault: str) -> str:
    before, command, _ = FAULTS[fault]
    return (
        "boardsize 9\nplay black C3\n"
        "1 echo one\n#? [one]\n"
        f"{before}{faulty_number(fault)} {command}\n#? [wrote]\n"
        "play white D4\n"
        "3 state\n#? [boardsize 9\\|play black C3\\|.*play white D4]\n"
        "4 echo four\n#? [four]\n"
    )


@pytest.fixture(scope="module")
def fault_suites(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("faults")
    for fault in FAULTS:
        (folder / f"{fault}.tst").write_text(suite_text(fault))
    return folder


def engine(tag: str) -> str:
    return "gtp:" + shlex.join([*fake_gtp.ARGV, "--crash-at", str(CRASH_AT), tag])


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("mode", list(MODES))
def test_each_fault_costs_only_its_case(
    fault_suites: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    mode: str,
    jobs: str,
) -> None:
    tag = new_tag()
    out = tmp_path / "run.jsonl"
    args = ["run", "--engine", engine(tag), "--timeout", str(TIMEOUT), "-j", jobs]
    started = time.monotonic()
    code = main([*args, "--out", str(out), *MODES[mode], str(fault_suites)])
    elapsed = time.monotonic() - started
    output = capsys.readouterr()
    assert code == 1, output.out + output.err
    assert "Traceback" not in output.out + output.err
    by_id = {result.id: result for result in read_run(out).results}
    assert len(by_id) == 4 * len(FAULTS)
    for fault, (_, _, verdict) in FAULTS.items():
        for number in (1, 3, 4):
            result = by_id[f"{fault}:{number}"]
            assert result.verdict is Verdict.PASSED_EXPECTED, (fault, number, result)
        lost = by_id[f"{fault}:{faulty_number(fault)}"]
        if verdict is None:
            assert lost.ok == "=", (fault, lost)
        else:
            assert lost.verdict is verdict, (fault, lost)
            assert lost.seconds <= TIMEOUT + 3, (fault, lost)
    assert by_id["stderr:2"].verdict is Verdict.PASSED_EXPECTED
    # The run ends within the timeouts it had to wait out, plus a few seconds.
    assert elapsed < HANGS * TIMEOUT + 25
    assert left_after(tag) == []
    # One answer of 200,000 characters is stored cut, with its size noted.
    line = next(line for line in out.read_text().splitlines() if '"big:2"' in line)
    assert len(line) < MAX_STORED_ANSWER + 1000
    assert "200000 characters in all" in json.loads(line)["answer"]
