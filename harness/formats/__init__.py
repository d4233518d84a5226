"""Readers (and writers) of suite files: GNU Go's ``.tst`` and our YAML.

Also the few rules every reader shares: how much of a file is read, how a
value is echoed in a message, and which files a suite may load.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

#: The largest suite file read (larger ones, FIFOs and devices are refused).
MAX_SUITE_BYTES = 16 * 1024 * 1024
#: The most characters of a value echoed in an error message.
SHOWN_CHARS = 60


class SuiteFormatError(Exception):
    """A suite file that cannot be read; the message names the file and line."""


def read_file(path: Path, limit: int = MAX_SUITE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Never waits on a FIFO nor reads a device.  Raises :class:`SuiteFormatError`.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        with open(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise SuiteFormatError(f"{path}: cannot read: not a regular file")
            data = handle.read(limit + 1)
    except OSError as error:
        raise SuiteFormatError(f"{path}: cannot read: {error.strerror or error}") from error
    if len(data) > limit:
        raise SuiteFormatError(f"{path}: cannot read: larger than {limit // 2**20} MB")
    return data


def shown(value: object) -> str:
    """``value`` as an error message echoes it: short, and never a whole structure.

    (A YAML alias bomb makes a list of a few bytes print as megabytes.)
    """
    if isinstance(value, str):
        text = value if len(value) <= SHOWN_CHARS else value[:SHOWN_CHARS] + "..."
        return repr(text)
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() <= 64:
            return str(value)
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return f"a value of type {type(value).__name__}"


def outside(folder: str | Path, name: str) -> str | None:
    """Why a suite in ``folder`` may not load file ``name``; None when it may.

    A relative name is read against the folder; it must stay inside it
    (symbolic links followed), as an absolute name must too.
    """
    base = Path(folder).resolve()
    try:
        target = (base / name).resolve()
    except (OSError, RuntimeError, ValueError) as error:
        return f"cannot resolve {shown(name)}: {error}"
    if not target.is_relative_to(base):
        return f"{shown(name)} lies outside the suite's folder (--allow-outside permits it)"
    return None
