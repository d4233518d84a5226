"""Git in the tests' temporary repositories, with an author of its own."""

from __future__ import annotations

import subprocess
from pathlib import Path


def git(repo: Path, *args: str) -> str:
    """Run ``git ARGS`` in ``repo`` and return what it printed, stripped."""
    return subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        cwd=repo,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def line_of_commits(repo: Path, count: int) -> list[str]:
    """Make ``repo`` a new repository of ``count`` commits in a line; their ids, oldest first."""
    repo.mkdir(parents=True, exist_ok=True)
    git(repo, "init", "-q")
    ids = []
    for number in range(count):
        (repo / "f").write_text(str(number))
        git(repo, "add", "f")
        git(repo, "commit", "-q", "-m", f"change {number}")
        ids.append(git(repo, "rev-parse", "HEAD"))
    return ids
