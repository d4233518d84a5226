"""Reading the files an engine is told to load, without hanging or filling memory."""

from __future__ import annotations

import os
import stat
from pathlib import Path

#: The largest file read (a FIFO, a device or a huge file is refused, never read whole).
MAX_FILE_BYTES = 10 * 1024 * 1024


def read_limited(path: str | Path) -> bytes:
    """Return the bytes of the regular file ``path``, at most :data:`MAX_FILE_BYTES`.

    Raises ValueError with the reason (the system's message, "not a regular
    file", or "larger than 10 MB"); the caller names the file.
    """
    try:
        # O_NONBLOCK: opening a FIFO that no one writes must not wait.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        with open(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise ValueError("not a regular file")
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ValueError(str(error.strerror or error)) from None
    if len(data) > MAX_FILE_BYTES:
        raise ValueError(f"larger than {MAX_FILE_BYTES // 2**20} MB")
    return data
