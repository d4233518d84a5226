"""The checker's GTP commands, in process and as ``python -m engine.havannah``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.gtp import Dispatcher
from engine.havannah.gtp import new_engine

REPO = Path(__file__).resolve().parents[3]

SPEC_COMMANDS = {
    "boardsize",
    "clear_board",
    "play",
    "undo",
    "winner",
    "win_kinds",
    "ring_cells",
    "showboard",
    "name",
    "version",
    "protocol_version",
    "list_commands",
    "known_command",
    "quit",
}


def run(engine: Dispatcher, *commands: str) -> list[tuple[bool, str]]:
    return [engine.handle(command) for command in commands]


def test_commands_are_exactly_the_spec_table() -> None:
    engine = new_engine({})
    assert set(engine.command_names()) == SPEC_COMMANDS
    ok, text = engine.handle("list_commands")
    assert ok and set(text.split()) == SPEC_COMMANDS
    assert engine.handle("known_command ring_cells") == (True, "true")
    assert engine.handle("known_command genmove") == (True, "false")
    assert engine.handle("protocol_version") == (True, "2")


def test_ring_game() -> None:
    engine = new_engine({})
    answers = run(
        engine,
        "boardsize 4",
        "play white c3",
        "play black a1",
        "play white c4",
        "play black a2",
        "play white d3",
        "play black a3",
        "play white d5",
        "play black g7",
        "play white e4",
        "winner",
        "play black g6",
        "play w e5",
        "winner",
        "win_kinds",
        "ring_cells",
    )
    assert all(ok for ok, _ in answers)
    assert answers[10] == (True, "none")
    assert answers[-3:] == [(True, "white"), (True, "ring"), (True, "d4")]


def test_before_a_win_and_after_undo() -> None:
    engine = new_engine({})
    assert run(engine, "boardsize 3", "winner", "win_kinds", "ring_cells") == [
        (True, ""),
        (True, "none"),
        (True, "none"),
        (True, ""),
    ]
    run(engine, "play w a1", "play w a2", "play w a3")
    assert engine.handle("win_kinds") == (True, "bridge")
    assert engine.handle("ring_cells") == (True, "")
    assert engine.handle("undo") == (True, "")
    assert engine.handle("winner") == (True, "none")
    assert engine.handle("clear_board") == (True, "")
    ok, board = engine.handle("showboard")
    assert ok and board.count(".") == 19


@pytest.mark.parametrize(
    ("command", "message"),
    [
        ("boardsize 1", "side must be from 2"),
        ("boardsize 14", "side must be from 2"),
        ("boardsize x", "integer"),
        ("boardsize", "takes one argument"),
        ("play", "takes 2 arguments"),
        ("play white", "takes 2 arguments"),
        ("play red a1", "invalid color"),
        ("play white a", "malformed cell"),
        ("play white 11", "malformed cell"),
        ("play white pass", "malformed cell"),
        ("play white a9", "off the board"),
        ("play white z1", "off the board"),
        ("undo", "no stone"),
        ("winner now", "takes no arguments"),
        ("frobnicate", "unknown command"),
    ],
)
def test_bad_input_is_a_failure_answer(command: str, message: str) -> None:
    engine = new_engine({})
    engine.handle("boardsize 4")
    ok, text = engine.handle(command)
    assert not ok
    assert message in text


def test_occupied_and_game_over() -> None:
    engine = new_engine({})
    run(engine, "boardsize 4", "play b a1")
    ok, text = engine.handle("play w a1")
    assert not ok and "occupied" in text
    run(engine, "play b a2", "play b a3", "play b a4")
    assert engine.handle("winner") == (True, "black")
    ok, text = engine.handle("play w d4")
    assert not ok and "game is over" in text and "black" in text


def test_options() -> None:
    slow = new_engine({"checker": "reference"})
    run(slow, "boardsize 3", "play w a1", "play w a2", "play w a3")
    assert slow.handle("win_kinds") == (True, "bridge")
    with pytest.raises(ValueError, match="unknown havannah option"):
        new_engine({"colour": "red"})
    with pytest.raises(ValueError, match="expected one of"):
        new_engine({"checker": "quick"})


def test_sessions_do_not_share_state() -> None:
    first, second = new_engine({}), new_engine({})
    run(first, "boardsize 3", "play w a1", "play w a2", "play w a3")
    second.handle("boardsize 3")
    assert first.handle("winner") == (True, "white")
    assert second.handle("winner") == (True, "none")


def test_gtp_server_over_pipes() -> None:
    commands = "1 boardsize 3\n2 play w a1\nplay w a2\n3 play w a3\n4 winner\n5 play b e5\nquit\n"
    done = subprocess.run(
        [sys.executable, "-m", "engine.havannah"],
        input=commands,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        check=True,
    )
    answers = [block for block in done.stdout.split("\n\n") if block]
    assert answers[:5] == ["=1 ", "=2 ", "= ", "=3 ", "=4 white"]
    assert answers[5].startswith("?5 illegal move: the game is over")
