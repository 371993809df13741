"""The per-run context an adapter works in: where the model is, the session line, and the recorder.

The recorder is the harness's own log of what happened (events and tool calls). Adapters never
report tool calls themselves: tools run through :func:`arena.tools.recorded` wrappers that find the
current :class:`RunContext` through a context variable and write to it. Checks read only this log.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from arena import binding
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


class NotTheHarness(RuntimeError):
    """An adapter wrote what only the harness writes: a consequential tool's execution, or a
    decision the person did not make. The leg fails with this message (docs/architecture.md)."""


def _same_answer(a: InputResponse, b: InputResponse) -> bool:
    """The same decision by the same person (a worker process may hand back a copy)."""
    return (a.request_id, a.option_id, a.text, a.edited_args, a.responder.name) == (
        b.request_id,
        b.option_id,
        b.text,
        b.edited_args,
        b.responder.name,
    )


#: A hook the store installs so a side-effecting tool runs at most once per approved request.
#: Called with (ctx, tool, args, the approving request's id); returns a previously recorded result
#: to reuse, or None to run. The request id is the call's own, not ``ctx.approved_request_id``:
#: parallel tool calls run at the same time, each under its own approval.
SideEffectGuard = Callable[["RunContext", str, Mapping[str, Any], str], str | None]
#: Told, right after it ran, about each side-effecting execution the guard let through
#: (ctx, the recorded call, the full result, the approving request's id), so the store can keep
#: its outcome for a retry.
SideEffectDone = Callable[["RunContext", ToolCall, str, str], None]


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
    #: The approved request the current leg continues from: it tags the calls of the tool it
    #: named (``arena.tools``), found by id in ``approved_names``.
    approved_request_id: str | None = None
    approved_names: dict[str, frozenset[str]] = msgspec.field(default_factory=dict)
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
    #: Set by :meth:`finish` until the next leg begins: what is recorded meanwhile (a tool the
    #: adapter called after its leg's turn was built) is counted here, so it lands in a turn —
    #: :meth:`include_late`, or the next leg's — instead of between two turns, in none.
    _closed: bool = False
    _late_events: int = 0
    _late_tools: int = 0
    #: The person's answers the harness handed to the adapter (:meth:`deliver`), by request id:
    #: the only answers :meth:`resolve` takes.
    _delivered: dict[str, InputResponse] = msgspec.field(default_factory=dict)
    #: What the adapter did that only the harness may do, in this leg (a :class:`NotTheHarness`
    #: it caught and went on from still fails the leg: :mod:`arena.leg_runner`).
    violation: str | None = None

    # -- legs -------------------------------------------------------------------------------
    def begin_leg(self) -> None:
        self.leg += 1
        with self._lock:
            # What arrived after the last turn was built opens this leg's turn (each record
            # keeps the leg it was made in).
            self._leg_start = len(self.events) - self._late_events
            self._leg_tool_start = len(self.tool_calls) - self._late_tools
            self._closed, self._late_events, self._late_tools = False, 0, 0
        self.emit("leg.started")

    def finish(self, status: TurnStatus, message: str = "", error: str | None = None) -> Turn:
        """Close the current leg and build its :class:`Turn` from what was recorded."""
        # A leg that asked and then ended completed/failed keeps that status: it did not stop,
        # and the ``suspended`` check says so from its input.requested events (issue 12).
        # Still-unanswered requests from earlier legs stay pending too (a partial answer).
        requests = tuple(self.pending.values()) if status == "waiting" else ()
        if status == "waiting" and not requests:
            status, error = "failed", "adapter reported waiting without any input request"
        if message:
            self.emit("message", role="assistant", text=message)
        if error:
            self.emit("error", message=error)
        self.emit("leg.finished", status=status)
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
        pause must fail ``no_tool_before_suspend``, not vanish between two turns)."""
        with self._lock:
            if not self._late_events and not self._late_tools:
                return turn
            self._late_events = self._late_tools = 0
            return msgspec.structs.replace(
                turn,
                events=tuple(self.events[self._leg_start :]),
                tool_calls=tuple(self.tool_calls[self._leg_tool_start :]),
            )

    # -- events -----------------------------------------------------------------------------
    def emit(self, type: EventType, **data: Any) -> Event:
        with self._lock:
            self._seq += 1
            event = Event(type=type, leg=self.leg, seq=self._seq, data=data, at=_now(UTC))
            self.events.append(event)
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
            if self._closed:
                self._late_tools += 1
                self._late_events += 1
            self.events.append(
                Event(
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
            )
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
        binds = binding.bind(_gated(action, tool_name), args or {}, self.tool_calls)
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
        self.emit(
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
        """The person's answers, as the harness hands them to ``adapter.resume``: only these
        resolve a request (an adapter that approved the rest of a pause itself showed the
        person one request of three)."""
        with self._lock:
            for response in responses:
                self._delivered[response.request_id] = response

    def resolve(
        self, request: InputRequest, response: InputResponse, *, record: bool = True
    ) -> None:
        """Record a decision on the gate: the gated call finishes ``ok`` or ``rejected``.

        ``record=False`` for a gated *consequential* tool (not an ask tool): an approved call is
        logged by its own ``@recorded`` wrapper when it executes, so logging the approval too would
        count it twice. A denial is always logged, as ``rejected`` — the call was made and a person
        blocked it (seed 001); checks count executions, so a rejected call is not a use.
        """
        given = self._delivered.get(request.id)
        if given is None or not _same_answer(given, response):
            raise self._refused(
                f"request {request.id} was resolved with an answer the person did not give "
                f"({describe_decision(response)}); an adapter resolves a request only with the "
                "answer the harness handed to resume()"
            )
        self.pending.pop(request.id, None)
        approved = response.approved
        self.emit(
            "input.responded",
            request_id=request.id,
            option_id=response.option_id,
            text=response.text,
            edited_args=dict(response.edited_args) if response.edited_args else None,
            responder=response.responder.name,
            interface=response.responder.interface,
            approved=approved,
            binds=self._approved_binding(request, response).to_dict()
            if approved or _reads_as_approval(response.text, request)
            else None,
        )
        if approved:
            self.approved_request_id = request.id
            self.approved_names[request.id] = frozenset(
                n for n in (request.action, request.tool_name) if n
            )
        if approved and not record:
            return
        # A free-text answer to an ask tool is its result, not a rejection (issue 13).
        answered = approved or response.text is not None
        self._record_tool(
            request.action,
            binding.gate_args(request, response),  # an edit of book_room leaves the gate's own
            "ok" if answered else "rejected",
            describe_decision(response),
            call_id=request.native_id,
            request_id=request.id,
        )

    def _approved_binding(self, request: InputRequest, response: InputResponse) -> binding.Binding:
        """What this approval authorises: the request's binding, or the edited call (a new one)."""
        gated = _gated(request.action, request.tool_name)
        if response.edited_args is not None:
            return binding.bind_edit(
                gated, request.details, request.args, response.edited_args, self.tool_calls
            )
        stored = request.details.get("binds")
        if isinstance(stored, Mapping):
            return binding.Binding.from_dict(stored)
        return binding.bind(gated, request.args, self.tool_calls)

    def authorise(self, tool: str, args: Mapping[str, Any]) -> tuple[str | None, str]:
        """The approved, unused request that allows ``tool(args)``, or None and the refusal.

        The request is held for this call until :meth:`release`: a call running at the same time
        in another thread (parallel tool calls) cannot be authorised by the same approval.
        """
        with self._lock:
            request_id, refusal = binding.authorise(
                self.events, self.tool_calls, tool, args, held=self._reserved
            )
            if request_id is not None:
                self._reserved.add(request_id)
        return request_id, refusal

    def release(self, request_id: str) -> None:
        """The call :meth:`authorise` let through is over (and recorded): its approval is free."""
        with self._lock:
            self._reserved.discard(request_id)


def _gated(action: str, tool_name: str | None) -> str:
    """The name a request is bound by: the gated consequential tool if it names one."""
    return tool_name if tool_name in binding.CONSEQUENTIAL else action


def validate_response(request: InputRequest, response: InputResponse) -> None:
    validate_option(request.id, request.option_ids, response)


def validate_option(request_id: str, option_ids: Sequence[str], response: InputResponse) -> None:
    """:func:`validate_response` from the request's id and option ids alone (the store checks an
    answer without decoding the whole request)."""
    if response.option_id == "expired" and response.responder.interface == "system":
        return  # the store's clock decided (arena.store.people.EXPIRED); no person picked it
    if response.option_id is not None and response.option_id not in option_ids:
        valid = ", ".join(option_ids) or "(none: this request takes text)"
        hint = _did_you_mean(response.option_id, option_ids)
        raise InvalidAnswer(
            f"option {response.option_id!r} is not offered by request {request_id}{hint}; "
            f"valid options: {valid}"
        )


def _did_you_mean(given: object, option_ids: Sequence[str]) -> str:
    """``" (did you mean 'approve'?)"`` for "Approve" or "aprove"; ids are matched exactly. An
    option that is not text (``option=True``) is told so, rather than failing on ``.strip()``."""
    import difflib

    if not isinstance(given, str):
        return f" (an option is an id string, not {type(given).__name__})"
    folded = given.strip().casefold()
    close = [o for o in option_ids if o.casefold() == folded] or difflib.get_close_matches(
        folded, list(option_ids), n=1, cutoff=0.75
    )
    return f" (did you mean {close[0]!r}? ids are matched exactly)" if close else ""


def describe_decision(response: InputResponse) -> str:
    """The text an agent sees as the result of its approval request."""
    who = response.responder.name
    note = f" Note: {response.note}" if response.note else ""
    if response.edited_args is not None:
        return f"APPROVED by {who} with edited arguments {dict(response.edited_args)}.{note}"
    if response.text is not None:
        return f"Answer from {who}: {response.text}"
    if response.option_id == "expired":
        why = response.note or "nobody decided in time"
        return f"EXPIRED: {why}; not approved, do not proceed."
    if response.approved:
        return f"APPROVED by {who}.{note}"
    return f"DENIED by {who}: do not proceed.{note}"


_CURRENT: contextvars.ContextVar[RunContext | None] = contextvars.ContextVar(
    "arena_run_context", default=None
)


def current_context() -> RunContext | None:
    return _CURRENT.get()


@contextmanager
def active(ctx: RunContext) -> Iterator[RunContext]:
    """Make ``ctx`` the one recorded tools write to, for the code (and tasks) started inside."""
    token = _CURRENT.set(ctx)
    try:
        yield ctx
    finally:
        _CURRENT.reset(token)


def _reads_as_approval(text: str | None, request: InputRequest | None = None) -> bool:
    """A person's words that read as a go-ahead ("Sure, go ahead") authorise the proposed call as
    the approve option does; unclear or negative words authorise nothing. The reading is the
    scripted model's own (:mod:`arena.wording.answers`), so harness and stand-in agree; read
    against the request's words, a yes that repeats its room ("Yes, book Aspen") is a yes."""
    if not text:
        return False
    from arena.wording.answers import read_answer

    asked = " ".join([request.prompt, *map(str, request.args.values())]) if request else None
    return read_answer(text, asked) == "approve"
