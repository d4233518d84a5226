"""History of a case across runs: commit order from git, flips, noise not reported as a break."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.db import Observation, ResultsDB
from harness.history import case_history, commit_ranks, histories, suite_points
from harness.significance import pass_rate_p_value
from tests.harness.git_repo import line_of_commits
from tests.harness.history_data import write_run_file


@pytest.fixture(scope="module")
def commits(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """A repository of five commits in a line; their ids, oldest first."""
    repo = tmp_path_factory.mktemp("history") / "repo"
    ids = line_of_commits(repo, 5)
    return repo, ids


def test_runs_are_ordered_by_commit_not_by_time_and_the_flip_is_named(
    tmp_path: Path, commits: tuple[Path, list[str]]
) -> None:
    repo, ids = commits
    # Runs made in an order unlike the commits' (a base run at an old commit made last).
    plan = [
        (3, "FAILED", 1),
        (0, "passed", 2),
        (4, "FAILED", 3),
        (1, "passed", 4),
        (1, "passed", 5),
    ]
    plan += [(2, "FAILED", 6)]
    with ResultsDB(tmp_path / "r.sqlite") as db:
        for index, (commit, verdict, minute) in enumerate(plan):
            run = write_run_file(
                tmp_path / f"{index}.jsonl",
                [("owl:123", verdict, "1 E5" if verdict == "passed" else "0")],
                commit=ids[commit],
                started=f"2026-12-01T08:{minute:02d}:00+00:00",
            )
            db.import_file(run)
        (history,) = histories(db.observations(["owl:123"]), repo)
    assert [p.commit for p in history.points] == [ids[4], ids[3], ids[2], ids[1], ids[0]]
    assert history.sentence() == (
        f"owl:123 passed at {ids[1][:7]} (3 runs), FAILED since {ids[2][:7]} (3 runs)"
    )
    lines = history.lines()
    flip = lines.index("  ^ flip: passed -> FAILED")
    assert lines[flip - 1].startswith(f"  {ids[2][:7]}") and "'0'" in lines[flip - 1]
    assert f"{ids[1][:7]}" in lines[flip + 1] and "(2 runs)" in lines[flip + 1]


def test_without_a_repository_runs_go_by_time_and_dirty_checkouts_follow_their_commit(
    tmp_path: Path, commits: tuple[Path, list[str]]
) -> None:
    repo, ids = commits
    observations = [
        _seen(1, ids[0], "passed", "08:01"),
        _seen(2, "", "passed", "08:02"),  # a run of an engine without a commit
        _seen(3, ids[0] + "+dirty", "FAILED", "08:03"),
        _seen(4, ids[1], "FAILED", "08:04"),
    ]
    history = case_history("owl:1", "go", observations, commit_ranks(repo, ids))
    assert [p.label for p in history.points] == [
        ids[1][:7],
        ids[0][:7] + "+dirty",
        "run 2026-12-01 08:02",
        ids[0][:7],
    ]
    assert history.sentence().endswith(f"FAILED since {ids[0][:7]}+dirty (2 runs)")
    assert commit_ranks(None, [ids[0]]) == {}
    assert commit_ranks(repo, ["f" * 40, ids[2], ids[4]]) == {ids[4]: 0, ids[2]: 2}


def _seen(
    run: int,
    commit: str,
    verdict: str,
    time: str,
    seed: int | None = None,
    case: str = "owl:1",
    suite_hash: str = "",
) -> Observation:
    return Observation(
        run_id=run,
        started=f"2026-12-01T{time}:00+00:00",
        git_commit=commit,
        engine_spec="go",
        engine_version="0.1.0",
        run_mode="alone",
        case_id=case,
        suite_hash=suite_hash,
        answer="1 E5" if verdict == "passed" else "0",
        verdict=verdict,
        seconds=0.1,
        seed=seed,
        repetition=None if seed is None else seed,
    )


def _repeated(run: int, commit: str, passes: int, runs: int, time: str) -> list[Observation]:
    return [
        _seen(run, commit, "passed" if n < passes else "FAILED", time, seed=n) for n in range(runs)
    ]


def test_repeated_runs_flip_only_when_the_pass_rate_changes_significantly(
    commits: tuple[Path, list[str]],
) -> None:
    repo, ids = commits
    observations = [
        *_repeated(1, ids[0], 9, 10, "08:01"),
        *_repeated(2, ids[1], 7, 10, "08:02"),  # noise: 9/10 then 7/10
        *_repeated(3, ids[2], 10, 10, "08:03"),
        *_repeated(4, ids[3], 1, 10, "08:04"),  # a real break
        *_repeated(5, ids[4], 3, 10, "08:05"),
    ]
    history = case_history("owl:1", "go", observations, commit_ranks(repo, ids))
    assert len(history.flips) == 1
    flip = history.flips[0]
    assert (flip.before.passes, flip.before.runs, flip.after.passes, flip.after.runs) == (
        26,
        30,
        4,
        20,
    )
    assert flip.p_value is not None
    assert flip.p_value == pytest.approx(pass_rate_p_value(26, 30, 4, 20)) and flip.p_value < 1e-5
    assert history.sentence() == (
        f"owl:1 pass rate 26/30 at {ids[2][:7]} (30 runs), "
        f"pass rate 4/20 since {ids[3][:7]} (20 runs)"
    )
    # One result that differs, with one run per commit, is the engine's word: a flip.
    single = case_history(
        "owl:1",
        "go",
        [_seen(1, ids[0], "passed", "08:01"), _seen(2, ids[1], "timeout", "08:02")],
        commit_ranks(repo, ids),
    )
    assert (
        single.sentence()
        == f"owl:1 passed at {ids[0][:7]} (1 run), timeout since {ids[1][:7]} (1 run)"
    )
    # A drop a few repetitions cannot tell from chance is a note, not a flip.
    noisy = case_history(
        "owl:1",
        "go",
        [*_repeated(1, ids[0], 3, 4, "08:01"), *_repeated(2, ids[1], 1, 4, "08:02")],
        commit_ranks(repo, ids),
    )
    assert not noisy.flips and noisy.notes == [
        f"pass rate 3/4 -> 1/4 at {ids[1][:7]}, p = 0.486: not significant"
    ]


@pytest.mark.parametrize(
    "table",
    [(9, 10, 2, 10), (3, 4, 1, 4), (0, 5, 5, 5), (7, 12, 3, 30), (1, 1, 0, 1), (0, 3, 0, 4)],
)
def test_fishers_exact_test_agrees_with_scipy(table: tuple[int, int, int, int]) -> None:
    fisher_exact = pytest.importorskip("scipy.stats").fisher_exact
    passed_a, runs_a, passed_b, runs_b = table
    expected = fisher_exact([[passed_a, runs_a - passed_a], [passed_b, runs_b - passed_b]])[1]
    assert pass_rate_p_value(*table) == pytest.approx(expected, rel=1e-9)


def test_a_flip_where_the_suite_file_changed_says_so(commits: tuple[Path, list[str]]) -> None:
    repo, ids = commits
    observations = [
        _seen(1, ids[0], "passed", "08:01", suite_hash="a"),
        _seen(2, ids[1], "passed", "08:02", suite_hash="b"),
        _seen(3, ids[2], "FAILED", "08:03", suite_hash="c"),
    ]
    lines = case_history("owl:1", "go", observations, commit_ranks(repo, ids)).lines()
    assert lines[2] == "  ^ flip: passed -> FAILED (the suite file changed here too)"
    assert lines[4] == "  ^ the suite file changed here"


def test_fishers_exact_test_by_hand() -> None:
    # 3/4 against 1/4: the tables 4-0, 3-1, 1-3, 0-4 of C(8,4) = 70, p = (1 + 16 + 16 + 1) / 70.
    assert pass_rate_p_value(3, 4, 1, 4) == pytest.approx(34 / 70)
    assert pass_rate_p_value(0, 0, 0, 0) == 1.0
    with pytest.raises(ValueError):
        pass_rate_p_value(5, 4, 0, 1)


def test_a_suites_pass_counts_per_commit(commits: tuple[Path, list[str]]) -> None:
    repo, ids = commits
    observations = [
        _seen(1, ids[0], "passed", "08:01", case="owl:1"),
        _seen(1, ids[0], "passed", "08:01", case="owl:2"),
        _seen(2, ids[1], "FAILED", "08:02", case="owl:1"),
        _seen(2, ids[1], "passed", "08:02", case="owl:2"),
    ]
    points = suite_points(observations, repo)
    assert [(p.label, p.passed, p.cases) for p in points] == [
        (ids[1][:7], 1, 2),
        (ids[0][:7], 2, 2),
    ]
