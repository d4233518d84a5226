"""Which commit changed a case's verdict: a binary search over the commits between two refs.

:func:`bisect` takes the commits from ``--good`` (exclusive) to ``--bad``
(inclusive) along the ancestry path, learns what the case does at both ends,
then tests the middle of what is left until one commit remains: about
log2(N) tests for N commits.  What the case does at a commit comes from a
*tester*:

* :class:`RepoTester` runs this repository's engine at the commit from a
  temporary worktree (as ``regress compare --ref`` does), reusing the
  results database and the runs cached under ``reports/cache/``;
* :class:`CommandTester` checks out another engine's repository at the
  commit and runs a build command whose last line of output is the engine
  spec to test (``gtp:./build/engine --gtp``).

A commit that cannot be built or run, whose engine refuses an option of the
spec, or does not know the case's command, is skipped, as ``git bisect skip``
does: the search goes on with the nearest untested commit, and if skipped
commits remain next to the change, all of them are named.

A flaky case (the class of :mod:`harness.repeats`: it passed some of its
runs and failed others) is bisected by pass rates.  The ends run ``repeat``
times (``regress bisect --repeat N``; the database's repeated runs at them
count too); when the case is flaky at either end, every commit tested runs
that many times (as many as the database holds at an end, when the class
came from there)
and is judged by Fisher's exact test against both ends
(:func:`harness.significance.rates_differ`): it is bad when its pass rate
differs from the good end's and not from the bad end's, good the other way
round.  A commit whose rate tells neither end apart gets more runs, with new
seeds, up to :data:`MAX_ROUNDS` rounds, and is then skipped, so that noise
never decides where the change is.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

from harness.db import ResultsDB, import_quietly
from harness.engines.registry import SpecError, parse_spec
from harness.history import PASSING
from harness.orchestrate import MODE_FILE_ORDER
from harness.schedule import runs_file_order
from harness.significance import DEFAULT_LEVEL, rates_differ
from harness.store import Run, read_run, rewrite_run_file
from harness.suites import Selection
from harness.worktree import (
    HARNESS_PACKAGE,
    CommitRun,
    WorktreeError,
    resolve_commit,
    run_at_commit,
)
from harness.worktree import git as worktree_git

#: Rounds of runs (each of the same number, with new seeds) a commit gets at most when
#: its pass rate tells neither end apart.
MAX_ROUNDS = 3


class BisectError(Exception):
    """Bisect cannot start or cannot decide (bad refs, both ends alike, an end untestable)."""


@dataclass(frozen=True)
class Verdicts:
    """What the case gave at one commit: its verdict words (one per run) and answers."""

    words: tuple[str, ...]
    answers: tuple[str, ...]
    source: str  # 'ran', 'cached run', 'database'

    @property
    def passes(self) -> int:
        """How many of the runs passed."""
        return sum(word in PASSING for word in self.words)

    @property
    def runs(self) -> int:
        """How many runs there were."""
        return len(self.words)

    @property
    def flaky(self) -> bool:
        """Whether some runs passed and others did not (:data:`harness.stats.FLAKY`)."""
        return 0 < self.passes < self.runs

    def text(self) -> str:
        """``passed``, ``FAILED``, ``passed x10``, or ``3/5 passed`` when the runs differ."""
        if len(set(self.words)) == 1:
            return self.words[0] + (f" x{self.runs}" if self.runs > 1 else "")
        return f"{self.passes}/{self.runs} passed"

    def plus(self, more: Verdicts) -> Verdicts:
        """These runs and ``more`` together."""
        return Verdicts(self.words + more.words, self.answers + more.answers, self.source)


@dataclass(frozen=True)
class Skip:
    """A commit that could not be tested, and why."""

    reason: str


Outcome = Verdicts | Skip


class Tester(Protocol):
    """What a case does at a commit: one run, or ``runs`` repetitions from ``first_seed``."""

    def __call__(self, commit: str, runs: int = 1, first_seed: int = 1) -> Outcome: ...


@dataclass(frozen=True)
class Step:
    """One commit tested."""

    commit: str
    subject: str
    outcome: Outcome


@dataclass
class BisectResult:
    """The first commit at which the case changed, and what was seen on the way."""

    case_id: str
    first: str  # the first changed commit ('' when skipped commits leave several)
    subject: str
    candidates: list[str]  # the commits that may be it, when skips hide which
    good: Verdicts
    bad: Verdicts
    commits: int  # commits between the ends, the bad one included
    steps: list[Step] = field(default_factory=list)
    runs: int = 1  # runs at each commit tested: more than 1 when the case is flaky
    level: float = DEFAULT_LEVEL
    end_steps: int = 2  # the steps that tested the ends (more when a flaky end ran again)

    @property
    def tests(self) -> int:
        """How many commits between the ends were tested (skips included)."""
        return len(self.steps) - self.end_steps

    def lines(self) -> list[str]:
        """The verdicts seen, then the answer."""
        return [f"  {step_line(step)}" for step in self.steps] + [self.conclusion()]

    def conclusion(self) -> str:
        """The last line: the first changed commit and its subject, or the candidates."""
        judged = ""
        if self.runs > 1:
            judged = (
                f"; flaky: {self.runs} runs a commit, judged by Fisher's exact test "
                f"at level {self.level:g}"
            )
        if self.first:
            return (
                f"{self.case_id}: first changed at {self.first[:12]} {self.subject!r}: "
                f"{self.good.text()} -> {self.bad.text()} "
                f"({self.tests} of {self.commits} commits tested{judged})"
            )
        shown = ", ".join(c[:12] for c in self.candidates)
        return (
            f"{self.case_id}: first changed at one of {shown} "
            f"(skipped commits hide which): {self.good.text()} -> {self.bad.text()}{judged}"
        )


def _git(repo: Path, *args: str) -> str:
    try:
        return worktree_git(repo, *args)
    except WorktreeError as error:
        raise BisectError(str(error)) from error


def commits_between(repo: Path, good: str, bad: str) -> list[str]:
    """The commits after ``good`` up to ``bad`` on the ancestry path, oldest first.

    Raises :class:`BisectError` when ``good`` is not an ancestor of ``bad``.
    """
    try:
        subprocess.run(
            ["git", "merge-base", "--is-ancestor", good, bad], cwd=repo, check=True, timeout=60
        )
    except (OSError, subprocess.SubprocessError) as error:
        raise BisectError(f"{good[:12]} is not an ancestor of {bad[:12]} in {repo}") from error
    listed = _git(
        repo, "rev-list", "--reverse", "--topo-order", "--ancestry-path", f"{good}..{bad}"
    )
    return listed.split()


def subject(repo: Path, commit: str) -> str:
    """The first line of a commit's message."""
    return _git(repo, "log", "-1", "--format=%s", commit)


