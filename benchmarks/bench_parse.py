"""Speed of reading a ``.tst`` file: seconds for long runs of ``play``/``undo`` lines.

Run: ``python benchmarks/bench_parse.py``.  Each file holds N unnumbered
board lines (``play``, ``undo``, now and then a ``komi`` or ``clear_board``)
and a judged command every 1,000 lines.  Reading is linear in the length of
the file when the time per line stays the same as N grows (the last column).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from harness.formats.tst import read_tst  # noqa: E402

LINES = (5_000, 20_000, 100_000)


def script(lines: int) -> str:
    """A .tst file of ``lines`` board lines."""
    out = ["boardsize 19"]
    number = 0
    for index in range(lines):
        column = "ABCDEFGHJKLMNOPQRST"[index % 19]
        out.append(f"play black {column}{index % 19 + 1}" if index % 3 else "undo")
        if index % 997 == 0:
            out.append("komi 6.5")
        if index % 1000 == 999:
            number += 1
            out += [f"{number} owl_attack A1", "#? [0]"]
        if index % 25_000 == 24_999:
            out.append("clear_board")
    return "\n".join(out) + "\n"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for lines in LINES:
            path = Path(folder) / f"long{lines}.tst"
            path.write_text(script(lines))
            started = time.perf_counter()
            suite = read_tst(path)
            seconds = time.perf_counter() - started
            print(
                f"{lines:>7} board lines, {len(suite.cases):>3} cases: {seconds:6.2f} s "
                f"({seconds / lines * 1e6:.1f} us a line)"
            )


if __name__ == "__main__":
    main()
