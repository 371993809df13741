"""The run's log as the harness writes it, leg by leg: the base of :class:`arena.context.RunContext`.

What happened in a run (events, tool calls) is one concept and the checks' only evidence: each
record goes to the public lists an adapter can reach and to the harness's own copies, under one
lock, and a leg's share is counted so that a record made after its turn was built still lands in a
turn. The rest of the context (the model, the session line, the person's questions and answers)
builds on it in :mod:`arena.context`.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

import msgspec

from arena import binding
from arena.context_log import HARNESS_EVENTS, NotTheHarness
from arena.context_log import WRITTEN_BY as _WRITTEN_BY
from arena.context_log import LegLog as _LegLog
from arena.context_log import kept as _kept
from arena.context_log import kept_call as _kept_call
from arena.context_log import kept_event as _kept_event
from arena.context_log import kept_marked as _kept_marked
from arena.request_log import whole_key
from arena.types import Event, EventType, ToolCall, ToolStatus, Turn, new_id

RESULT_EXCERPT = 500
#: What :class:`Event` and :class:`ToolCall` stamp ``at`` with (their default factory,
#: :func:`arena.types.utcnow`) without its Python frame: the logs stamp 5-8 records per leg.
_now = datetime.now


def _swap(events: list[Event], new: Event) -> None:
    """Put ``new`` where the harness's own record holds the event of its ``seq``. Every seq in
    it is the harness's own counter's, so there is one: sought from the end, where the event
    rewritten (a leg's ``leg.finished``) sits, not by a new list of the whole run (issue 16,
    session 42). The adapter's public list may hold anything: it is rebuilt whole."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].seq == new.seq:
            events[i] = new
            return


