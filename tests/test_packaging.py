"""pyproject.toml, constraints.txt and the version: one source for each fact.

The version is written once, in ``harness/__init__.py``; pyproject.toml reads
it from there and the engines report it from the installed distribution.
constraints.txt pins, for CI, every package pyproject.toml asks for, at a
version inside the range pyproject.toml accepts.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import harness
from engine.go import ENGINE_VERSION
from engine.havannah.gtp import VERSION as HAVANNAH_VERSION

PROJECT = Path(__file__).resolve().parent.parent


def pyproject() -> dict[str, Any]:
    return tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))


def pins() -> dict[str, str]:
    """constraints.txt as {canonical name: exact version}."""
    found: dict[str, str] = {}
    for line in (PROJECT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"constraints.txt: {line!r} is not an exact pin (NAME==VERSION)"
            found[canonicalize_name(name)] = version
    return found


def test_the_version_is_written_once_in_the_harness() -> None:
    project = pyproject()
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "harness.__version__"}


def test_the_engines_report_the_harness_version() -> None:
    # Read from the installed distribution: after a version change, reinstall (pip install -e .).
    assert ENGINE_VERSION == HAVANNAH_VERSION == harness.__version__


def test_constraints_pin_every_dependency_inside_its_range() -> None:
    project = pyproject()["project"]
    wanted = [Requirement(text) for text in project["dependencies"]]
    wanted += [Requirement(text) for text in project["optional-dependencies"]["test"]]
    pinned = pins()
    for requirement in wanted:
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"constraints.txt does not pin {requirement.name}"
        assert requirement.specifier.contains(pinned[name]), (str(requirement), pinned[name])
