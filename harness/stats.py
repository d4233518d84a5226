"""The statistics of repeated runs and of engine matches.

Repeated runs (``regress run --repeat N``): a case that passed ``k`` times
out of ``n`` gets a Wilson 95 % interval for its pass rate and a class
(:data:`STABLE_PASS`, :data:`STABLE_FAIL` or :data:`FLAKY`); two repeated
runs are compared case by case with Fisher's exact test, and the p-values of
many cases are corrected together (Holm, or Benjamini-Hochberg).

Matches (``regress match``): games are played in pairs, one game with each
colour from the same opening, and a pair is scored 0, 1/2, 1, 3/2 or 2 for
the first engine: the *pentanomial* counts of the five outcomes.  Pairs are
independent where single games are not (an opening that favours one colour
is played both ways), so the variance is taken over pairs.  From the counts:
the score, the logistic Elo and the normalized Elo with 95 % intervals, and
the sequential probability ratio test (SPRT) that stops a match as soon as
the games tell H0 (Elo <= elo0) from H1 (Elo >= elo1) with error rates
alpha and beta.

The SPRT is the generalized one over pairs (as chess engine testers run
it): the likelihood of each hypothesis is that of the pentanomial
distribution that best explains the pairs played while obeying the
hypothesis, and the log-likelihood ratio (LLR) of H1 against H0 is compared
with Wald's bounds, ``ln(beta / (1 - alpha))`` for H0 and
``ln((1 - beta) / alpha)`` for H1.  With the logistic model a hypothesis is an
Elo difference, i.e. a mean score per game.  With the normalized model
(the default) it is a normalized Elo, ``nElo = t 800 / ln 10`` with ``t`` the
mean score's distance from 1/2 in per-game standard deviations (a pair's
standard deviation times sqrt 2); a test in normalized Elo takes the same
number of games whatever the draw rate.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

#: z for a two-sided 95 % interval.
Z95 = 1.959963984540054
#: Normalized Elo per unit of t-value (so that nElo ~ Elo without draws).
NELO_SCALE = 800.0 / math.log(10.0)

STABLE_PASS = "stable pass"
STABLE_FAIL = "stable fail"
FLAKY = "flaky"
CLASSES = (STABLE_PASS, FLAKY, STABLE_FAIL)

HOLM = "holm"
BENJAMINI_HOCHBERG = "bh"
CORRECTIONS = {
    HOLM: "Holm's step-down correction (family-wise error rate)",
    BENJAMINI_HOCHBERG: "Benjamini-Hochberg correction (false discovery rate)",
}

# ----- repeated runs -----------------------------------------------------


def wilson_interval(passes: int, runs: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a pass rate: ``(low, high)`` within [0, 1].

    ``passes`` out of ``runs``; ``(0.0, 1.0)`` when there were no runs.
    Raises ValueError when ``passes`` is not between 0 and ``runs``.
    """
    if not 0 <= passes <= runs:
        raise ValueError(f"passes must be between 0 and runs, got {passes}/{runs}")
    if runs == 0:
        return 0.0, 1.0
    p = passes / runs
    z2 = z * z
    centre = (p + z2 / (2 * runs)) / (1 + z2 / runs)
    half = z / (1 + z2 / runs) * math.sqrt(p * (1 - p) / runs + z2 / (4 * runs * runs))
    # At 0 or n passes one end is exactly 0 or 1; rounding must not move it.
    low = 0.0 if passes == 0 else max(0.0, centre - half)
    high = 1.0 if passes == runs else min(1.0, centre + half)
    return low, high


def pass_class(passes: int, runs: int) -> str:
    """:data:`STABLE_PASS` when every run passed, :data:`STABLE_FAIL` when none did,
    :data:`FLAKY` otherwise.  Raises ValueError for no runs."""
    if runs <= 0:
        raise ValueError("a case needs at least one run to have a class")
    if passes == runs:
        return STABLE_PASS
    if passes == 0:
        return STABLE_FAIL
    return FLAKY


