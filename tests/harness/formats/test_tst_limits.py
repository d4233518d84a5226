"""``.tst`` files that once gave a traceback, or reached outside their folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.formats import SuiteFormatError
from harness.formats.tst import MAX_NUMBER, read_tst
from harness.suites import SelectionError, parse_numbers


def write(folder: Path, text: str) -> Path:
    path = folder / "t.tst"
    path.write_text(text)
    return path


@pytest.mark.parametrize("number", ["1" * 4301, str(MAX_NUMBER + 1), "9" * 11])
def test_a_test_number_too_large_for_gtp_is_one_line(tmp_path: Path, number: str) -> None:
    path = write(tmp_path, f"boardsize 9\n{number} echo x\n#? [x]\n")
    with pytest.raises(SuiteFormatError, match=rf"^{path}:2: test number .* too large") as caught:
        read_tst(path)
    assert len(str(caught.value)) < 200


def test_the_largest_test_number_reads(tmp_path: Path) -> None:
    path = write(tmp_path, f"{MAX_NUMBER} echo x\n#? [x]\n")
    assert read_tst(path).cases[0].number == MAX_NUMBER


@pytest.mark.parametrize("name", ["../x.sgf", "/etc/passwd", "games/../../x.sgf"])
def test_loadsgf_outside_the_folder_is_refused_unless_allowed(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    path = write(folder, f"boardsize 9\nloadsgf {name} 3\n1 echo x\n#? [x]\n")
    with pytest.raises(SuiteFormatError, match=rf"^{path}:2: loadsgf .* outside the suite's"):
        read_tst(path)
    assert read_tst(path, allow_outside=True).cases[0].setup[-1] == f"loadsgf {name} 3"


def test_a_symbolic_link_out_of_the_folder_is_outside(tmp_path: Path) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    (tmp_path / "secret.sgf").write_text("(;SZ[9])")
    (folder / "inside.sgf").symlink_to(tmp_path / "secret.sgf")
    path = write(folder, "loadsgf inside.sgf\n1 echo x\n#? [x]\n")
    with pytest.raises(SuiteFormatError, match="outside"):
        read_tst(path)


def test_loadsgf_inside_the_folder_reads(tmp_path: Path) -> None:
    path = write(tmp_path, "loadsgf games/a.sgf\nloadsgf ./b.sgf 12\n1 echo x\n#? [x]\n")
    assert read_tst(path).cases[0].setup == ("loadsgf ./b.sgf 12",)


def test_a_fifo_as_a_suite_file_is_refused_without_waiting(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "pipe.tst"
    os.mkfifo(fifo)
    with pytest.raises(SuiteFormatError, match="not a regular file"):
        read_tst(fifo)


@pytest.mark.parametrize("text", ["1" * 4301, "1-99999999999", "1-9000000"])
def test_a_case_selection_too_large_is_refused(text: str) -> None:
    with pytest.raises(SelectionError):
        parse_numbers(text)


def test_loadhgf_outside_the_folder_is_refused_too(tmp_path: Path) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    path = write(folder, "loadhgf ../game.hgf\n1 winner\n#? [none]\n")
    with pytest.raises(SuiteFormatError, match=rf"^{path}:1: loadhgf .* outside"):
        read_tst(path)
