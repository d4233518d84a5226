"""The results database: every run file's results in one SQLite file.

``reports/results.sqlite`` by default.  A run is keyed on a hash of its
header line, so importing a run file twice (or again after ``--resume``
added results to it) leaves one run, holding the file's results as they are
now.  Each result row carries what decides and what describes an answer:
engine spec and options, engine name and version, git commit, run mode, time
limit, suite content hash, case id, then answer, verdict, seconds, nodes and,
for repeated runs, seed and repetition (NULL otherwise).

Several processes may write at once: the database is in WAL mode, waits for
a lock (busy timeout) instead of failing, and every import is one
transaction.  The schema is versioned (``PRAGMA user_version``) and migrated
forward when opened, one step at a time (:data:`MIGRATIONS`).

Every failure of the database (a file that is not a database, one written by
a newer version, a lock held too long) is a :class:`DatabaseError` with a
one-line message naming the file; a run file is only ever read here.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.cases import Result
from harness.engines.registry import SpecError, parse_spec
from harness.store import Run, read_run, result_to_json

DEFAULT_DB = Path("reports/results.sqlite")
BUSY_TIMEOUT_MS = 30_000

# Each entry takes the schema from version N to N + 1 (N = its index).
MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: runs, the suites they ran, and one row per result.
    """
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        header_hash TEXT NOT NULL UNIQUE,
        path TEXT NOT NULL,
        started TEXT NOT NULL,
        engine_spec TEXT NOT NULL,
        engine_name TEXT NOT NULL,
        engine_version TEXT NOT NULL,
        git_commit TEXT,
        run_mode TEXT,
        time_limit REAL,
        harness_version TEXT,
        host TEXT,
        header TEXT NOT NULL,
        imported TEXT NOT NULL
    );
    CREATE TABLE suites (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        path TEXT NOT NULL,
        game TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        engine_spec TEXT NOT NULL,
        PRIMARY KEY (run_id, name)
    );
    CREATE TABLE results (
        id INTEGER PRIMARY KEY,
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        case_id TEXT NOT NULL,
        suite TEXT NOT NULL,
        suite_hash TEXT,
        engine_spec TEXT NOT NULL,
        engine_options TEXT NOT NULL,
        command TEXT NOT NULL,
        expected TEXT NOT NULL,
        flag TEXT NOT NULL,
        answer TEXT NOT NULL,
        verdict TEXT NOT NULL,
        seconds REAL NOT NULL,
        nodes INTEGER,
        message TEXT NOT NULL,
        seed INTEGER,
        repetition INTEGER,
        UNIQUE (run_id, line)
    );
    CREATE INDEX results_by_case ON results (case_id);
    """,
    # 1 -> 2: history of a whole suite, and runs looked up by commit (bisect).
    """
    CREATE INDEX results_by_suite ON results (suite, run_id);
    CREATE INDEX runs_by_commit ON runs (git_commit);
    """,
    # 2 -> 3: a hash of a run's content, so that importing an unchanged file again costs nothing.
    """
    ALTER TABLE runs ADD COLUMN results_hash TEXT;
    CREATE INDEX runs_by_content ON runs (results_hash)
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class DatabaseError(Exception):
    """The results database cannot be used; the message is one line naming the file."""


@dataclass(frozen=True)
class Imported:
    """What importing one run file did."""

    path: str
    run_id: int
    results: int
    new: bool  # False: the run was there already (its results are now the file's)
    changed: bool = True  # False: it was there with these very results (nothing written)


@dataclass(frozen=True)
class Observation:
    """One result of a case in one run, with what the history needs of that run."""

    run_id: int
    started: str
    git_commit: str  # '' when the run did not record one
    engine_spec: str
    engine_version: str
    run_mode: str
    case_id: str
    suite_hash: str
    answer: str
    verdict: str
    seconds: float
    seed: int | None = None
    repetition: int | None = None
    path: str = ""
    time_limit: float | None = None  # seconds a command could take; None: not recorded

    @property
    def suite(self) -> str:
        """The suite part of the case id."""
        return self.case_id.rsplit(":", 1)[0]


