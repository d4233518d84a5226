"""regress run into the database, regress db import, history (text and HTML) and bisect."""

from __future__ import annotations

import hashlib
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.cli import main
from harness.db import ResultsDB
from tests.harness.fake_gtp import SPEC
from tests.harness.git_repo import line_of_commits
from tests.harness.history_data import write_run_file
from tests.harness.report.chromium import CHROMIUM, render

PROJECT = Path(__file__).resolve().parents[2]
SCREENSHOT = PROJECT / "reports" / "screenshots" / "history.png"


def test_every_run_goes_into_the_database_and_a_broken_one_costs_only_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "t.tst"
    suite.write_text("1 echo hello\n#? [hello]\n2 echo bye\n#? [hello]*\n")
    db = tmp_path / "r.sqlite"
    run = ["run", "--engine", SPEC, "-j", "1", "--db", str(db), str(suite)]
    assert main([*run, "--out", str(tmp_path / "a.jsonl")]) == 0
    assert main([*run, "--out", str(tmp_path / "b.jsonl")]) == 0
    with ResultsDB(db) as results:
        assert results.counts() == (2, 4)
        (seen, _) = results.observations(["t:1"])
    assert (seen.engine_spec, seen.verdict, seen.run_mode) == (SPEC, "passed", "file-order")
    assert ResultsDB(db)._conn.execute("SELECT time_limit FROM runs").fetchone() == (60.0,)
    capsys.readouterr()
    # A database that is not one: the run still passes, its file is whole, a warning says why.
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"\x00garbage" * 500)
    code = main([*run[:-3], "--db", str(broken), "--out", str(tmp_path / "c.jsonl"), str(suite)])
    captured = capsys.readouterr()
    assert code == 0 and "t: Summary: 1/2 passes. 0 unexpected" in captured.out
    (warning,) = [line for line in captured.err.splitlines() if "results database" in line]
    assert warning.startswith(f"warning: {tmp_path / 'c.jsonl'} not imported into the results")
    assert len((tmp_path / "c.jsonl").read_text().splitlines()) == 3
    # --db '' writes no database at all.
    none = tmp_path / "none"
    none.mkdir()
    assert main([*run[:-3], "--db", "", "--out", str(none / "d.jsonl"), str(suite)]) == 0
    assert [p.name for p in none.iterdir()] == ["d.jsonl"]


