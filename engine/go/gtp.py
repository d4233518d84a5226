"""The Go engine's GTP layer: one table of commands over the analysis modules.

:func:`new_engine` builds a session: a :class:`GoEngine` (the board and the
rest of the state, in an object) and its :class:`~engine.gtp.Dispatcher`.
The same dispatcher serves ``python -m engine.go`` over stdin/stdout and the
harness's in-process ``--engine go``.

This is the only module of the engine that knows GTP, as GNU Go keeps it in
``play_gtp.c``: :data:`COMMANDS` lists every command with its handler and a
help line; a handler reads its arguments (:mod:`engine.go.gtp_args`), asks
the analysis (:mod:`engine.go.reading`, :mod:`engine.go.optics`,
:mod:`engine.go.owl`, :mod:`engine.go.genmove`, through the session's
:class:`~engine.go.analysis.PositionAnalysis`) and spells the answer.  The
analysis modules never import this one.

Answers are spelled exactly as GNU Go 3.8 spells them, failure messages
included (``invalid color or coordinate``, ``illegal move``, ``cannot undo``,
``Stack empty.``, ``vertex must not be empty`` ...), so that the two engines'
answers can be compared word for word.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from engine.go import ENGINE_NAME, ENGINE_VERSION
from engine.go import gtp_args as arg
from engine.go.analysis import PositionAnalysis, position_key
from engine.go.board import (
    BLACK,
    COLUMN_LETTERS,
    EMPTY,
    MAX_SIZE,
    MIN_SIZE,
    PASS,
    WHITE,
    Board,
    color_name,
)
from engine.go.connection import ConnectionReader
from engine.go.genmove import (
    PASS_THRESHOLD,
    Candidate,
    Clock,
    MoveGenerator,
    area_score,
    default_limits,
    format_score,
)
from engine.go.optics import PROPER_EYE, EyeEval, HalfEye, eye_at
from engine.go.owl import CRITICAL, GNU_LIMITS, OwlReader
from engine.go.reading import ATTACK_DEFEND_LIMITS, LOSE, TacticalReader
from engine.go.semeai import analyze_semeai, semeai_status
from engine.go.sgf import SgfError, load_sgf_file
from engine.gtp import Dispatcher, GtpError

T = TypeVar("T")

#: The engine options (``go:key=value``) with their defaults.
#: ``seed`` (none by default) breaks near-ties of every move generation at
#: random, reproducibly, as ``gg_genmove COLOR SEED`` does for one move.
OPTIONS: dict[str, str] = {"repartition": "on", "seed": ""}

_ON = ("on", "1", "true", "yes")
_OFF = ("off", "0", "false", "no")


def repartition_option(options: Mapping[str, str]) -> bool:
    """Whether the engine options ask for the second partition of the eye spaces
    (``go:repartition=off`` turns it off; ``on`` is the default).

    Raises ValueError for a value that is neither on (``on``, ``1``, ``true``,
    ``yes``) nor off (``off``, ``0``, ``false``, ``no``), in any case.
    """
    value = options.get("repartition", "on")
    if value.lower() in _ON:
        return True
    if value.lower() in _OFF:
        return False
    raise ValueError(f"option repartition={value!r} for engine go: expected on or off")


def seed_option(options: Mapping[str, str]) -> int | None:
    """The ``seed`` option's integer (None when not given); ValueError for another value."""
    value = options.get("seed", "")
    if not value:
        return None
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"option seed={value!r} for engine go: expected an integer") from None