@functools.lru_cache(maxsize=4096)
def fisher_exact(passes_a: int, runs_a: int, passes_b: int, runs_b: int) -> float:
    """The two-sided p-value of Fisher's exact test that two pass rates are equal.

    Cached: a thousand cases repeated ten times make at most 121 tables.
    """
    # Imported here: scipy costs a second of start-up, and most runs never test rates.
    from scipy import stats as scipy_stats

    table = [[passes_a, runs_a - passes_a], [passes_b, runs_b - passes_b]]
    return float(scipy_stats.fisher_exact(table, alternative="two-sided").pvalue)


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm-adjusted p-values, in the order given (compare each with the level)."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[index]))
        adjusted[index] = running
    return adjusted


def benjamini_hochberg(pvalues: Sequence[float]) -> list[float]:
    """Benjamini-Hochberg adjusted p-values (q-values), in the order given."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i], reverse=True)
    adjusted = [0.0] * m
    running = 1.0
    for position, index in enumerate(order):
        rank = m - position  # 1-based rank from the smallest p-value
        running = min(running, m * pvalues[index] / rank)
        adjusted[index] = min(1.0, running)
    return adjusted


def adjust(pvalues: Sequence[float], method: str) -> list[float]:
    """Adjust ``pvalues`` with ``method`` (:data:`HOLM` or :data:`BENJAMINI_HOCHBERG`).

    Raises ValueError for another name.
    """
    if method == HOLM:
        return holm(pvalues)
    if method == BENJAMINI_HOCHBERG:
        return benjamini_hochberg(pvalues)
    raise ValueError(f"unknown correction {method!r} (known: {', '.join(CORRECTIONS)})")


# ----- matches: the pentanomial model ------------------------------------


def elo_from_score(score: float) -> float:
    """Logistic Elo difference of an expected score (infinite at 0 and 1)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def score_from_elo(elo: float) -> float:
    """Expected score of a logistic Elo difference."""
    return 1.0 / (1.0 + math.pow(10.0, -elo / 400.0))


def pair_outcome(first: float, second: float) -> int:
    """The pentanomial index (0..4) of a pair: twice the first engine's points in it.

    ``first`` and ``second`` are that engine's scores (0, 0.5 or 1) in the
    pair's two games.
    """
    points = round(2 * (first + second))
    if not 0 <= points <= 4:
        raise ValueError(f"game scores must be 0, 0.5 or 1, got {first} and {second}")
    return points


@dataclass(frozen=True)
class Estimate:
    """A point estimate with its 95 % interval."""

    value: float
    low: float
    high: float


