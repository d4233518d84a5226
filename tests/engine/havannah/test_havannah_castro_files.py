"""``.tst`` files in the manner of Castro's run on the checker, unchanged.

Castro's files have no ``boardsize`` when they play on side 8, use grid
numbering unless they say ``hguicoords``, and ask ``havannah_winner``.  They
run here in file order with the checker started in grid numbering
(``havannah:coords=grid``), which is what such a file assumes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.store import read_run

DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize("name", ["castro_style.tst", "castro_rings.tst"])
def test_castro_style_file_passes(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    argv = ["run", str(DATA / name), "--engine", "havannah:coords=grid", "--sequential"]
    code = main([*argv, "-j", "1", "--out", str(out)])
    capsys.readouterr()
    results = read_run(out).results
    assert code == 0
    assert len(results) == 6
    assert {r.verdict for r in results} == {"passed"}, [(r.id, r.answer) for r in results]
