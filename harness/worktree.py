"""This repository's engine at another git commit, run from a temporary git worktree.

``regress compare --ref main --vs HEAD`` needs the engine as it was at each
commit.  :func:`run_at_commit` checks the commit out in a temporary ``git
worktree`` and runs ``python -m harness.cli run`` in a child process whose
import path puts that commit's ``engine`` package first, beside the harness
of the current checkout: both sides are judged by the same harness on the
same suite files (the current ones), and only the engine differs.

Results are cached under ``reports/cache/`` by commit and by a hash of what
else decides the answers (the suites' content and the cases chosen, the
engine spec, the run mode, the time limit), so the base of a comparison is computed once.
A commit is immutable, so a cached run is reused as long as that hash holds.

:func:`git_commit` names the checkout a run's engine comes from, for run headers.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from harness.store import read_run, rewrite_run_file
from harness.suites import Selection

HARNESS_PACKAGE = Path(__file__).resolve().parent
DEFAULT_CACHE = Path("reports/cache")


class WorktreeError(Exception):
    """A git reference that does not resolve, or a run at a commit that failed."""


@dataclass(frozen=True)
class CommitRun:
    """How to run suites at a commit: which cases, engines and limits."""

    selections: tuple[Selection, ...]
    engine: str = "go"
    havannah_engine: str = "havannah"
    timeout: float | None = 60.0
    jobs: int = 1
    mode: str = "file-order"
    tst_game: str = "go"  # the game of the .tst files (harness.games)
    #: A repeated run (``regress run --repeat``): runs a case, the first seed, the seed command.
    repeat: int = 1
    first_seed: int = 1
    seed_command: str | None = None

    def engine_args(self) -> list[str]:
        """The engine options of ``regress run`` for this plan (and its repetitions)."""
        args = [
            *("--engine", self.engine, "--havannah-engine", self.havannah_engine),
            *("--game", self.tst_game),
        ]
        if self.repeat > 1:
            args += ["--repeat", str(self.repeat), "--first-seed", str(self.first_seed)]
            if self.seed_command:
                args += ["--seed-command", self.seed_command]
        return args

    @property
    def results_per_case(self) -> int:
        """How many results each case has in the finished run file."""
        return max(1, self.repeat)

    def targets(self) -> list[str]:
        """The suite files and chosen cases, as ``regress run`` takes them (absolute paths)."""
        targets = []
        for selection in self.selections:
            path = str(Path(selection.suite.path).resolve())
            if not selection.whole:
                path += ":" + ",".join(str(n) for n in self._numbers(selection))
            targets.append(path)
        return targets

    @staticmethod
    def _numbers(selection: Selection) -> list[int]:
        return sorted({case.number for case in selection.cases})

    def key(self, commit: str) -> str:
        """The cache key: the commit and a hash of suites, cases, engines, mode and time limit."""
        content: dict[str, object] = {
            "suites": [
                [s.suite.name, s.suite.digest, None if s.whole else self._numbers(s)]
                for s in self.selections
            ],
            "engine": self.engine,
            "havannah_engine": self.havannah_engine,
            **({"tst_game": self.tst_game} if self.tst_game != "go" else {}),
            "timeout": self.timeout,
            "mode": self.mode,
        }
        if self.repeat > 1:  # (a plain run keeps the key it always had)
            content["repeat"] = [self.repeat, self.first_seed, self.seed_command]
        digest = hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()
        return f"{commit[:12]}-{digest[:16]}"


def git_commit(folder: str | Path) -> str:
    """The git commit of ``folder``'s checkout (``+dirty`` when changed), or ''."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True, timeout=10
        ).stdout.strip()
        if not commit:
            return ""
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""
    return commit + ("+dirty" if dirty else "")


def git(repo: Path, *args: str) -> str:
    """Run ``git ARGS`` in ``repo``; its output, stripped.  Raises WorktreeError."""
    try:
        done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as error:
        raise WorktreeError(f"git {' '.join(args)} failed in {repo}: {error}") from error
    if done.returncode != 0:
        message = (done.stderr.strip() or done.stdout.strip()).splitlines()
        raise WorktreeError(
            f"git {' '.join(args)} failed in {repo}: {message[-1] if message else done.returncode}"
        )
    return done.stdout.strip()


