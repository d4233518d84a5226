"""Dump the Go engine's GTP replies to every query command on 50 fixed positions.

``python benchmarks/gtp_reply_dump.py OUT [--quick]`` writes one block per
position: the commands sent and the replies, word for word.  Two dumps made
before and after a change of the engine's structure must be identical
(``diff``): the refactor changed no answer.

The positions are built deterministically: seeded random play
(:mod:`engine.go.randomplay`) on 9x9, 13x13 and 19x19, and the positions of
the shipped suites (``suites/go/*.yaml``), each with its own judged command.
On each position the script sends the board queries, the tactical reader's,
the optics', the dragons', the owl's and the move generator's commands (the
ones that play a move are taken back with ``undo``), on a few chosen points:
the strings with the fewest liberties, empty points near them, the dragons'
origins.  The owl and the move generator are the expensive ones, so they are
asked on fewer points of the big boards.  ``--quick`` keeps every fifth
position (a smoke check while working; the full dump is the one to compare).

The script prints the seconds it took; the dump itself holds no timing.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.go.board import BLACK, EMPTY, WHITE, Board  # noqa: E402
from engine.go.gtp import new_engine  # noqa: E402
from engine.go.randomplay import random_moves  # noqa: E402
from engine.gtp import Dispatcher  # noqa: E402
from harness.formats.suite_yaml import read_yaml  # noqa: E402

#: (board size, moves of random play, seed) of the random positions.
RANDOM_POSITIONS = [
    (9, 10, 1),
    (9, 20, 2),
    (9, 30, 3),
    (9, 40, 4),
    (9, 50, 5),
    (9, 60, 6),
    (9, 70, 7),
    (9, 35, 8),
    (13, 20, 11),
    (13, 40, 12),
    (13, 60, 13),
    (13, 90, 14),
    (13, 120, 15),
    (19, 30, 21),
    (19, 60, 22),
    (19, 100, 23),
    (19, 150, 24),
    (19, 200, 25),
]
TOTAL = 50


def random_setup(size: int, turns: int, seed: int) -> tuple[list[str], str]:
    """The GTP commands that build a random position, and the colour to move."""
    board = Board(size)
    played = random_moves(board, random.Random(seed), turns)
    commands = [f"boardsize {size}", "clear_board"]
    commands += [f"play {'black' if c == BLACK else 'white'} {board.vertex(p)}" for c, p in played]
    to_move = "white" if len(played) % 2 else "black"
    return commands, to_move


def suite_setups(count: int) -> list[tuple[str, list[str], str]]:
    """The first ``count`` distinct positions of the shipped Go suites, each with
    the label of its case and its judged command."""
    found: list[tuple[str, list[str], str]] = []
    seen: set[tuple[str, ...]] = set()
    for path in sorted((ROOT / "suites" / "go").glob("*.yaml")):
        for case in read_yaml(path).cases:
            setup = []
            for command in case.setup:
                words = command.split()
                if words[0] == "loadsgf" and not Path(words[1]).is_absolute():
                    words[1] = str(Path(case.base_dir) / words[1])
                setup.append(" ".join(words))
            key = tuple(setup)
            if key in seen:
                continue
            seen.add(key)
            found.append((case.id, setup, case.command))
    # Spread the choice over the suites: every k-th distinct position.
    step = max(1, len(found) // count)
    return found[::step][:count]


class Session:
    """An engine session that records every command and reply."""

    def __init__(self) -> None:
        self.engine: Dispatcher = new_engine({})
        self.lines: list[str] = []

    def send(self, command: str, record: bool = True) -> str:
        ok, text = self.engine.handle(command)
        if record:
            self.lines.append(f"{command}\n{'=' if ok else '?'} {text}\n")
        return text if ok else ""


def _points(session: Session) -> tuple[Board, list[str]]:
    """Rebuild the session's position on a board of our own (from list_stones),
    to choose the points to ask about."""
    size = int(session.send("query_boardsize", record=False))
    board = Board(size)
    stones = {}
    for color, name in ((BLACK, "black"), (WHITE, "white")):
        for word in session.send(f"list_stones {name}", record=False).split():
            stones[board.parse_vertex(word)] = color
    board.setup(stones)
    return board, []


def chosen_points(board: Board) -> tuple[list[int], list[int]]:
    """The origins of the strings, fewest liberties first, and empty points next to them."""
    origins = []
    seen: set[int] = set()
    for p in board.points:
        string = board.string_at(p)
        if string is None or p in seen:
            continue
        seen.update(string.stones)
        origins.append((len(string.libs), -len(string.stones), min(string.stones)))
    origins.sort()
    strings = [o for _, _, o in origins]
    empties = []
    for o in strings:
        for lib in board.liberties(o):
            if lib not in empties:
                empties.append(lib)
    if not empties:
        empties = [p for p in board.points if board.get(p) == EMPTY][:3]
    return strings, empties


def query_position(session: Session, to_move: str) -> None:
    """Send every query command on the session's position."""
    board, _ = _points(session)
    big = board.size > 9
    strings, empties = chosen_points(board)
    v = board.vertex
    send = session.send
    for command in ("showboard", "query_boardsize", "captures black", "captures white"):
        send(command)
    send("list_stones black")
    send("list_stones white")
    for s in strings[:6]:
        send(f"countlib {v(s)}")
        send(f"findlib {v(s)}")
        send(f"color {v(s)}")
    for e in empties[:4]:
        send(f"is_legal black {v(e)}")
        send(f"is_legal white {v(e)}")
        send(f"color {v(e)}")
    # Tactical reading.
    send("reset_reading_node_counter")
    for s in strings[:5]:
        send(f"attack {v(s)}")
        send(f"defend {v(s)}")
        send("get_reading_node_counter")
    # Optics and dragons.
    send("dragon_stones")
    for s in strings[:4]:
        send(f"dragon_stones {v(s)}")
        send(f"unconditional_status {v(s)}")
        send(f"eval_eye {v(s)}")
    for a, b in zip(strings[:4], strings[1:5], strict=False):
        send(f"same_dragon {v(a)} {v(b)}")
    for e in empties[:6]:
        send(f"eval_eye {v(e)}")
        send(f"unconditional_status {v(e)}")
        send(f"half_eye_data {v(e)}")
        send(f"eye_data black {v(e)}")
        send(f"eye_data white {v(e)}")
    # The owl: fewer dragons on the big boards.
    send("reset_owl_node_counter")
    for s in strings[: 1 if big else 3]:
        send(f"owl_attack {v(s)}")
        send(f"owl_defend {v(s)}")
        send(f"dragon_status {v(s)}")
        send("get_owl_node_counter")
        if empties:
            send(f"owl_does_attack {v(empties[0])} {v(s)}")
            send(f"owl_does_defend {v(empties[0])} {v(s)}")
    # Trial moves.
    if empties:
        send(f"trymove {to_move} {v(empties[0])}")
        send("countlib " + v(empties[0]))
        send("popgo")
    # Move generation and scoring: asked on a copy (genmove's move is taken back).
    send(f"reg_genmove {to_move}")
    send("top_moves")
    if not big:
        send(f"gg_genmove {to_move} 7")
        send(f"top_moves_{to_move}")
        if empties:
            allowed = " ".join(v(e) for e in empties[:3])
            send(f"restricted_genmove {to_move} {allowed}")
        send(f"genmove {to_move}")
        send("undo")
        send("final_status_list dead")
        send("final_status_list alive")
    send("final_score")


