"""A case's verdicts across the runs of the results database, and where they flipped.

The results of a case are grouped into :class:`Point` s, one per git commit
of the engine (a run without a commit is a point of its own), and ordered
newest first: by the repository's commit graph where the commits are known
to it (``git rev-list --topo-order`` from the newest commits down to their
merge base), by start time otherwise.  Consecutive points that agree form a
:class:`Segment`; where two segments meet, the case flipped.

Runs of a deterministic engine agree or not.  Where a point has repeated
runs (a seed or repetition is recorded), a change of pass rate counts only
when it is significant (:func:`harness.significance.rates_differ`); smaller
differences are kept as notes, never reported as a break.
"""

from __future__ import annotations

import subprocess
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from harness.db import Observation
from harness.significance import DEFAULT_LEVEL, pass_rate_p_value

PASSING = frozenset({"passed", "PASSED"})


def short(commit: str) -> str:
    """A commit as history prints it: 7 hex digits, and ``+dirty`` when so."""
    base, plus, rest = commit.partition("+")
    return base[:7] + plus + rest


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


@dataclass(frozen=True)
class Point:
    """A case's results at one commit (or, without a commit, in one run)."""

    key: str  # the commit, or 'run:ID'
    commit: str
    observations: tuple[Observation, ...]

    @property
    def label(self) -> str:
        """The commit's short form, or the run's start time."""
        if self.commit:
            return short(self.commit)
        return "run " + self.observations[0].started[:16].replace("T", " ")

    @cached_property
    def latest(self) -> str:
        """When the newest of its runs started."""
        return max(o.started for o in self.observations)

    @cached_property
    def runs(self) -> int:
        """How many results the point holds."""
        return len(self.observations)

    @cached_property
    def passes(self) -> int:
        """How many of them passed."""
        return sum(o.verdict in PASSING for o in self.observations)

    @cached_property
    def repeated(self) -> bool:
        """Whether the results come from repeated runs (a seed or repetition recorded)."""
        return any(o.seed is not None or o.repetition is not None for o in self.observations)

    @property
    def verdict(self) -> str:
        """The verdict word of all its results, or ``P/N passed`` when they differ."""
        words = Counter(o.verdict for o in self.observations)
        if len(words) == 1:
            return next(iter(words))
        return f"{self.passes}/{self.runs} passed"

    @cached_property
    def suite_hashes(self) -> frozenset[str]:
        """The content hashes of the suite files its runs read."""
        return frozenset(o.suite_hash for o in self.observations)

    @property
    def answers(self) -> list[tuple[str, int]]:
        """The answers given, most frequent first, with their counts."""
        return Counter(o.answer for o in self.observations).most_common()


class Segment:
    """Consecutive points (oldest first) at which the case did the same."""

    def __init__(self, points: list[Point]) -> None:
        self.points: list[Point] = []
        self.runs = 0  # the results in the segment
        self.passes = 0  # how many of them passed
        self.repeated = False  # whether any point has repeated runs
        for point in points:
            self.add(point)

    def add(self, point: Point) -> None:
        """Add the next point (totals kept as they grow: a history has thousands)."""
        self.points.append(point)
        self.runs += point.runs
        self.passes += point.passes
        self.repeated = self.repeated or point.repeated

    @property
    def verdict(self) -> str:
        """The verdict word, or the pass count when the results differ."""
        words = Counter(o.verdict for p in self.points for o in p.observations)
        if len(words) == 1:
            return next(iter(words))
        if self.repeated:
            return f"pass rate {self.passes}/{self.runs}"
        return f"{self.passes}/{self.runs} passed"

    def describe(self, first: bool) -> str:
        """``passed at a1b2c3d (3 runs)`` for the oldest segment, ``FAILED since ...`` after."""
        point = self.points[-1] if first else self.points[0]
        runs = _count(self.runs, "run")
        return f"{self.verdict} {'at' if first else 'since'} {point.label} ({runs})"


@dataclass(frozen=True)
class Flip:
    """Where one segment ends and the next begins; ``p_value`` for repeated runs."""

    before: Segment
    after: Segment
    p_value: float | None = None


