"""A leg's records are compared with the harness's once, not twice (issue 16, session 37).

:func:`arena.leg_record.held` compared the turn's records with the leg's record and then the
public lists with the run's record: the leg's records, the very objects in both, were compared
deeply twice a leg, and the leg runner copied the whole snapshot of the run's record twice a leg
to read the leg's events once (docs/benchmarks.md, session 37). A clean leg now runs no
``_differs`` and takes one snapshot; whatever the adapter changed is said in the same words as
before (the reference below is the old chain of comparisons), which the guards' own tests
(test_turn_held_to_log.py, test_midleg_record.py, test_leg_record_copies.py) hold too.
"""

from __future__ import annotations

import asyncio
import contextvars
import sys
from collections.abc import Callable

import msgspec
import pytest
from bench.null import NullAdapter

from arena import leg_record
from arena.arenas import load_arena
from arena.context import ModelEndpoint, RunContext
from arena.context_log import LegLog
from arena.contextless import Contextless
from arena.harness_log import HarnessLog
from arena.leg_record import _differs, held
from arena.runner import RunResult, run_item
from arena.types import Event, Turn

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="scripted")


def _one_run() -> RunResult:
    arena = load_arena("human_in_the_loop")
    item = next(i for i in arena.items if "tool_called_once_after_resume" in i.checks)
    beside = contextvars.copy_context()
    beside.run(Contextless.leg, +1)
    try:
        return asyncio.run(run_item(NullAdapter(), item, ENDPOINT))
    finally:
        beside.run(Contextless.leg, -1)


def test_a_clean_leg_compares_once_and_takes_one_snapshot(monkeypatch: pytest.MonkeyPatch) -> None:
    _one_run()  # imports and first-use work outside the count
    differs: list[str] = []
    snapshots: list[int] = []
    real_differs, real_log = leg_record._differs, HarnessLog._leg_log

    def counted_differs(where: str, *args: object) -> str | None:
        differs.append(where)
        return real_differs(where, *args)  # type: ignore[arg-type]

    def counted_log(self: HarnessLog) -> LegLog:
        snapshots.append(self.leg)
        return real_log(self)

    monkeypatch.setattr(leg_record, "_differs", counted_differs)
    monkeypatch.setattr(HarnessLog, "_leg_log", counted_log)
    result = _one_run()
    assert [t.error for t in result.trace.legs] == [None, None]
    assert differs == []  # the old code: 4 a leg
    assert snapshots == [1, 2]  # the old code: [1, 1, 2, 2]


def _old_why(turn: Turn, log: LegLog) -> str | None:
    """The old chain of comparisons (59c6e229), for the same snapshot."""
    events, calls, late_events, late_calls, (pe, re), (pc, rc) = log
    return (
        _differs("the turn it returned", turn.tool_calls, calls[: len(calls) - late_calls])
        or _differs("the turn it returned", turn.events, events[: len(events) - late_events])
        or _differs("ctx.tool_calls", pc, rc)
        or _differs("ctx.events", pe, re)
    )


def _run() -> tuple[RunContext, Turn]:
    """A run at the end of its second leg: a search and a question in the first, a booking in
    the second."""
    ctx = RunContext(run_id="run_s37", adapter="x", endpoint=ENDPOINT)
    ctx.begin_leg()
    ctx._record_tool("search_rooms", {"people": 4, "day": ["Monday"]}, "ok", "R-101")
    ctx._emit("input.requested", request_id="req_1", args={"room_id": "R-101"})
    held(ctx, ctx.finish("waiting" if ctx.pending else "completed"))
    ctx.begin_leg()
    ctx._emit("input.responded", request_id="req_1", approved=True)
    ctx._record_tool("book_room", {"room_id": "R-101", "people": 4}, "ok", "booked")
    return ctx, ctx.finish("completed", message="Booked R-101.")