def _differ(one: Verdicts, other: Verdicts, level: float) -> bool:
    """Whether two commits' verdicts differ: by their classes when neither is flaky, else
    by Fisher's exact test on their pass rates."""
    if not (one.flaky or other.flaky):
        return (one.passes == one.runs) != (other.passes == other.runs)
    return rates_differ(one.passes, one.runs, other.passes, other.runs, level)


def side(good: Verdicts, bad: Verdicts, seen: Verdicts, level: float = DEFAULT_LEVEL) -> str:
    """Which end ``seen`` is like: ``good``, ``bad``, or ``""`` when it tells neither apart.

    With no flaky verdicts, by whether every run passed; else ``seen`` is
    bad when its pass rate differs significantly from the good end's and not
    from the bad end's, and good the other way round.
    """
    from_good, from_bad = _differ(good, seen, level), _differ(bad, seen, level)
    if from_good and not from_bad:
        return "bad"
    if from_bad and not from_good:
        return "good"
    return ""


def bisect(
    repo: Path,
    case_id: str,
    good_ref: str,
    bad_ref: str,
    test: Tester,
    say: Callable[[str], None] = lambda line: None,
    level: float = DEFAULT_LEVEL,
    repeat: int = 1,
    first_seed: int = 1,
) -> BisectResult:
    """The first commit after ``good_ref`` at which ``case_id`` does what it does at ``bad_ref``.

    ``test`` tells what the case does at a commit.  The ends run ``repeat``
    times (seeds from ``first_seed``); a case flaky at either end is
    bisected by pass rates (see the module's text).  Raises :class:`BisectError`.
    """
    try:
        good, bad = resolve_commit(repo, good_ref), resolve_commit(repo, bad_ref)
    except WorktreeError as error:
        raise BisectError(str(error)) from error
    commits = commits_between(repo, good, bad)
    if not commits:
        raise BisectError(f"no commits between {good_ref} and {bad_ref}")
    steps: list[Step] = []

    def run(commit: str, runs: int, seed: int = first_seed) -> Outcome:
        # One run is asked for as test(commit): a tester need not know repetitions.
        return test(commit) if runs <= 1 else test(commit, runs=runs, first_seed=seed)

    def tested(commit: str, outcome: Outcome) -> Outcome:
        step = Step(commit, subject(repo, commit), outcome)
        steps.append(step)
        say(step_line(step))
        return outcome

    def end(name: str, commit: str, runs: int) -> Verdicts:
        outcome = tested(commit, run(commit, runs))
        if isinstance(outcome, Skip):
            raise BisectError(f"cannot test the {name} end {commit[:12]}: {outcome.reason}")
        return outcome

    at_good, at_bad = end("good", good, repeat), end("bad", bad, repeat)
    runs = 1
    if at_good.flaky or at_bad.flaky:
        runs = repeat if repeat > 1 else max(at_good.runs, at_bad.runs)
        where = " and ".join(
            f"the {name} end ({ends.text()})"
            for name, ends in (("good", at_good), ("bad", at_bad))
            if ends.flaky
        )
        say(
            f"{case_id} is flaky at {where}: {runs} runs at each commit, judged by "
            f"Fisher's exact test at level {level:g}"
        )
        if at_good.runs < runs:
            at_good = end("good", good, runs)
        if at_bad.runs < runs:
            at_bad = end("bad", bad, runs)
    end_steps = len(steps)
    if not _differ(at_good, at_bad, level):
        raise BisectError(
            f"{case_id} is {at_good.text()} at {good_ref} and {at_bad.text()} at {bad_ref}: "
            "nothing changed to bisect"
            + (
                " (the pass rates do not differ significantly: more runs, --repeat?)"
                if runs > 1
                else ""
            )
        )

    def judged(commit: str) -> str | Skip:
        """``good`` or ``bad``, after as many rounds of runs as it takes; or a Skip."""
        outcome = run(commit, runs)
        rounds, found = 1, ""
        while isinstance(outcome, Verdicts):
            found = side(at_good, at_bad, outcome, level)
            if found or runs <= 1 or rounds >= MAX_ROUNDS:
                break
            more = run(commit, runs, first_seed + rounds * runs)  # new seeds
            if isinstance(more, Skip):
                break
            outcome, rounds = outcome.plus(more), rounds + 1
        if isinstance(outcome, Verdicts) and not found:
            outcome = Skip(f"{outcome.text()}: the pass rate tells neither end apart")
        tested(commit, outcome)
        return outcome if isinstance(outcome, Skip) else found

    say(f"bisecting {case_id}: {len(commits)} commits, about {_about(len(commits))} runs")
    low, high = -1, len(commits) - 1  # commits[low] is good (-1: the good end), commits[high] bad
    skipped: set[int] = set()
    while True:
        untested = [i for i in range(low + 1, high) if i not in skipped]
        if not untested:
            break
        middle = (low + high) / 2
        pick = min(untested, key=lambda i: (abs(i - middle), i))
        verdict = judged(commits[pick])
        if isinstance(verdict, Skip):
            skipped.add(pick)
        elif verdict == "bad":
            high = pick
        else:
            low = pick
    hidden = [commits[i] for i in range(low + 1, high) if i in skipped]
    first = "" if hidden else commits[high]
    return BisectResult(
        case_id=case_id,
        first=first,
        subject=subject(repo, first) if first else "",
        candidates=[*hidden, commits[high]],
        good=at_good,
        bad=at_bad,
        commits=len(commits),
        steps=steps,
        runs=runs,
        level=level,
        end_steps=end_steps,
    )


