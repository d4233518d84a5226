"""Sets of points as integers: the same sets as plain loops over the board give."""

from __future__ import annotations

import random

from engine.go import bitsets
from engine.go.board import BLACK, EMPTY, WHITE, Board, other
from engine.go.randomplay import random_position
from engine.go.unconditional import components


def loop_reach(board: Board, color: int, dead: frozenset[int]) -> set[int]:
    """The reach of optics' step 2, point by point."""
    colors = board.color

    def open_point(p: int) -> bool:
        return colors[p] == EMPTY or p in dead

    reached = {
        n
        for p in board.points
        if colors[p] == color and p not in dead
        for n in board.neighbours[p]
        if open_point(n)
    }
    changed = True
    while changed:
        changed = False
        for p in list(reached):
            around = board.neighbours[p]
            if any(colors[n] == other(color) and n not in dead for n in around):
                continue
            for n in around:
                if open_point(n) and n not in reached:
                    reached.add(n)
                    changed = True
    return reached


def test_sets_go_to_integers_and_back() -> None:
    board = Board(19)
    points = {board.points[0], board.points[100], board.points[-1]}
    assert bitsets.to_set(bitsets.of_points(points)) == points
    assert bitsets.to_set(0) == set()


def test_many_points_make_the_same_integer_as_few() -> None:
    rng = random.Random(5)
    board = Board(25)
    for count in (0, 1, 11, 12, 13, 40, len(board.points)):
        points = set(rng.sample(board.points, count))
        bits = sum(1 << (p << 3) for p in points)
        assert bitsets.of_points(points) == bits
        assert bitsets.of_points(frozenset(points)) == bits
        assert bitsets.to_set(bits) == points


def test_step_reaches_the_four_neighbours() -> None:
    board = Board(9)
    p = board.point(4, 4)
    on_board = bitsets.of_color(board, EMPTY)
    assert bitsets.to_set(bitsets.step(bitsets.of_points({p}), board.stride) & on_board) == set(
        board.neighbours[p]
    )
    corner = board.point(0, 0)
    stepped = bitsets.step(bitsets.of_points({corner}), board.stride) & on_board
    assert bitsets.to_set(stepped) == {board.point(1, 0), board.point(0, 1)}


def test_reach_is_the_loop_closure() -> None:
    for seed in range(12):
        size = (9, 13, 19)[seed % 3]
        board = random_position(seed, size, 30 + 17 * seed)
        stones = [p for p in board.points if board.color[p] != EMPTY]
        dead = frozenset(random.Random(seed).sample(stones, len(stones) // 6))
        for color in (BLACK, WHITE):
            want = loop_reach(board, color, dead)
            assert bitsets.reach(board, color, dead, other(color)) == want


def test_flood_keeps_the_components_that_hold_a_seed() -> None:
    for seed in range(6):
        board = random_position(seed, 13, 60)
        empty = [p for p in board.points if board.color[p] == EMPTY]
        seeds = set(random.Random(seed).sample(empty, 3))
        want = {
            p for part in components(empty, board.neighbours) if seeds & set(part) for p in part
        }
        within = bitsets.of_points(empty)
        assert bitsets.to_set(bitsets.flood(bitsets.of_points(seeds), within, board.stride)) == want