def resolve_commit(repo: Path, ref: str) -> str:
    """The full commit id of ``ref`` in ``repo``.  Raises :class:`WorktreeError`."""
    if not ref or ref.startswith("-"):
        raise WorktreeError(f"bad git reference {ref!r}")
    return git(repo, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}")


def repo_root(folder: Path) -> Path:
    """The top folder of the git checkout holding ``folder``.  Raises :class:`WorktreeError`."""
    return Path(git(folder, "rev-parse", "--show-toplevel"))


def run_at_commit(
    repo: Path,
    ref: str,
    plan: CommitRun,
    cache_dir: Path = DEFAULT_CACHE,
    say: Callable[[str], None] = lambda line: None,
) -> Path:
    """The run file of ``plan`` with the engine of ``repo`` at ``ref``, from the cache or made now.

    Raises :class:`WorktreeError` when the reference does not resolve, the
    worktree cannot be made, or the run in it fails (exit status 2 or worse).
    """
    commit = resolve_commit(repo, ref)
    cached = cache_dir / f"{plan.key(commit)}.jsonl"
    if cached.is_file():
        run = read_run(cached)
        expected = sum(len(s.cases) for s in plan.selections) * plan.results_per_case
        if len(run.results) == expected:
            say(f"{ref} ({commit[:12]}): cached run {cached}")
            return cached
    cache_dir.mkdir(parents=True, exist_ok=True)
    say(f"{ref} ({commit[:12]}): running in a temporary worktree ...")
    with tempfile.TemporaryDirectory(prefix="regress-worktree-") as scratch:
        checkout = Path(scratch) / "checkout"
        git(repo, "worktree", "add", "--detach", "--quiet", str(checkout), commit)
        try:
            partial = cache_dir / f".{plan.key(commit)}.{os.getpid()}.partial"
            _run_in(checkout, Path(scratch) / "path", plan, partial)
        finally:
            try:
                git(repo, "worktree", "remove", "--force", str(checkout))
            except WorktreeError:
                shutil.rmtree(checkout, ignore_errors=True)
                git(repo, "worktree", "prune")
    _stamp_commit(partial, commit)
    os.replace(partial, cached)
    return cached


def _run_in(checkout: Path, path_dir: Path, plan: CommitRun, out: Path) -> None:
    """Run ``regress run`` with the checkout's engine and this harness; write ``out``."""
    # An import folder with just two packages: this harness and the commit's engine.
    path_dir.mkdir()
    (path_dir / "harness").symlink_to(HARNESS_PACKAGE, target_is_directory=True)
    engine = checkout / "engine"
    if not engine.is_dir():
        raise WorktreeError(f"no engine/ folder at that commit ({checkout})")
    (path_dir / "engine").symlink_to(engine, target_is_directory=True)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(path_dir), env.get("PYTHONPATH")]))
    argv = [
        sys.executable,
        "-m",
        "harness.cli",
        "run",
        *plan.engine_args(),
        "--timeout",
        str(plan.timeout or 0),
        "-j",
        str(plan.jobs),
        *(["--isolated"] if plan.mode == "isolated" and plan.repeat <= 1 else []),
        "--out",
        str(out.resolve()),
        "--db",
        "",  # the caller imports the run, where its own database is
        *plan.targets(),
    ]
    # cwd is the import folder: ``python -m`` puts the cwd first on the path.
    done = subprocess.run(argv, cwd=path_dir, env=env, capture_output=True, text=True)
    if done.returncode not in (0, 1) or not out.is_file():
        lines = (done.stderr.strip() or done.stdout.strip()).splitlines()
        raise WorktreeError(
            f"the run at {checkout} failed (exit {done.returncode}): "
            f"{lines[-1] if lines else 'no output'}"
        )


def _stamp_commit(path: Path, commit: str) -> None:
    """Put the commit in the run header (the child saw this checkout's commit)."""
    header = read_run(path).header
    rewrite_run_file(path, replace(header, engine_commit=commit))
