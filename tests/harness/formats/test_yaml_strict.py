"""YAML suites that once gave a traceback, a huge message or a silent wrong reading.

Each is refused with one line that names the file and line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.formats import SuiteFormatError
from harness.formats.suite_yaml import MAX_DEPTH, read_yaml

CASE = "cases:\n  - id: 1\n    command: echo x\n    expect: x\n"


def bomb(depth: int = 9) -> str:
    """A billion-laughs list: each level is nine aliases of the one before (a few hundred bytes)."""
    levels = ["&l0 [" + ", ".join(["lol"] * 9) + "]"]
    for level in range(1, depth):
        levels.append(f"&l{level} [" + ", ".join([f"*l{level - 1}"] * 9) + "]")
    return "[" + ", ".join(levels) + "]"


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("cases:\n  - id: !!int x\n    command: c\n    expect: y\n", 2, "!!int"),
        ("cases:\n  - id: 1\n    command: !!bool maybe\n    expect: y\n", 3, "bool"),
        ("cases:\n  - id: 1\n    command: c\n    expect: !!timestamp x\n", 4, "timestamp"),
        ("cases: !!map [1]\n", 1, "mapping"),
        ("cases:\n  - ? [a, b]\n    : 1\n", 2, "plain word"),
        ("cases:\n  - id: " + "1" * 4301 + "\n    command: c\n    expect: y\n", 2, "cannot read"),
        ("cases:\n  - id: " + "1" * 40 + "\n    command: c\n    expect: y\n", 2, "id"),
        ("cases: " + "[" * 500 + "]" * 500 + "\n", 1, f"nested over {MAX_DEPTH}"),
        ("cases: []\ncases: []\n", 2, "given twice"),
        ("suite: [a]\n" + CASE, 1, "'suite' must be text"),
        ("game: [go]\n" + CASE, 1, "'game' must be text"),
        (CASE + "    note: {}\n", 5, "'note' must be text"),
        (CASE + "    status: [pass]\n", 5, "'status' must be text"),
        (CASE + "    tags: [[a]]\n", 5, "'tags'"),
        (CASE + "    sgf: g.sgf\n    until: []\n", 5, "'until'"),
        (CASE + "    sgf: [g.sgf]\n", 5, "'sgf' must be a file name"),
        (CASE + "    sgf: " + "a" * 300 + ".sgf\n", 5, "at most 255"),
        (CASE + "    setup: [loadsgf ../outside.sgf]\n", 5, "outside the suite's folder"),
        (CASE + "    setup: [loadsgf /etc/passwd]\n", 5, "outside the suite's folder"),
        ("suite: " + bomb() + "\n" + CASE, 1, "'suite' must be text, not a list"),
        (CASE + "    note: " + bomb() + "\n", 5, "'note' must be text, not a list"),
        (CASE + "    tags: " + bomb() + "\n", 5, "'tags' must be a list of words"),
        (CASE + "    setup: " + bomb() + "\n", 5, "'setup' must be a list"),
        (
            "cases:\n  - id: 1\n    command: c\n    expect: " + bomb() + "\n",
            4,
            "'expect' must be text",
        ),
        (
            "game: havannah\ncases:\n  - {id: 1, command: c, expect: y, size: 4, moves: "
            + bomb()
            + "}\n",
            3,
            "cells",
        ),
    ],
)
def test_bad_yaml_is_one_line_naming_file_and_line(
    tmp_path: Path, text: str, line: int, words: str
) -> None:
    (tmp_path / "g.sgf").write_text("(;SZ[9])")
    path = tmp_path / "suite.yaml"
    path.write_text(text)
    with pytest.raises(SuiteFormatError) as caught:
        read_yaml(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line}: "), message
    assert words in message
    assert "\n" not in message and len(message) < 400


def test_a_name_that_is_not_utf8_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "suite.yaml"
    path.write_bytes(CASE.encode() + b"    note: caf\xe9\n")
    with pytest.raises(SuiteFormatError, match=r"suite.yaml:5: not UTF-8"):
        read_yaml(path)


def test_a_merge_key_may_be_overridden_but_a_key_written_twice_may_not(tmp_path: Path) -> None:
    path = tmp_path / "suite.yaml"
    path.write_text(
        "cases:\n  - &base {id: 1, command: echo x, expect: x}\n  - <<: *base\n    id: 2\n"
    )
    assert [case.number for case in read_yaml(path).cases] == [1, 2]


def test_setup_may_load_outside_the_folder_when_allowed(tmp_path: Path) -> None:
    (tmp_path / "outside.sgf").write_text("(;SZ[9])")
    folder = tmp_path / "suites"
    folder.mkdir()
    path = folder / "suite.yaml"
    path.write_text(CASE + "    setup: [loadsgf ../outside.sgf]\n")
    assert read_yaml(path, allow_outside=True).cases[0].setup == ("loadsgf ../outside.sgf",)
