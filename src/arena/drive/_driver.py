"""The eval-side API (docs/drive.md): one session line over one adapter — send, see the pause, answer,
assert.

A :class:`Driver` is the ``t`` of docs/drive.md's examples. Every leg runs through the runner's :class:`LegRunner` on a
:class:`RunContext`, so a driven turn is recorded exactly like an arena run: the harness's tool-call
log, the same events, the same timeout and crash handling. Answers are validated here, against the
pending requests, before anything reaches the adapter.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Awaitable, Callable, Coroutine, Iterator, Mapping
from contextlib import contextmanager
from types import TracebackType
from typing import Any, TypeVar

from arena.adapters.base import AgentSpec
from arena.context import ModelEndpoint, RunContext
from arena.context_log import kept_request
from arena.drive._agent_tools import AgentTools
from arena.drive._answer_checks import AnswerChecks
from arena.drive._answers import Answer
from arena.drive._assertions import Assertions
from arena.drive._errors import (
    DriveError,
    hide_frames_for_eval_errors,
)
from arena.drive._lines import announce
from arena.drive._loop import run_on_shared_loop
from arena.drive._outcomes import why_late
from arena.drive._process import Plan, continue_elsewhere
from arena.drive._render import format_requests, format_turns
from arena.drive._replies import Replies
from arena.drive._setup import check_adapter, check_parts, check_request_ttl, check_setup
from arena.drive._store import TurnStore, harness_turn, sink_for
from arena.drive._unowned import UnownedBooking, described, failed_over, new_since, unowned
from arena.errors import UserError
from arena.model.run_behaviour import release as release_route
from arena.model.run_behaviour import routed
from arena.runner import DEFAULT_LEG_TIMEOUT, LegRunner
from arena.trace import Trace
from arena.types import (
    Event,
    InputRequest,
    InputResponse,
    Responder,
    ResumableRunner,
    ToolCall,
    Turn,
    new_id,
)

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

#: Who answers when an eval calls ``respond``: recorded on every decision, like an operator's name.
EVAL_RESPONDER = Responder(name="eval", interface="eval")

T = TypeVar("T")


def rooms_agent() -> AgentSpec:
    """The human_in_the_loop arena's booking agent: what a driver runs unless told otherwise."""
    from arena.tools import rooms

    return AgentSpec.from_module(rooms, name="rooms")


