"""Running cases on an engine session: alone after a reset, or a file top to bottom.

:class:`CaseRunner` owns one engine session.  By default every case runs on
its own: the session is reset, the case's settings and setup are replayed,
then the judged command is sent with the case's number as its GTP id
(``docs/running-cases.md``).  ``run_script`` instead sends a
``.tst`` file's lines in order on a fresh engine, as regress.sh does.  Either
way an engine that crashes, hangs or answers garbage costs the case at hand
(``crash``/``timeout``/``error``); the session is restarted and the run goes
on.  In a script, the cases after such a loss run alone, so their positions
are still right.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from harness import commands
from harness.cases import Case, Result, Verdict, stored
from harness.engines.gtp import EngineError, EngineTimeout, ProtocolError, Reply
from harness.engines.registry import EngineSpec, Session, open_session, parse_spec
from harness.expect import PatternError, judge
from harness.suites import Suite
from harness.worktree import git_commit

#: This repository: its commit identifies the built-in engines' version.
PROJECT_ROOT = Path(__file__).resolve().parent.parent


def identify(spec: EngineSpec | str, timeout: float | None) -> tuple[str, str, str]:
    """Start the engine of ``spec`` and return its ``name``, its ``version`` and,
    for this project's engines, the repository's git commit ('' otherwise).

    Raises :class:`EngineError` when the engine cannot start or answer.
    """
    runner = CaseRunner(spec, timeout=timeout)
    try:
        name, version = runner.identity()
    finally:
        runner.close()
    return name, version, git_commit(PROJECT_ROOT) if runner.spec.builtin else ""


def resolve_paths(command: str, base_dir: str) -> str:
    """Make a relative ``loadsgf`` (or ``loadhgf``) path absolute against the suite's folder."""
    words = command.split()
    if len(words) >= 2 and words[0] in commands.LOADS_FILE and not words[1].startswith("/"):
        words[1] = f"{base_dir.rstrip('/')}/{words[1]}"
        return " ".join(words)
    return command


