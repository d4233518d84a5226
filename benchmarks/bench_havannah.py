"""Random Havannah games with a win check after every move: moves per second.

``python benchmarks/bench_havannah.py [--seconds S] [--sides 4 8 10] [--rounds R] [--no-startup]``

Each game plays the cells of the board in a random order (the same orders
for every contender), colours alternating from white, and stops at the first
win or when the board is full.  Every move is one public call and is followed
by a win check, on the board the GTP server uses, as a pyspiel benchmark
calls ``apply_action`` and ``is_terminal``:

* our three ring detectors (``checker=unionfind|table|dfs``) in Python, and
  the same three compiled by numba (``unionfind-numba`` ...,
  ``engine/havannah/compiled.py``): ``board.play(colour, cell)``, then
  ``board.winner``;
* OpenSpiel's ``havannah`` through pyspiel (``pip install '.[bench]'``),
  on sides 8 and 10: ``state.apply_action(action)``, then
  ``state.is_terminal()``; skipped with a message when it is not installed.

The machine may be shared, so the contenders take turns for ``R`` rounds of
``S`` seconds each and the best round of each counts; ratios come from one
run.  The reference figure is Castro (C++): about 13 million moves a second.

Then, unless ``--no-startup``: what the compiled checkers cost a process at
start-up (a fresh interpreter making one board and playing one move, with
numba's cache empty, then filled, against a Python checker), and what a call
costs by each way of reaching compiled code (numba's dispatcher with the
state array, the dispatcher with ints, the compiled function of one
signature, and a board's built-in ``play``), against a trivial built-in.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.havannah.checkers import new_board  # noqa: E402
from engine.havannah.geometry import geometry  # noqa: E402

CASTRO_MOVES_PER_SECOND = 13e6
#: A fresh process that makes one board of ``checker`` and plays one move, timed from its start.
STARTUP = """
import time
start = time.perf_counter()
from engine.havannah.checkers import new_board
new_board(8, {checker!r}).play(1, 0)
print(time.perf_counter() - start)
"""
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


def startup_seconds(checker: str, cache: str | None = None) -> float:
    """Seconds a fresh interpreter takes to make one board of ``checker`` and play a move.

    ``cache``, when given, is numba's cache folder (``NUMBA_CACHE_DIR``).
    """
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if cache is not None:
        env["NUMBA_CACHE_DIR"] = cache
    code = STARTUP.format(checker=checker)
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    return float(done.stdout)


def report_startup() -> None:
    """Print the start-up costs of a compiled checker (first compile, then from the cache)."""
    plain = min(startup_seconds("unionfind") for _ in range(2))
    with tempfile.TemporaryDirectory() as cache:
        first = startup_seconds("unionfind-numba", cache)
        cached = min(startup_seconds("unionfind-numba", cache) for _ in range(2))
    print(
        f"start-up (a fresh process, one board, one move): python unionfind {plain:.2f} s; "
        f"unionfind-numba {first:.2f} s the first time on a machine (importing numba, "
        f"compiling its kernel), {cached:.2f} s later (importing numba, loading the kernel "
        f"from numba's cache)"
    )


def call_costs(side: int = 8, calls: int = 200_000, rounds: int = 5) -> dict[str, float]:
    """Nanoseconds a call by each way of reaching compiled code (the best of ``rounds``)."""
    import numba
    import numpy as np

    @numba.njit
    def touch_array(state, colour, cell):  # type: ignore[no-untyped-def]
        state[cell] = colour
        return 0

    @numba.njit
    def touch_ints(address, colour, cell):  # type: ignore[no-untyped-def]
        return address + colour + cell

    state = np.zeros(16, dtype=np.int32)
    touch_array(state, 1, 2)
    touch_ints(1, 1, 2)
    entry = touch_ints.overloads[touch_ints.signatures[0]].entry_point
    board = new_board(side, "unionfind-numba")
    # The first 20 moves of random games, colours alternating: none of them wins.
    openings = [order[:20] for order in random_orders(side, 50)]

    def moves() -> None:
        for opening in openings:
            board.clear()
            play = board.play
            colour = 1
            for cell in opening:
                play(colour, cell)
                colour = 3 - colour
        assert not board.winner

    count = 20 * len(openings)
    contenders = {
        "a trivial built-in, abs(-1)": (lambda: [abs(-1) for _ in range(calls)], calls),
        "numba dispatcher, state array + 2 ints": (
            lambda: [touch_array(state, 1, 2) for _ in range(calls)],
            calls,
        ),
        "numba dispatcher, 3 ints": (lambda: [touch_ints(1, 1, 2) for _ in range(calls)], calls),
        "compiled function of one signature, 3 ints": (
            lambda: [entry(1, 1, 2) for _ in range(calls)],
            calls,
        ),
        "a move by board.play of unionfind-numba, kernel and game loop included": (
            lambda: [moves() for _ in range(calls // count)],
            (calls // count) * count,
        ),
    }
    best = dict.fromkeys(contenders, float("inf"))
    for _ in range(rounds):
        for name, (run, n) in contenders.items():
            start = time.perf_counter()
            run()
            best[name] = min(best[name], (time.perf_counter() - start) / n * 1e9)
    return best


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line a side."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="seconds a turn (default 1)")
    parser.add_argument("--rounds", type=int, default=3, help="turns of each contender")
    parser.add_argument("--sides", type=int, nargs="+", default=[4, 8, 10])
    parser.add_argument("--no-startup", action="store_true", help="skip start-up and call costs")
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
    if not args.no_startup:
        report_startup()
        print("ns a call:")
        for name, ns in call_costs().items():
            print(f"  {ns:7.0f}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