class GoEngine:
    """The state of one Go engine session.

    ``board`` is the current position (replaced by ``boardsize`` and
    ``loadsgf``), ``komi`` the komi, ``trial_depth`` the number of ``trymove``
    moves not yet taken back by ``popgo``, ``options`` the session's options
    (every known key, with defaults filled in), ``repartition`` the option
    read, ``reading_nodes`` / ``owl_nodes`` the node counters of the tactical
    and owl queries since their reset, ``last_candidates`` the candidates of
    the last move generated (``top_moves`` without a colour lists them), and
    ``dispatcher`` the GTP command table.
    """

    def __init__(
        self, options: Mapping[str, str], commands: Iterable[Command] | None = None
    ) -> None:
        self.board = Board(19)
        self.komi = 0.0
        self.trial_depth = 0
        self.options: dict[str, str] = dict(options)
        self.repartition = repartition_option(self.options)
        self.seed = seed_option(self.options)
        self.reading_nodes = 0
        self.owl_nodes = 0
        self.last_candidates: list[Candidate] = []
        self._analysis: PositionAnalysis | None = None
        self.dispatcher = Dispatcher(ENGINE_NAME, ENGINE_VERSION)
        for command in COMMANDS if commands is None else commands:
            self.dispatcher.register(command.name, partial(command.run, self), command.help)

    def reset(self, board: Board) -> None:
        """Start over on ``board``: forget the trial-move stack."""
        self.board = board
        self.trial_depth = 0

    def analysis(self) -> PositionAnalysis:
        """The shared analysis of the current position (made anew when it changed)."""
        found = self._analysis
        if found is None or found.key != position_key(self.board, self.repartition):
            found = PositionAnalysis(self.board, self.repartition)
            self._analysis = found
        found.board = self.board
        return found


@dataclass(frozen=True)
class Command:
    """One GTP command: its name, its handler (session and arguments in, answer
    out, :class:`~engine.gtp.GtpError` for a failure) and a help line."""

    name: str
    run: Callable[[GoEngine, list[str]], str]
    help: str


def build_engine(
    options: Mapping[str, str],
    commands: Iterable[Command] | None = None,
    defaults: Mapping[str, str] | None = None,
) -> GoEngine:
    """Make a session with ``commands`` (default :data:`COMMANDS`) and the option
    keys of ``defaults`` (default :data:`OPTIONS`), each with its default value.

    Raises ValueError naming an option key that is not known, and the known
    keys, or a value the option does not take.
    """
    known_options = OPTIONS if defaults is None else defaults
    unknown = sorted(set(options) - set(known_options))
    if unknown:
        known = ", ".join(sorted(known_options)) or "none"
        raise ValueError(f"unknown option {unknown[0]!r} for engine go (known options: {known})")
    return GoEngine({**known_options, **options}, commands)


def new_engine(options: dict[str, str]) -> Dispatcher:
    """Make a Go engine session and return its GTP dispatcher.

    This is the entry point of the harness's engine registry
    (``engine.go.gtp:new_engine``).  Raises ValueError for an unknown option
    key or value.
    """
    return build_engine(options).dispatcher


# ----- argument parsing, with GNU Go's failure messages ------------------


def _integer(word: str) -> int:
    """An integer in ASCII digits (with an optional sign), as C's ``sscanf`` reads one;
    ValueError otherwise (``int`` alone also takes ``５`` and ``1_0``)."""
    if not word.isascii() or "_" in word:
        raise ValueError(f"not an integer: {word!r}")
    return int(word)


def _color_and_vertex(engine: GoEngine, args: list[str]) -> tuple[int, int]:
    """Return ``(color, pos)`` from ``COLOR VERTEX`` arguments."""
    message = "invalid color or coordinate"
    return arg.color(args, 0, message), arg.vertex(engine.board, args, 1, message)


def _no_trial_moves(engine: GoEngine) -> None:
    """Refuse to change the game while trial moves are on the stack.

    GNU Go aborts on an assertion there; we answer an error instead.
    """
    if engine.trial_depth:
        raise GtpError("cannot do this while trial moves are on the stack (popgo first)")


def _vertices(board: Board, points: Iterable[int]) -> str:
    """Spell points as GNU Go lists them, separated by spaces."""
    return " ".join(board.vertex(pos) for pos in points)


def _code_and_move(board: Board, code: int, move: int) -> str:
    """A reading answer: ``0``, or ``CODE MOVE``."""
    if code == LOSE:
        return "0"
    return f"{code} {board.vertex(move)}"


# ----- the core commands -------------------------------------------------


