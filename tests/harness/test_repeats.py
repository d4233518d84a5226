"""Repeated runs: pass rates, classes, comparing by Fisher's exact test, JUnit reruns, the CLI."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness import repeats, stats
from harness.cases import Flag, Result, Verdict
from harness.cli import main
from harness.report.junit import junit_tree
from harness.store import Run, make_header, read_run
from tests.harness import fake_coin_gtp

SUITE = """\
10 coin
#? [heads]
20 heads
#? [heads]
30 tails
#? [heads]
40 clears
#? [!none]
"""


def _results(case_id: str, passes: int, runs: int) -> list[Result]:
    return [
        Result(
            id=case_id,
            command="coin",
            expected="heads",
            flag=Flag.PASS,
            answer="heads" if k < passes else "tails",
            verdict=Verdict.PASSED_EXPECTED if k < passes else Verdict.FAILED_UNEXPECTED,
            seconds=0.01,
            attempt=k,
            seed=k + 1,
        )
        for k in range(runs)
    ]


def test_pass_rates_and_classes() -> None:
    results = _results("s:1", 10, 10) + _results("s:2", 5, 10) + _results("s:3", 0, 10)
    assert repeats.is_repeated(results)
    assert not repeats.is_repeated(_results("s:1", 1, 1))
    rates = {rate.id: rate for rate in repeats.pass_rates(results)}
    assert [rates[i].klass for i in ("s:1", "s:2", "s:3")] == [
        stats.STABLE_PASS,
        stats.FLAKY,
        stats.STABLE_FAIL,
    ]
    assert (round(rates["s:2"].low, 3), round(rates["s:2"].high, 3)) == (0.237, 0.763)
    assert rates["s:3"].unexpected and not rates["s:2"].unexpected
    lines = repeats.rate_lines(list(rates.values()))
    assert lines[-1] == "Repeated 10 times: 3 cases, 1 stable pass, 1 flaky, 1 stable fail"
    assert lines[0].startswith("s:2 flaky: 5/10 passed (95 % 24-76 %); failed with seeds 6, 7")


def test_compare_by_pass_rates() -> None:
    base = _results("s:1", 9, 10) + _results("s:2", 5, 10) + _results("s:3", 2, 10)
    head = _results("s:1", 2, 10) + _results("s:2", 6, 10) + _results("s:3", 2, 10)
    comparison = repeats.compare_rates(base, head, correction=stats.BENJAMINI_HOCHBERG)
    verdicts = {change.id: change.verdict for change in comparison.changes}
    assert verdicts == {"s:1": "broke", "s:2": "not significant", "s:3": "same"}
    assert comparison.broke
    broke = comparison.of("broke")[0].describe()
    assert broke.startswith("s:1 pass rate 9/10 -> 2/10, p = 0.00548")
    assert broke.endswith(": broke")
    lines = repeats.comparison_lines(comparison)
    assert "Benjamini-Hochberg" in lines[1]
    assert "s:2 pass rate 5/10 -> 6/10, p = 1 (adjusted 1): not significant" in lines


def test_a_thousand_noisy_cases_do_not_break() -> None:
    """Same 50 % pass rate in base and head: no case counts as broken after the correction."""
    import random

    rng = random.Random(2)
    base: list[Result] = []
    head: list[Result] = []
    for number in range(1000):
        base += _results(f"s:{number}", sum(rng.random() < 0.5 for _ in range(10)), 10)
        head += _results(f"s:{number}", sum(rng.random() < 0.5 for _ in range(10)), 10)
    for correction in (stats.HOLM, stats.BENJAMINI_HOCHBERG):
        assert not repeats.compare_rates(base, head, correction=correction).broke


def test_junit_writes_flaky_and_rerun_failures() -> None:
    results = _results("s:1", 10, 3) + _results("s:2", 2, 3) + _results("s:3", 0, 3)
    run = Run(header=make_header("gtp:coin", "Coin", "1"), results=results)
    root = junit_tree(run).getroot()
    assert root is not None
    cases = {case.get("name"): case for case in root.iter("testcase")}
    assert len(cases) == 3
    assert list(cases["s:1"]) == []
    flaky = cases["s:2"]
    assert [child.tag for child in flaky] == ["flakyFailure"]  # a passing test case
    assert "repetition 3 seed 3" in (flaky[0].get("message") or "")
    assert [child.tag for child in flaky[0]] == ["stackTrace"] and not (flaky[0].text or "").strip()
    assert "answer: tails" in (flaky[0][0].text or "")
    failing = cases["s:3"]
    assert [child.tag for child in failing] == ["failure", "rerunFailure", "rerunFailure"]
    suite = root.find("testsuite")
    assert suite is not None and suite.get("tests") == "3" and suite.get("failures") == "1"
    ET.tostring(root)  # well formed


@pytest.fixture
def coin_suite(tmp_path: Path) -> Path:
    path = tmp_path / "coin.tst"
    path.write_text(SUITE)
    return path


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(args)
    return code, capsys.readouterr().out


def _seeded_run(suite: Path, out: Path) -> list[str]:
    """``regress run`` of the coin suite ten times, seeded by a GTP command."""
    return [
        "run",
        str(suite),
        "--engine",
        fake_coin_gtp.SPEC,
        "--repeat",
        "10",
        "--seed-command",
        "set_random_seed {seed}",
        "-j",
        "1",
        "--out",
        str(out),
    ]


def test_repeat_with_a_seed_command(
    coin_suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    code, text = _run(_seeded_run(coin_suite, out), capsys)
    assert code == 1  # coin:30 fails every time, unexpectedly
    assert "Repeated 10 times: 4 cases, 2 stable pass, 1 flaky, 1 stable fail" in text
    assert "coin:10 flaky: " in text and "coin:30 stable fail: 0/10" in text
    assert "Possible crash" not in text
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    header, results = lines[0], lines[1:]
    assert header["repeat"] == 10 and header["seeding"] == "command"
    assert header["engine"] == fake_coin_gtp.SPEC  # the seed is not part of the engine
    coin = [r for r in results if r["id"] == "coin:10"]
    assert [r["seed"] for r in coin] == list(range(1, 11))
    assert [r.get("attempt", 0) for r in coin] == list(range(10))
    # The cache is cleared before every repetition (the count only grows).
    clears = [int(r["answer"]) for r in results if r["id"] == "coin:40"]
    assert clears == sorted(clears) and len(set(clears)) == 10
    # The same seeds give the same answers: the second run compares as the same.
    again = tmp_path / "again.jsonl"
    _run(_seeded_run(coin_suite, again), capsys)
    code, text = _run(["compare", str(out), str(again)], capsys)
    assert code == 0
    assert "Judged by Fisher's exact test" in text and "Holm" in text
    code, text = _run(["gate", str(again), "--baseline", str(out)], capsys)
    assert code == 1 and "Gate: FAILED" in text  # coin:30 still fails every time


def test_repeat_with_the_seed_in_the_command_line(
    coin_suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    _run(
        [
            "run",
            f"{coin_suite}:10",
            "--engine",
            fake_coin_gtp.SPEC + " --seed {seed}",
            "--repeat",
            "4",
            "-j",
            "1",
            "--out",
            str(out),
        ],
        capsys,
    )
    results = [json.loads(line) for line in out.read_text().splitlines()[1:]]
    assert [r["seed"] for r in results] == [1, 2, 3, 4]
    header = json.loads(out.read_text().splitlines()[0])
    assert header["seeding"] == "argv"
    # Each answer is the first toss of a generator seeded with its seed.
    import random

    assert [r["answer"] for r in results] == [
        random.Random(seed).choice(("heads", "tails")) for seed in (1, 2, 3, 4)
    ]


def test_repeat_refuses_what_it_cannot_do(
    coin_suite: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["run", str(coin_suite), "--repeat", "3", "--sequential", "-j", "1"])
    assert code == 2
    assert "--sequential" in capsys.readouterr().err


def test_repeat_gives_our_go_engine_its_seed_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "empty.tst"
    suite.write_text("boardsize 9\n10 reg_genmove black\n#? [G5]\n")
    out = tmp_path / "run.jsonl"
    main(["run", str(suite), "--repeat", "6", "-j", "1", "--out", str(out)])
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines[0]["seeding"] == "option" and lines[0]["engine"] == "go"
    answers = {line["seed"]: line["answer"] for line in lines[1:]}
    assert sorted(answers) == [1, 2, 3, 4, 5, 6]
    assert len(set(answers.values())) > 1  # the seeds break the near-ties differently
    assert "empty:10 flaky" in capsys.readouterr().out


def test_markdown_of_a_repeated_run(tmp_path: Path) -> None:
    from harness.report.markdown import markdown_rates

    base = Run(header=make_header("go", "", ""), results=_results("s:1", 9, 10))
    head = Run(header=make_header("go", "", ""), results=_results("s:1", 2, 10))
    text = markdown_rates(head, repeats.compare_rates(base.results, head.results))
    assert text.startswith("## regress: FAILED")
    assert "| s:1 | flaky | 2/10 |" in text
    assert "Holm" in text and "broke" in text


def test_html_report_of_repeated_runs_shows_classes_rates_and_the_test(tmp_path: Path) -> None:
    from html.parser import HTMLParser

    from harness.report.html import build_page, write_html
    from tests.harness.report.chromium import CHROMIUM, render

    class Rows(HTMLParser):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.rows: dict[str, dict[str, str]] = {}
            self.cards: dict[str, dict[str, str]] = {}
            self.feed(text)

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            values = {key: value or "" for key, value in attrs}
            if tag == "tr" and "data-class" in values:
                self.rows[values["data-id"]] = values
            elif tag == "article":
                self.cards[values["data-id"]] = values

    base = _results("s:1", 10, 10) + _results("s:2", 5, 10) + _results("s:3", 10, 10)
    head = _results("s:1", 10, 10) + _results("s:2", 6, 10) + _results("s:3", 1, 10)
    base_run = Run(header=make_header("go", "", ""), results=base)
    head_run = Run(header=make_header("go", "", ""), results=head)
    alone = build_page(head_run)
    page = Rows(alone)
    assert "Repeated 10 times: 3 cases, 1 stable pass, 2 flaky, 0 stable fail" in alone
    assert page.rows.keys() == {"s:2", "s:3"}  # the stable pass is only counted
    assert page.rows["s:2"]["data-class"] == "flaky" and "6/10" in alone and "31-83 %" in alone
    assert page.cards["s:3"]["data-verdict"] == "flaky"
    assert "failed with seeds" in alone and "Judged by" not in alone
    text = build_page(head_run, base_run, correction=stats.BENJAMINI_HOCHBERG)
    page = Rows(text)
    assert page.rows["s:3"]["data-change"] == "broke"
    assert page.rows["s:2"]["data-change"] == "not significant"
    assert page.cards["s:3"]["data-change"] == "broke"
    assert "Benjamini-Hochberg correction (false discovery rate)" in text
    assert "s:3 pass rate 10/10 -&gt; 1/10, p = 0.000119" in text
    assert "Holm" in build_page(head_run, base_run)  # the default correction
    with_gone = Run(header=base_run.header, results=[*base, *_results("s:9", 10, 10)])
    gone = Rows(build_page(head_run, with_gone)).cards["s:9"]  # only the base has it
    assert (gone["data-verdict"], gone["data-change"]) == ("stable pass", "base only")
    if not Path(CHROMIUM).exists():
        pytest.skip("chromium is not installed")
    index = write_html(tmp_path / "html", head_run, base_run)
    rendered = render(index, tmp_path / "shot.png", "1000,900", tmp_path / "profile")
    assert Rows(rendered.dom).rows.keys() == {"s:2", "s:3"}
    assert '<span id="shown">2</span> of 2 shown' in rendered.dom  # the script hid none


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_resume_of_a_repeated_run_runs_only_the_missing_repetitions(
    coin_suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str
) -> None:
    whole = tmp_path / "whole.jsonl"
    args = ["run", str(coin_suite), "--engine", fake_coin_gtp.SPEC, "--repeat", "6"]
    args += ["--seed-command", "set_random_seed {seed}", "--db", ""]
    _run([*args, "-j", "1", "--out", str(whole)], capsys)
    lines = whole.read_text().splitlines()
    # Killed: a third of the repetitions never written, one lost with its worker.
    cut = tmp_path / "cut.jsonl"
    kept = [line for n, line in enumerate(lines[1:]) if n % 3 != 2]
    lost = json.loads(kept[0])
    lost.update(
        verdict="crash", answer="", message="no result came back (the worker running it died?)"
    )
    kept[0] = json.dumps(lost)
    cut.write_text("\n".join([lines[0], *kept]) + "\n")
    before = {(r.id, r.attempt): r.seconds for r in read_run(cut).results}
    code, text = _run(["run", "--resume", str(cut), "-j", jobs, "--db", ""], capsys)
    assert code == 1 and "Repeated 6 times: 4 cases, 2 stable pass, 1 flaky, 1 stable fail" in text
    done = read_run(cut).results
    assert sorted((r.id, r.attempt) for r in done) == sorted(
        (r.id, r.attempt) for r in read_run(whole).results
    )
    # The same seeds as the whole run, the same answers (but the count of clear_cache,
    # which is the engine process's); the finished repetitions untouched.
    assert {(r.id, r.seed, r.answer) for r in done if r.id != "coin:40"} == {
        (r.id, r.seed, r.answer) for r in read_run(whole).results if r.id != "coin:40"
    }
    again = {(r.id, r.attempt): r.seconds for r in done}
    untouched = [key for key in before if key != (lost["id"], 0)]
    assert len(untouched) == 15 and all(again[key] == before[key] for key in untouched)
    # The lost one ran again (its time may be the same to the microsecond).
    rerun = next(r for r in done if (r.id, r.attempt) == (lost["id"], 0))
    assert rerun.verdict != "crash" and rerun.message != lost["message"]
    # A repeated run resumes as it began.
    code = main(["run", "--resume", str(cut), "--repeat", "3", "--db", ""])
    assert code == 2 and "repeats every case 6 times" in capsys.readouterr().err


def test_a_repeated_gate_fails_on_significant_breaks_not_on_noise(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """300 cases passing half the time in base and head, one of them 0/10 by chance: passes;
    a case that went from 10/10 to 0/10 fails it, Holm or Benjamini-Hochberg."""
    from harness.store import RunWriter

    def write(path: Path, rates: dict[str, int]) -> str:
        with RunWriter(path, make_header("gtp:coin", "Coin", "1")) as writer:
            for case_id, passes in rates.items():
                for result in _results(case_id, passes, 10):
                    writer.add(result)
        return str(path)

    noisy = {f"s:{n}": 4 + n % 3 for n in range(300)}  # 4, 5 or 6 of 10
    base = write(tmp_path / "base.jsonl", noisy)
    head = write(tmp_path / "head.jsonl", {**noisy, "s:1": 0, "s:2": 9})
    for correction in ("holm", "bh"):
        code, text = _run(["gate", head, "--baseline", base, "--correction", correction], capsys)
        assert code == 0 and "Gate: passed" in text, text[-800:]
        assert "s:1 failed every time, but passed 5/10 in the baseline" in text
        assert "2 not significant; 298 same" in text
    broken = write(tmp_path / "broken.jsonl", {**noisy, "s:0": 0, "s:3": 10})
    base = write(tmp_path / "base2.jsonl", {**noisy, "s:0": 10})
    for correction in ("holm", "bh"):
        code, text = _run(["gate", broken, "--baseline", base, "--correction", correction], capsys)
        assert code == 1 and "Gate: FAILED" in text
        assert "s:0 pass rate 10/10 -> 0/10, p = 1.08e-05" in text and ": broke" in text