@dataclass(frozen=True)
class Pentanomial:
    """The counts of pairs the first engine scored 0, 1/2, 1, 3/2 and 2 in."""

    counts: tuple[int, int, int, int, int]

    @classmethod
    def from_pairs(cls, pairs: Sequence[tuple[float, float]]) -> Pentanomial:
        """Count the pairs ``(score in game 1, score in game 2)`` of the first engine."""
        counts = [0] * 5
        for first, second in pairs:
            counts[pair_outcome(first, second)] += 1
        return cls((counts[0], counts[1], counts[2], counts[3], counts[4]))

    @property
    def pairs(self) -> int:
        """The number of pairs counted."""
        return sum(self.counts)

    def mean_variance(self) -> tuple[float, float]:
        """Mean and variance of a pair's score per game (in [0, 1]).

        Zero counts are regularized (a small fraction of a pair added to each
        outcome) so that a match of identical pairs still has a variance.
        """
        n = self.pairs
        if n == 0:
            return 0.5, 0.0
        weights = [c + 1e-3 for c in self.counts]
        total = sum(weights)
        mean = sum(w * i / 4 for i, w in enumerate(weights)) / total
        variance = sum(w * (i / 4 - mean) ** 2 for i, w in enumerate(weights)) / total
        return mean, variance

    def score(self) -> Estimate:
        """The first engine's expected score per game, with a 95 % interval."""
        mean, variance = self.mean_variance()
        if self.pairs == 0:
            return Estimate(0.5, 0.0, 1.0)
        half = Z95 * math.sqrt(variance / self.pairs)
        return Estimate(mean, max(0.0, mean - half), min(1.0, mean + half))

    def elo(self) -> Estimate:
        """Logistic Elo of the first engine over the second, with a 95 % interval."""
        score = self.score()
        return Estimate(
            elo_from_score(score.value), elo_from_score(score.low), elo_from_score(score.high)
        )

    def normalized_elo(self) -> Estimate:
        """Normalized Elo (the t-value per game times 800/ln 10), with a 95 % interval."""
        score = self.score()
        _, variance = self.mean_variance()
        sigma = math.sqrt(2.0 * variance)
        if self.pairs == 0 or sigma == 0.0:
            return Estimate(0.0, -math.inf, math.inf)

        def to_nelo(s: float) -> float:
            return (s - 0.5) / sigma * NELO_SCALE

        return Estimate(to_nelo(score.value), to_nelo(score.low), to_nelo(score.high))


# ----- the SPRT ------------------------------------------------------------

H0 = "H0"
H1 = "H1"
RUNNING = "running"
MODELS = ("normalized", "logistic")


