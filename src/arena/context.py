"""The per-run context an adapter works in: where the model is, the session line, and the recorder.

The recorder is the harness's own log of what happened (events and tool calls). Adapters never
report tool calls themselves: tools run through :func:`arena.tools.recorded` wrappers that find the
current :class:`RunContext` through a context variable and write to it. Checks read only this log.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from arena import binding
from arena.context_log import HARNESS_EVENTS as HARNESS_EVENTS
from arena.context_log import WRITTEN_BY as _WRITTEN_BY
from arena.context_log import LegLog as _LegLog
from arena.context_log import NotTheHarness as NotTheHarness
from arena.context_log import SideEffectDone as SideEffectDone
from arena.context_log import SideEffectGuard as SideEffectGuard
from arena.context_log import active as active
from arena.context_log import current_context as current_context
from arena.context_log import kept as _kept
from arena.context_log import kept_call as _kept_call
from arena.context_log import kept_event as _kept_event
from arena.context_log import kept_request as _kept_request
from arena.context_log import same_answer as _same_answer
from arena.decisions import decision_data, gated
from arena.decisions import describe_decision as describe_decision
from arena.decisions import reads_as_approval as _reads_as_approval  # noqa: F401
from arena.decisions import validate_option as validate_option
from arena.decisions import validate_response as validate_response
from arena.errors import InvalidAnswer
from arena.model_endpoint import ModelEndpoint as ModelEndpoint
from arena.session import SessionLine
from arena.types import (
    APPROVAL_OPTIONS,
    Event,
    EventType,
    InputRequest,
    InputResponse,
    Option,
    ToolCall,
    ToolStatus,
    Turn,
    TurnStatus,
    Usage,
    new_id,
    utcnow,
)

RESULT_EXCERPT = 500
#: What :class:`Event` and :class:`ToolCall` stamp ``at`` with (their default factory,
#: :func:`arena.types.utcnow`) without its Python frame: the logs stamp 5-8 records per leg.
_now = datetime.now


class RunContext(msgspec.Struct, kw_only=True):
    """Everything one run carries across its legs (a struct: cheap to define, :mod:`arena.types`)."""

    run_id: str
    adapter: str
    endpoint: ModelEndpoint
    item_id: str = ""
    session: SessionLine = msgspec.field(default_factory=SessionLine)
    leg: int = 0
    events: list[Event] = msgspec.field(default_factory=list)
    tool_calls: list[ToolCall] = msgspec.field(default_factory=list)
    #: Requests asked in any leg and not yet answered, by request id.
    pending: dict[str, InputRequest] = msgspec.field(default_factory=dict)
    #: The approved request the current leg continues from (a view: the harness tags the calls
    #: of the tool it named, ``arena.tools``, from its own ``_approved``, which only it writes).
    approved_request_id: str | None = None
    _approved: tuple[str | None, dict[str, frozenset[str]]] = (None, {})
    #: The harness's copy of every request asked in the run, by id (:func:`_kept_request`).
    _asked: dict[str, InputRequest] = msgspec.field(default_factory=dict)
    side_effect_guard: SideEffectGuard | None = None
    #: Requests raised in this context expire this many seconds after they are asked (None: never).
    request_ttl_s: float | None = None
    side_effect_done: SideEffectDone | None = None
    usage: Usage | None = None
    _seq: int = 0
    #: Guards ``_seq`` and the two logs: frameworks run sync tools in worker threads (pydantic_ai
    #: runs parallel tool calls concurrently), so two ``record_tool`` calls may overlap.
    _lock: threading.Lock = msgspec.field(default_factory=threading.Lock)
    #: Approvals held by side-effecting calls still running (see :meth:`authorise`).
    _reserved: set[str] = msgspec.field(default_factory=set)
    _leg_start: int = 0
    _leg_tool_start: int = 0
    #: The harness's own record of the current leg (what :meth:`_emit` and
    #: :meth:`_record_tool` wrote since it began, late records carried in): the public lists
    #: are the adapter's to reach, so a leg's turn is held to these and they are its evidence
    #: (:func:`arena.leg_record.held`; red team 18).
    _own_events: list[Event] = msgspec.field(default_factory=list)
    _own_calls: list[ToolCall] = msgspec.field(default_factory=list)
    #: The harness's record of the whole run, its own copies (:func:`_kept`): what authorises a
    #: call, binds a request and decides it is read here, never from the public lists an
    #: adapter can edit in the middle of a leg (red team 19); the public lists must equal it.
    _log_events: list[Event] = msgspec.field(default_factory=list)
    _log_calls: list[ToolCall] = msgspec.field(default_factory=list)
    #: Set by :meth:`finish` until the next leg begins: what is recorded meanwhile (a tool the
    #: adapter called after its leg's turn was built) is counted here, so it lands in a turn —
    #: :meth:`include_late`, or the next leg's — instead of between two turns, in none.
    _closed: bool = False
    _late_events: int = 0
    _late_tools: int = 0
    #: The person's answers the harness handed over in this run (:meth:`deliver`), by request id.
    _delivered: dict[str, InputResponse] = msgspec.field(default_factory=dict)
    #: Those handed over for the next leg, and those handed over between legs so far
    #: (:meth:`hand_over`): the only answers :meth:`resolve` takes (an answer to one request of
    #: three may be resolved with the rest, legs later). None where no leg runner runs the legs
    #: (a test playing the harness): every answer handed over in the run.
    _inbox: dict[str, InputResponse] = msgspec.field(default_factory=dict)
    _handed: dict[str, InputResponse] | None = None
    _in_leg: bool = False
    #: What the adapter did that only the harness may do, in this leg (a :class:`NotTheHarness`
    #: it caught and went on from still fails the leg: :mod:`arena.leg_runner`).
    violation: str | None = None

    def __post_init__(self) -> None:
        # A context rebuilt from the store (arena.runs.rebuild) starts with the run so far.
        self._log_events = [_kept_event(e) for e in self.events]
        self._log_calls = [_kept_call(c) for c in self.tool_calls]
        self._asked = {rid: _kept_request(r, rebuilt=True) for rid, r in self.pending.items()}

    @property
    def logged_events(self) -> tuple[Event, ...]:
        """The run's events as the harness recorded them (not the public, editable list)."""
        with self._lock:
            return tuple(self._log_events)

    @property
    def logged_calls(self) -> tuple[ToolCall, ...]:
        """The run's tool calls as the harness recorded them."""
        with self._lock:
            return tuple(self._log_calls)

    # -- legs -------------------------------------------------------------------------------
    def begin_leg(self) -> None:
        self.leg += 1
        with self._lock:
            # What arrived after the last turn was built opens this leg's turn (each record
            # keeps the leg it was made in).
            self._leg_start = len(self.events) - self._late_events
            self._leg_tool_start = len(self.tool_calls) - self._late_tools
            self._own_events = self._own_events[len(self._own_events) - self._late_events :]
            self._own_calls = self._own_calls[len(self._own_calls) - self._late_tools :]
            self._closed, self._late_events, self._late_tools = False, 0, 0
        self._emit("leg.started")

    def finish(self, status: TurnStatus, message: str = "", error: str | None = None) -> Turn:
        """Close the current leg and build its :class:`Turn` from what was recorded: the public
        lists' share of the leg, as the adapter left them, so the leg runner's checks name what
        an adapter wrote there; the runner then holds the turn to the harness's own record
        (:mod:`arena.leg_record`)."""
        # A leg that asked and then ended completed/failed keeps that status: it did not stop,
        # and the ``suspended`` check says so from its input.requested events (issue 12).
        # Still-unanswered requests from earlier legs stay pending too (a partial answer).
        requests = tuple(self.pending.values()) if status == "waiting" else ()
        if status == "waiting" and not requests:
            status, error = "failed", "adapter reported waiting without any input request"
        if message:
            self._emit("message", role="assistant", text=message)
        if error:
            self._emit("error", message=error)
        self._emit("leg.finished", status=status)
        with self._lock:
            self._closed, self._late_events, self._late_tools = True, 0, 0
            return Turn(
                status=status,
                leg=self.leg,
                message=message,
                events=tuple(self.events[self._leg_start :]),
                requests=requests,
                tool_calls=tuple(self.tool_calls[self._leg_tool_start :]),
                error=error,
                usage=self.usage,
            )

    @property
    def late_tool_calls(self) -> int:
        """Tool calls recorded since the last turn was built (0 while a leg is open)."""
        return self._late_tools

    def include_late(self, turn: Turn) -> Turn:
        """``turn`` with what was recorded after it was built: a tool the adapter called once
        its leg had finished is part of that leg's evidence (a booking attempted after the
        pause must fail ``no_tool_before_suspend``, not vanish between two turns). Built from
        the harness's own record of the leg, not from the lists the adapter can reach."""
        with self._lock:
            if not self._late_events and not self._late_tools:
                return turn
            self._late_events = self._late_tools = 0
            return msgspec.structs.replace(
                turn, events=tuple(self._own_events), tool_calls=tuple(self._own_calls)
            )

    def _leg_log(self) -> _LegLog:
        """The harness's record of the current leg (events, tool calls), how many of each were
        recorded after its turn was built (late: not in that turn yet), and the public lists of
        the whole run as the adapter left them beside the harness's record of the run: one
        snapshot (:mod:`arena.leg_record`)."""
        with self._lock:
            return (
                tuple(self._own_events),
                tuple(self._own_calls),
                self._late_events,
                self._late_tools,
                (list(self.events), list(self._log_events)),
                (list(self.tool_calls), list(self._log_calls)),
            )

    def _replace_event(self, event: Event) -> None:
        """The harness rewrites one of its own events (the model log's marks on
        ``leg.finished``), in its record and in the public list, by ``seq``."""
        kept = _kept_event(event)
        with self._lock:
            self.events[:] = [event if e.seq == event.seq else e for e in self.events]
            self._own_events[:] = [kept if e.seq == event.seq else e for e in self._own_events]
            self._log_events[:] = [kept if e.seq == event.seq else e for e in self._log_events]

    # -- events -----------------------------------------------------------------------------
    def emit(self, type: EventType, **data: Any) -> Event:
        """Log an event of the adapter's own (a note, a message). The events checks and approvals
        read (:data:`HARNESS_EVENTS`) are refused: only the harness's methods write them."""
        if type in HARNESS_EVENTS:
            raise self._refused(
                f"ctx.emit({type!r}): {type} is an event only the harness writes "
                f"({_WRITTEN_BY[type]}); an adapter may emit its own event types (a note), "
                "never one that checks or approvals read"
            )
        return self._emit(type, **data)

    def _emit(self, type: EventType | str, **data: Any) -> Event:
        """The harness's own event (any type)."""
        with self._lock:
            self._seq += 1
            event = Event(type=type, leg=self.leg, seq=self._seq, data=data, at=_now(UTC))  # type: ignore[arg-type]
            self.events.append(event)
            kept = _kept_event(event)
            self._own_events.append(kept)
            self._log_events.append(kept)
            if self._closed:
                self._late_events += 1
        return event

    def record_tool(
        self,
        tool: str,
        args: Mapping[str, Any],
        status: ToolStatus,
        result: str,
        *,
        call_id: str | None = None,
        request_id: str | None = None,
    ) -> ToolCall:
        """Log a call of a tool the harness does not run itself (an ask tool an adapter answers
        in its own way, a framework's failed call). A consequential tool's calls are logged by
        its :func:`arena.tools.recorded` wrapper as it runs them, and only so: an adapter that
        logged "book_room ok" itself scored a booking that never happened."""
        if tool in binding.CONSEQUENTIAL:
            raise self._refused(
                f"{tool} is a consequential tool: only the harness's wrapper logs its calls, as it "
                f"runs them under an approval; call the tool itself (spec.tool({tool!r})) instead "
                "of recording it"
            )
        return self._record_tool(tool, args, status, result, call_id=call_id, request_id=request_id)

    def _record_tool(
        self,
        tool: str,
        args: Mapping[str, Any],
        status: ToolStatus,
        result: str,
        *,
        call_id: str | None = None,
        request_id: str | None = None,
    ) -> ToolCall:
        """The harness's own log entry (the tool wrappers, the side-effect guard, :meth:`resolve`)."""
        call_id, call_args, excerpt = call_id or new_id("call"), dict(args), result[:RESULT_EXCERPT]
        at = _now(UTC)
        with self._lock:  # the seq is taken and both entries appended as one step
            self._seq += 1
            call = ToolCall(
                call_id=call_id,
                tool=tool,
                args=call_args,
                leg=self.leg,
                seq=self._seq,
                status=status,
                result=excerpt,
                request_id=request_id,
                at=at,
            )
            self.tool_calls.append(call)
            kept = msgspec.structs.replace(call, args=_kept(call_args))
            self._own_calls.append(kept)
            self._log_calls.append(kept)
            if self._closed:
                self._late_tools += 1
                self._late_events += 1
            finished = Event(
                type="tool.finished",
                leg=self.leg,
                seq=call.seq,
                data={
                    "call_id": call_id,
                    "tool": tool,
                    "args": dict(call_args),
                    "status": status,
                    "result": excerpt,
                    "request_id": request_id,
                },
                at=at,
            )
            self.events.append(finished)
            kept_finished = _kept_event(finished)
            self._own_events.append(kept_finished)
            self._log_events.append(kept_finished)
        return call

    # -- human input ------------------------------------------------------------------------
    def request_input(
        self,
        *,
        action: str,
        tool_name: str | None = None,
        args: Mapping[str, Any] | None = None,
        prompt: str = "",
        reason: str = "",
        options: tuple[Option, ...] = APPROVAL_OPTIONS,
        details: Mapping[str, Any] | None = None,
        native_id: str | None = None,
    ) -> InputRequest:
        """Register a pending question and emit its ``input.requested`` event."""
        asked = utcnow()  # the clock a test may skew (tests/store: skew_clock)
        expires = asked + timedelta(seconds=self.request_ttl_s) if self.request_ttl_s else None
        # The exact call approving this request authorises (arena.binding), fixed when asked.
        binds = binding.bind(gated(action, tool_name), args or {}, self.logged_calls)
        request = InputRequest(
            id=new_id("req"),
            run_id=self.run_id,
            action=action,
            tool_name=tool_name,
            args=dict(args or {}),
            prompt=prompt,
            reason=reason,
            options=options,
            details={**(details or {}), "binds": binds.to_dict()},
            leg=self.leg,
            created_at=asked,
            expires_at=expires,
            native_id=native_id,
        )
        self.pending[request.id] = request
        self._asked[request.id] = _kept_request(request)
        self._emit(
            "input.requested",
            request_id=request.id,
            action=action,
            tool_name=tool_name,
            args=dict(request.args),
            prompt=prompt,
            options=[{"id": o.id, "label": o.label} for o in options],
            native_id=native_id,
        )
        return request

    def accept_responses(
        self, responses: Sequence[InputResponse]
    ) -> list[tuple[InputRequest, InputResponse]]:
        """Match answers to pending requests by id (never by order) and validate them.

        Raises :class:`InvalidAnswer` before anything reaches the adapter.
        """
        matched: list[tuple[InputRequest, InputResponse]] = []
        seen: set[str] = set()
        for response in responses:
            request = self.pending.get(response.request_id)
            if request is None:
                known = ", ".join(self.pending) or "none"
                raise InvalidAnswer(
                    f"no pending request {response.request_id!r} on run {self.run_id} "
                    f"(pending: {known})"
                )
            if response.request_id in seen:
                raise InvalidAnswer(f"request {response.request_id} answered twice in one resume")
            seen.add(response.request_id)
            validate_response(request, response)
            matched.append((request, response))
        return matched

    def _refused(self, why: str) -> NotTheHarness:
        with self._lock:
            self.violation = self.violation or why
        return NotTheHarness(why)

    def deliver(self, responses: Sequence[InputResponse]) -> None:
        """The person's answers, as the harness hands them over before the leg that resumes with
        them (``runner.run_legs``, ``runs.resume``, the drive API): only these resolve a request
        (an adapter that approved the rest of a pause itself showed the person one request of
        three). Refused while a leg runs: an answer handed over then is the adapter's own."""
        if self._in_leg:
            raise self._refused(
                f"ctx.deliver was called while leg {self.leg} ran: the harness handed over no "
                "such answer — only it hands a person's answers to resume(), between legs, and "
                "an answer an adapter hands itself is an answer the person did not give"
            )
        with self._lock:
            for response in responses:
                self._delivered[response.request_id] = response
                self._inbox[response.request_id] = response

    def hand_over(self) -> dict[str, InputResponse]:
        """The leg starts (:class:`arena.leg_runner.LegRunner`): the answers delivered since the
        last leg join those the harness handed over before; returns the new ones."""
        with self._lock:
            new, self._inbox, self._in_leg = self._inbox, {}, True
            if self._handed is None:
                self._handed = dict(new)
            elif new:
                self._handed.update(new)
            return new

    def handed_back(self) -> None:
        """The leg is over: what was delivered while it ran is dropped, never handed over."""
        with self._lock:
            if self._inbox:
                self._inbox = {}
            self._in_leg = False
            if self._handed is None:
                self._handed = {}

    def resolve(
        self, request: InputRequest, response: InputResponse, *, record: bool = True
    ) -> None:
        """Record a decision on the gate: the gated call finishes ``ok`` or ``rejected``.

        ``record=False`` for a gated *consequential* tool (not an ask tool): an approved call is
        logged by its own ``@recorded`` wrapper when it executes, so logging the approval too would
        count it twice. A denial is always logged, as ``rejected`` — the call was made and a person
        blocked it (seed 001); checks count executions, so a rejected call is not a use.

        What is logged is the answer the harness handed over (``response`` must be the same
        decision), worked out by :func:`arena.decisions.decision_data`, for the request as the
        harness asked it (its copy, not ``request``'s dicts); a request is decided once.
        """
        given = (self._delivered if self._handed is None else self._handed).get(request.id)
        asked = self._asked.get(request.id)
        if given is None or asked is None or not _same_answer(given, response):
            raise self._refused(
                f"request {request.id} was resolved with an answer the person did not give "
                f"({describe_decision(response)}): the harness handed over no such answer between "
                "legs (or asked no such request); an adapter resolves a request the harness "
                "asked, only with the answer the harness handed to resume()"
            )
        request = asked
        if any(
            e.type == "input.responded" and e.data.get("request_id") == request.id
            for e in self.logged_events
        ):
            raise self._refused(
                f"request {request.id} is already decided: a request takes one decision, the "
                "person's, logged once"
            )
        self.pending.pop(request.id, None)
        self._emit("input.responded", **decision_data(request, given, list(self.logged_calls)))
        approved = given.approved
        if approved:
            self.approved_request_id = request.id
            names = frozenset(n for n in (request.action, request.tool_name) if n)
            self._approved = (request.id, {**self._approved[1], request.id: names})
        if approved and not record:
            return
        # A free-text answer to an ask tool is its result, not a rejection (issue 13).
        answered = approved or given.text is not None
        self._record_tool(
            request.action,
            binding.gate_args(request, given),  # an edit of book_room leaves the gate's own
            "ok" if answered else "rejected",
            describe_decision(given),
            call_id=request.native_id,
            request_id=request.id,
        )

    def authorise(self, tool: str, args: Mapping[str, Any]) -> tuple[str | None, str]:
        """The approved, unused request that allows ``tool(args)``, or None and the refusal.

        The request is held for this call until :meth:`release`: a call running at the same time
        in another thread (parallel tool calls) cannot be authorised by the same approval. Read
        from the harness's record of the run, never the public lists (red team 19).
        """
        with self._lock:
            request_id, refusal = binding.authorise(
                self._log_events, self._log_calls, tool, args, held=self._reserved
            )
            if request_id is not None:
                self._reserved.add(request_id)
        return request_id, refusal

    def release(self, request_id: str) -> None:
        """The call :meth:`authorise` let through is over (and recorded): its approval is free."""
        with self._lock:
            self._reserved.discard(request_id)