@dataclass
class CaseHistory:
    """The history of one case on one engine spec."""

    case_id: str
    engine: str
    points: list[Point]  # newest first
    segments: list[Segment]  # oldest first
    flips: list[Flip]
    notes: list[str] = field(default_factory=list)  # differences found not significant

    def sentence(self) -> str:
        """``owl:123 passed at a1b2c3d (3 runs), FAILED since d4e5f6a (2 runs)``."""
        if len(self.segments) == 1:
            segment = self.segments[0]
            where = [_count(segment.runs, "run")]
            commits = sum(bool(p.commit) for p in self.points)
            if commits:
                where.insert(0, _count(commits, "commit"))
            return f"{self.case_id} {segment.verdict} throughout ({', '.join(where)})"
        parts = [s.describe(first=index == 0) for index, s in enumerate(self.segments)]
        return f"{self.case_id} " + ", ".join(parts)

    def lines(self) -> list[str]:
        """The sentence, then one line per point, newest first, flips marked."""
        lines = [f"{self.sentence()}   [{self.engine}]"]
        starts = {id(flip.after.points[0]): flip for flip in self.flips}
        for point, older in zip(self.points, [*self.points[1:], None], strict=True):
            answers = ", ".join(
                f"{answer!r}" + (f" x{count}" if count > 1 else "")
                for answer, count in point.answers
            )
            runs = f" ({point.runs} runs)" if point.runs > 1 else ""
            lines.append(
                f"  {point.label:<14} {point.latest[:16].replace('T', ' '):<16}  "
                f"{point.verdict:<10} {answers}{runs}"
            )
            # An edited case can flip with no change of engine: say so where it happened.
            edited = older is not None and point.suite_hashes != older.suite_hashes
            flip = starts.get(id(point))
            if flip is not None:
                significance = "" if flip.p_value is None else f", p = {flip.p_value:.3g}"
                lines.append(
                    f"  ^ flip: {flip.before.verdict} -> {flip.after.verdict}{significance}"
                    + (" (the suite file changed here too)" if edited else "")
                )
            elif edited:
                lines.append("  ^ the suite file changed here")
        lines += [f"  note: {note}" for note in self.notes]
        return lines


