"""The GTP client: ids, multi-line answers, stderr, timeouts, dead and garbled engines."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from harness.engines.gtp import (
    EngineDied,
    EngineTimeout,
    GtpEngine,
    ProtocolError,
    find_gnugo,
)
from tests.harness import fake_gtp

FAKE = fake_gtp.ARGV


@pytest.fixture
def fake() -> Iterator[GtpEngine]:
    engine = GtpEngine(FAKE, timeout=10)
    yield engine
    engine.close()


def test_answers_with_and_without_success(fake: GtpEngine) -> None:
    reply = fake.send("echo 1 E5")
    assert reply.ok and reply.text == "1 E5" and reply.first_line == "1 E5"
    reply = fake.send("fail cannot do that")
    assert not reply.ok and reply.text == "cannot do that"
    assert fake.send("nonsense").text == "unknown command"


def test_multi_line_answer_keeps_its_empty_first_line(fake: GtpEngine) -> None:
    reply = fake.send("echo multi")
    assert reply.first_line == ""
    assert reply.text.splitlines() == ["", "line two", "line three"]
    assert fake.send("echo next").text == "next"  # nothing left over


def test_explicit_id_is_sent_and_checked(fake: GtpEngine) -> None:
    assert fake.send("echo x", ident=315).text == "x"
    with pytest.raises(ProtocolError, match="id"):
        fake.send("echo wrongid", ident=7)


def test_garbage_is_a_protocol_error(fake: GtpEngine) -> None:
    with pytest.raises(ProtocolError, match="garbage"):
        fake.send("echo garbage")


def test_a_dead_engine_is_detected_with_its_stderr_and_can_restart(fake: GtpEngine) -> None:
    with pytest.raises(EngineDied) as caught:
        fake.send("echo crash")
    assert "status 3" in str(caught.value)
    for _ in range(50):  # stderr is read by a thread
        if "crashing on purpose" in fake.stderr:
            break
        time.sleep(0.02)
    assert "crashing on purpose" in fake.stderr
    assert not fake.alive
    with pytest.raises(EngineDied):
        fake.send("echo too late")
    fake.restart()
    assert fake.send("echo again").text == "again"


def test_a_hanging_engine_times_out_and_is_killed(fake: GtpEngine) -> None:
    started = time.monotonic()
    with pytest.raises(EngineTimeout):
        fake.send("echo hang", timeout=0.5)
    assert time.monotonic() - started < 5
    assert not fake.alive
    fake.restart()
    assert fake.send("echo sleep 0.01").text == "slept"


def test_an_engine_that_cannot_start() -> None:
    with pytest.raises(EngineDied, match="cannot start"):
        GtpEngine(["/nonexistent/engine"])


def test_commands_are_one_line(fake: GtpEngine) -> None:
    with pytest.raises(ValueError):
        fake.send("echo a\necho b")


def test_gnugo_is_found_in_usr_games(
    gnugo_argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    if not gnugo_argv[0].startswith("/usr/games/"):
        pytest.skip("this GNU Go is not Debian's")
    # Debian's /usr/games is not on root's PATH: it must be found anyway.
    monkeypatch.setenv("PATH", "/nonexistent")
    assert find_gnugo() == ["/usr/games/gnugo", "--mode", "gtp", "--quiet"]


def test_gnugo_answers_through_the_client(gnugo: GtpEngine) -> None:
    assert gnugo.send("name").text == "GNU Go"
    assert gnugo.send("version").text == "3.8"
    assert gnugo.send("frobnicate").text == "unknown command"
    board = gnugo.send("showboard")
    assert board.ok and board.first_line == "" and "A B C" in board.text


def test_a_batch_is_answered_in_order_and_a_death_in_it_is_reported(fake: GtpEngine) -> None:
    replies = fake.send_many(["echo a", "fail b", "echo c"], ident=42)
    assert [(r.ok, r.text) for r in replies] == [(True, "a"), (False, "b"), (True, "c")]
    with pytest.raises(EngineDied):
        fake.send_many(["echo fine", "echo crash", "echo never"])


# Reads its input in small chunks and answers each chunk with blank lines (which
# clients skip) before the answer proper, as GNU Go answers the pieces of a
# line longer than its buffer before it has read the rest.
CHATTY = """
import os, sys
while True:
    chunk = os.read(0, 4096)
    if not chunk:
        break
    os.write(1, b"\\n" * len(chunk))
    if chunk.endswith(b"\\n"):
        os.write(1, b"=7 ok\\n\\n")
"""


def test_a_long_command_to_an_engine_that_answers_while_reading_does_not_deadlock() -> None:
    import sys
    import threading

    engine = GtpEngine([sys.executable, "-c", CHATTY], timeout=20)
    replies = []
    worker = threading.Thread(
        target=lambda: replies.append(engine.send("echo " + "a" * 2_000_000, ident=7)),
        daemon=True,
    )
    worker.start()
    worker.join(30)
    deadlocked = worker.is_alive()
    if deadlocked:
        assert engine._process is not None
        engine._process.kill()  # unblocks the client stuck writing
        worker.join(10)
    engine.close()
    assert not deadlocked
    assert replies[0].text == "ok"
