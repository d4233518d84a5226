"""``loadsgf`` never hangs on a FIFO, never reads a device or a huge file whole, and takes
move numbers of any length."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.files import MAX_FILE_BYTES
from engine.go.gtp import new_engine
from engine.go.sgf import SgfError, load_sgf_file


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.sgf"
    os.mkfifo(fifo)
    with pytest.raises(SgfError, match="not a regular file"):
        load_sgf_file(str(fifo))


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(device: str) -> None:
    with pytest.raises(SgfError, match="not a regular file"):
        load_sgf_file(device)


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    huge = tmp_path / "huge.sgf"
    huge.write_bytes(b"(;SZ[9]" + b" " * MAX_FILE_BYTES + b")")
    with pytest.raises(SgfError, match="larger than"):
        load_sgf_file(str(huge))


def test_a_move_number_of_4301_digits_loads_the_whole_record(tmp_path: Path) -> None:
    record = tmp_path / "game.sgf"
    record.write_text("(;SZ[9];B[cc];W[dd])")
    engine = new_engine({})
    assert engine.handle(f"loadsgf {record} {'1' * 4301}") == (True, "black")
    assert engine.handle("list_stones white") == (True, "D6")