class HarnessLog(msgspec.Struct, kw_only=True):
    """A run's events and tool calls, as the adapter sees them and as the harness keeps them."""

    leg: int = 0
    events: list[Event] = msgspec.field(default_factory=list)
    tool_calls: list[ToolCall] = msgspec.field(default_factory=list)
    _seq: int = 0
    #: Guards ``_seq`` and the two logs: frameworks run sync tools in worker threads (pydantic_ai
    #: runs parallel tool calls concurrently), so two ``record_tool`` calls may overlap.
    _lock: threading.Lock = msgspec.field(default_factory=threading.Lock)
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
    #: Set by :meth:`arena.context.RunContext.finish` until the next leg begins: what is recorded meanwhile (a tool the
    #: adapter called after its leg's turn was built) is counted here, so it lands in a turn —
    #: :meth:`include_late`, or the next leg's — instead of between two turns, in none.
    _closed: bool = False
    _late_events: int = 0
    _late_tools: int = 0
    #: What the adapter did that only the harness may do, in this leg (a :class:`NotTheHarness`
    #: it caught and went on from still fails the leg: :mod:`arena.leg_runner`).
    violation: str | None = None

    def __post_init__(self) -> None:
        # A context rebuilt from the store (arena.runs.rebuild) starts with the run so far.
        self._log_events = [_kept_event(e) for e in self.events]
        self._log_calls = [_kept_call(c) for c in self.tool_calls]

    @property
    def logged_events(self) -> tuple[Event, ...]:
        """A copy of the run's events as the harness recorded them (not the public, editable
        list). A copy: the record's own objects are what authorises a call and what the checks
        read, and an adapter that edited them in place booked another room than the approved one
        and scored 12/12 (session 29, ``tests/reference_adapters_s29ctx.py``)."""
        with self._lock:
            return tuple([_kept_event(e) for e in self._log_events])

    @property
    def logged_calls(self) -> tuple[ToolCall, ...]:
        """A copy of the run's tool calls as the harness recorded them (as :attr:`logged_events`)."""
        with self._lock:
            return tuple([_kept_call(c) for c in self._log_calls])

    @property
    def _record_events(self) -> tuple[Event, ...]:
        """The harness's record of the run's events itself, for the harness's own readers: no
        copy (every request asked and every decision reads it), never handed to an adapter."""
        with self._lock:
            return tuple(self._log_events)

    @property
    def _record_calls(self) -> tuple[ToolCall, ...]:
        """The harness's record of the run's tool calls itself (as :attr:`_record_events`)."""
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

    @property
    def late_tool_calls(self) -> int:
        """Tool calls recorded since the last turn was built (0 while a leg is open)."""
        return self._late_tools

    def include_late(self, turn: Turn) -> Turn:
        """``turn`` with what was recorded after it was built: a tool the adapter called once
        its leg had finished is part of that leg's evidence (a booking attempted after the
        pause must fail ``no_tool_before_suspend``, not vanish between two turns). Built from
        the harness's own record of the leg, not from the lists the adapter can reach, and
        copied: an adapter may call this too, and the record's objects are never its to edit."""
        if not self._late_events and not self._late_tools:  # the common leg: two reads, whole
            return turn  # under the GIL, need no lock (issue 16, session 35: ~1.6 µs a lock)
        with self._lock:
            if not self._late_events and not self._late_tools:
                return turn
            self._late_events = self._late_tools = 0
            return msgspec.structs.replace(
                turn,
                events=tuple([_kept_event(e) for e in self._own_events]),
                tool_calls=tuple([_kept_call(c) for c in self._own_calls]),
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
                (tuple(self.events), tuple(self._log_events)),
                (tuple(self.tool_calls), tuple(self._log_calls)),
            )

    def _leg_events(self) -> tuple[Event, ...]:
        """The harness's record of the current leg's events alone (what :meth:`_leg_log`'s first
        item says): one copy of one list, taken whole under the GIL, where a reader needs no
        more (issue 16: a whole snapshot copied six lists to read one)."""
        return tuple(self._own_events)

    def _replace_event(
        self,
        event: Event,
        marks: Mapping[str, Any] | None = None,
        copy: Mapping[str, Any] | None = None,
    ) -> None:
        """The harness rewrites one of its own events (the model log's marks on
        ``leg.finished``), in its record and in the public list, by ``seq``. ``marks``: what
        ``event``'s data puts over the event's earlier data, plain data the harness made
        (:func:`arena.context_log.kept_marked` copies it in C, or takes ``copy``, the same
        marks built again)."""
        kept = _kept_event(event) if marks is None else _kept_marked(event, marks, copy)
        with self._lock:
            self.events[:] = [event if e.seq == event.seq else e for e in self.events]
            _swap(self._own_events, kept)
            _swap(self._log_events, kept)

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
        logged "book_room ok" itself scored a booking that never happened. So are every other
        wrapped tool's but a gate's (:func:`arena.binding.harness_runs`): one that logged a
        "search_rooms ok" it never ran, listing a 4-seat room as seating 14, booked it for 14
        (red team 27)."""
        if tool in binding.CONSEQUENTIAL:
            raise self._refused(
                f"{tool} is a consequential tool: only the harness's wrapper logs its calls, as it "
                f"runs them under an approval; call the tool itself (spec.tool({tool!r})) instead "
                "of recording it"
            )
        if binding.harness_runs(tool):
            raise self._refused(
                f"{tool} is run by the harness's own wrapper, which logs each call as it runs "
                f"it: call the tool itself (spec.tool({tool!r})) instead of recording it (a "
                "search an adapter logged and never ran listed seats the room does not have)"
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
            data = {
                "call_id": call_id,
                "tool": tool,
                "args": dict(call_args),
                "status": status,
                "result": excerpt,
                "request_id": request_id,
                # the whole of a result cut to its excerpt, as a key (session 28, gap 3)
                **({"whole": whole_key(result, tool)} if len(result) > RESULT_EXCERPT else {}),
            }
            finished = Event(type="tool.finished", leg=self.leg, seq=call.seq, data=data, at=at)
            self.events.append(finished)
            # _kept_event(finished), less its walk over the strings: the arguments are the one
            # value to copy (issue 16)
            kept_finished = msgspec.structs.replace(
                finished, data={**data, "args": _kept(call_args)}
            )
            self._own_events.append(kept_finished)
            self._log_events.append(kept_finished)
        return call

    def _refused(self, why: str) -> NotTheHarness:
        with self._lock:
            self.violation = self.violation or why
        return NotTheHarness(why)
