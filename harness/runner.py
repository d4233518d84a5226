"""Running cases on an engine session: a file top to bottom, or each case alone.

:class:`CaseRunner` owns one engine session.  :meth:`CaseRunner.run_script`
sends a ``.tst`` file's lines in order on a freshly started engine, as
regress.sh does (file order, the default for ``.tst`` files): a case chosen
alone still gets every line before it, queries included, so it gives the
answer the whole file gives.  :meth:`CaseRunner.run_case` runs a case
isolated: the session is reset (and its caches emptied with ``clear_cache``
when the engine knows that command), the case's settings and setup are
replayed, then the judged command is sent with the case's number as its GTP
id (``docs/running-cases.md``).  :func:`check_order` runs cases both ways.

Either way an engine that crashes, hangs or answers garbage costs the case
at hand (``crash``/``timeout``/``error``); the session is restarted and the
run goes on.  In a script, the cases after such a loss run alone, so their
positions are still right.  An isolated case whose setup the engine refuses
is an ``error``; in file order the refusal is recorded with the next case
(regress.sh ignores the answers of unnumbered lines), whose verdict stands.
"""

from __future__ import annotations

import random
import time
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from harness import commands
from harness.cases import Case, Result, Verdict, stored
from harness.engines.gtp import EngineError, EngineTimeout, ProtocolError, Reply
from harness.engines.registry import EngineSpec, Session, open_session, parse_spec, with_seed
from harness.expect import PatternError, judge
from harness.formats.tst import Command
from harness.suites import Suite
from harness.worktree import git_commit

#: This repository: its commit identifies the built-in engines' version.
PROJECT_ROOT = Path(__file__).resolve().parent.parent
#: GNU Go's command that empties its persistent reading and owl caches.
CLEAR_CACHE = "clear_cache"


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


SEED = "{seed}"


@dataclass(frozen=True)
class Repetition:
    """How a repeated run (``--repeat N``) makes each repetition of a case its own.

    Repetition ``k`` (0 to ``times - 1``) gets seed ``first_seed + k``, given
    to the engine by the first of these that applies: ``seed_command`` (a
    GTP command with ``{seed}`` in it, sent before the case's setup), a
    ``{seed}`` in a ``gtp:`` engine's command line (the engine is started
    with it), or the ``seed=`` option of this project's engines.  Before
    every repetition the engine's cache is emptied with ``clear_cache`` when
    the engine knows that command (as for every isolated case), so
    repetitions are independent.
    """

    times: int = 1
    seed_command: str | None = None
    first_seed: int = 1

    def seed(self, attempt: int) -> int:
        """The seed of repetition ``attempt``."""
        return self.first_seed + attempt

    def method(self, spec: EngineSpec) -> str:
        """How seeds reach the engine of ``spec``: ``command``, ``argv``, ``option`` or ``none``."""
        if self.seed_command:
            return "command"
        if SEED in spec.text:
            return "argv"
        if spec.builtin is not None:
            return "option"
        return "none"


