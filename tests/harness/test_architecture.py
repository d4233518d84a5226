"""The import structure of harness/: no circles, and engines reached only through the registry.

Imports are read from the source with :mod:`ast` (every ``import`` statement,
also inside functions and ``if TYPE_CHECKING`` blocks), so a circle shows
here before it shows as an ImportError in some order of imports.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REGISTRY = "harness.engines.registry"


def module_files(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` (a folder under ``root``) by dotted name."""
    modules = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def imported_names(module: str, path: Path) -> set[str]:
    """The dotted names ``module`` imports (``from a import b`` gives ``a`` and ``a.b``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from . import x, from ..a import b
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """For each module of ``package``, the modules of ``package`` it imports."""
    modules = module_files(root, package)
    return {
        module: {name for name in imported_names(module, path) if name in modules} - {module}
        for module, path in modules.items()
    }


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """An import circle (``[a, b, a]``: a imports b, b imports a), or None."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(module: str) -> list[str] | None:
        path.append(module)
        on_path.add(module)
        for target in sorted(graph[module]):
            if target in on_path:
                return [*path[path.index(target) :], target]
            if target not in done:
                circle = visit(target)
                if circle:
                    return circle
        path.pop()
        on_path.discard(module)
        done.add(module)
        return None

    for module in sorted(graph):
        if module not in done:
            circle = visit(module)
            if circle:
                return circle
    return None


def write_package(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)


def test_the_checker_finds_a_circle_also_through_a_function_level_import(tmp_path: Path) -> None:
    write_package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from pkg.b import thing\n",
            "pkg/b.py": "def f():\n    from pkg import c\n",
            "pkg/c.py": "from . import a\nimport os\n",
            "pkg/d.py": "from pkg.a import x\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.d"] == {"pkg.a"}
    assert find_circle(graph) == ["pkg.a", "pkg.b", "pkg.c", "pkg.a"]
    write_package(tmp_path, {"pkg/c.py": "import os\n"})
    assert find_circle(import_graph(tmp_path, "pkg")) is None


def test_harness_has_no_import_circle() -> None:
    circle = find_circle(import_graph(ROOT, "harness"))
    assert circle is None, "import circle: " + " -> ".join(circle or [])


@pytest.mark.parametrize("module", sorted(module_files(ROOT, "harness")))
def test_harness_reaches_the_engines_only_through_the_registry(module: str) -> None:
    """``harness`` never imports ``engine`` except through the engine registry (by name)."""
    path = module_files(ROOT, "harness")[module]
    engine = [n for n in imported_names(module, path) if n == "engine" or n.startswith("engine.")]
    assert engine == [], f"{path} imports {engine}"
    if module != REGISTRY:
        # The registry loads engines by name (importlib); nothing else may.
        names = imported_names(module, path)
        assert "importlib" not in names and "importlib.import_module" not in names, path
        assert "__import__" not in path.read_text(encoding="utf-8"), path
