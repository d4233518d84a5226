"""Speed of the two searches: tactical reading and owl nodes per second.

Run ``python benchmarks/bench_reading.py`` (about ten seconds).  The tactical
figure reads ``attack`` and ``defend`` of every string with at most three
liberties in 9x9 and 13x13 positions of the game records under
``suites/go/games`` plus a ladder across a 19x19 board; the owl figure asks
``owl_attack`` and ``owl_defend`` of the classic shapes and of the dragons of
the 9x9 positions.  Each query runs on a fresh reader, as the GTP commands
do, so the figures include the readers' set-up costs.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

# Run from a checkout without installing the package.
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.go.board import BLACK, WHITE, Board  # noqa: E402
from engine.go.dragons import find_dragons  # noqa: E402
from engine.go.owl import OwlReader  # noqa: E402
from engine.go.reading import TacticalReader  # noqa: E402
from engine.go.sgf import load_sgf_file  # noqa: E402

GAMES = ROOT / "suites" / "go" / "games"


def positions() -> list[Board]:
    """Positions every ten moves of the shipped game records."""
    boards = []
    for record in sorted(GAMES.glob("mixed-*.sgf")):
        total = load_sgf_file(str(record)).board.move_count
        for until in range(20, total, 10):
            boards.append(load_sgf_file(str(record), str(until)).board)
    return boards


def ladder_board() -> Board:
    """A 19x19 ladder that runs from G7 to the upper right corner."""
    board = Board(19)
    stones = {"F7": BLACK, "G6": BLACK, "H6": BLACK, "G8": BLACK, "G7": WHITE}
    board.setup({board.parse_vertex(v): c for v, c in stones.items()})
    return board


def shape_boards() -> list[tuple[Board, str]]:
    """Classic corner shapes (straight three, bulky five, square four) and their dragon."""
    shapes = [
        ({"A3 B3 C3 D3 E3 E2 E1": BLACK, "A2 B2 C2 D2 D1": WHITE}, "A2"),
        ({"A4 B4 C4 D4 E4 E3 E2 E1": BLACK, "A3 B3 C3 D3 C2 D2 D1": WHITE}, "A3"),
        ({"A4 B4 C4 D4 D3 D2 D1": BLACK, "A3 B3 C3 C2 C1": WHITE}, "A3"),
    ]
    result = []
    for stones, dragon in shapes:
        board = Board(19)
        board.setup({board.parse_vertex(v): c for vs, c in stones.items() for v in vs.split()})
        result.append((board, dragon))
    return result


def weak_strings(board: Board) -> list[int]:
    """A stone of every string of at most three liberties on ``board``, in point order."""
    stones = []
    seen = set()
    for pos in board.points:
        string = board.string_at(pos)
        if string is None or id(string) in seen or len(string.libs) > 3:
            continue
        seen.add(id(string))
        stones.append(pos)
    return stones


def bench_reading(boards: list[Board]) -> tuple[int, float]:
    """Tactical nodes and seconds over the weak strings of ``boards`` and the ladder."""
    nodes = 0
    start = time.perf_counter()
    for board in [*boards, ladder_board()]:
        for pos in weak_strings(board):
            for query in (TacticalReader.attack, TacticalReader.defend):
                reader = TacticalReader(board)
                query(reader, pos)
                nodes += reader.nodes
    return nodes, time.perf_counter() - start


def bench_owl(boards: list[Board]) -> tuple[int, float]:
    """Owl nodes and seconds over the shapes and the dragons of ``boards``."""
    queries = [(board, board.parse_vertex(v)) for board, v in shape_boards()]
    for board in boards:
        for dragon in find_dragons(board):
            if len(dragon.stones) >= 3:
                queries.append((board, dragon.origin))
    nodes = 0
    start = time.perf_counter()
    for board, pos in queries:
        for query in (OwlReader.attack, OwlReader.defend):
            reader = OwlReader(board)
            query(reader, pos)
            nodes += reader.nodes
    return nodes, time.perf_counter() - start


def main() -> None:
    """Print nodes per second of both searches."""
    boards = positions()
    nodes, seconds = bench_reading(boards)
    report("tactical reading", nodes, seconds)
    # The owl reads the 9x9 positions only: a node costs a full eye analysis.
    nodes, seconds = bench_owl([board for board in boards if board.size == 9])
    report("owl", nodes, seconds)


def report(name: str, nodes: int, seconds: float) -> None:
    """Print one figure."""
    rate = nodes / seconds
    print(f"{name + ':':18}{rate:10.0f} nodes per second ({nodes} nodes, {seconds:.1f} s)")


if __name__ == "__main__":
    main()
