"""One run's legs merged into a single trace: what checks and reports read."""

from __future__ import annotations

import functools
from operator import attrgetter

import msgspec
from msgspec.structs import force_setattr

from arena.evidence import ModelReply, ModelStop, recorded_replies, recorded_stops
from arena.types import Event, ToolCall, Turn, TurnStatus

_SEQ = attrgetter("seq")


class Trace(msgspec.Struct, frozen=True, kw_only=True, dict=True):
    """``dict=True``: what several checks derive from the legs (the asking legs, the model log's
    judgements kept with them) is computed once per trace (``functools.cached_property``), not
    once per check; a copy (``msgspec.structs.replace``) computes it afresh. Not encoded."""

    legs: tuple[Turn, ...]
    #: Set when the run ended outside any leg (resume cap, timeout, adapter crash).
    error: str | None = None
    #: The model log's word on each leg that asked; None when the endpoint kept no log.
    model_stops: tuple[ModelStop, ...] | None = None
    #: Every leg's events, then tool calls, in ``seq`` order: derived from ``legs`` (whatever a
    #: caller passes here is replaced).
    events: tuple[Event, ...] = ()
    tool_calls: tuple[ToolCall, ...] = ()

    def __post_init__(self) -> None:
        events = [e for turn in self.legs for e in turn.events]
        calls = [c for turn in self.legs for c in turn.tool_calls]
        events.sort(key=_SEQ)
        calls.sort(key=_SEQ)
        force_setattr(self, "events", tuple(events))
        force_setattr(self, "tool_calls", tuple(calls))

    @property
    def status(self) -> TurnStatus:
        if self.error or not self.legs:
            return "failed"
        return self.legs[-1].status

    @property
    def final_message(self) -> str:
        return self.legs[-1].message if self.legs else ""

    @property
    def first_pause(self) -> Turn | None:
        """The first leg that really stopped: status waiting with at least one input request."""
        return next((t for t in self.legs if t.status == "waiting" and t.requests), None)

    @functools.cached_property
    def asking_legs(self) -> tuple[Turn, ...]:
        """Legs that raised at least one input request, whatever status they ended with."""
        return tuple(t for t in self.legs if any(e.type == "input.requested" for e in t.events))

    @functools.cached_property
    def kept_stops(self) -> dict[int, ModelStop]:
        """The model log's judgements kept with the legs (:func:`arena.evidence.recorded_stops`);
        read it, do not change it: every check of this trace gets the same dict."""
        return recorded_stops(self.events)

    @functools.cached_property
    def kept_replies(self) -> dict[int, ModelReply]:
        """The model log's word on each completed leg (:func:`arena.evidence.recorded_replies`);
        shared like :attr:`kept_stops`."""
        return recorded_replies(self.events)

    def calls(self, tool: str) -> list[ToolCall]:
        """Every recorded call of ``tool``, including ones a person rejected."""
        return [c for c in self.tool_calls if c.tool == tool]

    def executions(self, tool: str) -> list[ToolCall]:
        """Calls of ``tool`` the agent made that a person did not reject: ``ok`` or ``failed``,
        and ``blocked`` attempts the harness refused for want of an approval (they count:
        the agent tried to act without one)."""
        return [c for c in self.tool_calls if c.tool == tool and c.status != "rejected"]
