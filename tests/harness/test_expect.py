"""Judging answers as regress.awk judges them."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from harness.cases import Expectation, Flag, Verdict
from harness.expect import PatternError, judge, matches, translate_ere


def expect(text: str, flag: Flag = Flag.PASS) -> Expectation:
    return Expectation.from_text(text, flag)


@pytest.mark.parametrize(
    ("pattern", "answer", "matched"),
    [
        ("1 E5", "1 E5", True),
        ("1 E5", "1 E55", False),
        ("1 E5", "01 E5", False),
        # regress.awk anchors "^B14|D17$": starts with B14, or ends with D17.
        ("B14|D17", "B14", True),
        ("B14|D17", "D17", True),
        ("B14|D17", "B14 and more", True),
        ("B14|D17", "more D17", True),
        ("B14|D17", "C3", False),
        ("B14|D17", "D17 more", False),
        ("(B14|D17)", "B14 and more", False),
        ("[[:digit:]]+ [[:alpha:]][0-9]+", "12 C3", True),
        ("[[:digit:]]+ [[:alpha:]][0-9]+", "x12 C3", False),
        ("[^[:space:]]+", "abc", True),
        ("[^[:space:]]+", "a c", False),
        ("[[:upper:][:digit:]]+", "A1B2", True),
        ("", "", True),
        ("", "C3", False),
        ("1 (A1|B2)", "1 B2", True),
        ("PASS|pass", "PASS", True),
        ("a{2}", "aa", True),
        ("a{2}", "aaa", False),
        ("{x}", "{x}", True),
        ("*a", "*a", True),
        ("\\yfoo", "foo", True),
        ("[]a]+", "]a]", True),
        ("[a-c[]+", "a[c", True),
        ("a.c", "abc", True),
        ("a\\.c", "abc", False),
    ],
)
def test_patterns_are_anchored_and_translated_as_awk_does(
    pattern: str, answer: str, matched: bool
) -> None:
    assert matches(expect(pattern), answer) is matched


def test_negation_inverts_the_match() -> None:
    assert matches(expect("!P13"), "P13") is False
    assert matches(expect("!P13"), "Q13") is True
    assert matches(expect("!P13|Q4"), "Q4") is False


@pytest.mark.parametrize(
    ("flag", "answer", "verdict"),
    [
        (Flag.PASS, "C3", Verdict.PASSED_EXPECTED),
        (Flag.PASS, "D4", Verdict.FAILED_UNEXPECTED),
        (Flag.FAIL, "C3", Verdict.PASSED_UNEXPECTED),
        (Flag.FAIL, "D4", Verdict.FAILED_EXPECTED),
        (Flag.IGNORE, "C3", Verdict.IGNORED),
        (Flag.IGNORE, "D4", Verdict.IGNORED),
    ],
)
def test_the_four_words_and_ignored(flag: Flag, answer: str, verdict: Verdict) -> None:
    assert judge(expect("C3", flag), answer) is verdict


def test_verdict_words_are_regress_awks() -> None:
    assert [str(v) for v in Verdict][:5] == ["passed", "PASSED", "failed", "FAILED", "ignored"]
    assert Verdict.FAILED_UNEXPECTED.unexpected and Verdict.CRASH.unexpected
    assert not Verdict.PASSED_UNEXPECTED.unexpected and not Verdict.FAILED_EXPECTED.unexpected


@pytest.mark.parametrize("pattern", ["[abc", "[[:nonsense:]]", "(a"])
def test_a_pattern_awk_refuses_is_an_error(pattern: str) -> None:
    with pytest.raises(PatternError):
        judge(expect(pattern), "a")


@given(st.text(alphabet="ABCDEFGHJKLMNOPQRST0123456789 ", max_size=12))
def test_a_plain_answer_used_as_pattern_matches_itself(answer: str) -> None:
    assert judge(expect(answer), answer) is Verdict.PASSED_EXPECTED


@given(st.text(max_size=12))
def test_escaped_text_matches_exactly_itself(text: str) -> None:
    # ERE's special characters escaped, the rest as is: a literal that matches only itself.
    plain = text.replace("\n", "")
    literal = "".join("\\" + c if c in ".[]()*+?{}|^$\\" else c for c in plain)
    compiled = re.compile(translate_ere("^" + literal + "$"))
    assert compiled.search(plain)
    assert not compiled.search(plain + "x")
