"""A leg's turn holds the harness's own records of its calls and events, never the public
objects the adapter can still reach (red team 23, F1).

``leg_record.held`` swapped in the harness's record only where the returned turn differed from
it by value at the leg's end; an honest turn kept the public ``ctx.tool_calls``/``ctx.events``
objects, so an adapter's thread that edited them afterwards (a booking moved to another room, a
blocked ``book_room`` renamed ``search_rooms``) rewrote the evidence every reader after the leg
takes (the eval API, an arena run's checks).
"""

from __future__ import annotations

import asyncio

import msgspec

from arena.context import ModelEndpoint, RunContext
from arena.leg_runner import LegRunner
from arena.tools.rooms import book_room, search_rooms
from arena.types import Turn

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9", model="m")


def test_an_edit_of_the_public_records_after_the_leg_does_not_reach_its_turn() -> None:
    ctx, runner = RunContext(run_id="run_h", adapter="t", endpoint=ENDPOINT), LegRunner()

    async def leg() -> Turn:
        search_rooms(capacity=6, day="Tuesday")
        book_room("R-102")  # no approval: blocked and logged
        return ctx.finish("completed", message="done")

    turn = asyncio.run(runner(ctx, leg))
    assert turn.error is None, turn.error
    assert [(c.tool, c.status) for c in turn.tool_calls] == [
        ("search_rooms", "ok"),
        ("book_room", "blocked"),
    ]
    public = {c.seq: c for c in ctx.tool_calls}
    events = {e.seq: e for e in ctx.events}
    assert not any(c is public.get(c.seq) for c in turn.tool_calls)
    assert not any(e is events.get(e.seq) for e in turn.events)
    # The adapter's thread, once the leg is over:
    for call in ctx.tool_calls:
        if call.tool == "book_room":
            msgspec.structs.force_setattr(call, "tool", "search_rooms")
        call.args.clear()
    for event in ctx.events:
        if event.type == "tool.finished":
            event.data["tool"] = "search_rooms"
    assert [(c.tool, c.args) for c in turn.tool_calls] == [
        ("search_rooms", {"capacity": 6, "day": "Tuesday"}),
        ("book_room", {"room_id": "R-102"}),
    ]
    finished = [e.data["tool"] for e in turn.events if e.type == "tool.finished"]
    assert finished == ["search_rooms", "book_room"]
