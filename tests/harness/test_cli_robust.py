"""The regress command with bad input: one line, exit 2, nothing run; engine text shown safely."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from tests.harness import fake_gtp

FAKE = fake_gtp.SPEC
SUITE = "1 echo ok\n#? [ok]\n"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main([*args, "-j", "1"] if args[0] == "run" else list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("where", ["a file as folder", "a folder", "/proc"])
def test_an_unwritable_out_is_one_line_before_anything_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    suite = tmp_path / "s.tst"
    suite.write_text(SUITE)
    # (Tests may run as root, who may write anywhere: these cannot be written by anyone.)
    out = {
        "a file as folder": tmp_path / "s.tst" / "run.jsonl",
        "a folder": tmp_path,
        "/proc": Path("/proc/run.jsonl"),  # a file system where no file can be made
    }[where]
    pidfile = tmp_path / "engine.pid"
    engine = f"{FAKE} --pidfile {pidfile}"
    code, stdout, err = run(capsys, "run", "--engine", engine, "--out", str(out), str(suite))
    assert code == 2 and stdout == ""
    assert len(err.splitlines()) == 1 and err.startswith("regress: --out ")
    assert "cannot write" in err or "not a regular file" in err
    assert not pidfile.exists()  # the engine never started


def test_engine_text_reaches_the_terminal_with_control_characters_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "s.tst"
    suite.write_text("1 echo controls\n#? [nothing]\n")
    code, stdout, _ = run(
        capsys, "run", "--engine", FAKE, "--out", str(tmp_path / "r.jsonl"), str(suite)
    )
    assert code == 1
    assert "red\\x1b[31mtext\\x00nulback" in stdout  # (GTP drops the CR)
    assert "\x1b" not in stdout and "\x00" not in stdout and "\r" not in stdout


def test_a_suite_that_loads_outside_its_folder_runs_only_when_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "x.sgf").write_text("(;SZ[9])")
    folder = tmp_path / "suites"
    folder.mkdir()
    suite = folder / "s.tst"
    suite.write_text("loadsgf ../x.sgf\n1 state\n#? [loadsgf .*x.sgf]\n")
    args = ["run", "--engine", FAKE, "--out", str(tmp_path / "r.jsonl"), str(suite)]
    code, stdout, err = run(capsys, *args)
    assert code == 2 and stdout == ""
    assert err.startswith(f"regress: {suite}:1: loadsgf '../x.sgf' lies outside")
    code, stdout, err = run(capsys, *args, "--allow-outside")
    assert code == 0, stdout + err