def _about(count: int) -> int:
    return max(1, (count - 1).bit_length())


def step_line(step: Step) -> str:
    """How a step is printed as it happens."""
    if isinstance(step.outcome, Skip):
        seen = f"skipped: {step.outcome.reason}"
    else:
        answers = ", ".join(repr(a) for a in dict.fromkeys(step.outcome.answers))
        seen = f"{step.outcome.text()} {answers} ({step.outcome.source})"
    return f"{step.commit[:12]} {seen}  {step.subject}"


# -- testers ------------------------------------------------------------------


def verdicts_of(run: Run, case_id: str, source: str) -> Outcome:
    """The case's verdicts in a run file, or a :class:`Skip` when it could not run there."""
    results = [r for r in run.results if r.id == case_id]
    if not results:
        return Skip(f"the run has no result for {case_id}")
    unknown = [r for r in results if r.ok == "?" and "unknown command" in r.answer.lower()]
    if unknown:
        command = unknown[0].command.split()[0] if unknown[0].command else "?"
        return Skip(f"the engine does not know {command!r}")
    return Verdicts(
        tuple(str(r.verdict) for r in results), tuple(r.answer for r in results), source
    )


@dataclass
class RepoTester:
    """This repository's engine at a commit, from the database, the cache, or a worktree run."""

    repo: Path
    selection: Selection  # the case's suite, the case chosen
    case_id: str
    engine: str = "go"
    havannah_engine: str = "havannah"
    timeout: float | None = 60.0
    cache_dir: Path = Path("reports/cache")
    db_path: Path | None = None
    say: Callable[[str], None] = lambda line: None
    seed_command: str | None = None  # how repetitions seed the engine (else its seed= option)

    @property
    def spec(self) -> str:
        """The engine spec that runs the case (by its suite's game)."""
        return self.havannah_engine if self.selection.suite.game == "havannah" else self.engine

    def __call__(self, commit: str, runs: int = 1, first_seed: int = 1) -> Outcome:
        from_db = self._from_database(commit, runs, first_seed)
        if from_db is not None:
            return from_db
        plan = CommitRun(
            selections=(self.selection,),
            engine=self.engine,
            havannah_engine=self.havannah_engine,
            timeout=self.timeout,
            jobs=1,
            repeat=runs,
            first_seed=first_seed,
            seed_command=self.seed_command,
        )
        heard: list[str] = []
        try:
            path = run_at_commit(self.repo, commit, plan, self.cache_dir, say=heard.append)
        except WorktreeError as error:
            # "the run at /tmp/... failed (exit 2): regress: ..." -> "cannot run (exit 2): ..."
            reason = re.sub(r"^the run at \S+ failed", "cannot run", _one_line(str(error)))
            reason = re.sub(r" \([^()]*regress-worktree-[^()]*\)", "", reason)  # a temporary path
            return Skip(reason.replace(": regress: ", ": ", 1))
        if self.db_path is not None:
            warning = import_quietly(self.db_path, path)
            if warning:
                self.say(warning)
        source = "cached run" if any("cached run" in line for line in heard) else "ran"
        return verdicts_of(read_run(path), self.case_id, source)

    def _from_database(self, commit: str, runs: int = 1, first_seed: int = 1) -> Verdicts | None:
        """The case's results at ``commit`` in the database, when they answer the question.

        One run asked for: the single runs made as they would be made here,
        else the repeated ones (which tell the case's class too).  ``runs``
        repetitions: a repeated run's results of those seeds, all of them.
        """
        if self.db_path is None or not self.db_path.exists():
            return None
        try:
            with ResultsDB(self.db_path) as db:
                seen = db.observations([self.case_id], engine=self.spec, commits=[commit])
        except Exception as error:  # the database only saves work: go on without it
            self.say(f"warning: {error}")
            return None
        # Only runs like the one that would be made: same suite file, a .tst in
        # file order (as the runs made here are), the same time limit (or none recorded).
        file_order = runs_file_order(self.selection.suite, MODE_FILE_ORDER)
        modes = (MODE_FILE_ORDER, "sequential", "") if file_order else None
        alike = [
            o
            for o in seen
            if o.suite_hash == self.selection.suite.digest and o.time_limit in (None, self.timeout)
        ]
        repeated = [o for o in alike if o.repetition is not None]
        if runs > 1:
            seeds = range(first_seed, first_seed + runs)
            by_seed = {o.seed: o for o in repeated if o.seed in seeds}  # the latest of a seed
            if len(by_seed) < runs:
                return None
            seen = [by_seed[seed] for seed in seeds]
        else:
            seen = [
                o for o in alike if o.repetition is None and (modes is None or o.run_mode in modes)
            ]
            seen = seen or repeated
        if not seen:
            return None
        return Verdicts(tuple(o.verdict for o in seen), tuple(o.answer for o in seen), "database")


