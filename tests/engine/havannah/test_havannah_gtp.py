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
    "havannah_winner",
    "playgame",
    "genmove",  # for matches: engine/havannah/players.py
    "hguicoords",
    "gridcoords",
    "loadhgf",
    "name",
    "version",
    "protocol_version",
    "list_commands",
    "known_command",
    "quit",
}


def run(engine: Dispatcher, *commands: str) -> list[tuple[bool, str]]:
    return [engine.handle(command) for command in commands]


def test_commands_are_exactly_the_spec_table_and_castros() -> None:
    engine = new_engine({})
    assert set(engine.command_names()) == SPEC_COMMANDS
    ok, text = engine.handle("list_commands")
    assert ok and set(text.split()) == SPEC_COMMANDS
    assert engine.handle("known_command ring_cells") == (True, "true")
    assert engine.handle("known_command genmove") == (True, "true")
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
        ("undo", "cannot undo 1 move: the board has 0 stones"),
        ("undo 0", "cannot undo 0 moves"),
        ("undo x", "integer"),
        ("undo 1 2", "at most one argument"),
        ("havannah_winner now", "takes no arguments"),
        ("gridcoords 1", "takes no arguments"),
        ("playgame a1 a1", "move 2 (a1): illegal move: cell a1 is occupied"),
        ("playgame a1 b9", "move 2 (b9): cell 'b9' is off the board"),
        ("loadhgf", "loadhgf takes a file"),
        ("loadhgf a b c", "loadhgf takes a file"),
        ("loadhgf /no/such/record.hgf", "cannot read record /no/such/record.hgf"),
        ("loadhgf /no/such/record.hgf x", "integer"),
        ("kgs-genmove_cleanup b", "unknown command"),
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
    with pytest.raises(ValueError, match="expected one of gui, grid"):
        new_engine({"coords": "hex"})
    for checker in ("unionfind", "table", "dfs", "fast", "unionfind-numba", "dfs-numba"):
        engine = new_engine({"checker": checker})
        run(engine, "boardsize 3", "play w a1", "play w a2", "play w a3")
        assert engine.handle("win_kinds") == (True, "bridge")


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


# -- Castro's commands and grid numbering -------------------------------------


def test_castro_winner_and_playgame_alternate_from_the_side_to_move() -> None:
    engine = new_engine({})
    # Black's bridge a1-a4 on side 4, white playing elsewhere; playgame starts with white.
    assert run(engine, "boardsize 4", "playgame d4 a1 d5 a2 c3 a3", "havannah_winner") == [
        (True, ""),
        (True, ""),
        (True, "none"),
    ]
    # After an explicit black stone, playgame goes on with white.
    assert run(engine, "play b g7", "playgame d6 a4", "havannah_winner", "win_kinds") == [
        (True, ""),
        (True, ""),
        (True, "black"),
        (True, "bridge"),
    ]
    assert engine.handle("playgame c4")[0] is False
    assert engine.handle("undo 2") == (True, "")
    assert engine.handle("havannah_winner") == (True, "none")
    assert engine.handle("playgame") == (True, "")


def test_playgame_keeps_the_moves_before_a_bad_one() -> None:
    engine = new_engine({})
    engine.handle("boardsize 4")
    ok, text = engine.handle("playgame a1 b2 b2 c3")
    assert not ok and text.startswith("move 3 (b2)")
    ok, board = engine.handle("showboard")
    assert board.count("O") == 1 and board.count("X") == 1


@pytest.mark.parametrize(
    ("side", "grid", "gui"),
    [(8, "J11", "j13"), (8, "F10", "f10"), (4, "g1", "g4"), (4, "d7", "d7"), (4, "e1", "e2")],
)
def test_grid_numbering_worked_examples(side: int, grid: str, gui: str) -> None:
    """The examples of the spec: grid ``J11`` is our ``j13`` on side 8, and so on."""
    for options, command, shown in (
        ({"coords": "grid"}, f"play w {grid}", gui),
        ({}, f"play w {gui}", gui),
    ):
        engine = new_engine(options)
        run(engine, f"boardsize {side}", command, "hguicoords")
        mine = new_engine({})
        run(mine, f"boardsize {side}", f"play w {shown}")
        assert engine.handle("showboard") == mine.handle("showboard")
    switched = new_engine({})
    run(switched, f"boardsize {side}", "gridcoords", f"play b {grid}", "hguicoords")
    assert switched.handle(f"play w {gui}") == (False, f"illegal move: cell {gui} is occupied")


def test_grid_numbering_applies_to_answers_too() -> None:
    engine = new_engine({"coords": "grid"})
    # A ring around d4 on side 4 (our numbering: c3 c4 d3 d5 e4 e5).
    run(engine, "boardsize 4", "playgame c3 a1 c4 a2 d3 a3 d5 g1 e3 g2 e4")
    assert engine.handle("havannah_winner") == (True, "white")
    assert engine.handle("ring_cells") == (True, "d4")
    run(engine, "undo", "play w e4")
    assert engine.handle("ring_cells") == (True, "d4")
    engine.handle("hguicoords")
    assert engine.handle("ring_cells") == (True, "d4")
    ok, board = engine.handle("showboard")
    assert "e2-e7" in board
    engine.handle("gridcoords")
    ok, board = engine.handle("showboard")
    assert "e1-e6" in board
