"""regress bisect: the commit that broke a case, in about log2(N) runs, skipping what cannot run."""

from __future__ import annotations

import sys
from collections.abc import Collection, Mapping
from pathlib import Path

import pytest

from harness.bisect import BisectError, CommandTester, RepoTester, Skip, Verdicts, bisect
from harness.db import ResultsDB
from harness.suites import Selection, load_suite
from tests.harness.git_repo import git


def commit(repo: Path, files: Mapping[str, str | None], message: str) -> str:
    for name, text in files.items():
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if text is None:
            path.unlink()
        else:
            path.write_text(text)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)
    return git(repo, "rev-parse", "HEAD")


@pytest.fixture(scope="module")
def line_of_commits(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """A repository of 33 commits: the good end, then 32 to bisect."""
    repo = tmp_path_factory.mktemp("bisect") / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    ids = [commit(repo, {"n": str(n)}, f"change {n}") for n in range(33)]
    return repo, ids


def _fake(
    ids: list[str], breaks_at: int, skip: Collection[int] = frozenset()
) -> tuple[list[str], object]:
    calls: list[str] = []

    def test(sha: str) -> Verdicts | Skip:
        calls.append(sha)
        index = ids.index(sha)
        if index in skip:
            return Skip("cannot build")
        word = "passed" if index < breaks_at else "FAILED"
        return Verdicts((word,), ("1 E5" if word == "passed" else "0",), "ran")

    return calls, test


@pytest.mark.parametrize("breaks_at", [1, 2, 17, 23, 32])
def test_bisect_finds_the_breaking_commit_in_log2_n_tests(
    line_of_commits: tuple[Path, list[str]], breaks_at: int
) -> None:
    repo, ids = line_of_commits
    calls, test = _fake(ids, breaks_at)
    found = bisect(repo, "owl:1", ids[0], ids[-1], test)  # type: ignore[arg-type]
    assert found.first == ids[breaks_at] and found.subject == f"change {breaks_at}"
    assert found.commits == 32 and found.tests == len(calls) - 2 == 5  # log2(32)
    assert found.lines()[-1] == (
        f"owl:1: first changed at {ids[breaks_at][:12]} 'change {breaks_at}': passed -> FAILED "
        "(5 of 32 commits tested)"
    )


def test_skipped_commits_are_stepped_around_or_named_when_they_hide_the_change(
    line_of_commits: tuple[Path, list[str]],
) -> None:
    repo, ids = line_of_commits
    calls, test = _fake(ids, breaks_at=20, skip={16})  # the first middle cannot be built
    found = bisect(repo, "owl:1", ids[0], ids[-1], test)  # type: ignore[arg-type]
    assert found.first == ids[20] and len(calls) <= 2 + 5 + 1
    assert f"  {ids[16][:12]} skipped: cannot build  change 16" in found.lines()
    calls, test = _fake(ids, breaks_at=20, skip={19, 20})
    found = bisect(repo, "owl:1", ids[0], ids[-1], test)  # type: ignore[arg-type]
    assert found.first == "" and found.candidates == [ids[19], ids[20], ids[21]]
    assert "first changed at one of" in found.lines()[-1]


def test_bisect_refuses_ends_that_agree_or_are_not_in_line(
    line_of_commits: tuple[Path, list[str]],
) -> None:
    repo, ids = line_of_commits
    _, test = _fake(ids, breaks_at=40)
    with pytest.raises(BisectError, match="nothing changed to bisect"):
        bisect(repo, "owl:1", ids[0], ids[-1], test)  # type: ignore[arg-type]
    with pytest.raises(BisectError, match="not an ancestor"):
        bisect(repo, "owl:1", ids[5], ids[2], test)  # type: ignore[arg-type]
    _, test = _fake(ids, breaks_at=3, skip={32})
    with pytest.raises(BisectError, match="cannot test the bad end"):
        bisect(repo, "owl:1", ids[0], ids[-1], test)  # type: ignore[arg-type]


# A "go" engine that answers ``echo`` with WORD, and refuses options it does not know.
ENGINE = """
class Engine:
    def handle(self, command):
        words = command.split()
        if words[0] == "name":
            return True, "tiny"
        if words[0] == "version":
            return True, "1"
        if words[0] == "echo":
            return True, WORD
        if words[0] in ("clear_board", "boardsize"):
            return True, ""
        return False, "unknown command"


def new_engine(options):
    unknown = set(options) - KNOWN
    if unknown:
        raise ValueError(f"unknown option {sorted(unknown)[0]!r}")
    return Engine()
"""


def engine_file(word: str, known: str = "{'fast'}", broken: bool = False) -> dict[str, str]:
    text = f"WORD = {word!r}\nKNOWN = {known}\n" + ENGINE
    return {"engine/go/gtp.py": text + ("\nthis is not python(\n" if broken else "")}


def test_bisect_runs_this_repositorys_engine_at_each_commit_then_reuses_the_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    base = {"engine/__init__.py": "", "engine/go/__init__.py": ""}
    ids = [commit(repo, {**base, **engine_file("hello")}, "engine 0")]
    ids += [commit(repo, {"notes": str(n)}, f"notes {n}") for n in (1, 2)]
    ids.append(commit(repo, engine_file("hello", broken=True), "engine 3: does not load"))
    ids.append(commit(repo, engine_file("hello", known="set()"), "engine 4: no option fast"))
    ids.append(commit(repo, engine_file("hello"), "engine 5: as before"))
    ids.append(commit(repo, engine_file("goodbye"), "engine 6: says goodbye"))
    ids += [commit(repo, {"notes": str(n)}, f"notes {n}") for n in (7, 8)]
    suite = tmp_path / "t.tst"
    suite.write_text("1 echo x\n#? [hello]\n")
    selection = Selection(load_suite(suite), frozenset({1}))
    db_path = tmp_path / "results.sqlite"
    said: list[str] = []
    tester = RepoTester(
        repo,
        selection,
        "t:1",
        engine="go:fast=1",
        cache_dir=tmp_path / "cache",
        db_path=db_path,
        say=said.append,
    )
    found = bisect(repo, "t:1", ids[0], ids[-1], tester, say=said.append)
    # The middle (4) and its neighbour (3) cannot run: the search steps around them.
    assert found.first == ids[6] and found.subject == "engine 6: says goodbye"
    assert found.commits == 8 and found.tests == 4
    lines = found.lines()
    skips = [line for line in lines if "skipped" in line]
    assert any(ids[3][:12] in line and "cannot run" in line for line in skips), lines
    assert any(ids[4][:12] in line and "unknown option 'fast'" in line for line in skips), lines
    assert "'goodbye'" in "".join(lines) and "(ran)" in "".join(lines)
    with ResultsDB(db_path) as db:
        runs, _ = db.counts()
    assert runs == found.tests + 2 - len(skips)
    # Again: every verdict now comes from the database, no worktree is made.
    again = bisect(repo, "t:1", ids[0], ids[-1], tester)
    assert again.first == ids[6]
    assert {s.outcome.source for s in again.steps if isinstance(s.outcome, Verdicts)} == {
        "database"
    }
    assert len(git(repo, "worktree", "list").splitlines()) == 1


TINY_GTP = """
import sys
WORD = {word!r}
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    ident = words.pop(0) if words[0].isdigit() else ""
    known = {{"name": "tiny", "version": "1", "protocol_version": "2", "echo": WORD,
              "clear_board": "", "boardsize": "", "quit": ""}}
    if words[0] in known:
        print(f"={{ident}} {{known[words[0]]}}\\n", flush=True)
    else:
        print(f"?{{ident}} unknown command\\n", flush=True)
    if words[0] == "quit":
        break
"""


def test_bisect_another_engines_repository_built_by_a_command(tmp_path: Path) -> None:
    repo = tmp_path / "other"
    repo.mkdir()
    git(repo, "init", "-q")
    build = "test ! -f BROKEN || { echo no compiler >&2; exit 3; }; echo built; "
    build += f"echo 'gtp:{sys.executable} tiny.py'"
    ids = [commit(repo, {"tiny.py": TINY_GTP.format(word="hello")}, "tiny 0")]
    ids.append(commit(repo, {"BROKEN": ""}, "tiny 1: breaks the build"))
    ids.append(commit(repo, {"tiny.py": TINY_GTP.format(word="bye")}, "tiny 2: says bye"))
    ids.append(commit(repo, {"BROKEN": None}, "tiny 3: builds again"))
    suite = tmp_path / "t.tst"
    suite.write_text("1 echo x\n#? [hello]\n")
    tester = CommandTester(
        repo,
        build,
        Selection(load_suite(suite), frozenset({1})),
        "t:1",
        cache_dir=tmp_path / "cache",
        db_path=tmp_path / "r.sqlite",
    )
    found = bisect(repo, "t:1", ids[0], ids[-1], tester)
    # 1 and 2 cannot be built: the change is at 1, 2 or 3.
    assert found.first == "" and found.candidates == [ids[1], ids[2], ids[3]]
    lines = "\n".join(found.lines())
    assert "the build failed (exit 3): no compiler" in lines
    # 'tiny 3' is reached from the cache the second time.
    again = bisect(repo, "t:1", ids[0], ids[-1], tester)
    assert {s.outcome.source for s in again.steps if isinstance(s.outcome, Verdicts)} == {
        "cached run"
    }


def _flaky_fake(
    ids: list[str], breaks_at: int, before: float, after: float, noise: int
) -> tuple[list[tuple[int, int, int]], object]:
    """A case passing with probability ``before`` up to ``breaks_at``, ``after`` from there:
    each run's coin is set by the commit, the seed and ``noise``."""
    import random

    calls: list[tuple[int, int, int]] = []

    def test(sha: str, runs: int = 1, first_seed: int = 1) -> Verdicts:
        index = ids.index(sha)
        calls.append((index, runs, first_seed))
        rate = before if index < breaks_at else after
        words = tuple(
            "passed" if random.Random(f"{noise} {index} {seed}").random() < rate else "FAILED"
            for seed in range(first_seed, first_seed + runs)
        )
        return Verdicts(words, tuple("1" if w == "passed" else "0" for w in words), "ran")

    return calls, test


@pytest.mark.parametrize("noise", range(6))
def test_a_flaky_case_is_bisected_by_pass_rates(
    line_of_commits: tuple[Path, list[str]], noise: int
) -> None:
    """80 % before the change, 10 % after: repeated runs at every commit find it."""
    repo, ids = line_of_commits
    calls, test = _flaky_fake(ids, 23, 0.8, 0.1, noise)
    said: list[str] = []
    found = bisect(repo, "owl:1", ids[0], ids[-1], test, said.append, repeat=12)  # type: ignore[arg-type]
    assert found.first == ids[23] and found.runs == 12
    assert all(runs == 12 for _, runs, _ in calls)  # every commit ran 12 times
    # A commit that told neither end apart ran again with new seeds, never the same ones.
    seeds = [(index, seed) for index, _, seed in calls]
    assert len(seeds) == len(set(seeds))
    assert any("is flaky at" in line and "Fisher" in line for line in said)
    assert "flaky: 12 runs a commit, judged by Fisher's exact test" in found.conclusion()
    assert len({index for index, _, _ in calls}) <= 2 + 5 + 2


def test_a_flaky_case_whose_rate_did_not_change_is_not_bisected(
    line_of_commits: tuple[Path, list[str]],
) -> None:
    repo, ids = line_of_commits
    _, test = _flaky_fake(ids, 40, 0.5, 0.5, 0)
    with pytest.raises(BisectError, match="do not differ significantly"):
        bisect(repo, "owl:1", ids[0], ids[-1], test, repeat=10)  # type: ignore[arg-type]


def test_a_case_the_database_shows_flaky_runs_repeatedly_without_being_asked(
    line_of_commits: tuple[Path, list[str]],
) -> None:
    """The ends answer with the repeated runs the database holds: the class comes from them."""
    repo, ids = line_of_commits
    calls: list[tuple[int, int]] = []

    def test(sha: str, runs: int = 1, first_seed: int = 1) -> Verdicts:
        index = ids.index(sha)
        calls.append((index, runs))
        if index in (0, 32) and runs == 1:  # the database's repeated run at each end
            words = ("passed",) * 5 + ("FAILED",) * 5 if index == 0 else ("FAILED",) * 10
            return Verdicts(words, words, "database")
        word = "passed" if index < 9 else "FAILED"
        if index < 9 and first_seed == 1:
            return Verdicts((word, "FAILED") * (runs // 2), ("",) * runs, "ran")
        return Verdicts((word,) * runs, ("",) * runs, "ran")

    found = bisect(repo, "owl:1", ids[0], ids[-1], test)  # type: ignore[arg-type]
    assert found.first == ids[9] and found.runs == 10 and found.tests == 5
    assert calls[:2] == [(0, 1), (32, 1)] and all(runs == 10 for _, runs in calls[2:])


# A "go" engine whose ``echo`` says hello with probability RATE, by its seed= option.
COIN_ENGINE = """
import random

class Engine:
    def __init__(self, seed):
        self.seed = seed

    def handle(self, command):
        words = command.split()
        if words[0] == "name":
            return True, "coin"
        if words[0] == "version":
            return True, "1"
        if words[0] == "echo":
            return True, "hello" if random.Random(self.seed).random() < RATE else "bye"
        if words[0] in ("clear_board", "boardsize"):
            return True, ""
        return False, "unknown command"


def new_engine(options):
    return Engine(int(options.get("seed", 0)))
"""


def coin_repo(tmp_path: Path) -> tuple[Path, list[str], Path]:
    """A repository whose engine says hello 80 % of the time, then 20 % from commit 2;
    and a suite of one case that wants hello."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    base = {"engine/__init__.py": "", "engine/go/__init__.py": ""}

    def engine(rate: float) -> dict[str, str]:
        return {**base, "engine/go/gtp.py": f"RATE = {rate}\n" + COIN_ENGINE}

    ids = [commit(repo, engine(0.8), "coin 0: mostly hello")]
    ids.append(commit(repo, {"notes": "1"}, "notes 1"))
    ids.append(commit(repo, engine(0.2), "coin 2: mostly bye"))
    ids.append(commit(repo, {"notes": "3"}, "notes 3"))
    suite = tmp_path / "t.tst"
    suite.write_text("1 echo x\n#? [hello]\n")
    return repo, ids, suite


def test_regress_bisect_repeats_runs_of_a_flaky_case_at_each_commit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.cli import main

    repo, ids, suite = coin_repo(tmp_path)
    args = ["bisect", f"{suite}:1", "--good", ids[0], "--bad", ids[-1], "--repo", str(repo)]
    args += ["--db", str(tmp_path / "r.sqlite"), "--cache", str(tmp_path / "cache")]
    assert main([*args, "--repeat", "8"]) == 0
    out = capsys.readouterr().out
    # Seeds 1 to 8 give 7 hellos at 80 % and 1 at 20 %: Fisher's p = 0.010.
    assert "t:1 is flaky at the good end (7/8 passed) and the bad end (1/8 passed)" in out
    assert (
        f"t:1: first changed at {ids[2][:12]} 'coin 2: mostly bye': 7/8 passed -> 1/8 passed "
        "(2 of 3 commits tested; flaky: 8 runs a commit, judged by Fisher's exact test at "
        "level 0.05)"
    ) in out
    # Again without --repeat: the database's repeated runs tell the class and the verdicts.
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "(ran)" not in out and out.count("(database)") == 4
    assert f"first changed at {ids[2][:12]}" in out and "8 runs a commit" in out
    # The history of the case over those repeated runs flips once, where the rate changed.
    history = ["history", "t:1", "--db", str(tmp_path / "r.sqlite"), "--repo", str(repo)]
    assert main([*history, "--html", str(tmp_path / "html")]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        f"t:1 pass rate 14/16 at {ids[1][:7]} (16 runs), pass rate 2/16 since {ids[2][:7]} "
        "(16 runs)"
    )
    assert "^ flip: pass rate 14/16 -> pass rate 2/16, p = 4.88e-05" in out
    assert 'data-flips="1"' in (tmp_path / "html" / "index.html").read_text()


def test_compare_two_commits_by_repeated_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.cli import main

    repo, ids, suite = coin_repo(tmp_path)
    args = ["compare", "--ref", ids[0], "--vs", ids[-1], str(suite), "--repo", str(repo)]
    args += ["--repeat", "8", "--db", "", "--cache", str(tmp_path / "cache"), "-j", "1"]
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "t:1 pass rate 7/8 -> 1/8, p = 0.0101" in out and out.rstrip().endswith("broke")
    head = next(line for line in out.splitlines() if line.startswith("head: /"))[6:]
    # The gate makes its baseline at a commit repeated as the run was, with its seeds.
    gate = ["gate", head, "--baseline-ref", ids[0], "--repo", str(repo), "-j", "1"]
    assert main([*gate, "--cache", str(tmp_path / "cache"), "--db", ""]) == 1
    out = capsys.readouterr().out
    assert "t:1 pass rate 7/8 -> 1/8, p = 0.0101" in out and "Gate: FAILED" in out


# A GTP engine whose ``echo`` says hello with probability RATE, seeded by set_random_seed.
COIN_GTP = """
import random, sys
RATE = {rate}
rng = random.Random(0)
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    ident = words.pop(0) if words[0].isdigit() else ""
    answer = ""
    if words[0] == "set_random_seed":
        rng = random.Random(int(words[1]))
    elif words[0] == "echo":
        answer = "hello" if rng.random() < RATE else "bye"
    elif words[0] == "name":
        answer = "coin"
    elif words[0] == "known_command":
        answer = "false"
    print(f"={{ident}} {{answer}}\\n", flush=True)
    if words[0] == "quit":
        break
"""


def test_bisect_a_flaky_case_of_another_engines_repository(tmp_path: Path) -> None:
    repo = tmp_path / "other"
    repo.mkdir()
    git(repo, "init", "-q")
    ids = [commit(repo, {"coin.py": COIN_GTP.format(rate=0.9)}, "coin 0")]
    ids.append(commit(repo, {"coin.py": COIN_GTP.format(rate=0.1)}, "coin 1: mostly bye"))
    ids.append(commit(repo, {"notes": "2"}, "notes 2"))
    suite = tmp_path / "t.tst"
    suite.write_text("1 echo x\n#? [hello]\n")
    tester = CommandTester(
        repo,
        f"echo 'gtp:{sys.executable} coin.py'",
        Selection(load_suite(suite), frozenset({1})),
        "t:1",
        cache_dir=tmp_path / "cache",
        seed_command="set_random_seed {seed}",
    )
    found = bisect(repo, "t:1", ids[0], ids[-1], tester, repeat=8)
    assert found.first == ids[1] and found.runs == 8
    assert found.good.runs == found.bad.runs == 8 and found.good.passes > found.bad.passes
