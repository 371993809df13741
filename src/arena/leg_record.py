"""A leg's evidence is the harness's own record of that leg, not the turn an adapter returns.

:meth:`arena.context.RunContext.finish` builds a leg's :class:`~arena.types.Turn` from what the
harness recorded (its private record of the leg: the public ``ctx.events``/``ctx.tool_calls``
are the adapter's to reach). An adapter may change the turn's message or requests, never its
events or tool calls: one that returned the turn without the ``book_room`` calls the harness
logged ``blocked`` (and their ``tool.finished`` events) scored 12/12 where vanilla scored 6/12,
and every reader downstream (trace, results, the eval API, the store) took its word (red team
18). :func:`held` names the first thing the turn, or the public lists, left out,
rewrote, added or reordered; the leg runner fails the leg with it and keeps the harness's
record as the leg's evidence (:func:`held`). The harness's record holds its own copies of each
record's data and arguments (:func:`arena.context_log.kept`), and the public lists are held to the
record of the whole run: an edit in place of any public record, in this leg or an earlier one
(a decision's ``binds`` put in and taken back out around a booking, a booked room rewritten to
the approved one), shows as a difference here (red team 19).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import is_
from typing import TYPE_CHECKING

import msgspec

from arena.context import RunContext
from arena.types import Event, ToolCall, Turn

if TYPE_CHECKING:
    from arena.context_log import LegLog

Record = Event | ToolCall


def held(ctx: RunContext, turn: Turn, log: LegLog | None = None) -> tuple[Turn, str | None]:
    """``turn`` with the harness's record of the current leg as its events and tool calls, and
    what the returned ``turn`` (or the context's public lists) changed in that record, in one
    sentence (None when nothing was). ``log``: ``ctx._leg_log()`` taken just now by the caller,
    which reads the run's record from it too (one lock a leg, not three: issue 16)."""
    (
        events,
        calls,
        late_events,
        late_calls,
        (public_events, run_events),
        (public_calls, run_calls),
    ) = ctx._leg_log() if log is None else log
    # Records made after the turn was built (a tool an adapter's thread finished late) are not
    # in it yet: they join it here, as RunContext.include_late adds them.
    why = (
        None
        if _as_logged(turn.tool_calls, calls, late_calls, public_calls, run_calls)
        and _as_logged(turn.events, events, late_events, public_events, run_events)
        else (
            _differs("the turn it returned", turn.tool_calls, calls[: len(calls) - late_calls])
            or _differs("the turn it returned", turn.events, events[: len(events) - late_events])
            or _differs("ctx.tool_calls", public_calls, run_calls)
            or _differs("ctx.events", public_events, run_events)
        )
    )
    # Always the record's own objects, even where the turn's equal them now: equal public
    # objects are the adapter's to edit once the leg is over (a thread renaming a blocked
    # book_room, or moving a booking to another room, after the leg: red team 23).
    turn = msgspec.structs.replace(turn, events=events, tool_calls=calls)
    if why is None:
        return turn, None
    return turn, (
        f"leg {ctx.leg}'s evidence is not the harness's log of it: {why}. A leg's events and "
        "tool calls are the harness's record, as ctx.finish builds the turn: return that turn "
        "(its message or requests may change, never its events or tool calls) and leave "
        "ctx.events and ctx.tool_calls as the harness wrote them"
    )


def _as_logged(
    turn: Sequence[Record],
    leg: Sequence[Record],
    late: int,
    public: Sequence[Record],
    run: Sequence[Record],
) -> bool:
    """True when :func:`_differs` would find nothing in the turn's records against the leg's
    (``late`` of them not in the turn yet) nor in the public list against the run's, proven with
    one equality pass instead of two. The public list must equal the run's record item by item
    (the same comparisons ``_differs`` makes); the leg's record is the tail of the run's, the
    very objects; and the turn holds the very objects of the public list at the same places
    (``ctx.finish`` builds it from that list). Then each turn record against its leg record is a
    comparison of two objects the run-wide pass already found equal, so comparing the leg's
    records a second time (issue 16, session 37: most of :func:`held`'s cost) is left out.
    False on any doubt: the caller then runs every ``_differs``, as before."""
    if tuple(public) != tuple(run):
        return False
    start, kept = len(run) - len(leg), len(leg) - late
    return (
        start >= 0
        and len(turn) == kept
        and all(map(is_, leg, run[start:]))
        and all(map(is_, turn, public[start : start + kept]))
    )


def _differs(where: str, got: Sequence[Record], want: Sequence[Record]) -> str | None:
    """The first way ``got`` is not ``want`` (the harness's records, unique by ``seq``)."""
    if tuple(got) == tuple(want):
        return None
    seen: dict[int, list[Record]] = {}
    for record in got:
        seen.setdefault(record.seq, []).append(record)
    wanted = {record.seq for record in want}
    missing = [r for r in want if r.seq not in seen]
    rewritten = [r for r in want if r.seq in seen and seen[r.seq][0] != r]
    added = [r for r in got if r.seq not in wanted]
    repeated = [gs[0] for gs in seen.values() if len(gs) > 1]
    if missing:
        verb, records, tail = "leaves out", missing, ", which the harness logged"
    elif rewritten:
        verb, records, tail = "rewrites", rewritten, " as the harness logged it"
    elif added:
        verb, records, tail = "adds", added, ", which the harness never logged"
    elif repeated:
        verb, records, tail = "repeats", repeated, ""
    else:
        return f"{where} reorders the harness's records of the leg"
    more = f" (and {len(records) - 1} more)" if len(records) > 1 else ""
    return f"{where} {verb} {_describe(records[0])}{more}{tail}"


def _describe(record: Record) -> str:
    """A record as a person finds it in the run's log."""
    if isinstance(record, ToolCall):
        return (
            f"the call {record.tool}({_args(record.args)}) {record.status} "
            f"(call {record.call_id}, seq {record.seq})"
        )
    if record.type == "tool.finished":
        data = record.data
        return (
            f"the tool.finished event of {data.get('tool')}({_args(data.get('args') or {})}) "
            f"{data.get('status')} (call {data.get('call_id')}, seq {record.seq})"
        )
    return f"its {record.type} event (seq {record.seq})"


def _args(args: object) -> str:
    if not isinstance(args, dict):
        return repr(args)[:80]
    text = ", ".join(f"{k}={v!r}" for k, v in args.items())
    return text if len(text) <= 80 else text[:77] + "..."


__all__ = ["held"]
