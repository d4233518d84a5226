"""The contract every input must keep, checked on one input at a time.

Reading a suite gives its cases or one line naming the file (and line) of the
problem: never a traceback, never a hang.  Running one (``regress run``, in a
subprocess) exits 0 or 1 with a result for every case, or 2 with one line;
it writes nothing outside its run folder and prints no traceback.  Each check
returns a word for the counts (``read``, ``refused``, ``exit 0`` ...) and
raises :class:`Broken` when the contract is broken.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from harness.formats import SuiteFormatError
from harness.suites import load_suite
from tests.fuzz.strategies import OK_RECORD

ROOT = Path(__file__).resolve().parents[2]
READ_SECONDS = 10
RUN_SECONDS = 120


class Broken(AssertionError):
    """The contract does not hold for an input; the message says how."""


@contextmanager
def workspace() -> Iterator[Path]:
    """A fresh folder: ``suite/`` (with its records and a FIFO), ``outside.sgf``, ``run/``."""
    root = Path(tempfile.mkdtemp(prefix="regress-fuzz-"))
    try:
        suite = root / "suite"
        (suite / "games").mkdir(parents=True)
        (suite / "games" / "ok.sgf").write_text(OK_RECORD)
        (suite / "games" / "bad.sgf").write_text(OK_RECORD)
        os.mkfifo(suite / "fifo.sgf")
        (root / "outside.sgf").write_text(OK_RECORD)
        (root / "run").mkdir()
        (root / "cache").mkdir()
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


class _Hang(BaseException):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _Hang()


def check_read(root: Path, name: str, data: str | bytes) -> str:
    """Write suite file ``name`` into ``root/suite`` and read it; ``read`` or ``refused``."""
    path = root / "suite" / name
    path.write_bytes(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(READ_SECONDS)
    try:
        load_suite(path)
        return "read"
    except SuiteFormatError as error:
        message = str(error)
        if "\n" in message or not message.startswith(str(path)) or len(message) > 1000:
            raise Broken(f"not one short line naming the file: {message[:2000]!r}") from None
        return "refused"
    except _Hang:
        raise Broken(f"reading hung for {READ_SECONDS} s") from None
    except Exception as error:  # the contract: nothing but SuiteFormatError
        raise Broken(f"traceback: {type(error).__name__}: {error}"[:2000]) from error
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _files(root: Path) -> dict[str, bytes]:
    found = {}
    for folder, _, names in os.walk(root):
        for file in names:
            path = Path(folder) / file
            if path.is_file() and not path.is_symlink():
                found[str(path.relative_to(root))] = path.read_bytes()
    return found


def check_run(root: Path, name: str, html: bool = False) -> str:
    """Run suite file ``root/suite/NAME`` with the built-in engines: ``exit 0``, 1 or 2."""
    path = root / "suite" / name
    before = _files(root)
    out = root / "run" / "r.jsonl"
    args = [sys.executable, "-m", "harness.cli", "run", "-j", "1", "--timeout", "10"]
    args += ["--out", str(out), str(path)]
    if html:
        args += ["--html", str(root / "run" / "html")]
    env = {**os.environ, "XDG_CACHE_HOME": str(root / "cache"), "HOME": str(root / "run")}
    env["PYTHONPATH"] = str(ROOT)
    try:
        done = subprocess.run(
            args, cwd=root / "run", env=env, capture_output=True, text=True, timeout=RUN_SECONDS
        )
    except subprocess.TimeoutExpired:
        raise Broken(f"regress run hung for {RUN_SECONDS} s") from None
    said = done.stdout + done.stderr
    if "Traceback" in said or "INTERNALERROR" in said:
        raise Broken(f"traceback (exit {done.returncode}):\n{said[-3000:]}")
    if done.returncode == 2:
        lines = done.stderr.splitlines()
        if len(lines) != 1 or not lines[0].startswith("regress: "):
            raise Broken(f"exit 2 without one line: {done.stderr[-2000:]!r}")
    elif done.returncode in (0, 1):
        _all_cases_counted(path, out)
    else:
        raise Broken(f"exit {done.returncode}: {said[-2000:]}")
    after = _files(root)
    for file, data in after.items():
        allowed = file.startswith(("run/", "cache/"))
        if not allowed and before.get(file) != data:
            raise Broken(f"wrote outside its run folder: {file}")
    return f"exit {done.returncode}"


def _all_cases_counted(path: Path, out: Path) -> None:
    """Every case of the suite has exactly one result in the run file."""
    from harness.store import read_run

    cases = [case.id for case in load_suite(path).cases]
    if not cases and not out.exists():
        return  # (a run of no case writes no run file today)
    results = [result.id for result in read_run(out).results]
    if sorted(cases) != sorted(results):
        missing = sorted(set(cases) - set(results))[:5]
        raise Broken(f"lost or repeated results: missing {missing}, {len(results)} results")
