"""regress bisect: the commit that broke a case, in about log2(N) runs, skipping what cannot run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.bisect import BisectError, CommandTester, RepoTester, Skip, Verdicts, bisect
from harness.db import ResultsDB
from harness.suites import Selection, load_suite
from tests.harness.git_repo import git


def commit(repo: Path, files: dict[str, str], message: str) -> str:
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


def _fake(ids: list[str], breaks_at: int, skip: set[int] = frozenset()) -> tuple[list[str], object]:
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
