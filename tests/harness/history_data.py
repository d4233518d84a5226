"""Run files for the tests of the results database, history and bisect, written as JSON lines."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SUITE_HASH = "ab" * 32


def write_run_file(
    path: Path,
    results: list[tuple[str, str, str]],
    commit: str = "",
    started: str = "2026-12-01T08:00:00+00:00",
    engine: str = "go",
    repetitions: bool = False,
    suite_hash: str = SUITE_HASH,
    **header: Any,
) -> Path:
    """A run file of ``results`` (case id, verdict word, answer) at ``commit``.

    With ``repetitions``, each result gets a seed and its attempt (counted
    per case from 0), and the header says ``repeat``, as repeated runs write them.
    """
    suites = sorted({case.rsplit(":", 1)[0] for case, _, _ in results})
    head = {
        "format": 1,
        "harness_version": "0.1.0",
        "engine": engine,
        "engine_name": "regress-go",
        "engine_version": "0.1.0",
        "engine_commit": commit,
        "suites": [
            {"name": s, "path": f"suites/go/{s}.tst", "game": "go", "sha256": suite_hash}
            for s in suites
        ],
        "started": started,
        "host": "here",
        "python": "3.11",
        "workers": 1,
        "mode": "alone",
        **header,
    }
    lines = [head]
    seen: dict[str, int] = {}
    for case, verdict, answer in results:
        line: dict[str, Any] = {
            "id": case,
            "command": "owl_attack E5",
            "expected": "1 E5",
            "flag": "fail" if verdict in ("failed", "PASSED") else "pass",
            "answer": answer,
            "verdict": verdict,
            "seconds": 0.25,
            "nodes": {"owl": 10, "reading": 5},
        }
        if repetitions:
            seen[case] = seen.get(case, 0) + 1
            line["seed"] = 1000 + seen[case]
            line["attempt"] = seen[case] - 1
        lines.append(line)
    if repetitions and "repeat" not in head:
        head["repeat"] = max(seen.values(), default=1)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(item) + "\n" for item in lines), encoding="utf-8")
    return path