def _boardsize(engine: GoEngine, args: list[str]) -> str:
    try:
        size = _integer(args[0])
    except (IndexError, ValueError):
        raise GtpError("boardsize not an integer") from None
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise GtpError("unacceptable size")
    engine.reset(Board(size))
    return ""


def _clear_board(engine: GoEngine, args: list[str]) -> str:
    engine.reset(Board(engine.board.size))
    return ""


def _query_boardsize(engine: GoEngine, args: list[str]) -> str:
    return str(engine.board.size)


def _komi(engine: GoEngine, args: list[str]) -> str:
    try:
        engine.komi = float(args[0])
    except (IndexError, ValueError):
        raise GtpError("komi not a float") from None
    return ""


def _play(engine: GoEngine, args: list[str]) -> str:
    color, pos = _color_and_vertex(engine, args)
    return _play_move(engine, color, pos)


def _play_move(engine: GoEngine, color: int, pos: int) -> str:
    _no_trial_moves(engine)
    if not engine.board.play(pos, color):
        raise GtpError("illegal move")
    return ""


def _play_color(color: int, engine: GoEngine, args: list[str]) -> str:
    """``black VERTEX`` / ``white VERTEX``: GNU Go's old spelling of ``play``."""
    return _play_move(engine, color, arg.vertex(engine.board, args))


def _undo(engine: GoEngine, args: list[str]) -> str:
    if engine.trial_depth or not engine.board.undo():
        raise GtpError("cannot undo")
    return ""


def _trymove(engine: GoEngine, args: list[str]) -> str:
    color, pos = _color_and_vertex(engine, args)
    if not engine.board.play(pos, color):
        raise GtpError("illegal move")
    engine.trial_depth += 1
    return ""


def _popgo(engine: GoEngine, args: list[str]) -> str:
    if not engine.trial_depth:
        raise GtpError("Stack empty.")
    engine.board.undo()
    engine.trial_depth -= 1
    return ""


def _is_legal(engine: GoEngine, args: list[str]) -> str:
    color, pos = _color_and_vertex(engine, args)
    return "1" if engine.board.is_legal(pos, color) else "0"


def _countlib(engine: GoEngine, args: list[str]) -> str:
    return str(engine.board.count_liberties(arg.stone(engine.board, args)))


