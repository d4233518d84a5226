"""Write ``.tst`` suites of cheap and of costly queries, with GNU Go 3.8 as the oracle.

    python benchmarks/make_suites.py OUT_DIR [--games DIR]

Writes into OUT_DIR (with the records it loads, the games `mixed-*.sgf` of
the shipped suites, copied to OUT_DIR/games):

* ``cheap.tst``: ``countlib`` and ``unconditional_status`` queries on a few
  positions of the records (hundreds of them), the suite on which the
  harness's own cost per case shows (``bench_suites.py``);
* ``moves1.tst`` ... ``moves4.tst``: ``reg_genmove`` and ``owl_attack``
  queries on positions of four records dealt round-robin to the four files,
  which so take about the same time, for the speed of ``-j 2`` against
  ``-j 1``.

Every expectation is GNU Go's own answer, so GNU Go passes every case; the
files are written in the order regress.sh reads them, each position loaded
with ``loadsgf FILE N`` before its queries.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from harness.engines.gtp import GtpEngine, find_gnugo  # noqa: E402

GAMES = ROOT / "suites" / "go" / "games"
LETTERS = "ABCDEFGHJKLMNOPQRST"


def _stones(engine: GtpEngine) -> list[str]:
    black = engine.send("list_stones black").text.split()
    white = engine.send("list_stones white").text.split()
    return black + white


class Writer:
    """Builds one ``.tst`` file, asking GNU Go for every expected answer."""

    def __init__(self, engine: GtpEngine, title: str) -> None:
        self.engine = engine
        self.lines = [
            f"# {title}",
            "# Written by benchmarks/make_suites.py; GNU Go 3.8's answers.",
            "",
        ]
        self.number = 0

    def load(self, record: str, move: int) -> None:
        self.engine.send(f"loadsgf games/{record} {move}")
        self.lines.append(f"loadsgf games/{record} {move}")

    def ask(self, command: str) -> None:
        reply = self.engine.send(command)
        if not reply.ok:
            return
        self.number += 1
        answer = reply.text.split("\n")[0].strip()
        pattern = answer.replace("\\", "\\\\").replace("+", "\\+").replace(".", "\\.")
        self.lines += [f"{self.number} {command}", f"#? [{pattern}]"]

    def write(self, path: Path) -> int:
        path.write_text("\n".join(self.lines) + "\n", encoding="utf-8")
        return self.number


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", type=Path, default=GAMES)
    args = parser.parse_args()
    argv = find_gnugo()
    if argv is None:
        sys.exit("GNU Go is not installed")
    out: Path = args.out
    (out / "games").mkdir(parents=True, exist_ok=True)
    records = sorted(p.name for p in args.games.glob("mixed-*.sgf"))
    for name in records:
        shutil.copy(args.games / name, out / "games" / name)
    engine = GtpEngine(argv, timeout=120, cwd=out)
    try:
        cheap = Writer(
            engine, "Cheap queries: liberties and unconditional status, a few positions."
        )
        for record in records[:3]:
            for move in (20, 30, 40):
                cheap.load(record, move)
                for vertex in _stones(engine):
                    cheap.ask(f"countlib {vertex}")
                    cheap.ask(f"unconditional_status {vertex}")
        print(f"{out / 'cheap.tst'}: {cheap.write(out / 'cheap.tst')} cases")
        # The positions of four records dealt round-robin to four files, so
        # that the files take about the same time.
        games = records[-4:]
        for index in range(4):
            moves = Writer(engine, f"Move generation and owl reading, share {index + 1} of 4.")
            shares = [(games[(index + j) % 4], move) for j, move in enumerate(range(20, 100, 8))]
            for record, move in shares:
                moves.load(record, move)
                moves.ask("reg_genmove black")
                stones = _stones(engine)
                for vertex in stones[:: max(1, len(stones) // 2)][:2]:
                    moves.ask(f"owl_attack {vertex}")
            path = out / f"moves{index + 1}.tst"
            print(f"{path}: {moves.write(path)} cases")
    finally:
        engine.close()


if __name__ == "__main__":
    main()
