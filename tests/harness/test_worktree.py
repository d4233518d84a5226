"""regress compare --ref A --vs B: the engine at two commits of a tiny repository, cached."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.worktree import WorktreeError, resolve_commit
from tests.harness.git_repo import git

# A "go" engine that answers ``echo`` with its words, or with WORD when set.
ENGINE = """
class Engine:
    def handle(self, command):
        words = command.split()
        if words[0] == "name":
            return True, "tiny"
        if words[0] == "version":
            return True, VERSION
        if words[0] == "echo":
            return True, WORD or " ".join(words[1:])
        if words[0] in ("clear_board", "boardsize"):
            return True, ""
        return False, "unknown command"


def new_engine(options):
    return Engine()
"""

SUITE = "1 echo hello\n#? [hello]\n2 echo other\n#? [x]*\n"


def commit_engine(repo: Path, version: str, word: str) -> str:
    (repo / "engine" / "go" / "gtp.py").write_text(
        f"VERSION = {version!r}\nWORD = {word!r}\n" + ENGINE
    )
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", version)
    return git(repo, "rev-parse", "HEAD")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / "engine" / "go").mkdir(parents=True)
    (repo / "engine" / "__init__.py").write_text("")
    (repo / "engine" / "go" / "__init__.py").write_text("")
    git(repo, "init", "-q")
    commit_engine(repo, "1", "")
    git(repo, "tag", "good")
    commit_engine(repo, "2", "x")  # answers "x": case 1 breaks, case 2 is fixed
    return repo


def test_compare_two_commits_each_from_a_worktree_then_from_the_cache(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "t.tst"
    suite.write_text(SUITE)
    cache = tmp_path / "cache"
    args = [
        "compare",
        "--ref",
        "good",
        "--vs",
        "HEAD",
        "--repo",
        str(repo),
        "--cache",
        str(cache),
        "-j",
        "1",
        str(suite),
    ]
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "t:2 fixed; t:1 broke" in out
    assert out.count("running in a temporary worktree") == 2
    assert len(list(cache.glob("*.jsonl"))) == 2
    good = resolve_commit(repo, "good")
    assert "good (" + good[:12] + ")" in out
    assert f"Base: go (tiny 1) at {good[:12]}" in out
    # Both runs come from the cache now; no worktree is left behind.
    assert main(args) == 1
    out = capsys.readouterr().out
    assert out.count("cached run") == 2 and "t:2 fixed; t:1 broke" in out
    assert len(git(repo, "worktree", "list").splitlines()) == 1
    # The gate takes its baseline from a commit too: the same cached run.
    head_run = next(p for p in cache.glob("*.jsonl") if not p.name.startswith(good[:12]))
    code = main(
        [
            "gate",
            str(head_run),
            "--baseline-ref",
            "good",
            "--repo",
            str(repo),
            "--cache",
            str(cache),
            "-j",
            "1",
        ]
    )
    out = capsys.readouterr().out
    assert code == 1 and "cached run" in out and ": t:2 fixed; t:1 broke" in out
    # The suite changed: its hash is part of the key, so the base runs again.
    suite.write_text(SUITE + "3 echo more\n#? [more]\n")
    assert main(args) == 1
    assert capsys.readouterr().out.count("running in a temporary worktree") == 2


def test_a_reference_that_does_not_resolve_is_bad_input(
    repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "t.tst"
    suite.write_text(SUITE)
    code = main(
        [
            "compare",
            "--ref",
            "nope",
            "--repo",
            str(repo),
            "--cache",
            str(tmp_path / "cache"),
            str(suite),
        ]
    )
    assert code == 2
    assert "git rev-parse" in capsys.readouterr().err
    with pytest.raises(WorktreeError):
        resolve_commit(repo, "--all")
