"""The summary of a match: results, pentanomial counts, Elo, the SPRT's state.

Everything is said from engine A's side: W/D/L are A's wins, draws and
losses; a pair is counted once both its games are finished.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from harness import stats
from harness.match.game import LABELS, GameRecord
from harness.match.record import duplicate_games


@dataclass(frozen=True)
class Summary:
    """What a match showed so far."""

    engines: dict[str, str]
    games: int
    wins: int
    draws: int
    losses: int
    pentanomial: stats.Pentanomial
    elo: stats.Estimate
    nelo: stats.Estimate
    sprt: stats.Sprt | None
    llr: float
    verdict: str
    faults: dict[str, dict[str, int]]
    seconds_per_move: dict[str, float]
    reasons: dict[str, int]
    duplicates: list[list[int]] = field(default_factory=list)
    repeated: list[int] = field(default_factory=list)


def pentanomial(games: list[GameRecord]) -> stats.Pentanomial:
    """The pentanomial counts of the complete pairs, from A's side."""
    by_pair: dict[int, list[GameRecord]] = {}
    for record in games:
        by_pair.setdefault(record.pair, []).append(record)
    pairs = [
        (members[0].score("A"), members[1].score("A"))
        for members in by_pair.values()
        if len(members) == 2
    ]
    return stats.Pentanomial.from_pairs(pairs)


def summarize(
    engines: dict[str, str],
    games: list[GameRecord],
    sprt: stats.Sprt | None,
    repeated: list[int] | None = None,
) -> Summary:
    """Summarize the finished ``games`` of a match between ``engines``."""
    counts = pentanomial(games)
    llr = sprt.llr(counts) if sprt else 0.0
    verdict = sprt.verdict(llr) if sprt else stats.RUNNING
    faults = {label: {"crash": 0, "time": 0, "illegal": 0, "other": 0} for label in LABELS}
    reasons: dict[str, int] = {}
    seconds = dict.fromkeys(LABELS, 0.0)
    genmoves = dict.fromkeys(LABELS, 0)
    for record in games:
        reasons[record.reason] = reasons.get(record.reason, 0) + 1
        if record.fault:
            kind = record.reason if record.reason in ("crash", "time", "illegal") else "other"
            faults[record.fault][kind] += 1
        for label in LABELS:
            seconds[label] += record.seconds.get(label, 0.0)
            genmoves[label] += record.genmoves.get(label, 0)
    return Summary(
        engines=engines,
        games=len(games),
        wins=sum(r.winner == "A" for r in games),
        draws=sum(r.winner is None for r in games),
        losses=sum(r.winner == "B" for r in games),
        pentanomial=counts,
        elo=counts.elo(),
        nelo=counts.normalized_elo(),
        sprt=sprt,
        llr=llr,
        verdict=verdict,
        faults=faults,
        seconds_per_move={
            label: seconds[label] / genmoves[label] if genmoves[label] else 0.0 for label in LABELS
        },
        reasons=reasons,
        duplicates=duplicate_games(games),
        repeated=list(repeated or []),
    )


def _number(value: float) -> str:
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return f"{value:.1f}"


def _estimate(estimate: stats.Estimate) -> str:
    return f"{_number(estimate.value)} [{_number(estimate.low)}, {_number(estimate.high)}]"


def format_summary(summary: Summary) -> str:
    """The summary as text lines."""
    a, b = summary.engines["A"], summary.engines["B"]
    counts = summary.pentanomial
    lines = [
        f"A: {a}",
        f"B: {b}",
        f"games {summary.games}: A won {summary.wins}, drew {summary.draws}, lost {summary.losses}",
        f"pairs {counts.pairs}: pentanomial [0, 1/2, 1, 3/2, 2] = {list(counts.counts)}",
        f"Elo (A - B) {_estimate(summary.elo)}  normalized Elo {_estimate(summary.nelo)}"
        "  (95 % intervals)",
    ]
    if summary.sprt is not None:
        sprt = summary.sprt
        lines.append(
            f"{sprt.describe()}: LLR {summary.llr:.2f} "
            f"[{sprt.lower:.2f}, {sprt.upper:.2f}] -> {summary.verdict}"
        )
    endings = ", ".join(f"{reason} {n}" for reason, n in sorted(summary.reasons.items()))
    if endings:
        lines.append(f"endings: {endings}")
    for label in LABELS:
        fault = summary.faults[label]
        lines.append(
            f"{label}: {summary.seconds_per_move[label]:.3f} s a move, "
            f"crashes {fault['crash']}, time losses {fault['time']}, "
            f"illegal moves {fault['illegal']}, other forfeits {fault['other']}"
        )
    if summary.duplicates:
        shown = "; ".join(" = ".join(map(str, group)) for group in summary.duplicates[:10])
        hidden = len(summary.duplicates) - 10
        more = f" (and {hidden} more)" if hidden > 0 else ""
        lines.append(f"duplicate games (same moves, same engine first): {shown}{more}")
    if summary.repeated:
        lines.append(f"game numbers written twice (kept once): {summary.repeated}")
    return "\n".join(lines)
