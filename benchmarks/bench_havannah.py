"""Random Havannah games with a win check after every move: moves per second.

``python benchmarks/bench_havannah.py [--seconds S] [--sides 4 8 10] [--rounds R]``

Each game plays the cells of the board in a random order (the same orders
for every contender), colours alternating from white, and stops at the first
win or when the board is full.  Every move is one public call and is followed
by a win check, on the board the GTP server uses, as a pyspiel benchmark
calls ``apply_action`` and ``is_terminal``:

* our three ring detectors (``checker=unionfind|table|dfs``):
  ``board.play(colour, cell)``, then ``board.winner``;
* OpenSpiel's ``havannah`` through pyspiel (``pip install '.[bench]'``),
  on sides 8 and 10: ``state.apply_action(action)``, then
  ``state.is_terminal()``; skipped with a message when it is not installed.

The machine may be shared, so the contenders take turns for ``R`` rounds of
``S`` seconds each and the best round of each counts; ratios come from one
run.  The reference figure is Castro (C++): about 13 million moves a second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.havannah.checkers import new_board  # noqa: E402
from engine.havannah.geometry import geometry  # noqa: E402

CASTRO_MOVES_PER_SECOND = 13e6
DETECTORS = ("unionfind", "table", "dfs", "unionfind-numba", "table-numba", "dfs-numba")
PYSPIEL_SIDES = (8, 10)

#: A contender plays a list of games (orders of cells) and returns the moves it made.
Player = Callable[[list[list[int]]], int]


def random_orders(side: int, count: int, seed: int = 1) -> list[list[int]]:
    """``count`` random orders of the cells of side ``side``."""
    rng = random.Random(seed)
    cells = list(range(geometry(side).size))
    orders = []
    for _ in range(count):
        rng.shuffle(cells)
        orders.append(list(cells))
    return orders


def our_player(side: int, checker: str) -> Player:
    """Games on our board with detector ``checker``."""

    def play_games(orders: list[list[int]]) -> int:
        board = new_board(side, checker)
        moves = 0
        for order in orders:
            board.clear()
            play = board.play
            colour = 1
            for cell in order:
                play(colour, cell)
                moves += 1
                if board.winner:
                    break
                colour = 3 - colour
        return moves

    return play_games


def pyspiel_player(side: int) -> Player | None:
    """Games on OpenSpiel's ``havannah``, or None when pyspiel is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("havannah", {"board_size": side})
    # OpenSpiel numbers cell (x, y) as y * (2n - 1) + x, on the same set of cells.
    width = 2 * side - 1
    actions = [y * width + x for x, y in geometry(side).coords]
    if sorted(actions) != sorted(game.new_initial_state().legal_actions()):
        raise SystemExit("OpenSpiel's havannah numbers its cells differently: fix the mapping")

    def play_games(orders: list[list[int]]) -> int:
        moves = 0
        for order in orders:
            state = game.new_initial_state()
            apply_action, is_terminal = state.apply_action, state.is_terminal
            for cell in order:
                apply_action(actions[cell])
                moves += 1
                if is_terminal():
                    break
        return moves

    return play_games


def best_rates(players: dict[str, Player], orders: list[list[int]], seconds: float, rounds: int):
    """Moves per second of each player: the best of ``rounds`` turns of about ``seconds``."""
    best = dict.fromkeys(players, 0.0)
    for _ in range(rounds):
        for name, player in players.items():
            moves = 0
            start = time.perf_counter()
            while True:
                moves += player(orders)
                elapsed = time.perf_counter() - start
                if elapsed >= seconds:
                    break
            best[name] = max(best[name], moves / elapsed)
    return best


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line a side."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="seconds a turn (default 1)")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each contender")
    parser.add_argument("--sides", type=int, nargs="+", default=[4, 8, 10])
    args = parser.parse_args(argv)
    for side in args.sides:
        orders = random_orders(side, 50)
        players: dict[str, Player] = {c: our_player(side, c) for c in DETECTORS}
        spiel = pyspiel_player(side) if side in PYSPIEL_SIDES else None
        if spiel is not None:
            players["pyspiel"] = spiel
        rates = best_rates(players, orders, args.seconds, args.rounds)
        ours = {c: rates[c] for c in DETECTORS}
        fastest = max(ours, key=ours.__getitem__)
        line = "  ".join(f"{c} {r / 1e6:.3f}" for c, r in ours.items())
        print(f"side {side:2}: M moves/s: {line}  (fastest: {fastest})")
        if "pyspiel" in rates:
            ratio = rates[fastest] / rates["pyspiel"]
            print(
                f"         pyspiel havannah {rates['pyspiel'] / 1e6:.3f} M moves/s; "
                f"{fastest} / pyspiel = {ratio:.2f}; "
                f"Castro is {CASTRO_MOVES_PER_SECOND / rates[fastest]:.0f}x faster than {fastest}"
            )
        elif side in PYSPIEL_SIDES:
            print("         pyspiel not installed (pip install '.[bench]'): no comparison")
    return 0


if __name__ == "__main__":
    sys.exit(main())
