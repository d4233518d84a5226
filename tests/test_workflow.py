"""The GitHub Actions workflow the README shows is committed, parses, and calls real options.

Users copy ``.github/workflows/regress.yml`` (or the README's block, which must
be the same text), so the file is checked as YAML and its ``regress`` command
lines against the CLI's own ``--help``.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import yaml

from harness.cli import main

PROJECT = Path(__file__).resolve().parent.parent
WORKFLOW = PROJECT / ".github" / "workflows" / "regress.yml"
README = PROJECT / "README.md"


def readme_block() -> str:
    """The README's ```yaml block that starts with the workflow's file name."""
    text = README.read_text(encoding="utf-8")
    found = re.search(
        r"^```yaml\n(# \.github/workflows/regress\.yml\n.*?)^```$", text, re.DOTALL | re.MULTILINE
    )
    assert found, "README.md has no ```yaml block starting with '# .github/workflows/regress.yml'"
    return found.group(1)


def workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_committed_workflow_is_the_readmes_block() -> None:
    assert WORKFLOW.read_text(encoding="utf-8") == readme_block()


def test_the_workflow_parses_as_a_github_actions_job() -> None:
    data = workflow()
    # YAML 1.1 (PyYAML) reads the key ``on`` as True; GitHub reads it as "on".
    assert data.get("on", data.get(True)) == ["push", "pull_request"]
    steps = data["jobs"]["suites"]["steps"]
    assert data["jobs"]["suites"]["runs-on"] == "ubuntu-latest"
    assert all(isinstance(step, dict) and ("uses" in step or "run" in step) for step in steps)
    assert steps[0]["uses"].startswith("actions/checkout@")
    assert steps[0]["with"]["fetch-depth"] == 0


def regress_commands() -> list[list[str]]:
    """Every ``regress VERB ...`` command in the workflow's run steps, as argv lists."""
    found = []
    for step in workflow()["jobs"]["suites"]["steps"]:
        script = step.get("run", "").replace("\\\n", " ")
        for line in script.splitlines():
            words = shlex.split(line, comments=True)
            if words[:1] == ["regress"]:
                found.append(words[1:])
    return found


def test_the_workflow_calls_regress_options_that_exist(
    capsys: pytest.CaptureFixture[str],
) -> None:
    commands = regress_commands()
    assert [argv[0] for argv in commands] == ["run", "gate"]
    for argv in commands:
        with pytest.raises(SystemExit) as exited:
            main([argv[0], "--help"])
        assert exited.value.code == 0
        usage = capsys.readouterr().out
        for option in (word for word in argv[1:] if word.startswith("--")):
            assert re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", usage), (argv[0], option)
