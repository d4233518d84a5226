"""Headless Chromium for the tests that render a report page, as a user's browser would."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"


@dataclass(frozen=True)
class Rendered:
    """What Chromium made of a page: its screenshot, what it printed, the DOM after scripts."""

    screenshot: Path
    stderr: bytes
    dom: str


def render(page: Path, shot: Path, window: str, profile: Path) -> Rendered:
    """Render the HTML file ``page`` in a window of ``window`` pixels ("1000,900"):
    a screenshot written to ``shot``, and the DOM once its scripts ran.

    The flags keep Chromium off this machine's closed network (``profile`` is a
    new, empty user-data folder).
    """
    url = page.resolve().as_uri()
    flags = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={profile}",
        "--hide-scrollbars",
    ]
    done = subprocess.run(
        [*flags, f"--window-size={window}", f"--screenshot={shot}", url],
        capture_output=True,
        timeout=120,
    )
    dom = subprocess.run(
        [*flags, "--dump-dom", url], capture_output=True, text=True, timeout=120
    ).stdout
    return Rendered(shot, done.stderr, dom)
