"""What authorises a call, decides a request and tags a call is the harness's own copy, never
what the adapter was handed (session 23, after red team 19's fix, c4737d4).

Three reads were left on the adapter's side: ``RunContext.resolve`` worked the decision out
from the request object it was given (whose ``details`` an adapter can edit, or which it can
swap for another with the same id: R-400 booked where the person approved R-101); the tool
wrappers tagged a call with the request named by the public ``ctx.approved_request_id`` (a
search logged as made under a request the person denied); and the leg runner held a leg's
decisions to the public lists (held() failed the leg at the end, with its own words). Now the
harness keeps a copy of each request as it asked it, its own approval record, and the leg
runner's checks read the record (``tests/reference_adapters_midleg2.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import msgspec
import pytest

from arena import binding
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, NotTheHarness, RunContext
from arena.decisions import decision_data
from arena.leg_runner import LegRunner
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.tools.rooms import book_room, search_rooms
from arena.types import InputRequest, InputResponse, Turn
from reference_adapters_midleg2 import SwapAsked, TagDenied
from trace_support import by_hand

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9", model="m")
SUMMARY = "Book R-101 (Juniper) for 4 on Monday"
R400 = binding.exactly("book_room", {"room_id": "R-400"}).to_dict()


def _asked() -> tuple[RunContext, InputRequest]:
    ctx = RunContext(run_id="run_c", adapter="t", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": SUMMARY})
    ctx.finish("waiting")
    ctx.begin_leg()
    return ctx, request


def _approve(ctx: RunContext, request: InputRequest) -> InputResponse:
    answer = InputResponse(request_id=request.id, option_id="approve")
    ctx.deliver([answer])
    ctx.resolve(request, answer)
    return answer


def _book(ctx: RunContext, room: str) -> str:
    with by_hand(ctx):
        return str(book_room(room))


def _authorised(ctx: RunContext) -> list[object]:
    return [
        (e.data.get("binds") or {}).get("args")
        for e in ctx.logged_events
        if e.type == "input.responded"
    ]


def test_a_binding_put_into_the_requests_details_authorises_nothing() -> None:
    ctx, request = _asked()
    request.details["binds"] = R400  # type: ignore[index]  # the dict ctx.pending holds too
    _approve(ctx, request)
    assert _authorised(ctx) == [{"room_id": "R-101"}]
    assert "not the call a person approved (book_room(room_id='R-101'))" in _book(ctx, "R-400")
    assert _book(ctx, "R-101").startswith("CONFIRMED: R-101")


def test_a_substitute_request_with_the_same_id_authorises_nothing() -> None:
    ctx, request = _asked()
    swapped = msgspec.structs.replace(
        request, args={"summary": "Book R-400"}, details={"binds": R400}
    )
    _approve(ctx, swapped)
    assert _authorised(ctx) == [{"room_id": "R-101"}]
    assert "not the call a person approved" in _book(ctx, "R-400")


def test_a_request_the_harness_never_asked_is_not_resolved() -> None:
    ctx, _ = _asked()
    made_up = InputRequest(id="req_made_up", run_id=ctx.run_id, action="request_approval",
                           args={"summary": "Book R-400"}, details={"binds": R400})  # fmt: skip
    with pytest.raises(NotTheHarness, match="or asked no such request"):
        _approve(ctx, made_up)
    assert _authorised(ctx) == []
    assert "no person approved it" in _book(ctx, "R-400")


def _leg(ctx: RunContext, runner: LegRunner, body: Callable[[], Turn]) -> Turn:
    async def call() -> Turn:
        return body()

    return asyncio.run(runner(ctx, call))


def test_an_edit_after_the_asking_legs_checks_reaches_no_decision() -> None:
    """The leg runner copied a request when the next leg began: an adapter's thread that edited
    it in between (after the asking leg's checks) had the edit taken as the person's request,
    and R-400 booked in a leg that passed."""
    ctx, runner = RunContext(run_id="run_t", adapter="t", endpoint=ENDPOINT), LegRunner()
    asked: list[InputRequest] = []

    def ask() -> Turn:
        asked.append(ctx.request_input(action="request_approval", args={"summary": SUMMARY}))
        return ctx.finish("waiting")

    assert _leg(ctx, runner, ask).error is None
    request = asked[0]
    ctx.pending[request.id].details["binds"] = R400  # type: ignore[index]  # between the legs
    answer = InputResponse(request_id=request.id, option_id="approve")
    ctx.deliver([answer])

    def resume() -> Turn:
        ctx.resolve(ctx.pending[request.id], answer)
        return ctx.finish("completed", message=str(book_room("R-400")))

    turn = _leg(ctx, runner, resume)
    assert [c.status for c in ctx.logged_calls if c.tool == "book_room"] == ["blocked"]
    assert "not the call a person approved" in turn.message


def test_the_leg_runner_holds_decisions_to_the_record_not_the_public_list() -> None:
    """A decision in the harness's record that is not the person's fails the leg for that
    reason, even when the public list was edited back to read as the person's decision."""
    ctx, runner = RunContext(run_id="run_r", adapter="t", endpoint=ENDPOINT), LegRunner()
    asked: list[InputRequest] = []

    def ask() -> Turn:
        asked.append(ctx.request_input(action="request_approval", args={"summary": SUMMARY}))
        return ctx.finish("waiting")

    _leg(ctx, runner, ask)
    request = asked[0]
    answer = InputResponse(request_id=request.id, option_id="approve")
    ctx.deliver([answer])
    honest = decision_data(request, answer, ctx.logged_calls)

    def forged() -> Turn:
        # Whatever reached the record (a harness method reached past its checks) with R-400,
        # and the public event made to read as the person's decision.
        event = ctx._emit("input.responded", **{**honest, "binds": R400})
        event.data.update(honest)
        return ctx.finish("completed")

    error = _leg(ctx, runner, forged).error or ""
    assert "NotTheHarness" in error
    assert "R-400" in error and "(the binds differ)" in error, error


def test_a_search_is_not_tagged_with_a_request_the_public_fields_name() -> None:
    ctx, request = _asked()
    answer = InputResponse(request_id=request.id, option_id="deny")
    ctx.deliver([answer])
    ctx.resolve(request, answer)
    ctx.approved_request_id = request.id  # the adapter's edits of the harness's public fields
    names = getattr(ctx, "approved_names", None)
    if isinstance(names, dict):
        names[request.id] = frozenset({"search_rooms"})
    with by_hand(ctx):
        search_rooms(capacity=4, day="Monday")
    assert [c.request_id for c in ctx.logged_calls if c.tool == "search_rooms"] == [None]


def _runs(cls: type[VanillaAdapter], arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    adapter = cls(AgentSpec.from_module(rooms))
    jobs = [(adapter, item) for item in arena.items]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=1)))


def test_the_reference_adapters_book_no_room_a_person_did_not_approve(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    endpoint = endpoint_for("compliant")
    SwapAsked.attempts = []
    swapped = _runs(SwapAsked, hitl_arena, endpoint)
    assert SwapAsked.attempts, "no approval was swapped"
    assert all("it is not the call a person approved" in a for a in SwapAsked.attempts)
    for r in swapped:
        booked = [c for c in r.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
        assert booked == [], (r.item.id, booked)
        if SwapAsked.attempts and any(c.tool == "book_room" for c in r.trace.tool_calls):
            assert not r.passed, r.item.id
    tagged = _runs(TagDenied, hitl_arena, endpoint)
    denied = {
        str(e.data.get("request_id"))
        for r in tagged
        for e in r.trace.events
        if e.type == "input.responded" and e.data.get("approved") is False
    }
    assert denied, "no item was denied"
    searches = [c for r in tagged for c in r.trace.tool_calls if c.tool == "search_rooms"]
    assert searches and all(c.request_id not in denied for c in searches)