class Driver(Assertions, AgentTools, AnswerChecks, Replies):
    """One session line over one adapter (``t`` in docs/drive.md).

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
        agent: AgentSpec | None = None,
        request_ttl_s: float | None = None,
    ) -> None:
        check_adapter(adapter)
        check_setup(endpoint, leg_timeout_s)
        check_request_ttl(request_ttl_s)
        check_parts(store, responder)
        self.adapter = adapter
        #: The agent the adapter runs (its tools name what ``called_tool`` may ask about).
        self.agent = agent if agent is not None else getattr(adapter, "spec", None)
        self.endpoint = endpoint
        self.store = store
        self.responder = responder
        self.name = name
        run_id = new_id("run")
        # The run's own URL on the scripted model: its request log witnesses each pause.
        self.ctx = RunContext(
            run_id=run_id,
            adapter=adapter.name,
            endpoint=routed(endpoint, run_id, getattr(self.agent, "gate", "")),
            item_id=name,
            # each request asked on this line expires this long after it was asked (None: never)
            request_ttl_s=request_ttl_s,
        )
        self._leg_timeout_s = leg_timeout_s
        # An arena store decides this line's answers (operators answer there too): _store.
        self._sink = sink_for(store, responder, leg_timeout_s, self.agent)
        self._run_leg = LegRunner(timeout_s=leg_timeout_s)
        self._turns: list[Turn] = []
        self._asked_at_leg_end: tuple[InputRequest, ...] = ()
        self._unowned_from = len(unowned())  # bookings no run owns, found before this line
        self._inputs: list[str] = []
        self._answered: dict[str, tuple[InputResponse, int]] = {}
        self._soft_labels: list[str] = []
        self._soft_failures: list[str] = []
        self._while_waiting: list[tuple[int, str]] = []
        self._sessions: list[Driver] = []
        #: What a leg that ran out its time was waiting on, by the harness's record, by leg.
        self._late: dict[int, str] = {}
        #: The line whose new_session() opened this one: a bare request id of another line of
        #: the family is told as that line's (drive38).
        self._parent: Driver | None = None
        self._closed = False
        self._busy = threading.Lock()
        #: The move holding ``_busy`` (what a refused one is told is running).
        self._moving: str | None = None
        #: ``t.restart(process=True)``: the next answer's leg runs in a new process (_process).
        self._restart_plan: Plan | None = None
        #: The environment the new process gets: not what this line's legs set (_process).
        self._environ_at_start = dict(os.environ)
        #: An async move called and not yet awaited (``t.asend(...)``): it has not run.
        self._unawaited: str | None = None
        announce(self)  # the pytest plugin holds it to its end-of-test checks (_lines)

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

        if not isinstance(adapter, str):
            raise DriveError(
                f"Driver.for_adapter({adapter!r}, ...): name the adapter as a str ('vanilla', "
                f"'langgraph', or module:factory for your own), not {type(adapter).__name__}; "
                "an adapter object goes to Driver(adapter, endpoint)"
            )
        spec = agent or rooms_agent()
        return cls(load_adapter(adapter, spec), endpoint, agent=spec, **options)

    # -- what happened --------------------------------------------------------------------------
    @property
    def run_id(self) -> str:
        """This line's run id: the one :meth:`render` opens with and, on a line kept in an arena
        store, the run ``arena show``, ``arena history`` and ``arena runs`` name."""
        return self.ctx.run_id

    @property
    def turns(self) -> tuple[Turn, ...]:
        """Every turn of this session line, oldest first."""
        return tuple(self._turns)

    @property
    def turn(self) -> Turn:
        """The last turn. Asking before anything was sent is a mistake in the eval."""
        self._check_awaited()
        if not self._turns:
            raise DriveError(
                "nothing has been sent on this session line yet: call t.send(text) first"
            )
        return self._turns[-1]

    @property
    def pending(self) -> tuple[InputRequest, ...]:
        """The requests still waiting for an answer (empty unless the last turn is waiting).
        With an arena store, one an operator answered there (``arena approve``, the inbox) is no
        longer listed: ``t.resume()`` hands that answer to the adapter."""
        waiting = self._waiting_on
        stored = self._sink.stored(self.ctx) if waiting else {}
        return tuple(r for r in waiting if r.id not in stored)

    @property
    def _waiting_on(self) -> tuple[InputRequest, ...]:
        """Every request the adapter waits on, answered in the store or not: each as the harness
        asked it, copied when the leg ended (:meth:`_leg`), never the adapter's object."""
        if not self._turns or self._turns[-1].status != "waiting":
            return ()
        return self._asked_at_leg_end

    @property
    def trace(self) -> Trace:
        """All turns merged, as the arena's checks read them."""
        return Trace(legs=tuple(self._turns))

    @property
    def tool_calls(self) -> tuple[ToolCall, ...]:
        """The harness's tool-call log for this session line."""
        return tuple(c for t in self._turns for c in t.tool_calls)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event of this session line, all turns, in ``seq`` order (``t.trace.events``):
        an eval reading the stream wrote ``t.events`` and got an AttributeError (drive37)."""
        return self.trace.events

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
        with self._alone("send"):
            return self._run(lambda: self._send(text))

    def asend(self, text: str) -> Coroutine[Any, Any, Turn]:
        """:meth:`send` for async tests: ``await t.asend(text)``."""
        return self._async("t.asend(...)", self._asend(text))

    async def _asend(self, text: str) -> Turn:
        self._unawaited = None
        with self._alone("asend"):
            return await self._send(text)

    async def _send(self, text: str) -> Turn:
        self._check_open()
        if not isinstance(text, str):
            raise DriveError(
                f"send({text!r}): a message is text; give a str, not {type(text).__name__}"
            )
        if waiting := self._waiting_on:
            stored = " or t.resume() (operators answered some in the store)" * bool(
                self._sink.stored(self.ctx)
            )
            raise DriveError(
                f"the last turn is waiting on {len(waiting)} input request(s); answer with "
                f"t.respond(...) or t.respond_all(...){stored} before sending a new message, or "
                "open t.new_session() for an independent conversation\n" + format_requests(waiting)
            )
        self._sink.may_start(self.ctx, bool(self._turns))  # a store appends to no finished run
        self._inputs.append(text)
        # The test's message is the run's input, as an item's is (arena.request_words; red team
        # 29: "me plus three" quoted failed NotTheHarness here, and passed in `arena run`).
        self._run_leg.task = text
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
        with self._alone("respond"):
            responses = self._responses(request, option, text, edited_args, note)
            return self._run(lambda: self._resume(responses))

    def arespond(
        self,
        request: InputRequest | str | Mapping[str, Answer],
        option: str | None = None,
        *,
        text: str | None = None,
        edited_args: Mapping[str, Any] | None = None,
        note: str | None = None,
    ) -> Coroutine[Any, Any, Turn]:
        """:meth:`respond` for async tests: ``await t.arespond(...)``."""
        return self._async(
            "t.arespond(...)", self._arespond(request, option, text, edited_args, note)
        )

    async def _arespond(
        self,
        request: InputRequest | str | Mapping[str, Answer],
        option: str | None,
        text: str | None,
        edited_args: Mapping[str, Any] | None,
        note: str | None,
    ) -> Turn:
        self._unawaited = None
        with self._alone("arespond"):
            return await self._resume(self._responses(request, option, text, edited_args, note))

    def resume(self) -> Turn:
        """Continue the line with the answers operators stored for its pending requests
        (``arena approve``, the web inbox) and run the next leg, as ``arena resume`` would; only
        this process can continue an eval's line (its agent and model live here)."""
        with self._alone("resume"):
            self._check_resumable()
            return self._run(lambda: self._resume([]))

    def aresume(self) -> Coroutine[Any, Any, Turn]:
        """:meth:`resume` for async tests: ``await t.aresume()``."""
        return self._async("t.aresume()", self._aresume())

    async def _aresume(self) -> Turn:
        self._unawaited = None
        with self._alone("aresume"):
            self._check_resumable()
            return await self._resume([])

    def respond_all(
        self, option: str | None = None, *, note: str | None = None, **unknown: Any
    ) -> Turn:
        """Give every pending request the same option; it is checked against all of them first.
        Words or edits (``text=``, ``edited_args=``) are a :class:`DriveError` naming
        ``t.respond``: each request takes its own (evals43: a bare ``TypeError`` before)."""
        with self._alone("respond_all"):
            responses = self._all(option, note, unknown)
            return self._run(lambda: self._resume(responses))

    def arespond_all(
        self, option: str | None = None, *, note: str | None = None, **unknown: Any
    ) -> Coroutine[Any, Any, Turn]:
        """:meth:`respond_all` for async tests: ``await t.arespond_all(option)``."""
        return self._async("t.arespond_all(...)", self._arespond_all(option, note, unknown))

    async def _arespond_all(
        self, option: str | None, note: str | None, unknown: Mapping[str, Any]
    ) -> Turn:
        self._unawaited = None
        with self._alone("arespond_all"):
            return await self._resume(self._all(option, note, unknown))

    def _async(self, move: str, leg: Coroutine[Any, Any, Turn]) -> Coroutine[Any, Any, Turn]:
        """``leg``, noted as not yet awaited until it starts: a move the eval forgot to await
        ran nothing, and the next read said "nothing has been sent: call t.send(text) first"
        (or, after an answer, "answer with t.respond(...)"), as if the eval had not called it
        (evals34)."""
        self._unawaited = move
        return leg

    def _check_awaited(self) -> None:
        if self._unawaited is not None:
            move, self._unawaited = self._unawaited, None
            raise DriveError(
                f"{move} was called but never awaited, so it did not run: write `await {move}`"
            )

    @contextmanager
    def _alone(self, what: str) -> Iterator[None]:
        """One move at a time on a line: two sends gathered (or from two threads) both ran as
        first legs, and two answers gathered failed the second leg NotTheHarness, blaming the
        adapter for the eval's overlap (outside tester 30)."""
        if not self._busy.acquire(blocking=False):
            running = "t.restart() is" if self._moving == "t.restart()" else "a leg is"
            raise DriveError(
                f"{what}: {running} still running on this session line ({self.run_id}); await "
                "it before the next send, answer or restart, or open t.new_session() for a "
                "line that runs beside it"
            )
        self._moving = what
        try:
            yield
        finally:
            self._moving = None
            self._busy.release()

    def _check_open(self) -> None:
        """Said first: a closed line that was paused answered a send with "answer it first"."""
        self._check_awaited()
        if self._closed:
            raise DriveError(f"this driver ({self.run_id}) is closed; open a new one")

    async def _leg(self, call: Callable[[], Awaitable[Turn]]) -> Turn:
        self._check_open()
        self._run_leg.harness_failed = None  # the run's, kept across legs: this leg's here
        turn = await self._run_leg(self.ctx, call)
        if turn.status == "failed" and (late := why_late(self._run_leg)):
            self._late[turn.leg] = late
        # What the eval holds and asserts on is the harness's own copy of the leg, taken once
        # the leg's adapter code is done: the turn the leg runner returns may hold the public
        # lists' objects (equal to the harness's record then), which an adapter's thread can
        # edit later, so `called_tool("book_room", times=0)` read a booking renamed or re-roomed
        # after the leg (red team 23). Copied before the sink runs any adapter code (a dump).
        kept = harness_turn(self.ctx, turn)
        # The same for what it waits on: ctx.pending holds the adapter's request objects, whose
        # dicts it may edit later; each is listed as the harness asked it (RunContext._asked).
        asked = self.ctx._asked
        self._asked_at_leg_end = tuple(
            kept_request(asked.get(r.id) or r) for r in list(self.ctx.pending.values())
        )
        self._turns.append(kept)
        self._sink.record(self.ctx, turn, self._run_leg.task)
        return kept

    async def _resume(self, responses: list[InputResponse]) -> Turn:
        if self._restart_plan is not None:
            return await continue_elsewhere(self, responses)
        leg = self.ctx.leg + 1
        # An answer stored first elsewhere wins; operators' answers to the rest go in too.
        responses = [*responses, *self._sink.answer(self.ctx, responses)]
        for response in responses:
            self._answered[response.request_id] = (response, leg)
        self.ctx.deliver(responses)
        try:
            return await self._leg(lambda: self.adapter.resume(responses, self.ctx))
        except BaseException:
            self._sink.release(self.ctx, f"the eval's leg {leg} stopped before it was recorded")
            raise

    # -- sessions and lifetime ------------------------------------------------------------------
    def new_session(self) -> Driver:
        """An independent session line on the same adapter and model (its own run and slots).
        Refused on a closed line: closing ends the lines it opened, so one opened after would
        be a live line on what the eval ended (outside evals 30, 31)."""
        self._check_open()
        child = Driver(
            self.adapter,
            self.endpoint,
            store=self.store,
            leg_timeout_s=self._leg_timeout_s,
            responder=self.responder,
            name=self.name,
            agent=self.agent,
            request_ttl_s=self.ctx.request_ttl_s,
        )
        self._sessions.append(child)
        child._parent = self
        return child

    @property
    def sessions(self) -> tuple[Driver, ...]:
        """The session lines opened with :meth:`new_session` from this line or from those it
        opened, at any depth: a grandchild's soft checks are reported with this line's."""
        return tuple(d for s in self._sessions for d in (s, *s.sessions))

    def close(self, *, report: bool = True) -> None:
        """End this session line and the ones it opened: later sends and answers are refused.

        Soft failures nobody reported yet are raised here (``report=False``: kept, for a caller
        that reported them itself): outside pytest ``close()`` is where an eval ends, and a
        ``t.soft()`` failure of a script that closed its line without :meth:`verify` was dropped,
        the script ending 0 (redteam52)."""
        self._end()
        if report:
            self.verify()

    def _end(self) -> None:
        self._closed = True
        self._sink.close(self.ctx)
        release_route([self.ctx.run_id])  # the behaviour its route played (routed: evidence54)
        for session in self._sessions:
            session._end()

    def _run(self, make: Callable[[], Coroutine[Any, Any, T]]) -> T:
        try:
            return run_on_shared_loop(make)
        except UserError as exc:
            # Raised on the loop's thread: its traceback is the loop's and concurrent.futures'
            # frames, which pytest would print before the one line that says the fix.
            raise exc.with_traceback(None)  # noqa: B904 - the same error, from this frame

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
            self._end()
        found = new_since(self._unowned_from)
        if exc_type is None and found:
            failed_over()
            raise UnownedBooking(described(found, f"appeared while {self.name or 'this eval'} ran"))