def header_hash(header: dict[str, Any]) -> str:
    """The key of a run: the sha256 of its header line, keys sorted."""
    text = json.dumps(header, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def _options(spec: str) -> str:
    """An engine spec's options as sorted JSON ('{}' for a GTP command or a bad spec)."""
    try:
        options = parse_spec(spec).options
    except SpecError:
        options = {}
    return json.dumps(options, sort_keys=True)


def _number(value: object) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _integer(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _repetition(result: Result, repeated: bool) -> int | None:
    """Which repetition of a repeated run (``--repeat N``) a result is; None otherwise.

    Results that know no repetitions have neither field; in a run that is
    not repeated every result is attempt 0, which says nothing.
    """
    repetition = _integer(getattr(result, "repetition", None))
    if repetition is None and repeated:
        repetition = _integer(getattr(result, "attempt", None))
    return repetition


class ResultsDB:
    """An open results database.  Use as a context manager, or call :meth:`close`."""

    def __init__(self, path: str | Path = DEFAULT_DB) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None
            )
        except (OSError, sqlite3.Error) as error:
            raise DatabaseError(
                f"{self.path}: cannot open the results database: {error}"
            ) from error
        try:
            with self._errors():
                self._conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                self._conn.execute("PRAGMA foreign_keys = ON")
                self._migrate()
                self._conn.execute("PRAGMA journal_mode = WAL")
        except DatabaseError:
            self._conn.close()
            raise

    # -- plumbing -----------------------------------------------------------

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """Turn SQLite's errors into one-line :class:`DatabaseError` naming the file."""
        try:
            yield
        except sqlite3.DatabaseError as error:
            message = str(error).splitlines()[0] if str(error) else type(error).__name__
            if "not a database" in message or "malformed" in message:
                message = f"not a results database ({message})"
            raise DatabaseError(f"{self.path}: {message}") from error

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once so that two writers queue, never deadlock."""
        with self._errors():
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                if self._conn.in_transaction:  # SQLite may have rolled back already
                    self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def version(self) -> int:
        """The schema version of the file."""
        with self._errors():
            return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self, target: int = SCHEMA_VERSION) -> None:
        if self.version() == target:
            return
        with self._write() as conn:
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise DatabaseError(
                    f"{self.path}: results database of schema {version}, newer than this "
                    f"regress reads ({SCHEMA_VERSION}); upgrade regress-harness"
                )
            if version == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise DatabaseError(f"{self.path}: an SQLite file, but not a results database")
            for step in range(version, target):
                # executescript would commit the transaction; run statement by statement.
                for statement in filter(None, (s.strip() for s in MIGRATIONS[step].split(";"))):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {step + 1}")

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()

    def __enter__(self) -> ResultsDB:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- writing ------------------------------------------------------------

    def import_file(self, path: str | Path) -> Imported:
        """Import one run file.  Raises RunFileError for a bad file, DatabaseError.

        A file imported before, byte for byte, is recognised by its hash and
        not read again.
        """
        try:
            content = hashlib.sha256(Path(path).read_bytes()).hexdigest()
        except OSError:
            content = None  # read_run says what is wrong
        if content is not None:
            with self._errors():
                row = self._conn.execute(
                    "SELECT id, (SELECT count(*) FROM results WHERE run_id = runs.id)"
                    " FROM runs WHERE results_hash = ?",
                    (content,),
                ).fetchone()
            if row is not None:
                with self._write() as conn:
                    conn.execute("UPDATE runs SET path = ? WHERE id = ?", (str(path), row[0]))
                return Imported(str(path), int(row[0]), int(row[1]), new=False, changed=False)
        return self.import_run(read_run(path), str(path), content)

    def import_run(self, run: Run, path: str, content: str | None = None) -> Imported:
        """Import a run read from ``path``: a run already there gets the run's results anew.

        ``content`` is a hash of what the run holds (the file's bytes); by
        default one is made of its results.
        """
        header = run.header.to_json()
        key = header_hash(header)
        suites = [s for s in header.get("suites", []) if isinstance(s, dict)]
        main_spec = str(header.get("engine", ""))
        repeat = header.get("repeat")
        repeated = isinstance(repeat, int) and not isinstance(repeat, bool) and repeat > 1
        engine_of = {str(s.get("name", "")): str(s.get("engine") or main_spec) for s in suites}
        hash_of = {str(s.get("name", "")): str(s.get("sha256", "")) for s in suites}
        now = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
        if content is None:
            lines = "\n".join(json.dumps(result_to_json(r), sort_keys=True) for r in run.results)
            content = hashlib.sha256(lines.encode()).hexdigest()
        with self._write() as conn:
            row = conn.execute(
                "SELECT id, results_hash FROM runs WHERE header_hash = ?", (key,)
            ).fetchone()
            if row is not None and row[1] == content:
                conn.execute("UPDATE runs SET path = ? WHERE id = ?", (str(path), row[0]))
                return Imported(str(path), int(row[0]), len(run.results), new=False, changed=False)
            new = row is None
            if new:
                cursor = conn.execute(
                    "INSERT INTO runs (header_hash, path, started, engine_spec, engine_name,"
                    " engine_version, git_commit, run_mode, time_limit, harness_version, host,"
                    " header, imported) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        key,
                        str(path),
                        str(header.get("started", "")),
                        main_spec,
                        str(header.get("engine_name", "")),
                        str(header.get("engine_version", "")),
                        str(header.get("engine_commit") or "") or None,
                        str(header.get("mode") or "") or None,
                        _number(header.get("timeout", header.get("time_limit"))),
                        str(header.get("harness_version", "")),
                        str(header.get("host", "")),
                        json.dumps(header, sort_keys=True, ensure_ascii=False),
                        now,
                    ),
                )
                run_id = int(cursor.lastrowid or 0)
                conn.executemany(
                    "INSERT OR REPLACE INTO suites VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        (
                            run_id,
                            name,
                            str(s.get("path", "")),
                            str(s.get("game", "")),
                            hash_of[name],
                            engine_of[name],
                        )
                        for s in suites
                        for name in [str(s.get("name", ""))]
                    ],
                )
            else:
                run_id = int(row[0])
                conn.execute("DELETE FROM results WHERE run_id = ?", (run_id,))
            conn.execute(
                "UPDATE runs SET path = ?, results_hash = ? WHERE id = ?",
                (str(path), content, run_id),
            )
            options: dict[str, str] = {}
            rows = []
            for line, result in enumerate(run.results, start=1):
                suite = result.suite
                spec = engine_of.get(suite, main_spec)
                if spec not in options:
                    options[spec] = _options(spec)
                nodes = sum(result.nodes.values()) if result.nodes else None
                rows.append(
                    (
                        run_id,
                        line,
                        result.id,
                        suite,
                        hash_of.get(suite) or None,
                        spec,
                        options[spec],
                        result.command,
                        result.expected,
                        str(result.flag),
                        result.answer,
                        str(result.verdict),
                        float(result.seconds),
                        nodes,
                        result.message,
                        _integer(getattr(result, "seed", None)),
                        _repetition(result, repeated),
                    )
                )
            conn.executemany(
                "INSERT INTO results (run_id, line, case_id, suite, suite_hash, engine_spec,"
                " engine_options, command, expected, flag, answer, verdict, seconds, nodes,"
                " message, seed, repetition) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                " ?, ?)",
                rows,
            )
        return Imported(path=str(path), run_id=run_id, results=len(rows), new=new)

    # -- reading ------------------------------------------------------------

    def counts(self) -> tuple[int, int]:
        """How many runs and results the database holds."""
        with self._errors():
            runs = self._conn.execute("SELECT count(*) FROM runs").fetchone()[0]
            results = self._conn.execute("SELECT count(*) FROM results").fetchone()[0]
        return int(runs), int(results)

    def observations(
        self,
        case_ids: Sequence[str] = (),
        suites: Sequence[str] = (),
        engine: str | None = None,
        commits: Iterable[str] | None = None,
    ) -> list[Observation]:
        """The results of the cases ``case_ids`` and of every case of ``suites``.

        ``engine`` keeps only results of that engine spec; ``commits`` only
        runs at those commits.  Ordered by run start time, then file order.
        """
        where, params = [], []
        chosen = []
        if case_ids:
            chosen.append(f"r.case_id IN ({', '.join('?' * len(case_ids))})")
            params += list(case_ids)
        if suites:
            chosen.append(f"r.suite IN ({', '.join('?' * len(suites))})")
            params += list(suites)
        if chosen:
            where.append("(" + " OR ".join(chosen) + ")")
        if engine is not None:
            where.append("r.engine_spec = ?")
            params.append(engine)
        if commits is not None:
            commits = list(commits)
            if not commits:
                return []
            where.append(f"u.git_commit IN ({', '.join('?' * len(commits))})")
            params += commits
        sql = (
            "SELECT r.run_id, u.started, coalesce(u.git_commit, ''), r.engine_spec,"
            " u.engine_version, coalesce(u.run_mode, ''), r.case_id, coalesce(r.suite_hash, ''),"
            " r.answer, r.verdict, r.seconds, r.seed, r.repetition, u.path, u.time_limit"
            " FROM results r JOIN runs u ON u.id = r.run_id"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY u.started, r.run_id, r.line"
        )
        with self._errors():
            return [Observation(*row) for row in self._conn.execute(sql, params)]


def import_quietly(db_path: str | Path, run_path: str | Path) -> str:
    """Import a run file just written; return '' or a one-line warning, never raise.

    A run must never fail, nor lose its file, because of the database: this
    only reads the run file, and reports instead of raising.
    """
    try:
        with ResultsDB(db_path) as db:
            db.import_file(run_path)
    except Exception as error:  # the run file is safe: say why, and go on
        return f"warning: {run_path} not imported into the results database: {error}"
    return ""
