"""Live output of a run: regress.sh's lines in case order, and a progress bar.

Results may arrive in any order (from parallel workers); the lines are
released in the order of the cases, each as soon as every case before it is
done, so a run prints the same text at ``-j 1`` and ``-j 8``.  On a terminal
a rich progress bar shows how far the run is and how many cases broke.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from harness.cases import Result
from harness.report.text import result_line, terminal_safe

if TYPE_CHECKING:
    from rich.progress import Progress


class LiveReport:
    """Prints results in case order as they complete; shows progress on a terminal."""

    def __init__(
        self,
        order: list[str],
        verbose: bool = False,
        write: Callable[[str], None] | None = None,
        stream: TextIO | None = None,
    ) -> None:
        self.order = order
        self.verbose = verbose
        self.results: dict[str, Result] = {}
        self._next = 0
        self._stream = stream or sys.stdout
        self._unexpected = 0
        self._progress: Progress | None = None
        self._task = None
        if write is not None:
            self._write = write
        elif self._stream.isatty():
            # rich is imported only for a terminal (it costs start-up time).
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
            )

            console = Console(file=self._stream)
            self._progress = Progress(
                TextColumn("[bold]regress"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[unexpected]} unexpected"),
                TimeElapsedColumn(),
                console=console,
                transient=True,
            )
            self._task = self._progress.add_task("run", total=len(order), unexpected=0)
            self._progress.start()
            self._write = lambda line: console.print(
                line, markup=False, highlight=False, soft_wrap=True
            )
        else:
            self._write = lambda line: print(line, file=self._stream, flush=True)

    def add(self, result: Result) -> None:
        """Take one result; print every line that is now in order."""
        self.results[result.id] = result
        if result.verdict.unexpected:
            self._unexpected += 1
        if self._progress is not None and self._task is not None:
            self._progress.update(self._task, advance=1, unexpected=self._unexpected)
        while self._next < len(self.order) and self.order[self._next] in self.results:
            line = result_line(self.results[self.order[self._next]], self.verbose)
            if line:
                self._write(terminal_safe(line))
            self._next += 1

    def missing(self) -> list[str]:
        """The cases that have no result yet, in order."""
        return [case_id for case_id in self.order if case_id not in self.results]

    def close(self) -> None:
        """Stop the progress bar."""
        if self._progress is not None:
            self._progress.stop()
            self._progress = None
