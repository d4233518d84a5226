"""The statistics of repeated runs and matches, against theory and simulation."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from scipy.optimize import brentq

from harness import stats
from harness.stats import Pentanomial, Sprt

# ----- pass rates ----------------------------------------------------------


def test_wilson_interval_known_values() -> None:
    # 5/10: the textbook Wilson interval 0.2366 .. 0.7634.
    low, high = stats.wilson_interval(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    # At the ends one side is exact.
    low, high = stats.wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = stats.wilson_interval(10, 10)
    assert low == pytest.approx(0.7225, abs=1e-4) and high == 1.0
    assert stats.wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        stats.wilson_interval(3, 2)


def test_wilson_interval_covers_the_true_rate() -> None:
    """A case that passes half the time: the 95 % interval holds 0.5 about 95 % of the time."""
    rng = random.Random(7)
    runs, trials = 20, 2000
    covered = 0
    for _ in range(trials):
        passes = sum(rng.random() < 0.5 for _ in range(runs))
        low, high = stats.wilson_interval(passes, runs)
        covered += low <= 0.5 <= high
    assert 0.93 <= covered / trials <= 0.98


def test_classes() -> None:
    assert stats.pass_class(10, 10) == stats.STABLE_PASS
    assert stats.pass_class(0, 10) == stats.STABLE_FAIL
    assert stats.pass_class(5, 10) == stats.FLAKY
    assert stats.pass_class(1, 1) == stats.STABLE_PASS
    with pytest.raises(ValueError):
        stats.pass_class(0, 0)


def test_a_case_passing_half_the_time_is_flaky() -> None:
    rng = random.Random(3)
    passes = sum(rng.random() < 0.5 for _ in range(10))
    # P(0 or 10 passes out of 10) = 2/1024: a coin-flip case shows as flaky.
    assert stats.pass_class(passes, 10) == stats.FLAKY


def test_fisher_exact() -> None:
    # The example: 9/10 -> 2/10 is significant, p = 0.005.
    assert stats.fisher_exact(9, 10, 2, 10) == pytest.approx(0.00548, abs=1e-5)
    assert stats.fisher_exact(5, 10, 5, 10) == pytest.approx(1.0)
    assert stats.fisher_exact(10, 10, 9, 10) == pytest.approx(1.0)


def test_holm_and_benjamini_hochberg() -> None:
    p = [0.01, 0.04, 0.03, 0.005]
    # Holm: sorted 0.005*4, 0.01*3, 0.03*2, 0.04*1, made monotone.
    assert stats.holm(p) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    # BH: sorted 0.005*4/1, 0.01*4/2, 0.03*4/3, 0.04*4/4, made monotone from the top.
    assert stats.benjamini_hochberg(p) == pytest.approx([0.02, 0.04, 0.04, 0.02])
    assert stats.adjust([], stats.HOLM) == []
    with pytest.raises(ValueError):
        stats.adjust(p, "bonferroni")


def test_many_noisy_cases_do_not_fail_by_chance() -> None:
    """A thousand cases with the same pass rate in both runs: no significant change after Holm."""
    rng = random.Random(11)
    pvalues = []
    for _ in range(1000):
        a = sum(rng.random() < 0.5 for _ in range(10))
        b = sum(rng.random() < 0.5 for _ in range(10))
        pvalues.append(stats.fisher_exact(a, 10, b, 10))
    assert min(pvalues) < 0.05  # uncorrected, some look significant
    assert min(stats.holm(pvalues)) > 0.05
    assert min(stats.benjamini_hochberg(pvalues)) > 0.05


# ----- the pentanomial model ----------------------------------------------


def test_pair_outcomes() -> None:
    counts = Pentanomial.from_pairs([(1, 1), (1, 0), (0.5, 0.5), (0, 0), (1, 0.5)])
    assert counts.counts == (1, 0, 2, 1, 1)
    assert counts.pairs == 5
    with pytest.raises(ValueError):
        stats.pair_outcome(1, 2)


def test_elo_and_score() -> None:
    assert stats.elo_from_score(0.5) == 0.0
    assert stats.elo_from_score(stats.score_from_elo(100.0)) == pytest.approx(100.0)
    assert stats.score_from_elo(400.0) == pytest.approx(10 / 11)
    assert stats.elo_from_score(1.0) == math.inf


def test_elo_interval_of_a_known_match() -> None:
    # 1000 pairs, per-game score 0.6: Elo 70.4; the interval follows the pair variance.
    counts = Pentanomial((40, 0, 320, 0, 640))
    mean, variance = counts.mean_variance()
    assert mean == pytest.approx(0.8, abs=1e-4)
    elo = counts.elo()
    assert elo.value == pytest.approx(stats.elo_from_score(0.8), abs=0.1)
    half = 1.96 * math.sqrt(variance / 1000)
    assert elo.low == pytest.approx(stats.elo_from_score(0.8 - half), abs=0.1)
    assert elo.high == pytest.approx(stats.elo_from_score(0.8 + half), abs=0.1)


def test_normalized_elo_without_draws_is_close_to_elo() -> None:
    """nElo is scaled so that, near equal strength and with independent games, nElo ~ Elo."""
    win = stats.score_from_elo(10.0)
    chances = _independent_pairs(win, 0.0)
    counts = Pentanomial(tuple(round(p * 1_000_000) for p in chances))  # type: ignore[arg-type]
    assert counts.normalized_elo().value == pytest.approx(10.0, rel=0.02)
    assert counts.elo().value == pytest.approx(10.0, rel=0.02)


def test_normalized_elo_interval_width_shrinks_with_pairs() -> None:
    small = Pentanomial((10, 20, 40, 20, 10)).normalized_elo()
    large = Pentanomial((100, 200, 400, 200, 100)).normalized_elo()
    assert small.value == pytest.approx(0.0, abs=1e-6)
    assert (small.high - small.low) == pytest.approx(math.sqrt(10) * (large.high - large.low))


# ----- the SPRT --------------------------------------------------------------


def test_sprt_bounds_are_walds() -> None:
    sprt = Sprt(0, 5, 0.05, 0.05)
    assert sprt.lower == pytest.approx(-2.944, abs=1e-3)
    assert sprt.upper == pytest.approx(2.944, abs=1e-3)
    assert stats.parse_sprt(["elo0=0 elo1=5", "alpha=0.05", "beta=0.1"]) == Sprt(0, 5, 0.05, 0.1)
    with pytest.raises(ValueError, match="elo1"):
        stats.parse_sprt(["elo0=5", "elo1=0"])
    with pytest.raises(ValueError, match="unknown SPRT parameter"):
        stats.parse_sprt(["elo2=3"])


def test_sprt_needs_the_published_number_of_games() -> None:
    """Normalized SPRT(0, 5) at 0.05/0.05: about 25,600 games at either bound.

    The LLR's drift per pair at nelo1 is (t1 - t0)^2, whatever the draw rate,
    so Wald's average sample size is 0.9 ln 19 / t1^2 pairs.
    """
    sprt = Sprt(0, 5)
    t1 = 5 / stats.NELO_SCALE
    for draws in (0.0, 0.6):
        chances = _chances_at_nelo(5.0, draws)
        pairs = stats.expected_pairs(sprt, chances)
        assert pairs == pytest.approx(0.9 * math.log(19) / t1**2, rel=0.01)
        assert 2 * pairs == pytest.approx(25_600, rel=0.01)
        assert stats.wald_accept_h1(sprt, chances) == pytest.approx(0.95, abs=1e-3)
        assert stats.wald_accept_h1(sprt, _chances_at_nelo(0.0, draws)) == pytest.approx(
            0.05, abs=1e-3
        )


@pytest.mark.parametrize(
    ("model", "true_elo", "accept_h1", "tolerance"),
    [
        ("normalized", 0.0, 0.05, 0.035),
        ("normalized", 60.0, 0.95, 0.035),
        ("normalized", 30.0, 0.5, 0.1),
        ("logistic", 0.0, 0.05, 0.035),
        ("logistic", 60.0, 0.95, 0.035),
    ],
)
def test_sprt_decisions_and_sample_size_match_theory(
    model: str, true_elo: float, accept_h1: float, tolerance: float
) -> None:
    """Simulated SPRT(0, 60) matches: decision rates and mean length as Wald predicts.

    Draw rate 30 %; the true strength sits at elo0, at elo1 or half-way.
    """
    sprt = Sprt(0, 60, 0.05, 0.05, model)
    if model == "normalized":
        chances = _chances_at_nelo(true_elo, 0.3)
    else:
        chances = _chances_at_score(stats.score_from_elo(true_elo), 0.3)
    verdicts, lengths = _simulate(sprt, chances, runs=300, seed=int(true_elo) + len(model))
    rate = float(np.mean(verdicts == 1))
    print(f"{sprt.describe()} true {true_elo}: H1 {rate:.3f}, pairs {np.mean(lengths):.1f}")
    wald = stats.wald_accept_h1(sprt, chances), stats.expected_pairs(sprt, chances)
    print(f"  Wald: H1 {wald[0]:.3f}, pairs {wald[1]:.1f}")
    assert rate == pytest.approx(accept_h1, abs=tolerance)
    # Wald ignores the overshoot over the bounds, which lengthens real tests a little.
    expected = stats.expected_pairs(sprt, chances)
    assert expected * 0.85 <= float(np.mean(lengths)) <= expected * 1.3


def test_sprt_on_a_player_winning_60_percent_of_pairs() -> None:
    """A player that wins 60 % of pairs and loses the rest is clearly stronger: H1."""
    sprt = Sprt(0, 5, model="logistic")
    rng = np.random.default_rng(5)
    wins = rng.random(4000) < 0.6
    pairs = np.zeros((4000, 5))
    pairs[wins, 4] = 1
    pairs[~wins, 0] = 1
    llr = sprt.llr_many(pairs.cumsum(axis=0))
    decided = np.flatnonzero((llr >= sprt.upper) | (llr <= sprt.lower))
    assert len(decided)
    assert sprt.verdict(float(llr[decided[0]])) == stats.H1
    # Wald's average for such pairs (0.6 of them 2-0, 0.4 of them 0-2).
    expected = stats.expected_pairs(sprt, [0.4, 0, 0, 0, 0.6])
    assert 900 < expected < 1200
    assert decided[0] < 3 * expected
    # The scalar form agrees with the array form.
    first = Pentanomial(tuple(int(c) for c in pairs[: decided[0] + 1].sum(axis=0)))  # type: ignore[arg-type]
    assert sprt.llr(first) == pytest.approx(float(llr[decided[0]]))


def test_sprt_llr_sign() -> None:
    sprt = Sprt(0, 5)
    assert sprt.llr(Pentanomial((0, 0, 0, 0, 0))) == 0.0
    assert sprt.llr(Pentanomial((10, 20, 40, 30, 20))) > 0
    assert sprt.llr(Pentanomial((20, 30, 40, 20, 10))) < 0
    assert sprt.verdict(3.0) == stats.H1
    assert sprt.verdict(-3.0) == stats.H0
    assert sprt.verdict(0.0) == stats.RUNNING


# ----- helpers -----------------------------------------------------------------


def _independent_pairs(win: float, draw: float) -> list[float]:
    """Chances of the five pair outcomes when each game is won/drawn independently."""
    loss = 1 - win - draw
    game = [loss, draw, win]  # points 0, 1/2, 1 in half-point units
    pair = [0.0] * 5
    for i, a in enumerate(game):
        for j, b in enumerate(game):
            pair[i + j] += a * b
    return pair


def _chances_at_score(score: float, draw: float) -> list[float]:
    """Pair chances of independent games with a given expected score and draw rate."""
    return _independent_pairs(score - draw / 2, draw)


def _chances_at_nelo(nelo: float, draw: float) -> list[float]:
    """Pair chances of a given true normalized Elo: independent games of one draw rate."""

    def nelo_of(win: float) -> float:
        mean, variance = stats._moments(_independent_pairs(win, draw))
        return (mean - 0.5) / math.sqrt(2 * variance) * stats.NELO_SCALE - nelo

    half = (1 - draw) / 2
    win = brentq(nelo_of, half - 0.999 * half, half + 0.999 * half) if nelo else half
    return _independent_pairs(win, draw)


def _simulate(
    sprt: Sprt, chances: list[float], runs: int, seed: int
) -> tuple[np.ndarray, np.ndarray]:
    """Run ``runs`` SPRTs on pairs drawn from ``chances``, in chunks of pairs.

    Returns per run the verdict (1 for H1, 0 for H0) and the number of pairs
    it took.
    """
    rng = np.random.default_rng(seed)
    verdicts = np.full(runs, -1)
    lengths = np.zeros(runs, dtype=int)
    totals = np.zeros((runs, 5))
    played = 0
    chunk = 100
    while (verdicts < 0).any():
        open_runs = np.flatnonzero(verdicts < 0)
        draws = rng.multinomial(1, chances, size=(len(open_runs), chunk))
        cumulative = totals[open_runs, None, :] + draws.cumsum(axis=1)
        llr = sprt.llr_many(cumulative.reshape(-1, 5)).reshape(len(open_runs), chunk)
        for row, run in enumerate(open_runs):
            crossed = np.flatnonzero((llr[row] >= sprt.upper) | (llr[row] <= sprt.lower))
            if len(crossed):
                step = crossed[0]
                verdicts[run] = int(llr[row, step] >= sprt.upper)
                lengths[run] = played + step + 1
        totals[open_runs] = cumulative[:, -1, :]
        played += chunk
    return verdicts, lengths
