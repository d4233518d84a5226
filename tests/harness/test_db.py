"""The results database: idempotent imports, migrations, two writers at once, broken files."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from harness.db import (
    MIGRATIONS,
    SCHEMA_VERSION,
    DatabaseError,
    ResultsDB,
    _repetition,
    import_quietly,
)
from tests.harness.history_data import SUITE_HASH, write_run_file

PROJECT = Path(__file__).resolve().parents[2]


def test_a_run_imported_twice_is_one_run(tmp_path: Path) -> None:
    run = write_run_file(
        tmp_path / "a.jsonl",
        [("owl:1", "passed", "1 E5"), ("owl:2", "FAILED", "0")],
        commit="c" * 40,
        engine="go:repartition=off",
    )
    with ResultsDB(tmp_path / "r.sqlite") as db:
        first = db.import_file(run)
        again = db.import_file(run)
        assert first.new and not again.new and first.run_id == again.run_id
        assert first.changed and not again.changed  # nothing written the second time
        assert db.counts() == (1, 2)
        (one, two) = db.observations(["owl:1", "owl:2"])
    assert (one.case_id, one.verdict, one.answer, one.git_commit) == (
        "owl:1",
        "passed",
        "1 E5",
        "c" * 40,
    )
    assert (two.verdict, two.suite_hash, two.engine_spec) == (
        "FAILED",
        SUITE_HASH,
        "go:repartition=off",
    )
    row = sqlite3.connect(tmp_path / "r.sqlite").execute(
        "SELECT engine_options, nodes, seconds, seed, repetition FROM results LIMIT 1"
    )
    assert row.fetchone() == ('{"repartition": "off"}', 15, 0.25, None, None)


def test_a_resumed_run_keeps_its_key_and_gets_its_new_results(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    write_run_file(path, [("owl:1", "passed", "1 E5")])
    with ResultsDB(tmp_path / "r.sqlite") as db:
        db.import_file(path)
        with path.open("a") as file:  # --resume appends to the same file, same header
            file.write(path.read_text().splitlines()[1].replace("owl:1", "owl:2") + "\n")
        resumed = db.import_file(path)
        assert not resumed.new and resumed.changed
        assert db.counts() == (1, 2)
        other = write_run_file(tmp_path / "b.jsonl", [("owl:1", "passed", "1 E5")], commit="d" * 40)
        assert db.import_file(other).new
        assert db.counts() == (2, 3)
        assert [o.git_commit for o in db.observations(["owl:1"])] == ["", "d" * 40]


def test_schema_1_is_migrated_to_the_current_one_keeping_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite"
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0])
    old.execute(
        "INSERT INTO runs VALUES (1, 'h', 'x.jsonl', '2026-01-01', 'go', 'regress-go', '0.1',"
        " 'abc', 'alone', 60, '0.1.0', 'here', '{}', '2026-01-01')"
    )
    old.execute(
        "INSERT INTO results (run_id, line, case_id, suite, engine_spec, engine_options,"
        " command, expected, flag, answer, verdict, seconds, message)"
        " VALUES (1, 1, 'owl:1', 'owl', 'go', '{}', 'c', 'e', 'pass', 'E5', 'passed', 1, '')"
    )
    old.execute("PRAGMA user_version = 1")
    old.commit()
    old.close()
    assert SCHEMA_VERSION == 3
    with ResultsDB(path) as db:
        assert db.version() == 3
        assert [(o.case_id, o.git_commit, o.verdict) for o in db.observations(suites=["owl"])] == [
            ("owl:1", "abc", "passed")
        ]
        run = write_run_file(tmp_path / "a.jsonl", [("owl:2", "passed", "1 E5")])
        assert db.import_file(run).new and db.counts() == (2, 2)
    indexes = {
        name
        for (name,) in sqlite3.connect(path).execute(
            "SELECT name FROM sqlite_master WHERE type = 'index'"
        )
    }
    assert {"results_by_case", "results_by_suite", "runs_by_commit"} <= indexes
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone() == ("wal",)


def test_a_broken_database_is_a_one_line_error_and_the_run_file_stays(tmp_path: Path) -> None:
    broken = tmp_path / "r.sqlite"
    broken.write_bytes(b"this is no database, only some bytes " * 200)
    run = write_run_file(tmp_path / "a.jsonl", [("owl:1", "passed", "1 E5")])
    before = run.read_bytes()
    with pytest.raises(DatabaseError) as error:
        ResultsDB(broken)
    message = str(error.value)
    assert message.startswith(f"{broken}: not a results database") and "\n" not in message
    warning = import_quietly(broken, run)
    assert (
        warning.startswith(f"warning: {run} not imported") and "not a results database" in warning
    )
    assert run.read_bytes() == before and broken.read_bytes().startswith(b"this is no")


def test_a_newer_schema_or_another_programs_database_is_refused(tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite"
    sqlite3.connect(newer).execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(DatabaseError, match="newer than this regress reads"):
        ResultsDB(newer)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
    with pytest.raises(DatabaseError, match="not a results database"):
        ResultsDB(other)


WRITER = """
import sys
from harness.db import ResultsDB
db_path, *runs = sys.argv[1:]
for run in runs:
    with ResultsDB(db_path) as db:
        db.import_file(run)
"""


def test_two_processes_importing_interleaved_runs_give_each_run_once(tmp_path: Path) -> None:
    runs = [
        str(
            write_run_file(
                tmp_path / f"run{n}.jsonl",
                [
                    (f"owl:{case}", "passed" if (case + n) % 3 else "FAILED", "1 E5")
                    for case in range(30)
                ],
                commit=f"{n:040x}",
                started=f"2026-12-01T08:{n:02d}:00+00:00",
            )
        )
        for n in range(12)
    ]
    db_path = str(tmp_path / "shared.sqlite")
    # One writer goes up the list, the other down: every run is imported by both.
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, db_path, *order], cwd=PROJECT)
        for order in (runs, runs[::-1])
    ]
    assert [writer.wait(timeout=120) for writer in writers] == [0, 0]
    with ResultsDB(db_path) as db:
        assert db.counts() == (12, 12 * 30)
        assert len({o.run_id for o in db.observations(["owl:0"])}) == 12


def test_the_repetition_of_a_result_is_read_only_in_a_repeated_run() -> None:
    # Results of repeated runs count their attempts; in other runs every attempt is 0.
    assert _repetition(SimpleNamespace(attempt=3), repeated=True) == 3  # type: ignore[arg-type]
    assert _repetition(SimpleNamespace(attempt=0), repeated=False) is None  # type: ignore[arg-type]
    assert _repetition(SimpleNamespace(repetition=2), repeated=False) == 2  # type: ignore[arg-type]
    assert _repetition(SimpleNamespace(), repeated=True) is None  # type: ignore[arg-type]