def test_db_import_is_idempotent_and_a_bad_run_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = write_run_file(tmp_path / "one.jsonl", [("owl:1", "passed", "1 E5")])
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"engine": "go"}\n{"id": 3}\n')
    db = str(tmp_path / "r.sqlite")
    assert main(["db", "import", "--db", db, str(one)]) == 0
    assert main(["db", "import", "--db", db, str(one), str(bad)]) == 2
    captured = capsys.readouterr()
    assert f"{one}: 1 results (already there)" in captured.out
    assert f"{db}: 1 runs, 1 results" in captured.out
    assert captured.err.strip() == f"regress: {bad}:2: not a result: 'id' is 3"
    broken = tmp_path / "broken.sqlite"
    broken.write_text("not sqlite at all " * 100)
    assert main(["db", "import", "--db", str(broken), str(one)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"regress: {broken}: not a results database") and err.count("\n") == 1


@pytest.fixture
def history_db(tmp_path: Path) -> tuple[Path, Path, list[str]]:
    """A repository of six commits and a database of runs at them: owl:2 breaks at commit 3."""
    repo = tmp_path / "repo"
    ids = line_of_commits(repo, 6)
    db = tmp_path / "r.sqlite"
    with ResultsDB(db) as results:
        for index, commit in enumerate(ids):
            broke = index >= 3
            run = write_run_file(
                tmp_path / f"run{index}.jsonl",
                [
                    ("owl:1", "passed", "1 E5"),
                    ("owl:2", "FAILED" if broke else "passed", "0" if broke else "1 E5"),
                    ("owl:3", "failed", "<b>0</b>"),
                ],
                commit=commit,
                started=f"2026-12-01T08:{10 - index:02d}:00+00:00",  # made newest first
            )
            results.import_file(run)
    return repo, db, ids


def test_history_of_a_case_and_of_a_suite(
    history_db: tuple[Path, Path, list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    repo, db, ids = history_db
    assert main(["history", "owl:2", "--db", str(db), "--repo", str(repo)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        f"owl:2 passed at {ids[2][:7]} (3 runs), FAILED since {ids[3][:7]} (3 runs)   [go]"
    )
    assert [line.split()[0] for line in lines[1:8]] == [
        *(c[:7] for c in ids[:2:-1]),
        "^",
        *(c[:7] for c in ids[2::-1]),
    ]
    assert main(["history", "owl", "owl:9", "--db", str(db), "--repo", str(repo)]) == 0
    out = capsys.readouterr().out
    assert f"  {ids[5][:7]}        2026-12-01 08:05  1/3 passed" in out
    assert f"  {ids[0][:7]}        2026-12-01 08:10  2/3 passed" in out
    assert "1 of 3 cases flipped" in out and "owl:9: no results in" in out
    assert "  owl:1 passed throughout (6 commits, 6 runs)" not in out  # only the flipped
    assert main(["history", "owl:1", "--db", str(db), "--repo", str(tmp_path_missing(repo))]) == 0
    # Without a repository to order them, the commits go by time.
    assert capsys.readouterr().out.startswith("owl:1 passed throughout (6 commits, 6 runs)")
    assert main(["history", "owl:1", "--db", str(tmp_path_missing(db))]) == 2


def tmp_path_missing(db: Path) -> Path:
    return db.with_name("missing.sqlite")


class Page(HTMLParser):
    """The sections, scripts and SVG shapes of the history page."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.sections: dict[str, dict[str, str]] = {}
        self.scripts = 0
        self.rects: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag == "section":
            self.sections[values.get("data-id") or values.get("data-suite", "")] = values
        elif tag == "script":
            self.scripts += 1
        elif tag == "rect":
            self.rects.append(values["class"])


def test_html_history_has_a_timeline_per_case_and_a_chart_per_suite(
    history_db: tuple[Path, Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo, db, _ = history_db
    out = tmp_path / "html"
    args = [
        "history",
        "owl",
        "owl:1",
        "owl:3",
        "--db",
        str(db),
        "--repo",
        str(repo),
        "--html",
        str(out),
    ]
    assert main(args) == 0
    assert f"HTML history: {out / 'index.html'}" in capsys.readouterr().out
    text = (out / "index.html").read_text()
    page = Page(text)
    assert page.scripts == 0 and "http" not in text.replace("http-equiv", "").replace(
        "http://www.w3.org/2000/svg", ""
    )
    assert page.sections.keys() == {"owl", "owl:1", "owl:2", "owl:3"}  # named, and flipped
    assert page.sections["owl:2"]["data-flips"] == "1" and page.rects.count("fail") == 3 + 6
    assert "<b>0</b>" not in text and "&#39;&lt;b&gt;0&lt;/b&gt;&#39; x1" in text  # escaped
    if not Path(CHROMIUM).exists():
        pytest.skip("chromium is not installed")
    shot = tmp_path / "history.png"
    rendered = render(out / "index.html", shot, "1000,900", tmp_path / "profile")
    dom = rendered.dom
    assert shot.is_file() and shot.stat().st_size > 10_000, rendered.stderr[-2000:]
    assert Page(dom).sections.keys() == page.sections.keys() and Page(dom).rects == page.rects
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(shot, SCREENSHOT)


def test_bisect_from_the_database_needs_no_run(
    history_db: tuple[Path, Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo, db, ids = history_db
    suite = tmp_path / "owl.tst"
    suite.write_text("1 owl_attack E5\n#? [1 E5]\n2 owl_attack E5\n#? [1 E5]\n")
    # The runs in the database were made on this very suite file.
    digest = hashlib.sha256(suite.read_bytes()).hexdigest()
    with ResultsDB(db) as results:
        results._conn.execute("UPDATE results SET suite_hash = ?", (digest,))
        # ... in file order, as bisect runs a .tst.
        results._conn.execute("UPDATE runs SET run_mode = 'file-order'")
    args = ["bisect", f"{suite}:2", "--good", ids[0], "--bad", ids[-1], "--repo", str(repo)]
    assert main([*args, "--db", str(db), "--cache", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert f"owl:2: first changed at {ids[3][:12]} 'change 3': passed -> FAILED" in out
    assert "running in a temporary worktree" not in out and out.count("(database)") >= 4
    assert "about 3 runs" in out
    # A run of isolated cases is no answer for a .tst run in file order: that commit
    # must run, and cannot here (the repository has no engine), so it is skipped.
    with ResultsDB(db) as results:
        sql = "UPDATE runs SET run_mode = 'isolated' WHERE git_commit = ?"
        results._conn.execute(sql, (ids[3],))
    assert main([*args, "--db", str(db), "--cache", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert f"{ids[3][:12]} skipped: no engine/ folder at that commit  change 3" in out
    assert f"first changed at one of {ids[3][:12]}, {ids[4][:12]}" in out
    # gtp engines are not this repository's: say what to give instead.
    assert main([*args, "--engine", SPEC]) == 2
    assert "--engine-cmd" in capsys.readouterr().err


def test_html_history_of_repeated_runs_marks_only_the_significant_flip(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Repeated runs at four commits: 9/10, 7/10 (noise), 1/10 (the break), 2/10."""
    repo = tmp_path / "repo"
    ids = line_of_commits(repo, 4)
    db = tmp_path / "r.sqlite"
    with ResultsDB(db) as results:
        for index, passes in enumerate((9, 7, 1, 2)):
            rows = [("owl:1", "passed" if k < passes else "FAILED", "1 E5") for k in range(10)]
            run = write_run_file(
                tmp_path / f"run{index}.jsonl",
                rows,
                commit=ids[index],
                started=f"2026-12-01T08:0{index}:00+00:00",
                repetitions=True,
            )
            results.import_file(run)
    out = tmp_path / "html"
    args = ["history", "owl:1", "--db", str(db), "--repo", str(repo), "--html", str(out)]
    assert main(args) == 0
    text = capsys.readouterr().out
    assert text.startswith(
        f"owl:1 pass rate 16/20 at {ids[1][:7]} (20 runs), pass rate 3/20 since {ids[2][:7]}"
    )
    assert text.count("^ flip:") == 1
    page = Page((out / "index.html").read_text())
    assert page.sections["owl:1"]["data-flips"] == "1" and page.rects == ["mixed"] * 4
    if not Path(CHROMIUM).exists():
        pytest.skip("chromium is not installed")
    rendered = render(out / "index.html", tmp_path / "shot.png", "900,600", tmp_path / "profile")
    assert Page(rendered.dom).rects == ["mixed"] * 4
    assert (tmp_path / "shot.png").stat().st_size > 5_000, rendered.stderr[-2000:]
