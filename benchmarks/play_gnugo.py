"""Play 9x9 games between this project's Go engine and GNU Go 3.8, with our own referee.

The referee keeps the board itself (``engine.go.board``): it checks every
move the engines send (an illegal move loses the game and is counted), ends
the game after two passes in a row or a resignation, and scores by area
(stones plus surrounded empty points, plus komi) after removing the stones
GNU Go marks dead (``final_status_list dead``), since a game between
programs usually ends with dead stones still on the board.  Colours
alternate from game to game.

Run: ``python benchmarks/play_gnugo.py [GAMES] [--level N] [--size S] [--sgf DIR]``;
prints each game's result, then wins, the margins, illegal moves and
seconds per move; with ``--sgf`` each game is also written as an SGF record.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from engine.go.board import BLACK, EMPTY, PASS, WHITE, Board, color_name, other
from engine.go.gtp import new_engine
from harness.engines.gtp import GtpEngine, find_gnugo


@dataclass
class GameRecord:
    """How one game went."""

    ours: int  # our colour
    winner: int
    margin: float
    reason: str
    moves: int
    our_seconds: list[float]
    their_seconds: list[float]
    illegal: int
    sgf: str = ""


class OurPlayer:
    """This project's engine, in process."""

    name = "regress-go"

    def __init__(self) -> None:
        self.engine = new_engine({})

    def send(self, command: str) -> str:
        ok, text = self.engine.handle(command)
        if not ok:
            raise RuntimeError(f"{command!r} failed: {text}")
        return text


class GnuGoPlayer:
    """GNU Go over GTP."""

    name = "GNU Go 3.8"

    def __init__(self, level: int) -> None:
        argv = find_gnugo()
        if argv is None:
            sys.exit("GNU Go is not installed (apt-get install gnugo)")
        self.engine = GtpEngine([*argv, "--level", str(level)], timeout=120)

    def send(self, command: str) -> str:
        reply = self.engine.send(command)
        if not reply.ok:
            raise RuntimeError(f"{command!r} failed: {reply.text}")
        return reply.text


def area_score(board: Board, dead: set[int], komi: float) -> float:
    """Black's area minus white's, minus komi, with ``dead`` stones removed."""
    colors = {pos: board.get(pos) for pos in board.points}
    for pos in dead:
        colors[pos] = EMPTY
    score = sum(1 if c == BLACK else -1 for c in colors.values() if c != EMPTY)
    seen: set[int] = set()
    for start in board.points:
        if colors[start] != EMPTY or start in seen:
            continue
        region, borders, stack = [], set(), [start]
        seen.add(start)
        while stack:
            pos = stack.pop()
            region.append(pos)
            for nb in board.neighbours[pos]:
                color = colors.get(nb)
                if color is None:
                    continue
                if color == EMPTY and nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
                elif color != EMPTY:
                    borders.add(color)
        if borders == {BLACK}:
            score += len(region)
        elif borders == {WHITE}:
            score -= len(region)
    return score - komi


