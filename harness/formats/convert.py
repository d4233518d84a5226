"""Converting suites between GNU Go's ``.tst`` form and our YAML form.

``regress import X.tst`` writes the YAML form: each case gets its own
position (``sgf`` + ``until``, or ``setup`` commands), its expectation and
status, and the comment lines above its command as its note.
``regress export X.yaml`` writes the ``.tst`` form: each case becomes its
position commands, the numbered command and its ``#?`` line; SGF records made
from diagrams are copied into ``games/`` beside the new file.  Either way the
verdicts stay the same.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import yaml

from harness import commands
from harness.cases import Case, Flag
from harness.formats import SuiteFormatError
from harness.formats.suite_yaml import FLAG_STATUS, diagram_cache_dir, read_yaml
from harness.formats.tst import is_number, read_lines, read_tst

FLAG_CHARS = {Flag.PASS: "", Flag.FAIL: "*", Flag.IGNORE: "&"}


def _comments_above(lines: list[str], line: int) -> str:
    """The comment block right above a 1-based line, without the ``#``."""
    notes: list[str] = []
    index = line - 2
    while index >= 0 and lines[index].startswith("#") and not lines[index].startswith("#?"):
        notes.append(lines[index].lstrip("#").strip())
        index -= 1
    return " ".join(reversed([n for n in notes if n]))


def _inside(folder: Path, record: str) -> bool:
    target = (folder / record).resolve()
    return target.is_relative_to(folder.resolve()) and target.is_file()


def tst_to_yaml(source: str | Path, target: str | Path) -> int:
    """Write the YAML form of a ``.tst`` suite; return the number of cases.

    Relative ``loadsgf`` paths are rewritten against the target's folder.
    Raises :class:`SuiteFormatError`.
    """
    source, target = Path(source), Path(target)
    suite = read_tst(source)
    lines = read_lines(source)
    folder = target.parent.resolve()
    entries: list[dict[str, Any]] = []
    for case in suite.cases:
        if case.label:
            raise SuiteFormatError(
                f"{case.source}: test number {case.number} is used twice; "
                "a YAML suite needs distinct ids"
            )
        entry: dict[str, Any] = {"id": case.number}
        setup = [_rebase(command, source.parent, folder) for command in case.setup]
        first = setup[0].split() if setup else []
        if first and first[0] == commands.LOADSGF and len(first) in (2, 3):
            if _inside(folder, first[1]):
                entry["sgf"] = first[1]
                if len(first) == 3:
                    entry["until"] = int(first[2]) if is_number(first[2]) else first[2]
                setup = setup[1:]
        setup = list(case.settings) + setup
        if setup:
            entry["setup"] = setup
        entry["command"] = case.command
        entry["expect"] = case.expectation.text
        if case.expectation.flag is not Flag.PASS:
            entry["status"] = FLAG_STATUS[case.expectation.flag]
        note = _comments_above(lines, case.source.line)
        if note:
            entry["note"] = note
        entries.append(entry)
    document = {"suite": suite.name, "game": "go", "cases": entries}
    if suite.name == target.stem:
        del document["suite"]
    target.write_text(
        yaml.safe_dump(document, sort_keys=False, allow_unicode=True, width=100),
        encoding="utf-8",
    )
    return len(entries)


def _rebase(command: str, old: Path, new: Path) -> str:
    """Rewrite a relative ``loadsgf`` path written for folder ``old`` for folder ``new``."""
    words = command.split()
    if len(words) < 2 or words[0] != commands.LOADSGF or Path(words[1]).is_absolute():
        return command
    target = (old / words[1]).resolve()
    try:
        words[1] = str(target.relative_to(new))
    except ValueError:
        words[1] = str(target)
    return " ".join(words)


def yaml_to_tst(source: str | Path, target: str | Path) -> int:
    """Write the ``.tst`` form of a YAML suite; return the number of cases.

    Raises :class:`SuiteFormatError` (also for Havannah suites, which
    regress.sh cannot run, but which the harness runs from either form).
    """
    source, target = Path(source), Path(target)
    suite = read_yaml(source)
    folder = target.parent.resolve()
    out: list[str] = [f"# {suite.name}: written by regress export from {source.name}"]
    if suite.description:
        out += [f"# {line}" for line in suite.description.splitlines()]
    if suite.game == "havannah":
        # A Havannah .tst file starts in grid numbering; YAML cells are ours.
        out.append("hguicoords")
    cache = diagram_cache_dir().resolve()
    for case in suite.cases:
        out.append("")
        if case.note:
            out += [f"# {line}" for line in _wrap(case.note)]
        out += list(case.settings)
        setup = [_export_command(c, case, source.parent, folder, cache) for c in case.setup]
        if not setup or commands.kind(setup[0]) is not commands.Kind.NEW_BOARD:
            # A YAML case starts on a reset engine; in a script, start it anew.
            out.append("boardsize 19" if case.game == "go" else "clear_board")
        out += setup
        out.append(f"{case.number} {case.command}")
        out.append(f"#? [{case.expectation.text}]{FLAG_CHARS[case.expectation.flag]}")
    target.write_text("\n".join(out) + "\n", encoding="utf-8")
    return len(suite.cases)


def _export_command(command: str, case: Case, old: Path, new: Path, cache: Path) -> str:
    words = command.split()
    if len(words) >= 2 and words[0] == commands.LOADSGF:
        record = Path(words[1])
        if record.is_absolute() and record.resolve().is_relative_to(cache):
            games = new / "games"
            games.mkdir(exist_ok=True)
            name = f"{case.suite}-{case.number}.sgf"
            shutil.copyfile(record, games / name)
            words[1] = f"games/{name}"
            return " ".join(words)
    return _rebase(command, old, new)


def _wrap(text: str, width: int = 76) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        lines.append(current)
    return lines