def _findlib(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    return _vertices(board, board.liberties(arg.stone(engine.board, args)))


def _list_stones(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    return _vertices(board, board.stones_of(arg.color(args)))


def _captures(engine: GoEngine, args: list[str]) -> str:
    return str(engine.board.captures[arg.color(args)])


def _color_at(engine: GoEngine, args: list[str]) -> str:
    return color_name(engine.board.get(arg.point(engine.board, args)))


def _loadsgf(engine: GoEngine, args: list[str]) -> str:
    if not args:
        raise GtpError("missing filename")
    filename = args[0]
    until = args[1] if len(args) > 1 else None
    try:
        position = load_sgf_file(filename, until)
    except SgfError as error:
        raise GtpError(f"cannot open or parse '{filename}': {error}") from None
    engine.reset(position.board)
    if position.komi is not None:
        engine.komi = position.komi
    return color_name(position.to_move)


def _showboard(engine: GoEngine, args: list[str]) -> str:
    return "\n" + render_board(engine.board)


def render_board(board: Board) -> str:
    """Draw the board the way GNU Go's ``showboard`` does (``X`` black, ``O`` white)."""
    size = board.size
    letters = "   " + " ".join(COLUMN_LETTERS[:size])
    hoshi = _hoshi_points(size)
    lines = [letters]
    for top_row in range(size):
        row = size - 1 - top_row
        cells = []
        for col in range(size):
            color = board.get(board.point(row, col))
            if color == BLACK:
                cells.append("X")
            elif color == WHITE:
                cells.append("O")
            else:
                cells.append("+" if (row, col) in hoshi else ".")
        line = f"{row + 1:2d} {' '.join(cells)} {row + 1}"
        # GNU Go writes the capture counts beside two rows near the middle.
        if top_row == min(8, size - 2):
            line += f"     WHITE (O) has captured {board.captures[WHITE]} stones"
        elif top_row == min(9, size - 1):
            line += f"     BLACK (X) has captured {board.captures[BLACK]} stones"
        lines.append(line)
    lines.append(letters)
    return "\n".join(lines)


def _hoshi_points(size: int) -> set[tuple[int, int]]:
    """The star points GNU Go marks with ``+`` (as far as we have seen them)."""
    if size >= 12:
        edge: int | None = 3
    elif size >= 6:
        edge = 2
    elif size == 5:
        edge = 1
    else:
        edge = None
    points: set[tuple[int, int]] = set()
    if edge is not None:
        lines = (edge, size - 1 - edge)
        points = {(row, col) for row in lines for col in lines}
    middle = size // 2
    if size % 2:
        points.add((middle, middle))
        if size >= 13 and edge is not None:
            for line in (edge, size - 1 - edge):
                points.update({(line, middle), (middle, line)})
    return points


# ----- tactical reading --------------------------------------------------


def _reading(attack: bool, engine: GoEngine, args: list[str]) -> str:
    """``attack V`` / ``defend V``: ``CODE MOVE``, or ``0``.

    Each query runs on a fresh reader, so its answer and node count do not
    depend on what ran before.
    """
    board = engine.board
    pos = arg.stone(board, args)
    reader = TacticalReader(board, ATTACK_DEFEND_LIMITS)
    code, move = reader.attack(pos) if attack else reader.defend(pos)
    engine.reading_nodes += reader.nodes
    return _code_and_move(board, code, move)


def _get_reading_node_counter(engine: GoEngine, args: list[str]) -> str:
    return str(engine.reading_nodes)


def _reset_reading_node_counter(engine: GoEngine, args: list[str]) -> str:
    engine.reading_nodes = 0
    return ""


# ----- optics and dragons ------------------------------------------------


def _eval_eye(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    pos = arg.point(board, args)
    analysis = engine.analysis()
    found = eye_at(board, pos, analysis.dead(), analysis.optics)
    return "-1" if found is None else format_eye_value(board, found)


def format_eye_value(board: Board, found: EyeEval) -> str:
    """``eval_eye``'s answer: ``MIN MAX``, then the attack and defense points when they differ."""
    space = found.space
    value = space.value
    text = f"{value.min_eyes} {value.max_eyes}"
    if value.min_eyes != value.max_eyes and space.attack_point is not None:
        text += f" {board.vertex(space.attack_point)}"
        if space.defense_point is not None:
            text += f" {board.vertex(space.defense_point)}"
    return text


def _unconditional_status(engine: GoEngine, args: list[str]) -> str:
    pos = arg.point(engine.board, args)
    return engine.analysis().unconditional().at(pos)


def _same_dragon(engine: GoEngine, args: list[str]) -> str:
    if len(args) < 2:
        raise GtpError("invalid coordinate")
    first = arg.stone(engine.board, args, 0)
    second = arg.stone(engine.board, args, 1)
    dragon = engine.analysis().dragons().dragon_at(first)
    return "1" if dragon is not None and second in dragon.stones else "0"


def _dragon_stones(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    dragons = engine.analysis().dragons()
    if args:
        pos = arg.point(board, args)
        dragon = dragons.dragon_at(pos)
        if dragon is None:
            raise GtpError("dragon_stones called on an empty vertex")
        chosen = [dragon]
    else:
        chosen = list(dragons)
    # GNU Go ends each list with a space; answers are compared word for word.
    return "\n".join("".join(board.vertex(p) + " " for p in sorted(d.stones)) for d in chosen)


def _eye_data(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    message = "invalid color or coordinate"
    color = arg.color(args, 0, message)
    pos = arg.point(board, args, 1, message)
    optics = engine.analysis().optics(color)
    space = optics.space_at.get(pos)
    if space is None:
        rows = [
            ("origin", "PASS"),
            ("color", "empty"),
            ("esize", "0"),
            ("msize", "0"),
            ("value", "0000"),
            ("marginal", "0"),
            ("neighbors", "0"),
            ("marginal_neighbors", "0"),
        ]
    else:
        inside = [n for n in board.neighbours[pos] if n in space.points]
        half = optics.half_eyes.get(pos)
        value = space.value
        rows = [
            ("origin", board.vertex(space.origin)),
            ("color", color_name(space.color)),
            ("esize", str(space.size)),
            ("msize", str(len(space.marginal))),
            ("value", "".join(str(v) for v in (value.a, value.b, value.c, value.d))),
            ("marginal", "1" if pos in space.marginal else "0"),
            ("neighbors", str(len(inside))),
            ("marginal_neighbors", str(sum(1 for n in inside if n in space.marginal))),
            ("half_eye", half.kind if half is not None else "-"),
            ("attack_point", _vertex_or_pass(board, space.attack_point)),
            ("defense_point", _vertex_or_pass(board, space.defense_point)),
            ("points", _vertices(board, sorted(space.points))),
        ]
    return _table(rows)


def _vertex_or_pass(board: Board, pos: int | None) -> str:
    return board.vertex(pos) if pos is not None else "PASS"


def _table(rows: list[tuple[str, str]]) -> str:
    """GNU Go's layout of ``eye_data`` and ``half_eye_data``: names in a column of 20."""
    return "\n".join(f"{name:<20} {value}" for name, value in rows)


def _half_eye_data(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    pos = arg.point(board, args)
    analysis = engine.analysis()
    half = None
    for color in (BLACK, WHITE):
        half = analysis.optics(color).half_eyes.get(pos)
        if half is not None:
            break
    if half is None:
        half = HalfEye(pos, 0, PROPER_EYE)
    rows = [
        ("value", f"{half.value:.2f}"),
        ("type", half.kind),
        ("num_attacks", str(len(half.attack_points))),
    ]
    rows += [("attack_point", board.vertex(p)) for p in half.attack_points]
    rows.append(("num_defenses", str(len(half.defense_points))))
    rows += [("defense_point", board.vertex(p)) for p in half.defense_points]
    return _table(rows)


# ----- the owl -----------------------------------------------------------


def _owl_run(engine: GoEngine, query: Callable[[OwlReader], T]) -> T:
    """Run ``query`` on a fresh owl reader of the session's board, counting its nodes."""
    reader = OwlReader(engine.board, repartition=engine.repartition, limits=GNU_LIMITS)
    try:
        return query(reader)
    finally:
        engine.owl_nodes += reader.nodes


def _owl_dragon(engine: GoEngine, args: list[str], index: int, message: str) -> int:
    board = engine.board
    pos = arg.vertex(board, args, index)
    if pos == PASS or board.get(pos) == EMPTY:
        raise GtpError(message)
    return pos


def _owl_move(engine: GoEngine, args: list[str]) -> int:
    board = engine.board
    move = arg.vertex(board, args)
    if move != PASS and board.get(move) != EMPTY:
        raise GtpError("move vertex must be empty")
    return move


def _owl_attack_or_defend(attack: bool, engine: GoEngine, args: list[str]) -> str:
    """``owl_attack V`` / ``owl_defend V``: ``CODE MOVE`` or ``0``."""
    pos = _owl_dragon(engine, args, 0, "vertex must not be empty")
    code, move = _owl_run(engine, lambda r: r.attack(pos) if attack else r.defend(pos))
    return _code_and_move(engine.board, code, move)


def _owl_does(attack: bool, engine: GoEngine, args: list[str]) -> str:
    """``owl_does_attack MOVE V`` / ``owl_does_defend MOVE V``: the code."""
    move = _owl_move(engine, args)
    pos = _owl_dragon(engine, args, 1, "dragon vertex must not be empty")
    code = _owl_run(
        engine, lambda r: r.does_attack(move, pos) if attack else r.does_defend(move, pos)
    )
    return str(code)


def _dragon_status(engine: GoEngine, args: list[str]) -> str:
    """``dragon_status V``: ``alive``, ``dead``, ``critical A D`` or ``unknown``."""
    pos = _owl_dragon(engine, args, 0, "vertex must not be empty")
    status, amove, dmove = _owl_run(engine, lambda r: r.status(pos))
    # As GNU Go's, the owl's status is revised by the capturing races with
    # the enemy dragons the owl finds dead or critical too.
    board = engine.board
    revised = semeai_status(
        board,
        pos,
        status,
        enemy_status=lambda enemy: _owl_run(engine, lambda r: r.status(enemy)),
    )
    status, amove, dmove = revised or (status, amove, dmove)
    if status != CRITICAL:
        return status
    return f"critical {board.vertex(amove)} {board.vertex(dmove)}"


def _get_owl_node_counter(engine: GoEngine, args: list[str]) -> str:
    return str(engine.owl_nodes)


def _reset_owl_node_counter(engine: GoEngine, args: list[str]) -> str:
    engine.owl_nodes = 0
    return ""


# ----- capturing races and connections -----------------------------------


def _analyze_semeai(engine: GoEngine, args: list[str]) -> str:
    """``analyze_semeai A B``: A's defence code, the attack code on B, A's move."""
    board = engine.board
    apos = arg.stone(board, args, 0)
    bpos = arg.stone(board, args, 1)
    if board.get(apos) == board.get(bpos):
        raise GtpError("dragons must be of opposite colors")
    found = analyze_semeai(board, apos, bpos)
    return f"{found.defense} {found.attack} {board.vertex(found.move)}"


def _connection(connect: bool, engine: GoEngine, args: list[str]) -> str:
    """``connect S1 S2`` / ``disconnect S1 S2``: ``CODE MOVE``, or ``0``."""
    board = engine.board
    s1 = arg.stone(board, args, 0)
    s2 = arg.stone(board, args, 1)
    if board.get(s1) != board.get(s2):
        raise GtpError("vertices must have same color")
    reader = ConnectionReader(board)
    try:
        code, move = reader.connect(s1, s2) if connect else reader.disconnect(s1, s2)
    finally:
        engine.reading_nodes += reader.reader.nodes
    return _code_and_move(board, code, move)


# ----- move generation and scoring ---------------------------------------


def _generate(
    engine: GoEngine, color: int, seed: int | None = None, allowed: set[int] | None = None
) -> int:
    """Choose a move for ``color`` (not played) and keep the candidates for ``top_moves``."""
    board = engine.board
    limits = default_limits(board.size)
    clock = Clock.start(limits.seconds)
    analysis = engine.analysis()
    generator = MoveGenerator(
        board,
        color,
        limits,
        engine.repartition,
        examination=analysis.examination(open_is_alive=True, clock=clock),
        clock=clock,
        scoring=partial(analysis.examination, open_is_alive=False, clock=clock),
    )
    move = generator.best(engine.seed if seed is None else seed, allowed)
    engine.last_candidates = [c for c in generator.candidates() if c.value >= PASS_THRESHOLD]
    return move


def _reg_genmove(engine: GoEngine, args: list[str]) -> str:
    """``reg_genmove COLOR``: the move, not played."""
    color = arg.color(args)
    return engine.board.vertex(_generate(engine, color))


def _gg_genmove(engine: GoEngine, args: list[str]) -> str:
    """``gg_genmove COLOR [SEED]``: the move with near-ties broken by ``SEED``.

    An unreadable seed counts as none (seed 0), as GNU Go 3.8 ignores it;
    without one, the engine's ``seed`` option (if any) is used.
    """
    color = arg.color(args)
    seed = engine.seed or 0
    if len(args) > 1:
        try:
            seed = int(args[1])
        except ValueError:
            pass
    return engine.board.vertex(_generate(engine, color, seed))


def _restricted_genmove(engine: GoEngine, args: list[str]) -> str:
    """``restricted_genmove COLOR V1 V2 ...``: the best of the given moves, or PASS."""
    color = arg.color(args)
    board = engine.board
    allowed: set[int] = set()
    for word in args[1:]:
        try:
            pos = board.parse_vertex(word)
        except ValueError:
            raise GtpError("invalid coordinate") from None
        if pos != PASS:
            allowed.add(pos)
    if len(args) < 2:
        raise GtpError("no allowed vertex")
    return board.vertex(_generate(engine, color, allowed=allowed))


def _genmove(color: int | None, engine: GoEngine, args: list[str]) -> str:
    """``genmove COLOR`` (``genmove_black``, ``genmove_white``): the move, played."""
    if color is None:
        color = arg.color(args)
    _no_trial_moves(engine)
    move = _generate(engine, color)
    engine.board.play(move, color)
    return engine.board.vertex(move)


def _top_moves(color: int | None, engine: GoEngine, args: list[str]) -> str:
    """``top_moves [COLOR]`` / ``top_moves_black`` / ``top_moves_white``:
    ``V1 value1 V2 value2 ...``, the ten best candidates.

    With a colour, a move is generated first; without, the candidates of
    the last move generated are listed, as GNU Go does.
    """
    if color is None and args:
        color = arg.color(args)
    if color is not None:
        _generate(engine, color)
    board = engine.board
    return "".join(f"{board.vertex(c.move)} {c.value:.2f} " for c in engine.last_candidates[:10])


def _final_score(engine: GoEngine, args: list[str]) -> str:
    """``final_score``: area score with the dead stones taken off, ``B+3.5`` style."""
    dead = engine.analysis().final_dead_stones()
    return format_score(area_score(engine.board, dead, engine.komi))


def _final_status_list(engine: GoEngine, args: list[str]) -> str:
    """``final_status_list alive|dead|seki``: the stones of that status."""
    if not args:
        raise GtpError("missing status")
    wanted = args[0].lower()
    if wanted not in ("alive", "dead", "seki"):
        raise GtpError("invalid status")
    board = engine.board
    analysis = engine.analysis()
    dead = analysis.final_dead_stones()
    # GNU Go answers one dragon a line, each in board order, the dragons
    # in the order of their first stone.
    order = {p: i for i, p in enumerate(board.points)}
    lines = []
    # Dead stones are grouped by the local rules alone: inside the
    # opponent's area GNU Go's cut between two dead strings is safe, which
    # the connection reader cannot tell (its cut in the open is no proof).
    by_rules = analysis.dragons(read=False)
    dragons = sorted(by_rules, key=lambda d: min(order[p] for p in d.stones))
    for dragon in dragons:
        is_dead = any(p in dead for p in dragon.stones)
        if wanted == "seki" or is_dead != (wanted == "dead"):
            continue  # seki is not told apart from life yet
        stones = sorted(dragon.stones, key=order.__getitem__)
        lines.append(" ".join(board.vertex(p) for p in stones))
    return "\n".join(lines)


# ----- the table ---------------------------------------------------------

#: Every command of the engine (beside the protocol's own, which the
#: dispatcher knows): name, handler, help line.
COMMANDS: tuple[Command, ...] = (
    # The board: setup, moves, trial moves and queries.
    Command("boardsize", _boardsize, "boardsize N: a new empty board of N x N"),
    Command("clear_board", _clear_board, "clear_board: remove every stone"),
    Command("query_boardsize", _query_boardsize, "query_boardsize: the board size"),
    Command("komi", _komi, "komi K: set the komi"),
    Command("play", _play, "play COLOR VERTEX: play a move"),
    Command("black", partial(_play_color, BLACK), "black VERTEX: play a black move"),
    Command("white", partial(_play_color, WHITE), "white VERTEX: play a white move"),
    Command("undo", _undo, "undo: take back the last move"),
    Command("trymove", _trymove, "trymove COLOR VERTEX: play a trial move"),
    Command("popgo", _popgo, "popgo: take back the last trial move"),
    Command("is_legal", _is_legal, "is_legal COLOR VERTEX: 1 if the move is legal, else 0"),
    Command("countlib", _countlib, "countlib VERTEX: the liberties of the string"),
    Command("findlib", _findlib, "findlib VERTEX: the string's liberties"),
    Command("list_stones", _list_stones, "list_stones COLOR: the stones of a colour"),
    Command("captures", _captures, "captures COLOR: the stones that colour has captured"),
    Command("color", _color_at, "color VERTEX: black, white or empty"),
    Command("loadsgf", _loadsgf, "loadsgf FILE [MOVE|N]: the position of a game record"),
    Command("showboard", _showboard, "showboard: draw the board"),
    # Tactical reading.
    Command("attack", partial(_reading, True), "attack VERTEX: can the string be captured"),
    Command("defend", partial(_reading, False), "defend VERTEX: can the string be saved"),
    Command(
        "get_reading_node_counter",
        _get_reading_node_counter,
        "get_reading_node_counter: tactical nodes since the reset",
    ),
    Command(
        "reset_reading_node_counter",
        _reset_reading_node_counter,
        "reset_reading_node_counter: set the tactical node counter to 0",
    ),
    # Optics and dragons.
    Command("eval_eye", _eval_eye, "eval_eye VERTEX: the eye value of the eye space there"),
    Command(
        "unconditional_status",
        _unconditional_status,
        "unconditional_status VERTEX: alive, dead, territory or undecided",
    ),
    Command("same_dragon", _same_dragon, "same_dragon V1 V2: 1 if one dragon holds both"),
    Command("dragon_stones", _dragon_stones, "dragon_stones [VERTEX]: the stones of dragons"),
    Command("eye_data", _eye_data, "eye_data COLOR VERTEX: the eye space of COLOR there"),
    Command("half_eye_data", _half_eye_data, "half_eye_data VERTEX: the topological eye data"),
    # The owl.
    Command(
        "owl_attack",
        partial(_owl_attack_or_defend, True),
        "owl_attack VERTEX: can the dragon be killed",
    ),
    Command(
        "owl_defend",
        partial(_owl_attack_or_defend, False),
        "owl_defend VERTEX: can the dragon live",
    ),
    Command(
        "owl_does_attack",
        partial(_owl_does, True),
        "owl_does_attack MOVE VERTEX: does the move kill the dragon",
    ),
    Command(
        "owl_does_defend",
        partial(_owl_does, False),
        "owl_does_defend MOVE VERTEX: does the move save the dragon",
    ),
    Command(
        "dragon_status",
        _dragon_status,
        "dragon_status VERTEX: alive, dead, critical ATTACK DEFENSE or unknown",
    ),
    Command(
        "get_owl_node_counter",
        _get_owl_node_counter,
        "get_owl_node_counter: owl nodes since the reset",
    ),
    Command(
        "reset_owl_node_counter",
        _reset_owl_node_counter,
        "reset_owl_node_counter: set the owl node counter to 0",
    ),
    # Capturing races and connections.
    Command(
        "analyze_semeai",
        _analyze_semeai,
        "analyze_semeai DRAGONA DRAGONB: A lives, B dies, A's move",
    ),
    Command(
        "connect",
        partial(_connection, True),
        "connect S1 S2: can the strings be joined, their owner first",
    ),
    Command(
        "disconnect",
        partial(_connection, False),
        "disconnect S1 S2: can the strings be cut apart, the opponent first",
    ),
    # Move generation and scoring.
    Command("reg_genmove", _reg_genmove, "reg_genmove COLOR: the move to play (not played)"),
    Command("gg_genmove", _gg_genmove, "gg_genmove COLOR [SEED]: the move, near-ties by SEED"),
    Command(
        "restricted_genmove",
        _restricted_genmove,
        "restricted_genmove COLOR V1 V2 ...: the best of the given moves",
    ),
    Command("genmove", partial(_genmove, None), "genmove COLOR: generate and play a move"),
    Command("genmove_black", partial(_genmove, BLACK), "genmove_black: genmove black"),
    Command("genmove_white", partial(_genmove, WHITE), "genmove_white: genmove white"),
    Command("top_moves", partial(_top_moves, None), "top_moves [COLOR]: the best candidates"),
    Command("top_moves_black", partial(_top_moves, BLACK), "top_moves_black: top_moves black"),
    Command("top_moves_white", partial(_top_moves, WHITE), "top_moves_white: top_moves white"),
    Command("final_score", _final_score, "final_score: the score, B+N or W+N"),
    Command(
        "final_status_list",
        _final_status_list,
        "final_status_list alive|dead|seki: the stones of that status",
    ),
)
