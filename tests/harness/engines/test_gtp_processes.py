"""The GTP client's processes: no engine, and no child of one, outlives a timeout or the harness."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.engines.gtp import (
    MAX_ANSWER,
    STDERR_LINE,
    STDERR_LINES,
    EngineDied,
    EngineTimeout,
    GtpEngine,
)
from tests.harness import fake_gtp

FAKE = fake_gtp.ARGV


def running(pid: int) -> bool:
    """Whether process ``pid`` exists and is not a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_gone(pids: list[int], seconds: float = 5.0) -> list[int]:
    """The pids still running after up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        left = [pid for pid in pids if running(pid)]
        if not left:
            return []
        time.sleep(0.05)
    return [pid for pid in pids if running(pid)]


@pytest.fixture
def fake() -> Iterator[GtpEngine]:
    engine = GtpEngine(FAKE, timeout=10)
    yield engine
    engine.close()


def engine_pid(engine: GtpEngine) -> int:
    assert engine._process is not None
    return engine._process.pid


def test_an_engine_that_closes_its_output_but_runs_on_is_killed_within_the_timeout(
    fake: GtpEngine,
) -> None:
    pid = engine_pid(fake)
    started = time.monotonic()
    with pytest.raises(EngineDied, match="closed its output"):
        fake.send("echo closeout", timeout=2)
    assert time.monotonic() - started < 2 + 3
    assert wait_gone([pid]) == []
    fake.restart()
    assert fake.send("echo back").text == "back"


def test_a_timeout_kills_the_children_of_the_engine_too(fake: GtpEngine) -> None:
    child = int(fake.send("echo spawn").text)
    fake.send("echo noterm")
    pid = engine_pid(fake)
    with pytest.raises(EngineTimeout):
        fake.send("echo hang", timeout=0.3)
    assert wait_gone([pid, child]) == []


def test_close_ends_an_engine_that_ignores_sigterm_and_its_children(fake: GtpEngine) -> None:
    child = int(fake.send("echo spawn").text)
    fake.send("echo noterm")
    pid = engine_pid(fake)
    fake.close()
    assert wait_gone([pid, child]) == []


def test_megabytes_of_stderr_keep_a_short_tail(fake: GtpEngine) -> None:
    assert fake.send("echo stderr 3000000").text == "wrote"
    for _ in range(20):
        fake.send("echo stderr 10")
    deadline = time.monotonic() + 5
    # Wait for the 20 short lines themselves (the long line's tail also
    # holds runs of ten e's).
    while time.monotonic() < deadline and fake.stderr.split("\n").count("e" * 10) < 20:
        time.sleep(0.02)
    lines = fake.stderr.split("\n")
    assert len(lines) <= STDERR_LINES
    assert all(len(line) <= STDERR_LINE + 6 for line in lines)
    assert lines[-1] == "e" * 10


def test_a_long_answer_is_gathered_whole(fake: GtpEngine) -> None:
    reply = fake.send("echo big 4000000")
    assert len(reply.text) == 4_000_000
    assert fake.send("echo after").text == "after"
    assert MAX_ANSWER > 4_000_000


def test_an_answer_without_its_blank_line_times_out(fake: GtpEngine) -> None:
    with pytest.raises(EngineTimeout):
        fake.send("echo noblank", timeout=0.5)


# A harness that starts the fake engine, has it start a child, prints both
# pids and then waits to be killed.
HARNESS = """
import sys, time
sys.path.insert(0, {root!r})
from harness.engines.gtp import GtpEngine
engine = GtpEngine({argv!r}, timeout=10)
child = engine.send("echo spawn").text
engine.send("echo noterm")
print(engine._process.pid, child, flush=True)
time.sleep(3600)
"""


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_no_engine_outlives_a_harness_killed_hard(how: signal.Signals) -> None:
    root = str(Path(__file__).resolve().parents[3])
    program = textwrap.dedent(HARNESS.format(root=root, argv=FAKE))
    harness = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE, text=True)
    try:
        assert harness.stdout is not None
        pids = [int(word) for word in harness.stdout.readline().split()]
        assert len(pids) == 2 and all(running(pid) for pid in pids)
    finally:
        os.kill(harness.pid, how)
        harness.wait(10)
    assert wait_gone(pids) == []
