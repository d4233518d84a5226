"""Write suites/go/extra/reading_hard.yaml: the hardest strings of the held-out games.

From the tactical corpus (``data/oracle``, see ``oracle.py``), the held-out
games (``--split`` to choose), the record positions' strings that GNU Go
3.8's reader works hardest on: ranked by the larger of its node counts for
``attack`` and ``defend`` (``get_reading_node_counter``), then by whether
both succeed (who moves first decides); only the hard ones
(``oracle.is_hard``).  One string is kept per game, vertex and pair of
GNU Go's result codes (a string that stays in a fight for many moves is
one case for each turn of the fight, at its hardest position), and at
most ``--per-game`` per game, so that no one long fight fills the suite.
Each string gives two cases, ``attack`` and ``defend``, expecting GNU
Go's result code; the moves are left free: where several work either is
right, and ``benchmarks/bench_vs_gnugo.py`` has GNU Go's ``does_attack`` /
``does_defend`` judge ours.  The note of each case gives GNU Go's answers
and node counts, and the position.  A count of 0 is GNU Go answering from
its reading cache (the corpus asks every string of a position in one
session), not a string without a fight.  The records are copied beside the
suite (``games/``), so that it runs from any checkout.

The suite is written with no expected failures; run it once with the
engine of the day and ``regress accept RUN`` to flag what that engine
fails.  It is not a shipped suite (the main job does not run
``suites/go/extra``): run it on demand.

Run: ``python benchmarks/corpus/make_reading_suite.py [--split S] [--strings N]
[--per-game K] [OUT]``; prints the strings and cases written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_owl_suite import code_pattern, copy_records  # noqa: E402
from oracle import is_hard, load_oracle  # noqa: E402

OUT = ROOT / "suites" / "go" / "extra" / "reading_hard.yaml"


def hardest(
    cached: list[tuple[str, str, int, dict[str, object]]], strings: int, per_game: int
) -> list[tuple[int, str, int, dict[str, object], list[object]]]:
    """The ``strings`` hardest strings as ``(nodes, game, size, entry, tactics)``,
    one per game, vertex and codes, at most ``per_game`` per game, hardest first."""
    ranked = []
    for game, _split, size, entry in cached:
        if str(entry["sgf"]).startswith("("):
            continue
        for tactics in entry.get("tactics", []):  # type: ignore[attr-defined]
            _, attack, attack_nodes, defend, defend_nodes = tactics
            both = str(attack).split()[0] != "0" and str(defend).split()[0] != "0"
            nodes = max(int(attack_nodes), int(defend_nodes))
            if not is_hard(tactics):
                continue
            ranked.append((nodes, both, game, size, entry, tactics))
    ranked.sort(key=lambda r: (-r[0], not r[1], r[2], str(r[4]["id"]), str(r[5][0])))
    chosen = []
    seen: set[tuple[str, ...]] = set()
    per: dict[str, int] = {}
    for nodes, _both, game, size, entry, tactics in ranked:
        codes = (str(tactics[1]).split()[0], str(tactics[3]).split()[0])
        key = (game, str(tactics[0]), *codes)
        if key in seen or per.get(game, 0) >= per_game:
            continue
        seen.add(key)
        per[game] = per.get(game, 0) + 1
        chosen.append((nodes, game, size, entry, tactics))
        if len(chosen) == strings:
            break
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument("--strings", type=int, default=300, help="strings to keep (default 300)")
    parser.add_argument(
        "--per-game", type=int, default=40, help="at most this many strings a game (default 40)"
    )
    parser.add_argument(
        "out", nargs="?", type=Path, default=OUT, help=f"the suite to write (default {OUT})"
    )
    args = parser.parse_args(argv)
    out: Path = args.out
    cached = load_oracle(None if args.split == "all" else args.split)
    chosen = hardest(cached, args.strings, args.per_game)
    chosen.sort(key=lambda c: (c[1], int(c[3].get("move") or 0), str(c[4][0])))  # type: ignore[call-overload]
    cases: list[dict[str, object]] = []
    records: set[str] = set()
    for _nodes, game, size, entry, tactics in chosen:
        vertex, attack, attack_nodes, defend, defend_nodes = tactics
        sgf = str(entry["sgf"])
        records.add(sgf)
        move = entry.get("move")
        where = f"{game} ({size}x{size})" + ("" if move is None else f", move {move}")
        gnugo = (
            f"GNU Go 3.8: attack '{attack}' in {attack_nodes} reading nodes, "
            f"defend '{defend}' in {defend_nodes}; {where}."
        )
        for command, answer in (("attack", attack), ("defend", defend)):
            case: dict[str, object] = {"id": len(cases) + 1, "sgf": sgf}
            if move is not None:
                case["until"] = int(move)  # type: ignore[call-overload]
            case.update(
                command=f"{command} {vertex}",
                expect=code_pattern(str(answer)),
                tags=["reading", f"{size}x{size}"],
                note=f"{gnugo} The move is free: where several work, GNU Go's "
                f"does_{command} judges ours (benchmarks/bench_vs_gnugo.py).",
            )
            cases.append(case)
    suite = {
        "suite": out.stem,
        "game": "go",
        "description": (
            f"The {len(chosen)} strings of the {args.split} games of the tactical corpus "
            "that GNU Go 3.8's reader works hardest on (its node counter) or where who "
            "moves first decides, asked attack and defend; written by "
            "benchmarks/corpus/make_reading_suite.py."
        ),
        "cases": cases,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    copy_records(records, out.parent)
    text = yaml.safe_dump(suite, sort_keys=False, allow_unicode=True, width=100)
    out.write_text(text, encoding="utf-8")
    print(f"{out}: {len(cases)} cases on {len(chosen)} strings of {len(records)} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
