"""Finding the processes of a test's engines: each engine gets a tag on its command line."""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path


def new_tag() -> str:
    """A word to put on an engine's command line, to find its processes by."""
    return f"fault-tag-{uuid.uuid4().hex}"


def _running(pid: str) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def tagged(tag: str) -> list[int]:
    """The running processes (zombies aside) whose command line holds ``tag``."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if tag.encode() in cmdline and _running(entry):
            found.append(int(entry))
    return found


def left_after(tag: str, seconds: float = 5.0) -> list[int]:
    """The tagged processes still running after up to ``seconds``."""
    deadline = time.monotonic() + seconds
    while (left := tagged(tag)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left