@dataclass(frozen=True)
class Sprt:
    """A pentanomial SPRT of ``elo0`` against ``elo1`` (normalized or logistic Elo)."""

    elo0: float = 0.0
    elo1: float = 5.0
    alpha: float = 0.05
    beta: float = 0.05
    model: str = "normalized"

    def __post_init__(self) -> None:
        if not (0 < self.alpha < 1 and 0 < self.beta < 1):
            raise ValueError("alpha and beta must be between 0 and 1")
        if self.elo1 <= self.elo0:
            raise ValueError(f"elo1 must be above elo0 (got {self.elo0} and {self.elo1})")
        if self.model not in MODELS:
            raise ValueError(f"unknown Elo model {self.model!r} (known: {', '.join(MODELS)})")

    @property
    def lower(self) -> float:
        """The LLR at or below which H0 is accepted."""
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        """The LLR at or above which H1 is accepted."""
        return math.log((1 - self.beta) / self.alpha)

    def _constraint(self, elo: float) -> tuple[float, float]:
        """``(ref, t)`` such that H holds when ``mu - ref = t sigma`` (pair sigma)."""
        if self.model == "logistic":
            return score_from_elo(elo), 0.0
        # t per pair: the per-game t-value times sqrt(2), since a pair is two games.
        return 0.5, math.sqrt(2.0) * elo / NELO_SCALE

    def llr(self, counts: Pentanomial) -> float:
        """The log-likelihood ratio of H1 against H0 after the pairs of ``counts``.

        Each hypothesis's likelihood is that of its most likely pentanomial
        distribution (the generalized SPRT); zero counts are regularized.
        """
        return float(self.llr_many(np.array([counts.counts], dtype=float))[0])

    def llr_many(self, counts: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """:meth:`llr` of each row of an array of pentanomial counts (shape ``(R, 5)``)."""
        pairs = counts.sum(axis=1)
        observed = _regularized(counts)
        p0 = _most_likely(observed, *self._constraint(self.elo0))
        p1 = _most_likely(observed, *self._constraint(self.elo1))
        result: npt.NDArray[np.float64] = pairs * (observed * np.log(p1 / p0)).sum(axis=1)
        return np.where(pairs > 0, result, 0.0)

    def verdict(self, llr: float) -> str:
        """:data:`H0`, :data:`H1` or :data:`RUNNING` for an LLR."""
        if llr >= self.upper:
            return H1
        if llr <= self.lower:
            return H0
        return RUNNING

    def describe(self) -> str:
        """The test in one line, e.g. ``SPRT nelo0=0 nelo1=5 alpha=0.05 beta=0.05``."""
        prefix = "n" if self.model == "normalized" else ""
        return (
            f"SPRT {prefix}elo0={self.elo0:g} {prefix}elo1={self.elo1:g} "
            f"alpha={self.alpha:g} beta={self.beta:g}"
        )


def parse_sprt(words: Sequence[str]) -> Sprt:
    """An :class:`Sprt` from ``KEY=VALUE`` words (``elo0 elo1 alpha beta model``).

    Raises ValueError naming a bad word.
    """
    values: dict[str, float | str] = {}
    for word in words:
        for item in filter(None, word.replace(",", " ").split()):
            key, eq, value = item.partition("=")
            if not eq:
                raise ValueError(f"SPRT parameter {item!r} is not KEY=VALUE")
            if key == "model":
                values[key] = value
                continue
            if key not in ("elo0", "elo1", "alpha", "beta"):
                raise ValueError(
                    f"unknown SPRT parameter {key!r} (known: elo0, elo1, alpha, beta, model)"
                )
            try:
                values[key] = float(value)
            except ValueError:
                raise ValueError(f"SPRT parameter {key} needs a number, not {value!r}") from None
    return Sprt(**values)  # type: ignore[arg-type]


SCORES = np.array([0.0, 0.25, 0.5, 0.75, 1.0])


def _regularized(counts: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Observed frequencies per row, a zero count replaced by a thousandth of a pair."""
    weights = np.where(counts > 0, counts, 1e-3)
    return weights / weights.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]


def _secular(
    weights: npt.NDArray[np.float64],
    values: npt.NDArray[np.float64],
    start: npt.NDArray[np.float64] | None = None,
) -> npt.NDArray[np.float64]:
    """Per row, the ``x`` with ``f(x) = sum w v / (1 + x v) = 0`` and every ``1 + x v > 0``.

    ``f`` falls from +inf to -inf over that range, so it has one root: Newton
    steps from ``start`` (0 by default, always inside), kept inside a
    shrinking bracket (a bisection where a step would leave it).  Raises
    ValueError when a row's values do not change sign (a hypothesis no
    distribution of outcomes can meet).
    """
    high, low = values.max(axis=1), values.min(axis=1)
    if np.any(high <= 0) or np.any(low >= 0):
        raise ValueError("the hypothesis lies outside what the outcomes can score")
    left, right = -1 / high, -1 / low
    x = np.zeros(len(values)) if start is None else start.copy()
    x = np.where((x > left) & (x < right), x, 0.0)
    active = np.arange(len(values))  # the rows not settled yet
    for _ in range(200):
        w, v, xa = weights[active], values[active], x[active]
        ratio = v / (1 + xa[:, None] * v)
        f = (w * ratio).sum(axis=1)
        slope = -(w * ratio * ratio).sum(axis=1)
        la = np.where(f > 0, xa, left[active])
        ra = np.where(f > 0, right[active], xa)
        step = xa - f / slope
        new = np.where((step > la) & (step < ra), step, (la + ra) / 2)
        left[active], right[active], x[active] = la, ra, new
        moving = np.abs(new - xa) > 1e-12 * (1 + np.abs(xa))
        active = active[moving]
        if not len(active):
            break
    return x


def _most_likely(
    observed: npt.NDArray[np.float64], ref: float, t: float
) -> npt.NDArray[np.float64]:
    """Per row, the most likely distribution given ``observed`` with ``mu - ref = t sigma``.

    Lagrange's condition gives ``p_i = q_i / (1 + x phi_i)``.  For ``t = 0``
    ``phi_i = a_i - ref`` and one secular equation settles it; otherwise
    ``phi_i = a_i - ref - t sigma (1 + ((a_i - mu) / sigma)^2) / 2`` (whose mean
    under ``p`` is zero exactly when ``p`` meets the hypothesis) depends on the
    solution's own mean and sigma, and a fixed-point iteration finds them.
    """
    if not t:
        phi = np.broadcast_to(SCORES - ref, observed.shape)
        p = observed / (1 + _secular(observed, phi)[:, None] * phi)
        return p / p.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]
    # From the uniform distribution: a start no observation can make
    # degenerate (one outcome seen alone has no spread).
    p = np.full(observed.shape, 1.0 / len(SCORES))
    x = np.zeros(len(observed))
    active = np.arange(len(observed))  # the rows not settled yet
    for _ in range(200):
        q, pa = observed[active], p[active]
        mean = (pa * SCORES).sum(axis=1, keepdims=True)
        spread = (pa * (SCORES - mean) ** 2).sum(axis=1, keepdims=True)
        sigma = np.sqrt(np.maximum(spread, 1e-18))
        phi = SCORES - ref - t * sigma * (1 + ((SCORES - mean) / sigma) ** 2) / 2
        xa = _secular(q, phi, x[active])
        new = q / (1 + xa[:, None] * phi)
        x[active], p[active] = xa, new
        active = active[np.abs(new - pa).max(axis=1) > 1e-10]
        if not len(active):
            break
    return p / p.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]


def _moments(probabilities: Sequence[float]) -> tuple[float, float]:
    """Mean and variance of a pair's score per game under outcome chances."""
    mean = sum(p * i / 4 for i, p in enumerate(probabilities))
    return mean, sum(p * (i / 4 - mean) ** 2 for i, p in enumerate(probabilities))


def _increment(sprt: Sprt, probabilities: Sequence[float]) -> tuple[float, float]:
    """Drift and variance of the LLR's increment per pair under outcome chances.

    For many pairs the most likely distributions of the two hypotheses settle
    at those nearest the true one, and the LLR grows by ``log(p1_i / p0_i)``
    for a pair of outcome ``i``.
    """
    observed = _regularized(np.array([probabilities], dtype=float))
    p0 = _most_likely(observed, *sprt._constraint(sprt.elo0))
    p1 = _most_likely(observed, *sprt._constraint(sprt.elo1))
    steps = np.log(p1 / p0)[0]
    weights = observed[0]
    drift = float((weights * steps).sum())
    return drift, float((weights * (steps - drift) ** 2).sum())


def wald_accept_h1(sprt: Sprt, probabilities: Sequence[float]) -> float:
    """Wald's approximation of the chance that the SPRT accepts H1.

    ``probabilities`` are the true chances of the five pair outcomes.  The
    LLR's increment per pair, of drift ``d`` and variance ``s2``, gives
    ``h = -2 d / s2`` and the operating characteristic
    ``(1 - B^h) / (A^h - B^h)`` with ``A``, ``B`` the exponentials of the bounds.
    """
    drift, spread = _increment(sprt, probabilities)
    if abs(drift) < 1e-12:
        return -sprt.lower / (sprt.upper - sprt.lower)
    h = -2 * drift / spread
    a, b = math.exp(sprt.upper), math.exp(sprt.lower)
    return (1 - math.pow(b, h)) / (math.pow(a, h) - math.pow(b, h))


def expected_pairs(sprt: Sprt, probabilities: Sequence[float]) -> float:
    """Wald's approximation of the expected number of pairs the SPRT takes.

    The expected LLR at the stop (each bound weighted by the chance of
    reaching it, :func:`wald_accept_h1`) over the LLR's drift per pair.
    """
    drift, spread = _increment(sprt, probabilities)
    if abs(drift) < 1e-12:
        return -sprt.lower * sprt.upper / spread
    accept_h1 = wald_accept_h1(sprt, probabilities)
    return (accept_h1 * sprt.upper + (1 - accept_h1) * sprt.lower) / drift
