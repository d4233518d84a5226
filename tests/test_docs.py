"""The documents the code cites are in the repository, and their links resolve."""

from __future__ import annotations

import re
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
SOURCES = sorted(
    path for folder in ("harness", "engine", "tests") for path in (PROJECT / folder).rglob("*.py")
)


def test_cited_docs_exist() -> None:
    cited = {
        (path.relative_to(PROJECT), name)
        for path in SOURCES
        for name in re.findall(r"\bdocs/[\w./-]+\.md", path.read_text(encoding="utf-8"))
    }
    assert cited, "no source cites docs/ (the pattern no longer finds the citations)"
    missing = sorted((str(path), name) for path, name in cited if not (PROJECT / name).is_file())
    assert not missing


def test_no_citation_of_documents_outside_the_repository() -> None:
    # The project's notes once lived beside it as spec/*.md and design.md.
    outside = re.compile(r"(?<![\w/])(spec/[\w-]+\.md|design\.md)")
    found = [
        f"{path.relative_to(PROJECT)}:{number}"
        for path in SOURCES
        if path.name != "test_docs.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if outside.search(line)
    ]
    assert not found


def test_links_between_documents_resolve() -> None:
    for document in [PROJECT / "README.md", *sorted((PROJECT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", document.read_text()):
            if "://" not in target:
                assert (document.parent / target).exists(), (document.name, target)
