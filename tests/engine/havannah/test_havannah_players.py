"""The Havannah players behind ``genmove``: random with a seed, and tactical."""

from __future__ import annotations

import pytest

from engine.havannah.board import Board
from engine.havannah.checkers import new_board
from engine.havannah.geometry import parse_diagram
from engine.havannah.players import empty_cells, new_player, winning_cells
from engine.havannah.rules import BLACK, WHITE, opponent

# White threatens a bridge: a3 joins the corners a1 and a3.
BRIDGE_THREAT = """
a   O O .
b  . . . X
c . . . . .
d  . . . X
e   . . .
"""


def _board(text: str, checker: str = "unionfind") -> Board:
    diagram = parse_diagram(text)
    board = new_board(diagram.geometry.side, checker)
    for white, black in zip(diagram.white, diagram.black, strict=False):
        board.play(WHITE, white)
        board.play(BLACK, black)
    for cell in diagram.white[len(diagram.black) :]:
        board.play(WHITE, cell)
    return board


@pytest.mark.parametrize("checker", ["unionfind", "table", "dfs", "unionfind-numba", "dfs-numba"])
def test_winning_cells_leave_the_board_alone(checker: str) -> None:
    board = _board(BRIDGE_THREAT, checker)
    before = (board.stones.copy(), board.moves.copy())
    assert [board.geometry.name(c) for c in winning_cells(board, WHITE, empty_cells(board))] == [
        "a3"
    ]
    assert winning_cells(board, BLACK, empty_cells(board)) == []
    assert (board.stones, board.moves) == before


def test_tactical_player_takes_a_win_and_blocks_one() -> None:
    board = _board(BRIDGE_THREAT)
    player = new_player("tactical", seed=1)
    assert board.geometry.name(player.choose(board, WHITE)) == "a3"
    assert board.geometry.name(player.choose(board, BLACK)) == "a3"


def test_random_player_is_reproducible_from_its_seed() -> None:
    def game(seed: int) -> list[tuple[int, int]]:
        board, player, colour = new_board(4), new_player("random", seed), WHITE
        while not board.winner:
            board.play(colour, player.choose(board, colour))
            colour = opponent(colour)
        return board.moves

    assert game(3) == game(3)
    assert game(3) != game(4)


def test_tactical_beats_random_on_side_4() -> None:
    wins = 0
    for seed in range(20):
        board = new_board(4)
        tactical, other = new_player("tactical", seed), new_player("random", seed + 100)
        players = {WHITE: tactical, BLACK: other} if seed % 2 else {WHITE: other, BLACK: tactical}
        colour = WHITE
        while not board.winner:
            board.play(colour, players[colour].choose(board, colour))
            colour = opponent(colour)
        wins += players.get(board.winner) is tactical
    assert wins >= 16


def test_no_move_when_the_game_is_over_and_unknown_players() -> None:
    board = _board(BRIDGE_THREAT)
    board.play(WHITE, board.geometry.parse("a3"))
    with pytest.raises(ValueError, match="over"):
        new_player("random").choose(board, BLACK)
    with pytest.raises(ValueError, match="unknown havannah player"):
        new_player("minimax")


def test_genmove_over_gtp_plays_the_players_move() -> None:
    from engine.havannah.gtp import new_engine

    def game(options: dict[str, str]) -> list[str]:
        engine = new_engine(options)
        engine.handle("boardsize 4")
        moves, colour = [], "white"
        while engine.handle("winner") == (True, "none"):
            ok, cell = engine.handle(f"genmove {colour}")
            assert ok
            moves.append(cell)
            colour = "black" if colour == "white" else "white"
        assert engine.handle("genmove white")[0] is False  # the game is over
        return moves

    assert game({"seed": "5"}) == game({"seed": "5"})
    assert game({"seed": "5"}) != game({"seed": "6"})
    assert game({"player": "tactical", "seed": "1"})
    with pytest.raises(ValueError, match="seed"):
        new_engine({"seed": "x"})
    with pytest.raises(ValueError, match="player"):
        new_engine({"player": "minimax"})