def _one_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].strip() if lines else text


@dataclass
class CommandTester:
    """Another engine's repository at a commit: build with a command, run the spec it prints."""

    repo: Path
    command: str  # a shell command run in the checkout; its last output line is the spec
    selection: Selection
    case_id: str
    timeout: float | None = 60.0
    build_timeout: float = 1800.0
    cache_dir: Path = Path("reports/cache")
    db_path: Path | None = None
    say: Callable[[str], None] = lambda line: None
    seed_command: str | None = None  # how repetitions seed the engine

    def key(self, commit: str, runs: int = 1, first_seed: int = 1) -> str:
        """The cache key: the commit, and a hash of the command, the suite and the case
        (and the repetitions)."""
        content: list[object] = [
            self.command,
            self.selection.suite.name,
            self.selection.suite.digest,
            sorted(self.selection.numbers or ()),
            self.timeout,
        ]
        if runs > 1:
            content.append([runs, first_seed, self.seed_command])
        digest = hashlib.sha256(json.dumps(content).encode()).hexdigest()
        return f"{commit[:12]}-cmd-{digest[:16]}"

    def __call__(self, commit: str, runs: int = 1, first_seed: int = 1) -> Outcome:
        cached = self.cache_dir / f"{self.key(commit, runs, first_seed)}.jsonl"
        if cached.is_file():
            return verdicts_of(read_run(cached), self.case_id, "cached run")
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="regress-bisect-") as scratch:
            checkout = Path(scratch) / "checkout"
            try:
                _git(self.repo, "worktree", "add", "--detach", "--quiet", str(checkout), commit)
            except BisectError as error:
                return Skip(str(error))
            try:
                repetition = (runs, first_seed)
                outcome = self._build_and_run(checkout, Path(scratch), commit, cached, repetition)
            finally:
                try:
                    _git(self.repo, "worktree", "remove", "--force", str(checkout))
                except BisectError:
                    shutil.rmtree(checkout, ignore_errors=True)
                    _git(self.repo, "worktree", "prune")
        return outcome

    def _build_and_run(
        self,
        checkout: Path,
        scratch: Path,
        commit: str,
        cached: Path,
        repetition: tuple[int, int] = (1, 1),
    ) -> Outcome:
        try:
            built = subprocess.run(
                self.command,
                shell=True,  # the build command is the user's shell line, by design
                cwd=checkout,
                capture_output=True,
                text=True,
                timeout=self.build_timeout,
            )
        except subprocess.TimeoutExpired:
            return Skip(f"the build did not finish in {self.build_timeout:g} s")
        if built.returncode != 0:
            return Skip(f"the build failed (exit {built.returncode}): {_one_line(built.stderr)}")
        printed = [line.strip() for line in built.stdout.splitlines() if line.strip()]
        if not printed:
            return Skip("the build printed no engine spec")
        try:
            spec = parse_spec(printed[-1]).text
        except SpecError as error:
            return Skip(f"the build printed no engine spec: {error}")
        # Only this harness on the import path, so that the engine is the checkout's own.
        path_dir = scratch / "path"
        path_dir.mkdir()
        (path_dir / "harness").symlink_to(HARNESS_PACKAGE, target_is_directory=True)
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(path_dir), env.get("PYTHONPATH")]))
        partial = scratch / "run.jsonl"
        target = str(Path(self.selection.suite.path).resolve())
        if self.selection.numbers is not None:
            target += ":" + ",".join(str(n) for n in sorted(self.selection.numbers))
        argv = [sys.executable, "-P", "-m", "harness.cli", "run", "--engine", spec, "-j", "1"]
        argv += ["--timeout", str(self.timeout or 0), "--out", str(partial), "--db", "", target]
        runs, first_seed = repetition
        if runs > 1:
            argv += ["--repeat", str(runs), "--first-seed", str(first_seed)]
            if self.seed_command:
                argv += ["--seed-command", self.seed_command]
        done = subprocess.run(argv, cwd=checkout, env=env, capture_output=True, text=True)
        if done.returncode not in (0, 1) or not partial.is_file():
            return Skip(
                f"the engine {spec!r} cannot run (exit {done.returncode}): "
                f"{_one_line(done.stderr or done.stdout)}"
            )
        # The child saw no commit of its own: stamp the one it ran at.
        rewrite_run_file(partial, replace(read_run(partial).header, engine_commit=commit))
        shutil.move(partial, cached)
        if self.db_path is not None:
            warning = import_quietly(self.db_path, cached)
            if warning:
                self.say(warning)
        return verdicts_of(read_run(cached), self.case_id, "ran")