class CaseRunner:
    """Runs cases on one engine session, started on first use.

    With ``repetition`` a case runs as one repetition of a repeated run
    (:meth:`run_case` with ``attempt``).
    """

    def __init__(
        self,
        spec: EngineSpec | str,
        timeout: float | None = 30.0,
        repetition: Repetition | None = None,
    ) -> None:
        self.spec = parse_spec(spec) if isinstance(spec, str) else spec
        self.base_spec = self.spec
        self.repetition = repetition or Repetition()
        self.timeout = timeout
        self._session: Session | None = None
        self._lost = True  # the session must be (re)started before use
        self._settings: tuple[str, ...] = ()
        self._stack = 0  # trial moves left on the engine's stack
        self._new_board = False  # a command changed the board size since start
        self._komi_changed = False
        self._start_komi: str | None = None
        self._numbering_changed = False  # a numbering command was sent (Havannah)
        self._clears_cache: bool | None = None  # whether the engine knows clear_cache

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
        self._numbering_changed = False
        if self._start_komi is None:
            known = self._session.send("known_command get_komi")
            reply = self._session.send("get_komi") if known.text == "true" else None
            self._start_komi = reply.text.strip() if reply and reply.ok else ""
        return self._session

    def _knows_clear_cache(self, session: Session) -> bool:
        """Whether the engine says it knows ``clear_cache`` (asked once)."""
        if self._clears_cache is None:
            reply = session.send(f"known_command {CLEAR_CACHE}")
            self._clears_cache = reply.ok and reply.text.strip() == "true"
        return self._clears_cache

    def start_over(self) -> None:
        """Make the next case start on a freshly started engine."""
        self._lost = True

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
        kinds = [commands.kind(command) for command in case.setup]
        numbered = bool(kinds) and kinds[0] is commands.Kind.NUMBERING
        # The numbering command a replay starts with does not touch the board.
        first = next((k for k in kinds if k is not commands.Kind.NUMBERING), None)
        starts_new_board = first is commands.Kind.NEW_BOARD
        if (
            case.settings[: len(applied)] != applied
            or (self._new_board and not starts_new_board)
            or (self._numbering_changed and not numbered)
            or commands.kind(case.command) is commands.Kind.LAST_MOVE_READ
        ):
            # A setting cannot be taken back, nor the start size or numbering
            # restored, nor the last move generation forgotten (what top_moves
            # reports): start over.
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
        if self._knows_clear_cache(session):
            # Empty the caches that survive clear_board and loadsgf (GNU Go's
            # persistent reading and owl caches), so the answer does not
            # depend on the cases that ran before on this session.
            reset.append(CLEAR_CACHE)
        return session, reset

    def _track(self, command: str) -> None:
        """Note what a sent command did to the state the next reset must undo."""
        name = commands.verb(command)
        if name in commands.NEW_BOARD:
            self._new_board = True
            self._stack = 0
        if name in ("loadsgf", "komi"):
            self._komi_changed = True
        if name in commands.NUMBERING:
            self._numbering_changed = True
        if name in commands.TRY:
            self._stack += 1
        elif name in commands.POP and self._stack:
            self._stack -= 1

    # -- running ----------------------------------------------------------

    def run_case(
        self, case: Case, judged: Collection[str] = (), attempt: int | None = None
    ) -> Result:
        """Run one case isolated: after a reset, ``clear_cache`` and the replay of its setup.

        A setup command the engine refuses makes the verdict ``error``, with
        the command and the engine's message, and the case's command is not
        sent; but not a command in ``judged``, the commands of the suite's
        cases (a ``.tst`` case replays the earlier numbered commands that
        change state, and a refusal there is that case's judged answer).

        With ``attempt`` it is that repetition of a repeated run: the engine
        gets the repetition's seed (see :class:`Repetition`); the result
        records both.
        """
        problems: list[str] = []
        seed = None
        extra: list[str] = []
        if attempt is not None:
            seed = self._seed(attempt)
        try:
            session, reset = self._reset(case)
            if attempt is not None:
                extra = self._isolation(seed)
            setup = [resolve_paths(command, case.base_dir) for command in case.setup]
            replies = session.send_many(reset + extra + setup)
            isolation = replies[len(reset) : len(reset) + len(extra)]
            for command, reply in zip(extra, isolation, strict=True):
                if not reply.ok:
                    problems.append(f"{command!r} failed: {reply.text}")
            for command, reply in zip(case.setup, replies[len(reset) + len(extra) :], strict=True):
                self._track(command)
                if not reply.ok and command not in judged:
                    problems.append(refusal(command, reply))
        except EngineError as error:
            result = self._no_answer(case, error, 0.0, problems, during_setup=True)
        else:
            if problems:
                result = make_result(case, None, Verdict.ERROR, 0.0, problems)
            else:
                result = self._judged(case, session, problems)
        if attempt is None:
            return result
        return replace(result, attempt=attempt, seed=seed)

    def _seed(self, attempt: int) -> int | None:
        """The seed of repetition ``attempt``, with the engine restarted when its spec takes it."""
        repetition = self.repetition
        seed = repetition.seed(attempt)
        method = repetition.method(self.base_spec)
        if method == "argv":
            self._use(parse_spec(self.base_spec.text.replace(SEED, str(seed))))
        elif method == "option":
            self._use(with_seed(self.base_spec, seed))
        elif method == "none":
            return None
        return seed

    def _use(self, spec: EngineSpec) -> None:
        """Run the next cases on ``spec``'s engine (started anew when it differs)."""
        if spec != self.spec:
            self.spec = spec
            if self._session is not None:
                self._session.close()
                self._session = None
            self._lost = True

    def _isolation(self, seed: int | None) -> list[str]:
        """The command that seeds a repetition (the reset has emptied the cache)."""
        if seed is not None and self.repetition.seed_command:
            return [self.repetition.seed_command.replace(SEED, str(seed))]
        return []

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

    def run_script(self, suite: Suite, ids: Iterable[str] | None = None) -> Iterator[Result]:
        """Run a ``.tst`` file top to bottom on a freshly started engine, as regress.sh does.

        Yields the results of the chosen cases (by id; all when ``ids`` is
        None), stopping after the last one: every line before a chosen case
        is sent, queries included.  An unnumbered line the engine refuses is
        noted in the message of the next chosen case, whose verdict stands.
        After an engine failure, the remaining cases run alone (with their
        replay) so their positions stay right.
        """
        chosen = chosen_cases(suite.cases, ids)
        judged = judged_commands(suite)
        if suite.script is None or not chosen:
            yield from (self.run_case(case, judged) for case in chosen)
            return
        wanted = {case.id for case in chosen}
        cases = iter(suite.cases)
        base_dir = suite.cases[0].base_dir
        session = self._fresh()
        broken = False
        pending: list[Command] = []  # unnumbered lines not sent yet
        refused: list[str] = []  # the refusals since the last chosen case
        for command in suite.script:
            if not wanted:
                return
            if command.number is None:
                if not broken:
                    pending.append(command)
                continue
            case = next(cases)
            if not broken and pending:
                broken = self._send_lines(session, pending, base_dir, refused)
                pending = []
            if case.id not in wanted:
                if not broken:
                    try:
                        session.send(resolve_paths(command.text, base_dir), ident=command.number)
                        self._track(command.text)
                    except EngineError:
                        self._lost = broken = True
                continue
            wanted.discard(case.id)
            if broken:
                yield self.run_case(case, judged)
                continue
            result = self._judged(case, session, refused)
            refused = []
            broken = self._lost
            yield result

    def _send_lines(
        self, session: Session, lines: list[Command], base_dir: str, refused: list[str]
    ) -> bool:
        """Send unnumbered lines in one batch; note refusals; return whether the engine failed."""
        try:
            replies = session.send_many([resolve_paths(line.text, base_dir) for line in lines])
        except EngineError:
            self._lost = True
            return True
        for line, reply in zip(lines, replies, strict=True):
            self._track(line.text)
            if not reply.ok:
                refused.append(f"{line.source}: {refusal(line.text, reply)}")
        return False


