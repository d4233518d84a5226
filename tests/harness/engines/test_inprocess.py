"""In-process engines: answers, crashes (exceptions) and timeouts, with a fresh engine after."""

from __future__ import annotations

import time

import pytest

from engine.gtp import Dispatcher, GtpError
from harness.engines.gtp import EngineDied, EngineTimeout
from harness.engines.inprocess import InProcessSession
from harness.engines.registry import SpecError, open_session, parse_spec


def toy_engine() -> Dispatcher:
    dispatcher = Dispatcher("toy", "1")
    state = {"count": 0}

    def count(args: list[str]) -> str:
        state["count"] += 1
        return str(state["count"])

    def spin(args: list[str]) -> str:
        while True:  # a search that never ends
            time.sleep(0.001)

    def refuse(args: list[str]) -> str:
        raise GtpError("cannot")

    dispatcher.register("count", count)
    dispatcher.register("spin", spin)
    dispatcher.register("refuse", refuse)
    dispatcher.register("boom", lambda args: str(1 // 0))
    return dispatcher


def test_answers_and_failure_answers() -> None:
    session = InProcessSession(toy_engine, "toy")
    assert session.send("count").text == "1"
    assert session.send("count").text == "2"
    reply = session.send("refuse")
    assert not reply.ok and reply.text == "cannot"
    assert session.send("nonsense").text == "unknown command"


def test_an_exception_is_a_crash_and_restart_gives_a_fresh_engine() -> None:
    session = InProcessSession(toy_engine, "toy")
    session.send("count")
    with pytest.raises(EngineDied, match="ZeroDivisionError"):
        session.send("boom")
    assert "ZeroDivisionError" in session.stderr
    with pytest.raises(EngineDied):
        session.send("count")
    session.restart()
    assert session.send("count").text == "1"


def test_a_runaway_command_times_out() -> None:
    session = InProcessSession(toy_engine, "toy", timeout=0.2)
    started = time.monotonic()
    with pytest.raises(EngineTimeout):
        session.send("spin")
    assert time.monotonic() - started < 2
    session.restart()
    assert session.send("count").text == "1"


def test_builtin_engines_and_their_options() -> None:
    assert parse_spec("go:repartition=off").options == {"repartition": "off"}
    assert parse_spec("go:a=1,b=2").options == {"a": "1", "b": "2"}
    assert parse_spec("gtp:gnugo --mode 'gtp'").argv == ("gnugo", "--mode", "gtp")
    assert open_session("havannah").send("name").ok
    with pytest.raises(SpecError, match="unknown option 'colour'"):
        open_session("go:colour=red")
    with pytest.raises(SpecError, match="not KEY=VALUE"):
        parse_spec("go:fast")
