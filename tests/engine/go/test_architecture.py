"""The shape of engine/: the Go analysis modules know nothing of GTP, and no
module of engine/ takes part in an import circle.

Imports are read from the source with :mod:`ast` (every ``import`` and
``from ... import``, also those inside functions and ``if TYPE_CHECKING:``
blocks), so the tests see what a reader sees, without importing anything.
"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

#: The GTP layer of the Go engine and the protocol plumbing under it.
GTP_MODULES = {"engine.gtp", "engine.go.gtp", "engine.go.gtp_args", "engine.go.__main__"}


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``), by dotted name."""
    found = {}
    for path in sorted((root / package.replace(".", "/")).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    """The modules of ``known`` that the module ``name`` at ``path`` imports."""
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = name.split(".")
                parent = parent if is_package else parent[:-1]
                parent = parent[: len(parent) - (node.level - 1)]
                base = ".".join(parent + ([base] if base else []))
            # ``from engine.go import board`` imports the module engine.go.board.
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            if target in known:
                found.add(target)
                break
    return found - {name}


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """The imports between the modules of ``package``."""
    modules = module_names(root, package)
    known = set(modules)
    return {name: imports_of(path, name, known) for name, path in modules.items()}


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """An import circle of ``graph`` (its modules in order, the first repeated at
    the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(name: str) -> list[str] | None:
        state[name] = 1
        path.append(name)
        for target in sorted(graph.get(name, ())):
            if state.get(target) == 1:
                return path[path.index(target) :] + [target]
            if target not in state:
                circle = visit(target)
                if circle:
                    return circle
        path.pop()
        state[name] = 2
        return None

    for name in sorted(graph):
        if name not in state:
            circle = visit(name)
            if circle:
                return circle
    return None


def reaches(graph: dict[str, set[str]], start: str, goal: set[str]) -> list[str] | None:
    """A chain of imports from ``start`` to a module of ``goal``, or None."""
    chains = [[start]]
    seen = {start}
    while chains:
        chain = chains.pop(0)
        for target in sorted(graph.get(chain[-1], ())):
            if target in goal:
                return chain + [target]
            if target not in seen:
                seen.add(target)
                chains.append(chain + [target])
    return None


def test_no_go_analysis_module_imports_gtp_code() -> None:
    graph = import_graph(REPO, "engine")
    analysis = [n for n in graph if n.startswith("engine.go.") and n not in GTP_MODULES]
    assert "engine.go.owl" in analysis and "engine.go.genmove" in analysis
    chains = [chain for name in analysis if (chain := reaches(graph, name, GTP_MODULES))]
    assert chains == [], "analysis reaching GTP: " + "; ".join(" -> ".join(c) for c in chains)


def test_no_import_circle_in_engine() -> None:
    graph = import_graph(REPO, "engine")
    assert graph["engine.go.gtp"] >= {"engine.go.owl", "engine.gtp"}  # the graph is read
    assert find_circle(graph) is None, " -> ".join(find_circle(graph) or [])


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def test_the_checks_see_a_circle_and_a_gtp_import(tmp_path: Path) -> None:
    root = _package(
        tmp_path,
        {
            "engine/__init__.py": "",
            "engine/gtp.py": "",
            "engine/go/__init__.py": "",
            "engine/go/gtp.py": "from engine.go.owl import Owl\n",
            "engine/go/owl.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from engine.go import gtp\n",
            "engine/go/optics.py": "def f():\n    from . import reading\n",
            "engine/go/reading.py": "import engine.go.optics\n",
            "engine/go/board.py": "from engine.gtp import GtpError\n",
        },
    )
    graph = import_graph(root, "engine")
    assert graph["engine.go.optics"] == {"engine.go.reading"}
    assert find_circle(graph) == ["engine.go.gtp", "engine.go.owl", "engine.go.gtp"]
    del graph["engine.go.gtp"]
    assert find_circle(graph) == ["engine.go.optics", "engine.go.reading", "engine.go.optics"]
    assert reaches(graph, "engine.go.board", GTP_MODULES) == ["engine.go.board", "engine.gtp"]
    assert reaches(graph, "engine.go.reading", GTP_MODULES) is None