def _git(repo: Path, args: Sequence[str], stdin: str | None = None) -> str | None:
    try:
        done = subprocess.run(
            ["git", *args], cwd=repo, input=stdin, capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def commit_ranks(repo: Path | None, commits: Iterable[str]) -> dict[str, int]:
    """Each commit known to ``repo`` with its rank in the commit graph, 0 the newest.

    ``+dirty`` commits rank as their commit.  Commits that ``repo`` does not
    hold (or no repository at all) are left out.
    """
    bases = sorted({c.partition("+")[0] for c in commits if c})
    if repo is None or not bases:
        return {}
    checked = _git(repo, ["cat-file", "--batch-check"], "".join(f"{c}^{{commit}}\n" for c in bases))
    if checked is None:
        return {}
    known = [c for c, line in zip(bases, checked.splitlines(), strict=False) if " commit " in line]
    if not known:
        return {}
    base = _git(repo, ["merge-base", "--octopus", *known]) if len(known) > 1 else None
    args = ["rev-list", "--topo-order", *known]
    if base and base.strip():
        args.append(f"^{base.strip()}")
    listed = _git(repo, args)
    if listed is None:
        return {}
    order = {commit: rank for rank, commit in enumerate(listed.split())}
    ranks = {}
    for commit in known:
        ranks[commit] = order.get(commit, len(order))  # the merge base itself is the oldest
    return ranks


def order_points(points: Iterable[Point], ranks: Mapping[str, int]) -> list[Point]:
    """The points newest first: commits in graph order, other points by time among them.

    ``ranks`` are :func:`commit_ranks` (computed once for a whole history).
    """
    points = list(points)

    def rank(point: Point) -> int | None:
        return ranks.get(point.commit.partition("+")[0]) if point.commit else None

    ranked = sorted((p for p in points if rank(p) is not None), key=lambda p: p.latest)
    ranked.reverse()
    # Stable: at one rank the newest first, and a dirty checkout before (after) its commit.
    ranked.sort(key=lambda p: (rank(p), "+" not in p.commit))
    loose = sorted((p for p in points if rank(p) is None), key=lambda p: p.latest, reverse=True)
    merged: list[Point] = []
    while ranked and loose:
        merged.append(loose.pop(0) if loose[0].latest > ranked[0].latest else ranked.pop(0))
    return merged + ranked + loose


def points_of(observations: Iterable[Observation]) -> list[Point]:
    """Group results by commit (or by run, for runs without a commit)."""
    groups: dict[str, list[Observation]] = {}
    for observation in observations:
        key = observation.git_commit or f"run:{observation.run_id}"
        groups.setdefault(key, []).append(observation)
    return [
        Point(key=key, commit=group[0].git_commit, observations=tuple(group))
        for key, group in groups.items()
    ]


def _state(passes: int, runs: int) -> str:
    return "pass" if passes == runs else "fail" if passes == 0 else "mixed"


def case_history(
    case_id: str,
    engine: str,
    observations: Iterable[Observation],
    ranks: Mapping[str, int],
    level: float = DEFAULT_LEVEL,
) -> CaseHistory:
    """The history of ``case_id`` on ``engine`` from its observations.

    ``ranks`` order the commits (:func:`commit_ranks`); ``level`` is the
    significance level for repeated runs.
    """
    points = order_points(points_of(observations), ranks)
    segments: list[Segment] = []
    notes: list[str] = []
    for point in reversed(points):  # oldest first
        if not segments:
            segments.append(Segment([point]))
            continue
        segment = segments[-1]
        if segment.repeated or point.repeated:
            p_value = pass_rate_p_value(segment.passes, segment.runs, point.passes, point.runs)
            if p_value >= level:
                if (segment.passes * 2 > segment.runs) != (point.passes * 2 > point.runs):
                    notes.append(
                        f"pass rate {segment.passes}/{segment.runs} -> "
                        f"{point.passes}/{point.runs} at {point.label}, p = {p_value:.3g}: "
                        "not significant"
                    )
                segment.add(point)
                continue
        elif _state(segment.passes, segment.runs) == _state(point.passes, point.runs):
            segment.add(point)
            continue
        segments.append(Segment([point]))
    flips = []
    for before, after in zip(segments, segments[1:], strict=False):
        flip_p: float | None = None
        if before.repeated or after.repeated:  # on the whole segments, now they are known
            flip_p = pass_rate_p_value(before.passes, before.runs, after.passes, after.runs)
        flips.append(Flip(before, after, flip_p))
    return CaseHistory(case_id, engine, points, segments, flips, notes)


def histories(
    observations: Iterable[Observation], repo: Path | None, level: float = DEFAULT_LEVEL
) -> list[CaseHistory]:
    """One history per case and engine spec, in the order the cases first appear.

    ``repo`` is the git repository that orders the commits (None: by time only).
    """
    groups: dict[tuple[str, str], list[Observation]] = {}
    for observation in observations:
        groups.setdefault((observation.case_id, observation.engine_spec), []).append(observation)
    commits = {o.git_commit for group in groups.values() for o in group}
    ranks = commit_ranks(repo, commits)
    return [
        case_history(case_id, engine, group, ranks, level)
        for (case_id, engine), group in groups.items()
    ]


@dataclass(frozen=True)
class SuitePoint:
    """A suite's pass count at one point: cases that passed (most of their runs) of those run."""

    label: str
    latest: str
    passed: int
    cases: int


def suite_points(observations: Iterable[Observation], repo: Path | None) -> list[SuitePoint]:
    """A suite's pass counts per point, newest first."""
    observations = list(observations)
    ranks = commit_ranks(repo, {o.git_commit for o in observations})
    result = []
    for point in order_points(points_of(observations), ranks):
        by_case: dict[str, list[bool]] = {}
        for o in point.observations:
            by_case.setdefault(o.case_id, []).append(o.verdict in PASSING)
        passed = sum(sum(votes) * 2 > len(votes) for votes in by_case.values())
        result.append(SuitePoint(point.label, point.latest, passed, len(by_case)))
    return result
