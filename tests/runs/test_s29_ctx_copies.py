"""What the context hands an adapter is a copy, never the harness's own record (session 29).

``ctx.logged_events``/``ctx.logged_calls`` returned the record's objects themselves, the ones that
authorise a booking and that the checks read: an adapter that put an any-call binding into the
logged decision in place, booked R-400 under an approval of R-102 and rewrote the call's
arguments back scored 12/12 (``RecordSwap``; ``RecordSwapForced`` also force-set the frozen
result). And the harness decided an edit from the very ``InputResponse`` it handed to
``resume()``: an adapter that rewrote the person's edit (R-204) booked R-400 (``EditRewriter``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, rooms_agent
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import InputResponse
from reference_adapters_s29ctx import ANY_CALL, OTHER, EditRewriter, RecordSwap, RecordSwapForced


def _approved_item(
    arena: Arena, endpoint: ModelEndpoint, adapter: Callable[[AgentSpec], object]
) -> RunResult:
    """hitl-01 (6 people on Tuesday, approved: the model proposes R-102) through ``adapter``."""
    item = next(i for i in arena.items if i.id == "hitl-01")
    jobs = [(adapter(rooms_agent()), item)]
    spec = check_spec(arena)
    [r] = asyncio.run(run_many(jobs, endpoint, settings=RunSettings(), spec=spec))  # type: ignore[list-item]
    return r


@pytest.mark.parametrize("adapter", [RecordSwap, RecordSwapForced])
def test_a_record_edited_in_place_authorises_nothing(
    adapter: Callable[[AgentSpec], object], hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _approved_item(hitl_arena, endpoint, adapter)
    booked = [(dict(c.args), c.status) for c in r.trace.tool_calls if c.tool == "book_room"]
    assert booked == [({"room_id": OTHER}, "blocked")], booked
    assert not r.passed


def test_vanilla_books_the_approved_room(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    r = _approved_item(hitl_arena, endpoint, VanillaAdapter)
    assert r.passed, [c.detail for c in r.checks if not c.passed]


def _asked_and_approved() -> RunContext:
    ctx = RunContext(
        run_id="run_s29",
        adapter="a",
        endpoint=ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none"),
    )
    ctx.begin_leg()
    request = ctx.request_input(
        action="book_room", tool_name="book_room", args={"room_id": "R-102"}
    )
    ctx.finish("waiting")
    answer = InputResponse(request_id=request.id, option_id="approve")
    ctx.deliver([answer])
    ctx.hand_over()
    ctx.begin_leg()
    ctx.resolve(request, answer, record=False)
    return ctx


def test_logged_events_and_calls_are_copies() -> None:
    ctx = _asked_and_approved()
    [decided] = [e for e in ctx.logged_events if e.type == "input.responded"]
    decided.data["binds"] = ANY_CALL  # type: ignore[index]
    assert ctx.authorise("book_room", {"room_id": OTHER})[0] is None
    assert ctx.authorise("book_room", {"room_id": "R-102"})[0] is not None
    assert ctx.logged_events == ctx.logged_events  # equal copies, never the record's objects
    assert ctx.logged_events[0] is not ctx.logged_events[0]


def test_include_late_hands_out_copies() -> None:
    ctx = _asked_and_approved()
    turn = ctx.finish("completed")
    ctx.emit("note", text="after the turn")  # late: include_late adds the leg's record
    late = ctx.include_late(turn)
    for e in late.events:
        if e.type == "input.responded":
            e.data["binds"] = ANY_CALL  # type: ignore[index]
    assert ctx.authorise("book_room", {"room_id": OTHER})[0] is None


def test_an_edit_rewritten_on_the_answer_is_not_the_persons(endpoint: ModelEndpoint) -> None:
    t = Driver(EditRewriter(rooms_agent()), endpoint, agent=rooms_agent())
    try:
        t.send("Book a meeting room for 6 people on Tuesday.")
        turn = t.respond(t.require_input_request(), edited_args={"room_id": "R-204"})
        ran = [(c.tool, dict(c.args)) for c in t.tool_calls if c.status == "ok"]
        assert ("book_room", {"room_id": OTHER}) not in ran, ran
        assert turn.status == "failed" and "NotTheHarness" in str(turn.error), turn.error
    finally:
        t.close()
