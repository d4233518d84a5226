"""Matches: game pairs, the referee, run files with resume, SGF, the summary and the SPRT."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness import stats
from harness.engines.inprocess import InProcessSession
from harness.engines.registry import Session, open_session
from harness.match import record as records
from harness.match.driver import Match, play_match
from harness.match.game import GameRecord, Setup, play_game
from harness.match.openings import Opening, OpeningsError, digest, read_openings
from harness.match.referee import Referee, area_difference
from harness.match.summary import format_summary
from tests.harness.match.fakes import CoinPlayer, coin_engines

OPENINGS = "C3 G7 C7 G3\nD4 F6 F4 D6\n"


def _match(tmp_path: Path, games: int, sprt: stats.Sprt | None, **extra: object) -> Match:
    path = tmp_path / "openings.txt"
    path.write_text(OPENINGS)
    return Match(
        setup=Setup("go", 9, 7.0),
        engines={"A": "strong", "B": "weak"},
        openings=read_openings(path, "go"),
        openings_name=str(path),
        openings_hash=digest(path),
        games=games,
        sprt=sprt,
        run_file=tmp_path / "match.jsonl",
        sgf_dir=tmp_path / "sgf",
        **extra,  # type: ignore[arg-type]
    )


def test_a_player_winning_60_percent_of_pairs_is_found_stronger(tmp_path: Path) -> None:
    """B resigns with chance 0.6 as White: A wins 60 % of pairs 2-0, splits the rest."""
    match = _match(tmp_path, 2000, stats.Sprt(0, 50, model="logistic"))
    summary = play_match(match, coin_engines({"strong": 0.0, "weak": 0.6}))
    assert summary.verdict == stats.H1
    zero, half, split, one_half, sweep = summary.pentanomial.counts
    assert zero == half == one_half == 0
    assert 0.4 < sweep / (split + sweep) < 0.8
    assert summary.elo.low > 0
    assert summary.llr >= summary.sprt.upper  # type: ignore[union-attr]
    # Every game is in the run file and has an SGF record.
    content = records.read_match(match.run_file)
    assert len(content.games) == summary.games
    assert len(list((tmp_path / "sgf").glob("*.sgf"))) == summary.games
    text = format_summary(summary)
    assert "-> H1" in text and "pentanomial" in text
    # Pass-only players replay their games: reported as duplicates.
    assert summary.duplicates


def test_equal_players_are_not_found_different(tmp_path: Path) -> None:
    match = _match(tmp_path, 2000, stats.Sprt(0, 100, model="logistic"))
    summary = play_match(match, coin_engines({"strong": 0.3, "weak": 0.3}))
    assert summary.verdict == stats.H0


def test_pairs_swap_colours_on_one_opening(tmp_path: Path) -> None:
    summary = play_match(_match(tmp_path, 8, None), coin_engines({"strong": 0, "weak": 0}))
    games = sorted(records.read_match(tmp_path / "match.jsonl").games, key=lambda r: r.number)
    assert [(g.pair, g.opening, g.first) for g in games] == [
        (0, 0, "A"),
        (0, 0, "B"),
        (1, 1, "A"),
        (1, 1, "B"),
        (2, 0, "A"),
        (2, 0, "B"),
        (3, 1, "A"),
        (3, 1, "B"),
    ]
    # Both pass after a balanced opening: White wins by komi, so each pair is 1-1.
    assert all(g.result == "W+7" and g.reason == "score" for g in games)
    assert summary.pentanomial.counts == (0, 0, 4, 0, 0)
    assert games[0].moves == ("C3", "G7", "C7", "G3", "PASS", "PASS")


def test_resume_plays_only_the_missing_games(tmp_path: Path) -> None:
    engines = coin_engines({"strong": 0.2, "weak": 0.2})
    play_match(_match(tmp_path, 6, None), engines)
    # A killed run: a torn last line.
    run_file = tmp_path / "match.jsonl"
    run_file.write_text(run_file.read_text() + '{"game": 6, "pai')
    opened: list[str] = []

    def counting(spec: str):  # type: ignore[no-untyped-def]
        opened.append(spec)
        return engines(spec)

    summary = play_match(_match(tmp_path, 10, None, resume=True), counting)
    assert summary.games == 10
    content = records.read_match(run_file)
    assert sorted(g.number for g in content.games) == list(range(10))
    assert opened  # engines were started for the missing games


def test_resume_refuses_another_match(tmp_path: Path) -> None:
    play_match(_match(tmp_path, 2, None), coin_engines({"strong": 0, "weak": 0}))
    other = _match(tmp_path, 4, None, resume=True)
    other = Match(**{**other.__dict__, "engines": {"A": "strong", "B": "other"}})
    with pytest.raises(records.MatchFileError, match="cannot resume: engines"):
        play_match(other, coin_engines({"strong": 0, "other": 0}))


def test_a_game_number_written_twice_is_reported(tmp_path: Path) -> None:
    play_match(_match(tmp_path, 2, None), coin_engines({"strong": 0, "weak": 0}))
    run_file = tmp_path / "match.jsonl"
    lines = run_file.read_text().splitlines()
    run_file.write_text("\n".join([*lines, lines[1]]) + "\n")
    content = records.read_match(run_file)
    assert content.repeated == [0]
    assert len(content.games) == 2


def test_bad_run_file_names_the_line(tmp_path: Path) -> None:
    run_file = tmp_path / "bad.jsonl"
    run_file.write_text('{"kind": "match"}\n{"game": 1}\n{"game": 2}\n')
    with pytest.raises(records.MatchFileError, match=r"bad.jsonl:2: not a game record"):
        records.read_match(run_file)


def test_parallel_games_give_the_same_counts(tmp_path: Path) -> None:
    summary = play_match(_match(tmp_path, 12, None, jobs=2), coin_engines({"strong": 0, "weak": 0}))
    assert summary.games == 12
    assert summary.pentanomial.counts == (0, 0, 6, 0, 0)


# ----- the referee ----------------------------------------------------------------


def test_referee_rejects_positional_superko() -> None:
    referee = Referee("go", open_session("go"))
    referee.new_game(3, 7)
    moves = ["B3", "A2", "C2", "B1", "B2", "A3", "A1"]
    for index, move in enumerate(moves):
        assert referee.play("black" if index % 2 == 0 else "white", move) is None
    before = referee.position()
    # White A2 is legal on the board (no simple ko) but repeats the position after move 2.
    assert "superko" in (referee.play("white", "A2") or "")
    assert referee.position() == before
    assert referee.play("white", "pass") is None
    assert referee.play("black", "B2") is not None  # occupied


def test_area_scoring() -> None:
    # Black holds columns A-C (wall on C), White columns D-E (wall on D) of a 5x5 board.
    black = [f"C{row}" for row in range(1, 6)]
    white = [f"D{row}" for row in range(1, 6)]
    assert area_difference(5, black, white) == 15 - 10
    # A white stone left inside Black's area makes it nobody's.
    assert area_difference(5, black, [*white, "A3"]) == 5 - 11


class _OwnDead(Referee):
    """A referee whose own analysis says ``ours`` are dead."""

    def __init__(self, ours: set[str]) -> None:
        super().__init__("go", open_session("go"))
        self.ours = ours

    def own_dead(self) -> set[str]:
        return set(self.ours)


def test_dead_stones_agreed_or_settled_by_our_analysis() -> None:
    referee = _OwnDead({"A3"})
    assert referee.settle_dead([{"A3"}, {"A3"}]) == {"A3"}
    assert referee.settle_dead([{"A3"}, set()]) == {"A3"}  # disputed: ours says dead
    assert referee.settle_dead([{"A3", "C3"}, {"A3"}]) == {"A3"}  # C3 disputed, ours: alive
    assert referee.settle_dead([None, set()]) == {"A3"}  # A cannot say: ours stands in
    assert _OwnDead(set()).settle_dead([{"E5"}, {"E5"}]) == {"E5"}  # agreed stands


class _Scripted(CoinPlayer):
    """Plays the moves given, in order, then passes."""

    def __init__(self, moves: list[str]) -> None:
        super().__init__(0.0, 0)
        self.moves = moves

    def handle(self, command: str) -> tuple[bool, str]:
        if command.startswith("genmove"):
            return True, self.moves.pop(0) if self.moves else "pass"
        return super().handle(command)


def _scripted_game(a_moves: list[str], b_moves: list[str], setup: Setup) -> GameRecord:
    players: dict[str, Session] = {
        "A": InProcessSession(lambda: _Scripted(list(a_moves)), label="A"),
        "B": InProcessSession(lambda: _Scripted(list(b_moves)), label="B"),
    }
    referee = Referee(setup.game, open_session(setup.game))
    return play_game(setup, players, referee, Opening((), "empty"), 0, 0, "A")


def test_an_illegal_move_loses_the_game() -> None:
    record = _scripted_game(["E5"], ["E5"], Setup("go", 9, 7.0))
    assert (record.winner, record.reason, record.fault, record.result) == (
        "A",
        "illegal",
        "B",
        "B+F",
    )


def test_a_resignation_and_a_crash_lose_the_game() -> None:
    record = _scripted_game(["E5"], ["resign"], Setup("go", 9, 7.0))
    assert (record.winner, record.reason, record.fault, record.result) == (
        "A",
        "resign",
        None,
        "B+R",
    )

    class Crashing(CoinPlayer):
        def handle(self, command: str) -> tuple[bool, str]:
            if command.startswith("genmove"):
                raise RuntimeError("bug")
            return super().handle(command)

    players: dict[str, Session] = {
        "A": InProcessSession(lambda: CoinPlayer(0.0, 1), label="A"),
        "B": InProcessSession(lambda: Crashing(0.0, 1), label="B"),
    }
    referee = Referee("go", open_session("go"))
    record = play_game(Setup("go", 9, 7.0), players, referee, Opening((), "x"), 0, 0, "A")
    assert (record.winner, record.reason, record.fault) == ("A", "crash", "B")


def test_the_move_cap_adjudicates_by_score() -> None:
    assert Setup("go", 9, 7.0).move_cap == 243  # three times the points
    record = _scripted_game(["C3", "C7", "E5"], ["G7", "G3"], Setup("go", 9, 7.0, max_moves=5))
    # Black has three stones, White two, no territory for either: W+6 with komi 7.
    assert (record.reason, record.result, record.winner) == ("move cap", "W+6", "B")
    assert len(record.moves) == 5


def test_havannah_game_ends_when_the_checker_names_a_winner() -> None:
    # White (A) builds the bridge a1-a2-a3 on side 3; Black plays elsewhere.
    record = _scripted_game(["a1", "a2", "a3"], ["c2", "c4"], Setup("havannah", 3, 0.0))
    assert (record.winner, record.reason, record.result) == ("A", "win", "W+")
    assert record.moves == ("a1", "c2", "a2", "c4", "a3")


def test_sgf_records(tmp_path: Path) -> None:
    play_match(_match(tmp_path, 2, None), coin_engines({"strong": 0, "weak": 0}))
    text = (tmp_path / "sgf" / "game-00000.sgf").read_text()
    assert "PB[strong]" in text and "PW[weak]" in text and "RE[W+7]" in text and "KM[7]" in text
    header = {"game": "havannah", "size": 3, "engines": {"A": "x", "B": "y"}}
    record = _scripted_game(["a1", "a2", "a3"], ["c2", "c4"], Setup("havannah", 3, 0.0))
    assert records.sgf_text(header, record).startswith("(;FF[4]GM[11]SZ[3]PW[x]PB[y]RE[W+]")


# ----- openings -----------------------------------------------------------------------


def test_openings_files(tmp_path: Path) -> None:
    text = tmp_path / "o.txt"
    text.write_text("# two\nC3 G7\n\nD4  # one move\n")
    openings = read_openings(text, "go")
    assert [o.moves for o in openings] == [(("black", "C3"), ("white", "G7")), (("black", "D4"),)]
    assert read_openings(text, "havannah")[0].moves[0] == ("white", "C3")
    sgf = tmp_path / "o.sgf"
    sgf.write_text("(;SZ[9];B[cc];W[gg])(;SZ[9];B[ee])")
    assert [o.text() for o in read_openings(sgf, "go")] == ["C7 G3", "E5"]
    bad = tmp_path / "bad.txt"
    bad.write_text("C3\nC3 G-7\n")
    with pytest.raises(OpeningsError, match=r"bad.txt:2: 'G-7' is not a move"):
        read_openings(bad, "go")
    (tmp_path / "empty.txt").write_text("# nothing\n")
    with pytest.raises(OpeningsError, match="no openings"):
        read_openings(tmp_path / "empty.txt", "go")


@pytest.mark.parametrize(
    ("game", "size"),
    [("go", 9), ("go", 13), ("go", 19), ("havannah", 6), ("havannah", 8), ("havannah", 10)],
)
def test_shipped_openings_are_many_legal_and_distinct(game: str, size: int) -> None:
    from harness.match.openings import shipped

    openings = read_openings(shipped(game, size), game)
    assert len(openings) >= 100
    assert len({o.moves for o in openings}) == len(openings)
    referee = Referee(game, open_session(game))
    for opening in openings[:20]:
        referee.new_game(size, 7.0)
        for colour, move in opening.moves:
            assert referee.play(colour, move) is None, (opening.source, move)
        if game == "havannah":
            assert referee.winner() is None
    counts = {len(o.moves) for o in openings}
    assert all(n % 2 == 0 for n in counts)  # as many stones for each colour


def test_make_openings_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    from harness.match import make_openings

    assert make_openings.main(["--size", "9", "--count", "5", "--seed", "3"]) == 0
    first = capsys.readouterr().out
    assert make_openings.main(["--size", "9", "--count", "5", "--seed", "3"]) == 0
    assert capsys.readouterr().out == first
    lines = [line for line in first.splitlines() if not line.startswith("#")]
    assert len(lines) == 5 and all(len(line.split()) == 4 for line in lines)


def test_game_record_round_trip() -> None:
    record = _scripted_game(["E5"], ["resign"], Setup("go", 9, 7.0))
    assert GameRecord.from_json(json.loads(json.dumps(record.to_json()))) == record


@pytest.mark.parametrize("jobs", [1, 2])
def test_havannah_match_between_our_players(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: int
) -> None:
    """Our checker referees; the tactical player beats the random one on side 4.

    With games at once, this project's players run as subprocesses (in
    process, threads could neither time them out nor think in parallel);
    the referee stays in process.
    """
    from harness.match import driver
    from harness.match.openings import shipped

    opened: list[tuple[str, bool]] = []

    def spy(spec: str, timeout: float | None = 30.0, in_process: bool = True) -> Session:
        opened.append((spec, in_process))
        return open_session(spec, timeout, in_process)

    monkeypatch.setattr(driver, "open_session", spy)
    path = tmp_path / "openings.txt"
    path.write_text("d4 b2\nc3 f6\n")
    match = Match(
        setup=Setup("havannah", 4, 0.0),
        engines={"A": "havannah:player=tactical,seed=1", "B": "havannah:seed=2"},
        openings=read_openings(path, "havannah"),
        openings_name=str(path),
        openings_hash=digest(path),
        games=12,
        sprt=None,
        run_file=tmp_path / "match.jsonl",
        jobs=jobs,
    )
    summary = play_match(match)
    assert summary.games == 12
    assert summary.wins >= 9
    assert set(summary.reasons) <= {"win", "full board"}
    assert shipped("havannah", 8).is_file()
    players = [in_process for spec, in_process in opened if spec != "havannah"]
    assert players == [jobs == 1] * (2 * jobs)  # both players on each worker
    assert ("havannah", True) in opened  # the referee


def test_regress_match_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from harness.cli import main

    openings = tmp_path / "side4.txt"
    openings.write_text("d4 b2\nc3 f6\n")
    out = tmp_path / "m.jsonl"
    common = [
        "match",
        "havannah:player=tactical,seed=1",
        "havannah:seed=2",
        "--size",
        "4",
        "--openings",
        str(openings),
        "--out",
        str(out),
    ]
    assert main([*common, "--games", "4"]) == 0
    text = capsys.readouterr().out
    assert "game 0: A white" in text and "pentanomial" in text
    assert main([*common, "--games", "8", "--resume", str(out), "-q"]) == 0
    text = capsys.readouterr().out
    assert "games 8:" in text and "game 5" not in text
    assert len(records.read_match(out).games) == 8
    assert len(list((tmp_path / "m.sgf").glob("*.sgf"))) == 8
    code = main([*common, "--sprt", "elo0=0", "elo1=400", "model=logistic", "--games", "400"])
    text = capsys.readouterr().out
    assert code == 0 and "-> H1" in text
    assert main([*common, "--sprt", "elo9=1"]) == 2
    assert "unknown SPRT parameter" in capsys.readouterr().err
    openings.write_text("d4 b2\nd4 d4\n")
    assert main([*common, "--games", "4"]) == 2
    assert "side4.txt:2" in capsys.readouterr().err
