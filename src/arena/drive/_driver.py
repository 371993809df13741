"""The eval-side API (seed 001): one session line over one adapter — send, see the pause, answer,
assert.

A :class:`Driver` is the seed's ``t``. Every leg runs through the runner's :class:`LegRunner` on a
:class:`RunContext`, so a driven turn is recorded exactly like an arena run: the harness's tool-call
log, the same events, the same timeout and crash handling. Answers are validated here, against the
pending requests, before anything reaches the adapter.
"""

from __future__ import annotations

import asyncio
import re
import threading
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Mapping, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import Any, Literal, TypeVar

from arena.adapters.base import AgentSpec
from arena.checks import CHECKS, CheckResult, CheckSpec
from arena.context import ModelEndpoint, RunContext, validate_response
from arena.drive._errors import (
    AlreadyAnswered,
    AmbiguousRequest,
    CheckFailed,
    DriveError,
    EvalFailure,
    MessageMismatch,
    NoMatchingRequest,
    NotParked,
    NotSucceeded,
    NotWaiting,
    SoftCheckFailed,
    ToolCallMismatch,
)
from arena.drive._match import CallFilter, Pattern, RequestFilter, compile_pattern
from arena.drive._render import clip, format_call, format_requests, format_turns
from arena.drive._store import TurnStore, persist
from arena.errors import InvalidAnswer, NotFound
from arena.runner import DEFAULT_LEG_TIMEOUT, LegRunner
from arena.trace import Trace
from arena.types import (
    EvalItem,
    InputRequest,
    InputResponse,
    Responder,
    ResumableRunner,
    ToolCall,
    ToolStatus,
    Turn,
    new_id,
)

#: Who answers when an eval calls ``respond``: recorded on every decision, like an operator's name.
EVAL_RESPONDER = Responder(name="eval", interface="eval")

#: An answer in ``respond({request_id: answer})``: an option id, or one of
#: ``{"option": ...}``, ``{"text": ...}``, ``{"edited_args": {...}}``.
Answer = str | Mapping[str, Any]
Scope = Literal["run", "turn"]
T = TypeVar("T")


class _Loop:
    """The one event loop every synchronous driver in this process runs its legs on.

    Adapters keep HTTP clients bound to the loop they were first used on, and those clients close
    themselves on whichever loop is running when they are garbage-collected. One long-lived loop on
    a daemon thread keeps both on the same loop: a fresh loop per leg (``asyncio.run``) breaks the
    second leg, and a loop per driver makes the next driver's loop close the previous one's clients.
    """

    _lock = threading.Lock()
    _loop: asyncio.AbstractEventLoop | None = None

    @classmethod
    def get(cls) -> asyncio.AbstractEventLoop:
        with cls._lock:
            if cls._loop is None or cls._loop.is_closed():
                loop = asyncio.new_event_loop()
                thread = threading.Thread(
                    target=loop.run_forever, name="arena-drive-loop", daemon=True
                )
                thread.start()
                cls._loop = loop
            return cls._loop

    @classmethod
    def run(cls, make: Callable[[], Coroutine[Any, Any, T]]) -> T:
        return asyncio.run_coroutine_threadsafe(make(), cls.get()).result()


def rooms_agent() -> AgentSpec:
    """The human_in_the_loop arena's booking agent: what a driver runs unless told otherwise."""
    from arena.tools import rooms

    return AgentSpec.from_module(rooms, name="rooms")


