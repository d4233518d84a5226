"""The Go engine's GTP server: the command table, options, answers, and ``python -m engine.go``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.go.gtp import COMMANDS, OPTIONS, Command, GoEngine, build_engine, new_engine
from engine.gtp import Dispatcher
from tests.engine.go.go_helpers import setup_sgf
from tests.engine.go.test_go_owl import RING

REPO = Path(__file__).resolve().parents[3]

REQUIRED = """protocol_version name version known_command list_commands quit boardsize
clear_board komi play undo showboard loadsgf black white trymove popgo is_legal countlib
findlib list_stones captures color query_boardsize""".split()


def session() -> Dispatcher:
    return new_engine({})


def run(dispatcher: Dispatcher, *commands: str) -> list[tuple[bool, str]]:
    return [dispatcher.handle(command) for command in commands]


def test_all_required_commands_are_known() -> None:
    dispatcher = session()
    listed = dispatcher.handle("list_commands")[1].split("\n")
    assert set(REQUIRED) <= set(listed)
    assert dispatcher.handle("known_command trymove") == (True, "true")
    assert dispatcher.handle("frobnicate") == (False, "unknown command")


def test_unknown_option_is_rejected_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="'colour'.*known options: repartition"):
        new_engine({"colour": "red"})


def test_the_command_table_registers_commands_and_options() -> None:
    def stones_on_board(engine: GoEngine, args: list[str]) -> str:
        return str(len([p for p in engine.board.points if engine.board.get(p)]))

    def depth(engine: GoEngine, args: list[str]) -> str:
        return engine.options["depth"]

    table = (
        *COMMANDS,
        Command("stones_on_board", stones_on_board, "stones_on_board: how many stones"),
        Command("depth", depth, "depth: the depth option"),
    )
    options = {**OPTIONS, "depth": "8"}
    engine = build_engine({"depth": "3"}, table, options)
    assert run(engine.dispatcher, "play b D4", "stones_on_board", "depth") == [
        (True, ""),
        (True, "1"),
        (True, "3"),
    ]
    assert engine.dispatcher.help_line("depth") == "depth: the depth option"
    assert build_engine({}, table, options).options == {
        "depth": "8",
        "repartition": "on",
        "seed": "",
    }
    with pytest.raises(ValueError, match="'depht'.*known options: depth"):
        build_engine({"depht": "3"}, table, options)


def test_every_command_has_a_help_line_naming_it() -> None:
    dispatcher = session()
    for name in dispatcher.command_names():
        assert dispatcher.help_line(name).startswith(name), name


def test_sessions_do_not_share_state() -> None:
    first, second = session(), session()
    first.handle("play black D4")
    assert second.handle("list_stones black") == (True, "")


def test_play_undo_and_trial_moves() -> None:
    dispatcher = session()
    assert run(
        dispatcher,
        "boardsize 5",
        "play black C3",
        "trymove white B3",
        "list_stones white",
        "undo",
        "play black A1",
        "popgo",
        "popgo",
        "undo",
        "undo",
    ) == [
        (True, ""),
        (True, ""),
        (True, ""),
        (True, "B3"),
        (False, "cannot undo"),
        (False, "cannot do this while trial moves are on the stack (popgo first)"),
        (True, ""),
        (False, "Stack empty."),
        (True, ""),
        (False, "cannot undo"),
    ]


def test_loadsgf_answers_the_colour_and_supports_undo(tmp_path: Path) -> None:
    record = tmp_path / "game.sgf"
    record.write_text("(;SZ[9]KM[5.5];B[cc];W[dd];B[ee])")
    dispatcher = session()
    assert run(
        dispatcher,
        f"loadsgf {record} 3",
        "query_boardsize",
        "list_stones black",
        "undo",
        "list_stones white",
    ) == [(True, "black"), (True, "9"), (True, "C7"), (True, ""), (True, "")]


def test_loadsgf_path_is_relative_to_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "g.sgf").write_text("(;SZ[7];B[cc])")
    monkeypatch.chdir(tmp_path)
    assert session().handle("loadsgf games/g.sgf") == (True, "white")


def test_loadsgf_errors_are_answers_not_crashes(tmp_path: Path) -> None:
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;SZ[9];B[cc")
    dispatcher = session()
    assert dispatcher.handle("loadsgf") == (False, "missing filename")
    ok, text = dispatcher.handle(f"loadsgf {broken}")
    assert not ok and text.startswith(f"cannot open or parse '{broken}': bad SGF record")
    ok, text = dispatcher.handle(f"loadsgf {tmp_path / 'missing.sgf'}")
    assert not ok and "cannot read" in text


def test_boardsize_25_works() -> None:
    dispatcher = session()
    assert run(dispatcher, "boardsize 25", "play b Z25", "list_stones b", "boardsize 26") == [
        (True, ""),
        (True, ""),
        (True, "Z25"),
        (False, "unacceptable size"),
    ]


def test_showboard_draws_the_position() -> None:
    dispatcher = session()
    run(dispatcher, "boardsize 3", "play b A1", "play w B2")
    assert dispatcher.handle("showboard") == (
        True,
        "\n".join(
            [
                "",
                "   A B C",
                " 3 . . . 3",
                " 2 . O . 2     WHITE (O) has captured 0 stones",
                " 1 X . . 1     BLACK (X) has captured 0 stones",
                "   A B C",
            ]
        ),
    )


def test_python_m_engine_go_speaks_gtp() -> None:
    script = "1 boardsize 9\n2 play black E5\nlist_stones black\n3 foo\nquit\n"
    result = subprocess.run(
        [sys.executable, "-m", "engine.go"],
        input=script,
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
        check=True,
    )
    assert result.stdout == "=1 \n\n=2 \n\n= E5\n\n?3 unknown command\n\n= \n\n"


def test_python_m_engine_go_rejects_unknown_options() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "engine.go", "speed=11"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert result.returncode == 2 and "unknown option 'speed'" in result.stderr


def test_python_m_engine_go_survives_a_line_starting_with_a_non_ascii_digit() -> None:
    script = "\u00b2 play black E5\n\u0665 list_stones black\n1 list_stones black\nquit\n"
    result = subprocess.run(
        [sys.executable, "-m", "engine.go"],
        input=script,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        timeout=60,
        check=True,
    )
    # Only ASCII digits make a command id; the rest is an unknown command.
    assert result.stdout == "? unknown command\n\n? unknown command\n\n=1 \n\n= \n\n"


@pytest.mark.parametrize("value", ["of", "", "2", "onn"])
def test_an_unknown_option_value_is_refused(value: str) -> None:
    with pytest.raises(ValueError, match=f"repartition={value!r}.*expected on or off"):
        new_engine({"repartition": value})


@pytest.mark.parametrize(
    ("value", "expected"),
    [("on", "1 PASS"), ("ON", "1 PASS"), ("yes", "1 PASS"), ("off", "1 C1"), ("0", "1 C1")],
)
def test_the_option_values_on_and_off(tmp_path: Path, value: str, expected: str) -> None:
    path = tmp_path / "ring.sgf"
    path.write_text(setup_sgf(RING))
    dispatcher = new_engine({"repartition": value})
    dispatcher.handle(f"loadsgf {path}")
    assert dispatcher.handle("owl_defend A3") == (True, expected)


def test_python_m_engine_go_refuses_an_unknown_option_value() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "engine.go", "repartition=of"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr == (
        "engine.go: option repartition='of' for engine go: expected on or off\n"
    )


# A 7x7 position with fights left (white C5 and black D4 short of liberties,
# D5 the point of both), dragons, and eye spaces of both colours.
ORDER_POSITION = """
. . . . . . .
. X X O . . .
. X O . O . .
. X O X X O .
. . X O O . .
. X . X O . .
. . . . . . .
"""

ORDER_QUERIES = [
    "dragon_stones",
    "same_dragon B6 B4",
    "eye_data black A7",
    "eye_data white F5",
    "eval_eye A1",
    "eval_eye F6",
    "half_eye_data C1",
    "unconditional_status B6",
    "attack C5",
    "defend D4",
    "owl_attack C5",
    "dragon_status E3",
    "final_status_list dead",
    "final_score",
    "reg_genmove black",
    "top_moves",
]


def test_answers_do_not_depend_on_the_queries_asked_before(tmp_path: Path) -> None:
    path = tmp_path / "order.sgf"
    path.write_text(setup_sgf(ORDER_POSITION))

    def answers(order: list[str], detour: bool) -> dict[str, tuple[bool, str]]:
        dispatcher = session()
        dispatcher.handle(f"loadsgf {path}")
        found = {}
        for command in order:
            if detour:
                # Change the position and come back: the shared analysis must
                # not answer for the position in between.
                dispatcher.handle("trymove white A1")
                dispatcher.handle("dragon_stones")
                dispatcher.handle("final_score")
                dispatcher.handle("popgo")
            found[command] = dispatcher.handle(command)
        return found

    forward = answers(ORDER_QUERIES, detour=False)
    # top_moves lists the last move generated: keep it right after reg_genmove.
    backward = ORDER_QUERIES[-2:] + ORDER_QUERIES[-3::-1]
    assert answers(backward, detour=False) == forward
    assert answers(ORDER_QUERIES, detour=True) == forward
    assert forward["attack C5"][0] and forward["dragon_stones"][1]
