"""This project's engines as GTP subprocesses (``open_session(..., in_process=False)``)."""

from __future__ import annotations

import io
import threading
from pathlib import Path

import pytest

from engine.gtp import Dispatcher, serve
from harness.engines.gtp import EngineDied, EngineTimeout, GtpEngine
from harness.engines.registry import SpecError, open_session

MOVES = ["boardsize 9", "clear_board", "play black E5", "play white C3", "genmove black"]


def _answers(spec: str, in_process: bool) -> list[str]:
    session = open_session(spec, in_process=in_process)
    try:
        return [session.send(command).text for command in MOVES]
    finally:
        session.close()


def test_a_subprocess_answers_as_the_engine_in_process() -> None:
    session = open_session("go:seed=7", in_process=False)
    try:
        assert isinstance(session, GtpEngine)
        assert session.send("name").text == "regress-go"
    finally:
        session.close()
    assert _answers("go:seed=7", False) == _answers("go:seed=7", True)


def test_options_are_refused_before_a_subprocess_starts() -> None:
    with pytest.raises(SpecError, match="repartition"):
        open_session("go:repartition=of", in_process=False)


def test_a_subprocess_can_be_timed_out_from_any_thread() -> None:
    """In process, only the main thread can interrupt a command; a subprocess anywhere."""
    caught: list[BaseException] = []

    def think() -> None:
        session = open_session("go", timeout=0.05, in_process=False)
        try:
            session.send("boardsize 19")
            session.send("genmove black", timeout=0.001)
        except EngineTimeout as error:
            caught.append(error)
        finally:
            session.close()

    thread = threading.Thread(target=think)
    thread.start()
    thread.join(60)
    assert len(caught) == 1


class _Buggy(Dispatcher):
    def __init__(self) -> None:
        super().__init__("buggy", "1")
        self.register("boom", lambda args: str(1 // 0))


def test_a_strict_server_ends_on_an_engine_bug() -> None:
    out = io.StringIO()
    serve(_Buggy(), io.StringIO("name\nboom\nname\n"), out)
    assert out.getvalue().count("= buggy") == 2 and "? internal error" in out.getvalue()
    out = io.StringIO()
    with pytest.raises(ZeroDivisionError):
        serve(_Buggy(), io.StringIO("name\nboom\nname\n"), out, strict=True)
    assert out.getvalue() == "= buggy\n\n"


def test_an_unknown_engine_subprocess_dies_with_its_message(tmp_path: Path) -> None:
    engine = GtpEngine(["python", "-m", "harness.engines.serve", "chess"], timeout=30)
    try:
        with pytest.raises(EngineDied):
            engine.send("name")
        assert "unknown engine 'chess'" in engine.stderr
    finally:
        engine.close()