def chosen_cases(cases: Iterable[Case], ids: Iterable[str] | None) -> list[Case]:
    """The cases whose id is in ``ids`` (all when None), in their order."""
    if ids is None:
        return list(cases)
    wanted = set(ids)
    return [case for case in cases if case.id in wanted]


def judged_commands(suite: Suite) -> frozenset[str]:
    """The commands of a suite's cases: their refusals are answers, not broken setups."""
    return frozenset(case.command for case in suite.cases)


def refusal(command: str, reply: Reply) -> str:
    """The message of a setup command the engine refused."""
    return f"setup {command!r} refused: {reply.first_line or '(no message)'}"


def check_order(
    runner: CaseRunner, suite: Suite, ids: Iterable[str] | None, seed: int
) -> list[Result]:
    """Run the chosen cases both ways: in the run's order, then alone in a shuffled order.

    The first way is file order for a ``.tst`` file, and isolated in file
    order for a YAML suite; the second starts a fresh engine and runs each
    case isolated, shuffled with ``seed``.  Returns the first way's results,
    each with ``alone`` set when the case answered differently alone.
    """
    chosen = chosen_cases(suite.cases, ids)
    first = list(runner.run_script(suite, [case.id for case in chosen]))
    shuffled = list(chosen)
    random.Random(f"{seed}:{suite.name}").shuffle(shuffled)
    runner.start_over()
    judged = judged_commands(suite)
    alone = {case.id: runner.run_case(case, judged) for case in shuffled}
    checked = []
    for result in first:
        other = alone[result.id]
        if (other.ok, other.answer) != (result.ok, result.answer):
            result = replace(result, alone=answer_words(other))
        checked.append(result)
    return checked


def answer_words(result: Result) -> str:
    """An answer as the order check shows it: ``1 A2``, ``? unknown``, ``(crash)``."""
    if result.ok == "=":
        return result.answer
    if result.ok == "?":
        return f"? {result.answer}".rstrip()
    return f"({result.verdict})"


#: The failure answer of a GTP engine to a command it does not know (GTP 2, section 6.1).
UNKNOWN_COMMAND = "unknown command"


def judge_reply(case: Case, reply: Reply, seconds: float, problems: list[str]) -> Result:
    """Judge an answer; a pattern awk would refuse, or one that breaks the matcher
    (too large a repeat, too deep a nesting), gives the verdict ``error``.

    In a Havannah case, ``? unknown command`` is no answer either (a command
    of Castro's files that the engine cannot serve): ``error``, unless the
    expectation asks for just that.  A Go case judges it as regress.awk does.
    """
    try:
        verdict = judge(case.expectation, reply.first_line)
    except PatternError as error:
        verdict = Verdict.ERROR
        problems = [*problems, f"{case.source}: {error}"]
    except (RecursionError, OverflowError, MemoryError, ValueError) as error:
        verdict = Verdict.ERROR
        problems = [
            *problems,
            f"{case.source}: cannot match {case.expectation.text!r:.200}: "
            f"{type(error).__name__}: {error}",
        ]
    unknown = not reply.ok and reply.first_line.strip().lower() == UNKNOWN_COMMAND
    if case.game == "havannah" and unknown and not verdict.passed:
        if verdict is not Verdict.IGNORED:
            verdict = Verdict.ERROR
        problems = [*problems, f"the engine does not know {commands.verb(case.command)!r}"]
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