class CaseRunner:
    """Runs cases on one engine session, started on first use."""

    def __init__(self, spec: EngineSpec | str, timeout: float | None = 30.0) -> None:
        self.spec = parse_spec(spec) if isinstance(spec, str) else spec
        self.timeout = timeout
        self._session: Session | None = None
        self._lost = True  # the session must be (re)started before use
        self._settings: tuple[str, ...] = ()
        self._stack = 0  # trial moves left on the engine's stack
        self._new_board = False  # a command changed the board size since start
        self._komi_changed = False
        self._start_komi: str | None = None

    # -- session state ----------------------------------------------------

    def _fresh(self) -> Session:
        """A freshly started session, with what we know of its start state."""
        if self._session is None:
            self._session = open_session(self.spec, timeout=self.timeout)
        else:
            self._session.restart()
        self._lost = False
        self._settings = ()
        self._stack = 0
        self._new_board = False
        self._komi_changed = False
        if self._start_komi is None:
            known = self._session.send("known_command get_komi")
            reply = self._session.send("get_komi") if known.text == "true" else None
            self._start_komi = reply.text.strip() if reply and reply.ok else ""
        return self._session

    def identity(self) -> tuple[str, str]:
        """The engine's answers to ``name`` and ``version`` ('' for a failure answer).

        Starts the engine; raises :class:`EngineError` when it cannot start or answer.
        """
        session = self._fresh() if self._lost or self._session is None else self._session
        try:
            name, version = session.send("name"), session.send("version")
        except EngineError:
            self._lost = True
            raise
        return (name.text if name.ok else ""), (version.text if version.ok else "")

    def showboard(self) -> str:
        """The engine's drawing of its current position ('' when it cannot give one)."""
        if self._lost or self._session is None:
            return ""
        try:
            reply = self._session.send("showboard")
        except EngineError:
            self._lost = True
            return ""
        return reply.text if reply.ok else ""

    def close(self) -> None:
        """Stop the engine."""
        if self._session is not None:
            self._session.close()
            self._session = None
        self._lost = True

    def _reset(self, case: Case) -> tuple[Session, list[str]]:
        """The session for ``case`` and the commands that reset it and apply its settings.

        The commands are returned, not sent, so that they go to the engine in
        one batch with the case's setup.
        """
        session = self._session
        if self._lost or session is None:
            session = self._fresh()
        applied = self._settings
        first = commands.kind(case.setup[0]) if case.setup else None
        starts_new_board = first is commands.Kind.NEW_BOARD
        if (
            case.settings[: len(applied)] != applied
            or (self._new_board and not starts_new_board)
            or commands.kind(case.command) is commands.Kind.LAST_MOVE_READ
        ):
            # A setting cannot be taken back, nor the start size restored, nor
            # the last move generation forgotten (what top_moves reports): start over.
            session = self._fresh()
        reset = ["popgo"] * self._stack
        self._stack = 0
        reset += case.settings[len(self._settings) :]
        self._settings = case.settings
        if self._komi_changed and self._start_komi:
            reset.append(f"komi {self._start_komi}")
            self._komi_changed = False
        if not starts_new_board:
            reset.append("clear_board")
        return session, reset

    def _track(self, command: str) -> None:
        """Note what a sent command did to the state the next reset must undo."""
        name = commands.verb(command)
        if name in commands.NEW_BOARD:
            self._new_board = True
            self._stack = 0
        if name in ("loadsgf", "komi"):
            self._komi_changed = True
        if name in commands.TRY:
            self._stack += 1
        elif name in commands.POP and self._stack:
            self._stack -= 1

    # -- running ----------------------------------------------------------

    def run_case(self, case: Case) -> Result:
        """Run one case on its own, after a reset and the replay of its setup."""
        problems: list[str] = []
        try:
            session, reset = self._reset(case)
            setup = [resolve_paths(command, case.base_dir) for command in case.setup]
            replies = session.send_many(reset + setup)
            for command, reply in zip(case.setup, replies[len(reset) :], strict=True):
                self._track(command)
                if not reply.ok:
                    problems.append(f"setup {command!r} failed: {reply.text}")
        except EngineError as error:
            return self._no_answer(case, error, 0.0, problems, during_setup=True)
        return self._judged(case, session, problems)

    def _judged(self, case: Case, session: Session, problems: list[str]) -> Result:
        """Send the case's command and judge the answer."""
        started = time.perf_counter()
        try:
            reply = session.send(resolve_paths(case.command, case.base_dir), ident=case.number)
        except EngineError as error:
            return self._no_answer(case, error, time.perf_counter() - started, problems)
        seconds = time.perf_counter() - started
        self._track(case.command)
        return judge_reply(case, reply, seconds, problems)

    def _no_answer(
        self,
        case: Case,
        error: EngineError,
        seconds: float,
        problems: list[str],
        during_setup: bool = False,
    ) -> Result:
        self._lost = True
        if isinstance(error, EngineTimeout):
            verdict = Verdict.TIMEOUT
        elif isinstance(error, ProtocolError):
            verdict = Verdict.ERROR
        else:
            verdict = Verdict.CRASH
        message = str(error) + (" (during setup)" if during_setup else "")
        if error.stderr:
            message += "\nstderr:\n" + error.stderr[-2000:]
        return make_result(case, None, verdict, seconds, [*problems, message])

    def run_script(self, suite: Suite, numbers: Iterable[int] | None = None) -> Iterator[Result]:
        """Run a ``.tst`` file top to bottom on a fresh engine, as regress.sh does.

        Yields the results of the selected cases (all when ``numbers`` is None),
        stopping after the last one.  After an engine failure, the remaining
        cases run alone (with their replay) so their positions stay right.
        """
        chosen = self._chosen(suite.cases, numbers)
        if suite.script is None or not chosen:
            yield from map(self.run_case, chosen)
            return
        wanted = {case.id for case in chosen}
        cases = iter(suite.cases)
        base_dir = suite.cases[0].base_dir
        session = self._fresh()
        broken = False
        for command in suite.script:
            if not wanted:
                return
            case = next(cases) if command.number is not None else None
            if case is not None and case.id in wanted:
                wanted.discard(case.id)
                if broken:
                    yield self.run_case(case)
                else:
                    result = self._judged(case, session, [])
                    broken = self._lost
                    yield result
            elif not broken:
                try:
                    session.send(resolve_paths(command.text, base_dir), ident=command.number)
                    self._track(command.text)
                except EngineError:
                    self._lost = broken = True

    @staticmethod
    def _chosen(cases: tuple[Case, ...], numbers: Iterable[int] | None) -> list[Case]:
        if numbers is None:
            return list(cases)
        wanted = set(numbers)
        return [case for case in cases if case.number in wanted]


def judge_reply(case: Case, reply: Reply, seconds: float, problems: list[str]) -> Result:
    """Judge an answer; a pattern awk would refuse gives the verdict ``error``."""
    try:
        verdict = judge(case.expectation, reply.first_line)
    except PatternError as error:
        verdict = Verdict.ERROR
        problems = [*problems, f"{case.source}: {error}"]
    return make_result(case, reply, verdict, seconds, problems)


def make_result(
    case: Case,
    reply: Reply | None,
    verdict: Verdict,
    seconds: float,
    problems: list[str],
) -> Result:
    """Build the result of a case from its answer (None when none came)."""
    return Result(
        id=case.id,
        command=case.command,
        expected=case.expectation.text,
        flag=case.expectation.flag,
        answer=stored(reply.first_line) if reply else "",
        verdict=verdict,
        seconds=round(seconds, 6),
        ok=("=" if reply.ok else "?") if reply else "",
        text=stored(reply.text) if reply and "\n" in reply.text else "",
        message="\n".join(problems),
        source=case.source,
    )
