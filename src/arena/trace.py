"""One run's legs merged into a single trace: what checks and reports read."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from operator import attrgetter
from typing import TYPE_CHECKING, Any, cast

import msgspec
from msgspec.structs import force_setattr

from arena.evidence import (
    LegTurns,
    ModelAct,
    ModelCalls,
    ModelReply,
    ModelStop,
    recorded_acts,
    recorded_calls,
    recorded_replies,
    recorded_stops,
    recorded_turns,
    turn_key,
)
from arena.offered import approved_from
from arena.types import Event, ToolCall, Turn, TurnStatus

_SEQ = attrgetter("seq")
_TYPE = attrgetter("type")
_LEG = attrgetter("leg")

if TYPE_CHECKING:
    derived = functools.cached_property
else:

    class derived:
        """``functools.cached_property`` without its lock: Python 3.11's takes one lock, shared
        by every instance of the class, on each first read (3.12 dropped it), and a run's checks
        make five or six first reads (issue 16). What is derived here is a pure function of a
        frozen value, so two threads reading it at once at worst work it out twice."""

        def __init__(self, fn: Callable[[Any], Any]) -> None:
            self.fn, self.name = fn, fn.__name__

        def __set_name__(self, owner: type, name: str) -> None:
            self.name = name

        def __get__(self, obj: Any, owner: type | None = None) -> Any:
            if obj is None:
                return self
            value = obj.__dict__[self.name] = self.fn(obj)
            return value


class Trace(msgspec.Struct, frozen=True, kw_only=True, dict=True):
    """``dict=True``: what several checks derive from the legs (the asking legs, the model log's
    judgements kept with them) is computed once per trace (:class:`derived`), not
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

    @derived
    def first_pause(self) -> Turn | None:
        """The first leg that really stopped: status waiting with at least one input request."""
        return next((t for t in self.legs if t.status == "waiting" and t.requests), None)

    @derived
    def asking_legs(self) -> tuple[Turn, ...]:
        """Legs that raised at least one input request, whatever status they ended with."""
        return tuple(t for t in self.legs if "input.requested" in map(_TYPE, t.events))

    @derived
    def kept_stops(self) -> dict[int, ModelStop]:
        """The model log's judgements kept with the legs (:func:`arena.evidence.recorded_stops`);
        read it, do not change it: every check of this trace gets the same dict."""
        return recorded_stops(self.finished)

    @derived
    def kept_replies(self) -> dict[int, ModelReply]:
        """The model log's word on each completed leg (:func:`arena.evidence.recorded_replies`);
        shared like :attr:`kept_stops`."""
        return recorded_replies(self.finished)

    @derived
    def kept_turns(self) -> dict[int, LegTurns]:
        """The calls and conversation the model log kept with each leg
        (:func:`arena.evidence.recorded_turns`), read by five of the model log's witnesses
        (:mod:`arena.witness`) and ``handed_otherwise``; shared like :attr:`kept_stops`."""
        return recorded_turns(self.finished)

    @derived
    def kept_acts(self) -> dict[int, ModelAct]:
        """The model log's word on each leg that ran a consequential tool
        (:func:`arena.evidence.recorded_acts`); shared like :attr:`kept_stops`."""
        return recorded_acts(self.finished)

    @derived
    def finished(self) -> tuple[Event, ...]:
        """The legs' ``leg.finished`` events, where the model log's word on each leg is kept:
        the witnesses that read one kind of it walk these, not every event (issue 16)."""
        return tuple(e for e in self.events if e.type == "leg.finished")

    @derived
    def finished_by_leg(self) -> tuple[Event, ...]:
        """:attr:`finished` in leg order (``sorted(..., key=leg)``), sorted once: six witnesses
        walk them so, and each sorted them afresh with a key function (issue 16, session 41)."""
        return tuple(sorted(self.finished, key=_LEG))

    @derived
    def turns_by_leg(self) -> tuple[LegTurns, ...]:
        """:attr:`kept_turns`' values in leg order, sorted once (as :attr:`finished_by_leg`)."""
        return tuple(sorted(self.kept_turns.values(), key=_LEG))

    @derived
    def kept_calls(self) -> dict[int, ModelCalls]:
        """The calls the model made in each leg, as kept with it
        (:func:`arena.evidence.recorded_calls`); shared like :attr:`kept_stops`."""
        return recorded_calls(self.finished)

    @derived
    def worked_out(self) -> dict[tuple[object, int], tuple[object, Any]]:
        """What a check worked out once per trace from one of the trace's own values, by what
        and the value's identity: ``(what, id(value))`` → ``(value, result)`` (the value kept,
        so its id is not reused meanwhile). The checks read the trace's values and never change
        them; they key the same call several times a run (issue 16, session 42)."""
        return {}

    def call_key(self, name: str, args: Mapping[str, object]) -> str:
        """:func:`arena.evidence.turn_key` of a call whose arguments are the trace's own
        ``args`` (an event's, a tool call's), worked out once per trace (:attr:`worked_out`):
        a JSON text and a hash, ~25 k instructions, and the witnesses key the same booking
        several times a run (issue 16, session 42)."""
        memo = self.worked_out
        kept = memo.get((name, id(args)))
        if kept is not None and kept[0] is args:
            return cast(str, kept[1])
        key = turn_key(name, args)
        memo[(name, id(args))] = (args, key)
        return key

    def folded(self, text: str) -> str:
        """``text`` (the run's task) spacing and case aside, ``" ".join(text.split()).casefold()``,
        worked out once per trace as :meth:`call_key` is: six witnesses folded the same task
        afresh a run, ~6 k instructions each (issue 16, session 43)."""
        memo = self.worked_out
        kept = memo.get(("folded", id(text)))
        if kept is not None and kept[0] is text:
            return cast(str, kept[1])
        said = " ".join(str(text).split()).casefold()
        memo[("folded", id(text))] = (text, said)
        return said

    @derived
    def approved_at(self) -> float:
        """:func:`arena.offered.approved_from` of the events, walked once: ``changed_tools`` and
        ``offered_otherwise`` each walked every event for it (issue 16, session 43)."""
        return approved_from(self.events)

    def calls(self, tool: str) -> list[ToolCall]:
        """Every recorded call of ``tool``, including ones a person rejected."""
        return [c for c in self.tool_calls if c.tool == tool]

    def executions(self, tool: str) -> list[ToolCall]:
        """Calls of ``tool`` the agent made that a person did not reject: ``ok`` or ``failed``,
        and ``blocked`` attempts the harness refused for want of an approval (they count:
        the agent tried to act without one)."""
        return [c for c in self.tool_calls if c.tool == tool and c.status != "rejected"]