def play_game(
    ours: OurPlayer, theirs: GnuGoPlayer, our_color: int, size: int, komi: float, max_moves: int
) -> GameRecord:
    board = Board(size)
    for player in (ours, theirs):
        player.send(f"boardsize {size}")
        player.send("clear_board")
        player.send(f"komi {komi}")
    players = {our_color: ours, other(our_color): theirs}
    seconds: dict[int, list[float]] = {BLACK: [], WHITE: []}
    color, passes, moves = BLACK, 0, 0
    played: list[tuple[int, int]] = []
    while passes < 2 and moves < max_moves:
        mover = players[color]
        started = time.perf_counter()
        answer = mover.send(f"genmove {color_name(color)}").strip()
        seconds[color].append(time.perf_counter() - started)
        moves += 1
        if answer.lower() == "resign":
            return GameRecord(
                our_color,
                other(color),
                0.0,
                f"{mover.name} resigned",
                moves,
                seconds[our_color],
                seconds[other(our_color)],
                0,
            )
        pos = PASS if answer.lower() == "pass" else board.parse_vertex(answer)
        if pos == PASS:
            passes += 1
        elif not board.is_legal(pos, color):
            return GameRecord(
                our_color,
                other(color),
                0.0,
                f"illegal move {answer} by {mover.name}",
                moves,
                seconds[our_color],
                seconds[other(our_color)],
                1,
            )
        else:
            passes = 0
            board.play(pos, color)
        played.append((color, pos))
        players[other(color)].send(f"play {color_name(color)} {answer}")
        color = other(color)
    dead_text = theirs.send("final_status_list dead")
    dead = {board.parse_vertex(v) for v in dead_text.split()}
    score = area_score(board, dead, komi)
    winner = BLACK if score > 0 else WHITE
    return GameRecord(
        our_color,
        winner,
        abs(score),
        "score",
        moves,
        seconds[our_color],
        seconds[other(our_color)],
        0,
        game_sgf(board, played, komi, score, our_color),
    )


def game_sgf(
    board: Board, played: list[tuple[int, int]], komi: float, score: float, our_color: int
) -> str:
    """The game as an SGF record (players, komi, result and moves)."""
    size = board.size

    def point(pos: int) -> str:
        if pos == PASS:
            return ""
        row, col = board.row_col(pos)
        return chr(ord("a") + col) + chr(ord("a") + size - 1 - row)

    names = {our_color: OurPlayer.name, other(our_color): GnuGoPlayer.name}
    result = f"B+{score:g}" if score > 0 else f"W+{-score:g}"
    moves = "".join(f";{'B' if c == BLACK else 'W'}[{point(p)}]" for c, p in played)
    return (
        f"(;GM[1]FF[4]SZ[{size}]KM[{komi:g}]PB[{names[BLACK]}]PW[{names[WHITE]}]"
        f"RE[{result}]{moves})\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=4)
    parser.add_argument("--level", type=int, default=1, help="GNU Go's level (default 1)")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--komi", type=float, default=7.0)
    parser.add_argument("--max-moves", type=int, default=250)
    parser.add_argument("--sgf", type=Path, help="write each game to DIR/game-N.sgf")
    args = parser.parse_args()
    if args.sgf:
        args.sgf.mkdir(parents=True, exist_ok=True)
    ours, theirs = OurPlayer(), GnuGoPlayer(args.level)
    records = []
    for game in range(args.games):
        our_color = BLACK if game % 2 == 0 else WHITE
        record = play_game(ours, theirs, our_color, args.size, args.komi, args.max_moves)
        records.append(record)
        if args.sgf and record.sgf:
            (args.sgf / f"game-{game + 1}.sgf").write_text(record.sgf)
        who = "we win" if record.winner == our_color else "GNU Go wins"
        result = "B" if record.winner == BLACK else "W"
        margin = f"+{record.margin:g}" if record.reason == "score" else "+R"
        print(
            f"game {game + 1}: we play {color_name(our_color)}; {result}{margin} ({who}, "
            f"{record.reason}, {record.moves} moves)",
            flush=True,
        )
    wins = sum(r.winner == r.ours for r in records)
    illegal = sum(r.illegal for r in records)
    our_times = [s for r in records for s in r.our_seconds]
    their_times = [s for r in records for s in r.their_seconds]
    margins = [
        (r.margin if r.winner == r.ours else -r.margin) for r in records if r.reason == "score"
    ]
    print(
        f"wins: {wins}/{len(records)} against GNU Go 3.8 level {args.level}; "
        f"illegal moves: {illegal}; our margins: {' '.join(f'{m:+g}' for m in margins)}"
    )
    if our_times:
        print(
            f"seconds per move: ours {sum(our_times) / len(our_times):.2f} "
            f"(max {max(our_times):.2f}), GNU Go {sum(their_times) / max(len(their_times), 1):.2f}"
        )
    theirs.engine.close()


if __name__ == "__main__":
    main()