class Driver:
    """One session line over one adapter (the seed's ``t``).

    ``send`` and ``respond`` run a leg and return its :class:`Turn`; the assertion methods read
    what the harness recorded. Assertions raise :class:`EvalFailure` (an ``AssertionError``);
    misuse of the API raises :class:`arena.errors.UserError` subclasses. Inside ``with t.soft():``
    failed assertions are collected instead and reported together by :meth:`verify`.
    """

    def __init__(
        self,
        adapter: ResumableRunner,
        endpoint: ModelEndpoint,
        *,
        store: TurnStore | None = None,
        leg_timeout_s: float = DEFAULT_LEG_TIMEOUT,
        responder: Responder = EVAL_RESPONDER,
        name: str = "",
    ) -> None:
        self.adapter = adapter
        self.endpoint = endpoint
        self.store = store
        self.responder = responder
        self.name = name
        self.ctx = RunContext(
            run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint, item_id=name
        )
        self._leg_timeout_s = leg_timeout_s
        self._run_leg = LegRunner(timeout_s=leg_timeout_s)
        self._turns: list[Turn] = []
        self._inputs: list[str] = []
        self._answered: dict[str, tuple[InputResponse, int]] = {}
        self._soft_labels: list[str] = []
        self._soft_failures: list[str] = []
        self._sessions: list[Driver] = []
        self._closed = False

    @classmethod
    def for_adapter(
        cls,
        adapter: str,
        endpoint: ModelEndpoint,
        *,
        agent: AgentSpec | None = None,
        **options: Any,
    ) -> Driver:
        """A driver for a registered adapter by name, running ``agent`` (the rooms agent by default)."""
        from arena.adapters import load_adapter

        return cls(load_adapter(adapter, agent or rooms_agent()), endpoint, **options)

    # -- what happened --------------------------------------------------------------------------
    @property
    def run_id(self) -> str:
        return self.ctx.run_id

    @property
    def turns(self) -> tuple[Turn, ...]:
        """Every turn of this session line, oldest first."""
        return tuple(self._turns)

    @property
    def turn(self) -> Turn:
        """The last turn. Asking before anything was sent is a mistake in the eval."""
        if not self._turns:
            raise DriveError(
                "nothing has been sent on this session line yet: call t.send(text) first"
            )
        return self._turns[-1]

    @property
    def pending(self) -> tuple[InputRequest, ...]:
        """The requests still waiting for an answer (empty unless the last turn is waiting)."""
        if not self._turns or self._turns[-1].status != "waiting":
            return ()
        return tuple(self.ctx.pending.values())

    @property
    def trace(self) -> Trace:
        """All turns merged, as the arena's checks read them."""
        return Trace(legs=tuple(self._turns))

    @property
    def tool_calls(self) -> tuple[ToolCall, ...]:
        """The harness's tool-call log for this session line."""
        return tuple(c for t in self._turns for c in t.tool_calls)

    def render(self) -> str:
        """The session line's events, readable: what every failure message ends with."""
        title = f"session {self.run_id} · adapter {self.adapter.name} · model {self.endpoint.model}"
        return format_turns(self._turns, title)

    def __repr__(self) -> str:
        state = self._turns[-1].status if self._turns else "new"
        return f"<Driver {self.run_id} adapter={self.adapter.name} {state}>"

    # -- sending and answering ------------------------------------------------------------------
    def send(self, text: str) -> Turn:
        """Send a user message: one leg, returned as a :class:`Turn`."""
        return self._run(lambda: self.asend(text))

    async def asend(self, text: str) -> Turn:
        """:meth:`send` for async tests."""
        if self.pending:
            raise DriveError(
                f"the last turn is waiting on {len(self.pending)} input request(s); answer with "
                "t.respond(...) or t.respond_all(...) before sending a new message, or open "
                "t.new_session() for an independent conversation\n" + format_requests(self.pending)
            )
        self._inputs.append(text)
        return await self._leg(lambda: self.adapter.start(text, self.ctx))

    def respond(
        self,
        request: InputRequest | str | Mapping[str, Answer],
        option: str | None = None,
        *,
        text: str | None = None,
        edited_args: Mapping[str, Any] | None = None,
        note: str | None = None,
    ) -> Turn:
        """Answer one request (``option=``, ``text=`` or ``edited_args=``), or several by request id
        (``respond({req.id: "approve", other.id: "deny"})``), and run the next leg."""
        responses = self._responses(request, option, text, edited_args, note)
        return self._run(lambda: self._resume(responses))

    async def arespond(
        self,
        request: InputRequest | str | Mapping[str, Answer],
        option: str | None = None,
        *,
        text: str | None = None,
        edited_args: Mapping[str, Any] | None = None,
        note: str | None = None,
    ) -> Turn:
        """:meth:`respond` for async tests."""
        return await self._resume(self._responses(request, option, text, edited_args, note))

    def respond_all(self, option: str, *, note: str | None = None) -> Turn:
        """Give every pending request the same option; it is checked against all of them first."""
        responses = self._all(option, note)
        return self._run(lambda: self._resume(responses))

    async def arespond_all(self, option: str, *, note: str | None = None) -> Turn:
        """:meth:`respond_all` for async tests."""
        return await self._resume(self._all(option, note))

    async def _leg(self, call: Callable[[], Awaitable[Turn]]) -> Turn:
        if self._closed:
            raise DriveError(f"this driver ({self.run_id}) is closed; open a new one")
        turn = await self._run_leg(self.ctx, call)
        self._turns.append(turn)
        persist(self.store, self.ctx, turn)
        return turn

    async def _resume(self, responses: list[InputResponse]) -> Turn:
        leg = self.ctx.leg + 1
        for response in responses:
            self._answered[response.request_id] = (response, leg)
        return await self._leg(lambda: self.adapter.resume(responses, self.ctx))

    def _responses(
        self,
        target: InputRequest | str | Mapping[str, Answer],
        option: str | None,
        text: str | None,
        edited_args: Mapping[str, Any] | None,
        note: str | None,
    ) -> list[InputResponse]:
        given = sum(x is not None for x in (option, text, edited_args))
        if isinstance(target, Mapping):
            if given:
                raise DriveError(
                    "respond({request_id: answer, ...}) takes the answers in the mapping; "
                    "do not also pass option=, text= or edited_args="
                )
            if not target:
                raise DriveError("respond({}) has no answers; map request ids to answers")
            answers = [(self._id(key), _answer(key, value)) for key, value in target.items()]
        else:
            if given != 1:
                raise DriveError(
                    "respond(request, ...) needs exactly one of option=, text= or edited_args= "
                    f"(got {given})"
                )
            answers = [
                (self._id(target), {"option": option, "text": text, "edited_args": edited_args})
            ]
        ids = [rid for rid, _ in answers]
        if len(set(ids)) != len(ids):
            raise InvalidAnswer(f"the same request is answered twice in one respond(): {ids}")
        self._check_answerable(ids)
        responses = []
        for rid, answer in answers:
            response = InputResponse(
                request_id=rid,
                option_id=answer.get("option"),
                text=answer.get("text"),
                edited_args=answer.get("edited_args"),
                responder=self.responder,
                note=note,
            )
            try:
                validate_response(self.ctx.pending[rid], response)
            except InvalidAnswer as exc:
                raise InvalidAnswer(f"{exc} — nothing was sent to the adapter") from None
            responses.append(response)
        return responses

    def _all(self, option: str, note: str | None) -> list[InputResponse]:
        self._check_answerable([])
        pending = self.pending
        refusing = [r for r in pending if option not in r.option_ids]
        if refusing:
            lines = "\n".join(
                f"  {r.id} offers: {', '.join(r.option_ids) or '(free text only)'}"
                for r in refusing
            )
            raise InvalidAnswer(
                f"option {option!r} is not offered by every pending request — nothing was sent "
                f"to the adapter:\n{lines}"
            )
        return [
            InputResponse(request_id=r.id, option_id=option, responder=self.responder, note=note)
            for r in pending
        ]

    def _id(self, target: InputRequest | str) -> str:
        if isinstance(target, InputRequest):
            return target.id
        if isinstance(target, str):
            return target
        raise DriveError(
            f"respond() answers an InputRequest or a request id, not {type(target).__name__}"
        )

    def _check_answerable(self, ids: Sequence[str]) -> None:
        """Raise before anything reaches the adapter: answered twice, not waiting, not pending."""
        if not self._turns:
            raise NotWaiting(
                "nothing has been sent on this session line yet, so there is nothing to answer: "
                "call t.send(text) first"
            )
        for rid in ids:
            if rid in self._answered:
                earlier, leg = self._answered[rid]
                raise AlreadyAnswered(
                    f"request {rid} was already answered ({_describe(earlier)}, sent into leg "
                    f"{leg}); each request takes exactly one answer\n\n{self.render()}"
                )
        turn = self._turns[-1]
        if turn.status != "waiting":
            raise NotWaiting(
                f"the last turn (leg {turn.leg}) is {turn.status}, not waiting: there is nothing "
                f"to answer\n\n{self.render()}"
            )
        for rid in ids:
            if rid not in self.ctx.pending:
                raise InvalidAnswer(
                    f"request {rid!r} is not pending on this session line; pending:\n"
                    + format_requests(self.pending)
                )

    # -- pause inspection -----------------------------------------------------------------------
    def parked(self) -> Turn:
        """Assert the last turn really stopped: ``waiting``, with at least one input request."""
        __tracebackhide__ = True
        turn = self.turn
        if turn.status == "waiting" and self.pending:
            return turn
        if turn.status == "failed":
            why = f"it failed: {turn.error}"
        elif turn.status == "completed":
            said = clip(turn.message) if turn.message else "(nothing)"
            why = (
                "it completed without raising an input request — asking in plain text is not a "
                f'pause. The agent said: "{said}"'
            )
        else:
            why = "it reported waiting but no input request is pending"
        self._fail(NotParked(f"expected the turn to be parked (waiting on a person), but {why}"))
        return turn

    def succeeded(self) -> Turn:
        """Assert the last turn completed; a waiting turn is a pause, never a finish."""
        __tracebackhide__ = True
        turn = self.turn
        if turn.status == "completed":
            return turn
        if turn.status == "waiting":
            n = len(self.pending)
            why = (
                f"it is waiting on {n} input request{'s' if n != 1 else ''} — a pause is not a "
                "finish; answer with t.respond(...):\n" + format_requests(self.pending)
            )
        else:
            why = f"it failed: {turn.error}"
        self._fail(NotSucceeded(f"expected the turn to have succeeded, but {why}"))
        return turn

    def require_input_request(
        self,
        *,
        id: str | None = None,
        prompt: Pattern | None = None,
        action: str | None = None,
        tool: str | None = None,
        option_ids: Sequence[str] | None = None,
        args: Mapping[str, Any] | None = None,
    ) -> InputRequest:
        """Exactly one pending request matching every field given, or an assertion listing what
        is pending. ``prompt`` is a regex searched in the prompt and summary (case-insensitive
        when given as a string); ``option_ids`` must all be offered; ``args`` must be a subset."""
        __tracebackhide__ = True
        wanted = RequestFilter.build(
            id=id, prompt=prompt, action=action, tool=tool, option_ids=option_ids, args=args
        )
        turn = self.turn
        pending = self.pending
        if turn.status != "waiting":
            raise NoMatchingRequest(
                f"expected exactly one pending input request matching {wanted.describe()}, but "
                f"the turn is {turn.status}: nothing is pending",
                self.render(),
            )
        found = [r for r in pending if wanted.matches(r)]
        if len(found) == 1:
            return found[0]
        listing = f"pending ({len(pending)}):\n{format_requests(pending)}"
        if not found:
            raise NoMatchingRequest(
                f"no pending input request matches {wanted.describe()}; {listing}", self.render()
            )
        raise AmbiguousRequest(
            f"{len(found)} pending input requests match {wanted.describe()}; narrow the filter "
            f"(id=, prompt=, action=, tool=, option_ids=, args=). {listing}",
            self.render(),
        )

    # -- assertions over the run ----------------------------------------------------------------
    def called_tool(
        self,
        name: str,
        *,
        status: ToolStatus | None = None,
        times: int | None = None,
        args: Mapping[str, Any] | None = None,
        scope: Scope = "run",
    ) -> list[ToolCall]:
        """Assert ``name`` was called (``times`` exactly, or at least once), optionally with a
        status (``ok | failed | rejected``) and arguments (a subset; a compiled regex value is
        searched). ``scope="turn"`` looks at the last turn only. Returns the matching calls."""
        __tracebackhide__ = True
        if times is not None and times < 0:
            raise DriveError(f"called_tool(times={times}): times must be 0 or more")
        if scope not in ("run", "turn"):
            raise DriveError(f"called_tool(scope={scope!r}): use 'run' or 'turn'")
        wanted = CallFilter(tool=name, status=status, args=args)
        calls = list(self.turn.tool_calls) if scope == "turn" else list(self.tool_calls)
        found = [c for c in calls if wanted.matches(c)]
        where = "in the last turn" if scope == "turn" else "in this session line"
        if times is None and found:
            return found
        if times is not None and len(found) == times:
            return found
        expected = "at least once" if times is None else f"{times}x"
        got = f"{len(found)}x" if found else "never"
        lines = [
            f"expected {wanted.describe()} to be called {expected} {where}; it was called {got}"
        ]
        if found:
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in found)
        others = [c for c in calls if c.tool == name and not wanted.matches(c)]
        if others:
            lines.append(f"other {name} calls:")
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in others)
        if not calls:
            lines.append("no tool was called at all")
        self._fail(ToolCallMismatch("\n".join(lines)))
        return found

    def no_failed_actions(self) -> None:
        """Assert no tool call failed. A person's rejection is ``rejected``, not ``failed``."""
        __tracebackhide__ = True
        failed = [c for c in self.tool_calls if c.status == "failed"]
        if failed:
            lines = [f"{len(failed)} tool call(s) failed:"]
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in failed)
            self._fail(ToolCallMismatch("\n".join(lines)))

    def message_matches(
        self, pattern: Pattern, *, flags: int = re.IGNORECASE
    ) -> re.Match[str] | None:
        """Assert the last turn's message matches ``pattern`` (searched, case-insensitive by
        default; a compiled pattern keeps its own flags)."""
        __tracebackhide__ = True
        regex = compile_pattern(pattern, flags)
        message = self.turn.message
        match = regex.search(message)
        if match is None:
            shown = f'"{clip(message, 300)}"' if message.strip() else "(empty)"
            self._fail(
                MessageMismatch(
                    f"the agent's last message does not match /{regex.pattern}/: {shown}"
                )
            )
        return match

    def arena_check(self, name: str, *, spec: CheckSpec | None = None) -> CheckResult:
        """Run one of the arena's named checks (``arena.checks.CHECKS``) on this session line."""
        __tracebackhide__ = True
        check = CHECKS.get(name)
        if check is None:
            raise NotFound(f"unknown check {name!r}; known checks: {', '.join(sorted(CHECKS))}")
        item = EvalItem(id=self.name or self.run_id, input=self._inputs[0] if self._inputs else "")
        result = check(self.trace, item, spec or CheckSpec())
        if not result.passed:
            self._fail(CheckFailed(f"check {name} failed: {result.detail}"))
        return result

    # -- soft checks ----------------------------------------------------------------------------
    @contextmanager
    def soft(self, label: str = "") -> Iterator[None]:
        """Collect failed assertions inside the block instead of raising; :meth:`verify` (the
        pytest plugin calls it after the test) reports them all together, with their labels."""
        self._soft_labels.append(label)
        try:
            yield
        except AssertionError as exc:  # a plain assert, or a selector such as require_input_request
            summary = (
                exc.summary if isinstance(exc, EvalFailure) else clip(str(exc) or repr(exc), 300)
            )
            self._record_soft(summary)
        finally:
            self._soft_labels.pop()

    def check(self, label: str, condition: object, detail: str = "") -> bool:
        """A labelled soft check: record a failure if ``condition`` is false, never raise."""
        if not condition:
            self._soft_labels.append(label)
            try:
                self._record_soft(detail or "check failed")
            finally:
                self._soft_labels.pop()
        return bool(condition)

    @property
    def soft_failures(self) -> tuple[str, ...]:
        return tuple(self._soft_failures)

    def verify(self) -> None:
        """Raise :class:`SoftCheckFailed` listing every soft failure of this driver and the
        sessions it opened; the list is cleared, so each failure is reported once."""
        __tracebackhide__ = True
        failures = list(self._soft_failures)
        self._soft_failures.clear()
        sessions = [self.render()]
        for session in self._sessions:
            if session._soft_failures:
                failures.extend(f"({session.run_id}) {f}" for f in session._soft_failures)
                session._soft_failures.clear()
                sessions.append(session.render())
        if failures:
            raise SoftCheckFailed(failures, "\n\n".join(sessions))

    def _record_soft(self, summary: str) -> None:
        label = " / ".join(x for x in self._soft_labels if x)
        self._soft_failures.append(f"[{label}] {summary}" if label else summary)

    def _fail(self, error: EvalFailure) -> None:
        __tracebackhide__ = True
        if self._soft_labels:
            self._record_soft(error.summary)
            return
        error.session = self.render()
        error.args = (f"{error.summary}\n\n{error.session}",)
        raise error

    # -- sessions and lifetime ------------------------------------------------------------------
    def new_session(self) -> Driver:
        """An independent session line on the same adapter and model (its own run and slots)."""
        root = self
        child = Driver(
            self.adapter,
            self.endpoint,
            store=self.store,
            leg_timeout_s=self._leg_timeout_s,
            responder=self.responder,
            name=self.name,
        )
        root._sessions.append(child)
        return child

    @property
    def sessions(self) -> tuple[Driver, ...]:
        """The session lines opened with :meth:`new_session`."""
        return tuple(self._sessions)

    def close(self) -> None:
        """End this session line and the ones it opened: later sends and answers are refused."""
        self._closed = True
        for session in self._sessions:
            session.close()

    def _run(self, make: Callable[[], Coroutine[Any, Any, T]]) -> T:
        return _Loop.run(make)

    def __enter__(self) -> Driver:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            if exc_type is None:
                self.verify()
        finally:
            self.close()


def _answer(key: object, value: Answer) -> dict[str, Any]:
    if isinstance(value, str):
        return {"option": value}
    if isinstance(value, Mapping):
        unknown = set(value) - {"option", "text", "edited_args"}
        present = [k for k in ("option", "text", "edited_args") if value.get(k) is not None]
        if unknown or len(present) != 1:
            raise DriveError(
                f"answer for {key}: use an option id string or a mapping with exactly one of "
                f"'option', 'text', 'edited_args' (got {dict(value)!r})"
            )
        return dict(value)
    raise DriveError(f"answer for {key}: expected an option id or a mapping, not {value!r}")


def _describe(response: InputResponse) -> str:
    if response.option_id is not None:
        return f"option {response.option_id!r}"
    if response.text is not None:
        return f"text {clip(response.text, 60)!r}"
    return f"edited args {dict(response.edited_args or {})!r}"
