"""Reading .tst files as regress.sh + regress.awk read them."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cases import Flag
from harness.formats.tst import parse_expectation, read_tst


def write(tmp_path: Path, text: str, name: str = "demo.tst") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode())
    return path


@pytest.mark.parametrize(
    ("line", "text", "negate", "flag"),
    [
        ("#? [1 E5]", "1 E5", False, Flag.PASS),
        ("#? [1 E5]*", "1 E5", False, Flag.FAIL),
        ("#? [1 E5]&", "1 E5", False, Flag.IGNORE),
        ("#? [!P13]", "!P13", True, Flag.PASS),
        ("#?[C3]", "C3", False, Flag.PASS),
        ("#?    [C3]", "C3", False, Flag.PASS),
        # A missing closing bracket leaves the pattern as written...
        ("#? [1 E5", "1 E5", False, Flag.PASS),
        # ...and a flag still counts when it ends the line (the pattern keeps it).
        ("#? [1 E5*", "1 E5*", False, Flag.FAIL),
        # The flag is the line's last character.
        ("#? [C3]*&", "C3", False, Flag.IGNORE),
        ("#? [C3]&*", "C3", False, Flag.FAIL),
        # Text after the bracket stays in the pattern, as in regress.awk.
        ("#? [C3] # why", "C3] # why", False, Flag.PASS),
        ("#? C3", "C3", False, Flag.PASS),
        ("#?", "", False, Flag.PASS),
    ],
)
def test_expectation_lines(line: str, text: str, negate: bool, flag: Flag) -> None:
    expectation = parse_expectation(line)
    assert (expectation.text, expectation.negate, expectation.flag) == (text, negate, flag)
    assert expectation.pattern == (text[1:] if negate else text)


def test_numbered_and_unnumbered_lines_comments_and_sources(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "# header comment\n"
        "\n"
        "boardsize 9   # trailing comment\n"
        "play black C3\n"
        "1 countlib C3\n"
        "#? [4]\n"
        "2 findlib C3 # comment\n"
        "#? [B3 C2 C4 D3]*\n",
    )
    suite = read_tst(path)
    assert [c.text for c in suite.commands] == [
        "boardsize 9",
        "play black C3",
        "countlib C3",
        "findlib C3",
    ]
    assert [c.number for c in suite.commands] == [None, None, 1, 2]
    first, second = suite.cases
    assert first.id == "demo:1" and first.command == "countlib C3"
    assert first.source.path == str(path) and first.source.line == 5
    assert second.source.line == 7
    assert second.expectation.flag is Flag.FAIL
    assert first.setup == ("boardsize 9", "play black C3")
    assert suite.expectation_lines == 2
    assert suite.warnings == ()


def test_carriage_returns_are_ignored(tmp_path: Path) -> None:
    path = write(tmp_path, "boardsize 9\r\n1 countlib C3\r\n#? [0]*\r\n")
    (case,) = read_tst(path).cases
    assert case.command == "countlib C3"
    assert case.expectation.text == "0" and case.expectation.flag is Flag.FAIL


def test_expectation_separated_from_its_command_judges_nothing(tmp_path: Path) -> None:
    # regress.awk keys the expectation on '#' (the comment's first word), so
    # test 1 keeps an empty expectation, which only an empty answer matches.
    path = write(tmp_path, "1 countlib C3\n# a comment\n#? [0]\n2 countlib C3\n\n#? [0]\n")
    suite = read_tst(path)
    assert [c.expectation.text for c in suite.cases] == ["", ""]
    assert len([w for w in suite.warnings if "not right under" in w]) == 2
    assert suite.expectation_lines == 2


def test_numbered_command_without_expectation_expects_an_empty_answer(tmp_path: Path) -> None:
    suite = read_tst(write(tmp_path, "1 clear_board\n2 countlib C3\n#? [0]\n"))
    assert suite.cases[0].expectation.text == ""
    assert any("no expectation" in w for w in suite.warnings)


def test_the_last_expectation_for_a_number_wins(tmp_path: Path) -> None:
    suite = read_tst(write(tmp_path, "1 countlib C3\n#? [0]\n#? [1]*\n"))
    assert suite.cases[0].expectation.text == "1"
    assert suite.cases[0].expectation.flag is Flag.FAIL
    assert suite.expectation_lines == 2


def test_a_repeated_number_keeps_both_cases_with_distinct_ids(tmp_path: Path) -> None:
    suite = read_tst(write(tmp_path, "1 countlib C3\n#? [0]\n1 countlib D4\n#? [1]\n"))
    assert [c.id for c in suite.cases] == ["demo:1", "demo:1(2)"]
    # As in regress.awk, the last expectation of the number serves both.
    assert [c.expectation.text for c in suite.cases] == ["1", "1"]


def test_replay_keeps_only_what_builds_the_position(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "komi 6.5\n"
        "boardsize 9\n"
        "play black C3\n"
        "1 owl_attack C3\n"
        "#? [0]\n"
        "loadsgf games/a.sgf 12\n"
        "play white D4\n"
        "2 genmove black\n"
        "#? [E5]\n"
        "3 reg_genmove white\n"
        "#? [F6]\n"
        "clear_board\n"
        "increase_depths\n"
        "play black A1\n"
        "4 countlib A1\n"
        "#? [2]\n",
    )
    cases = read_tst(path).cases
    # komi survives boardsize; loadsgf sets its own.
    assert cases[0].setup == ("komi 6.5", "boardsize 9", "play black C3")
    assert cases[0].settings == ()
    assert cases[1].setup == ("loadsgf games/a.sgf 12", "play white D4")
    # genmove plays its move: later cases replay it; owl_attack only reads.
    assert cases[2].setup == ("loadsgf games/a.sgf 12", "play white D4", "genmove black")
    # clear_board keeps the board size from the loadsgf, drops its moves.
    assert cases[3].setup == ("loadsgf games/a.sgf 12", "clear_board", "play black A1")
    assert cases[3].settings == ("increase_depths",)
    assert {c.base_dir for c in cases} == {str(tmp_path.resolve())}


def test_komi_is_replaced_by_loadsgf_or_komi_but_kept_by_clear_board(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "loadsgf games/a.sgf\nkomi 0.5\nclear_board\n1 final_score\n#? [B+0.5]\n"
        "komi 7.5\n2 final_score\n#? [W+7.5]\nloadsgf games/b.sgf\n3 final_score\n#? [0]\n",
    )
    first, second, third = read_tst(path).cases
    assert first.setup == ("loadsgf games/a.sgf", "komi 0.5", "clear_board")
    assert second.setup == ("loadsgf games/a.sgf", "clear_board", "komi 7.5")
    assert third.setup == ("loadsgf games/b.sgf",)


def test_unknown_commands_are_replayed_in_order(tmp_path: Path) -> None:
    path = write(tmp_path, "frobnicate 3\nboardsize 9\nfoo\n1 countlib C3\n#? [0]\n")
    (case,) = read_tst(path).cases
    assert case.setup == ("frobnicate 3", "boardsize 9", "foo")


def test_counter_reads_replay_what_ran_since_the_board_was_set(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "loadsgf games/a.sgf\n"
        "reset_owl_node_counter\n"
        "1 owl_attack C3\n"
        "#? [0]\n"
        "2 get_owl_node_counter\n"
        "#? [[0-9]+]\n",
    )
    first, second = read_tst(path).cases
    assert first.setup == ("loadsgf games/a.sgf", "reset_owl_node_counter")
    assert second.setup == ("loadsgf games/a.sgf", "reset_owl_node_counter", "owl_attack C3")


def test_only_ascii_digits_make_a_test_number(tmp_path: Path) -> None:
    # Latin-1 '\xb2' is '²', which str.isdigit accepts and int() refuses.
    path = tmp_path / "junk.tst"
    path.write_bytes(b"\xb2 showboard\n#? [x]\n3 echo\n#? [x]\n")
    suite = read_tst(path)
    assert [c.number for c in suite.commands] == [None, 3]
    assert [case.number for case in suite.cases] == [3]
    assert any("not right under a numbered command" in w for w in suite.warnings)


def test_fields_are_split_on_blanks_only_and_control_characters_dropped(tmp_path: Path) -> None:
    # awk's $1 of "5\xa0x" is the whole word: no number, so the expectation judges nothing.
    path = tmp_path / "odd.tst"
    path.write_bytes(b"5\xa0x\n#? [a]\n6 play\rblack\tA1\n#? [b]\n")
    suite = read_tst(path)
    assert [(c.number, c.text) for c in suite.commands] == [(None, "5\xa0x"), (6, "playblack A1")]
    assert [case.id for case in suite.cases] == ["odd:6"]


def test_a_number_without_a_command_is_no_case(tmp_path: Path) -> None:
    suite = read_tst(write(tmp_path, "315\n#? [x]\n316 countlib C3\n#? [0]\n"))
    assert [case.id for case in suite.cases] == ["demo:316"]
    assert any("test number 315 has no command" in w for w in suite.warnings)