def main(argv: list[str]) -> int:
    """Write the dump to ``argv[0]``; return the exit code."""
    if not argv:
        print("usage: gtp_reply_dump.py OUT [--quick]", file=sys.stderr)
        return 2
    out = Path(argv[0])
    quick = "--quick" in argv[1:]
    started = time.monotonic()
    positions: list[tuple[str, list[str], str | None, str | None]] = []
    for size, turns, seed in RANDOM_POSITIONS:
        setup, to_move = random_setup(size, turns, seed)
        positions.append((f"random {size}x{size} {turns} moves seed {seed}", setup, to_move, None))
    for label, setup, command in suite_setups(TOTAL - len(positions)):
        positions.append((label, setup, None, command))
    if quick:
        positions = positions[::5]
    blocks = []
    first = Session()
    blocks.append("== list_commands\n" + first.send("list_commands") + "\n")
    for index, (label, setup, to_move, command) in enumerate(positions):
        session = Session()
        for line in setup:
            reply = session.send(line, record=False)
            if line.startswith("loadsgf"):
                to_move = reply
        session.lines.append(f"== position {index}: {label}\n")
        if command is not None:
            session.send(command)
        query_position(session, to_move or "black")
        blocks.append("".join(session.lines))
    out.write_text("".join(blocks))
    print(f"{len(positions)} positions, {time.monotonic() - started:.1f} s -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