def _edit_data(ctx: RunContext, index: int) -> None:
    data = ctx.events[index].data
    assert isinstance(data, dict)
    data["extra"] = 1


def _edit_args(ctx: RunContext, index: int) -> None:
    args = ctx.tool_calls[index].args
    assert isinstance(args, dict)
    args["room_id"] = "R-400"


TAMPER: dict[str, Callable[[RunContext, Turn], Turn]] = {
    "nothing": lambda ctx, t: t,
    "an earlier leg's event edited": lambda ctx, t: (_edit_data(ctx, 1), t)[1],
    "this leg's event edited": lambda ctx, t: (_edit_data(ctx, -2), t)[1],
    "an earlier leg's call edited": lambda ctx, t: (_edit_args(ctx, 0), t)[1],
    "this leg's call edited": lambda ctx, t: (_edit_args(ctx, -1), t)[1],
    "a turn event left out": lambda ctx, t: msgspec.structs.replace(t, events=t.events[1:]),
    "turn events reordered": lambda ctx, t: msgspec.structs.replace(t, events=t.events[::-1]),
    "a turn call left out": lambda ctx, t: msgspec.structs.replace(t, tool_calls=()),
    "turn events equal copies": lambda ctx, t: msgspec.structs.replace(
        t, events=tuple(msgspec.structs.replace(e) for e in t.events)
    ),
    "a public event replaced by an equal copy": lambda ctx, t: (
        ctx.events.__setitem__(0, msgspec.structs.replace(ctx.events[0])),
        t,
    )[1],
    "a public event added": lambda ctx, t: (
        ctx.events.append(Event(type="note", leg=ctx.leg, seq=999)),
        t,
    )[1],
    "a public event removed": lambda ctx, t: (ctx.events.pop(0), t)[1],
    "a late call after the turn": lambda ctx, t: (
        ctx._record_tool("search_rooms", {"people": 2}, "ok", "R-102"),
        t,
    )[1],
    "a late call, included": lambda ctx, t: ctx.include_late(
        (ctx._record_tool("search_rooms", {"people": 2}, "ok", "R-102"), t)[1]
    ),
    "a turn event edited, the public one too": lambda ctx, t: (_edit_data(ctx, -1), t)[1],
}


#: What changes nothing the harness holds a leg to: equal records, and records made after the
#: turn (they join it).
CLEAN = {
    "nothing",
    "turn events equal copies",
    "a public event replaced by an equal copy",
    "a late call after the turn",
    "a late call, included",
}


@pytest.mark.parametrize("how", list(TAMPER))
def test_held_says_what_the_old_comparisons_said(how: str) -> None:
    ctx, turn = _run()
    turn = TAMPER[how](ctx, turn)
    log = ctx._leg_log()
    expected = _old_why(turn, log)
    record, why = held(ctx, turn, log)
    assert (why is None) == (expected is None), (why, expected)
    if expected is not None:
        assert why is not None and expected in why
    assert record.events == log[0] and record.tool_calls == log[1]
    assert (how in CLEAN) == (why is None)


def test_a_clean_run_reads_no_copy_of_its_record_at_its_legs_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A waiting leg with no answer handed over for a request it still lists, and a completed
    leg whose handed answers its guards verified as decided, lose no answer: the leg runner no
    longer copies and walks the run's record (a lock each) to find that out. 84606608's check
    of a dropped answer made it a lock a leg more than test_s35_dear_calls allows."""
    _one_run()
    readers: list[str] = []
    real = HarnessLog._record_events

    def counted(self: HarnessLog) -> tuple[Event, ...]:
        readers.append(sys._getframe(1).f_code.co_name)
        return real.fget(self)  # type: ignore[attr-defined,no-any-return]

    monkeypatch.setattr(HarnessLog, "_record_events", property(counted))
    result = _one_run()
    assert [t.error for t in result.trace.legs] == [None, None]
    assert [r for r in readers if r in ("_dropped", "_unresolved")] == []  # old: both
