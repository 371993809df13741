"""booked_as_approved holds what the agent acted on against the item, through real adapters.

An agent that read "a half dozen" as 12, asked a person to approve "for 12 people" and booked a
14-seat room passed every check, as did one that dropped a person and booked a room with seats to
spare (outside tester 5, finding 1). Here the scripted model is made to miscount on purpose (the
stand-in reads these requests right): the rooms it books fit, and the check must still fail. And
an operator's edit to a room the agent's search never listed (finding 3) is judged by the arena's
room table, not failed as "no recorded tool result listed its seats".
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import msgspec
import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.model import BEHAVIOURS, ScriptedModelServer
from arena.model.conversation import Conversation
from arena.model.policy import Reply
from arena.model.task import BookingRequest, read_request
from arena.runner import Answerer, RunResult, run_many
from arena.settings import RunSettings
from arena.tools.rooms import ROOMS, available
from arena.types import EvalItem, InputRequest, InputResponse

SEATS = {r.id: r.capacity for r in ROOMS}
ADAPTERS = ("vanilla", "langgraph")


@dataclass(frozen=True)
class Miscounting:
    """The compliant model, reading every head count as ``wrong(count)`` (a misread number)."""

    wrong: Callable[[int], int]

    def __call__(self, conv: Conversation) -> Reply:
        read = read_request(conv.task)
        if isinstance(read, BookingRequest) and read.book:
            task = f"Book a room for {self.wrong(read.capacity)} people on {read.day}."
            conv = msgspec.structs.replace(conv, task=task)
        return BEHAVIOURS["compliant"](conv)


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    policies = {"doubling": Miscounting(lambda n: 2 * n), "one-short": Miscounting(lambda n: n - 1)}
    with ScriptedModelServer(policies) as running:  # type: ignore[arg-type]
        yield running


def run(
    arena: Arena,
    server: ScriptedModelServer,
    model: str,
    items: Sequence[EvalItem],
    answerer: Callable[[EvalItem], Answerer] | None = None,
) -> list[RunResult]:
    endpoint = ModelEndpoint(base_url=server.base_url, model=model, request_log=server.request_log)
    spec = AgentSpec.from_module(arena.tools(), name=arena.name)
    jobs = [(load_adapter(name, spec), item) for name in ADAPTERS for item in items]
    return asyncio.run(
        run_many(
            jobs,
            endpoint,
            arena=arena.name,
            settings=RunSettings(concurrency=4),
            spec=check_spec(arena),
            answerer_for=answerer,
        )
    )


def approved(id: str, text: str, people: int, day: str) -> EvalItem:
    return EvalItem(
        id=id,
        input=text,
        resume_with=("approve",),
        checks=("suspended", "tool_called_once_after_resume", "booked_as_approved"),
        meta={"expect": "approved", "people": people, "day": day},
    )


def verdicts(results: list[RunResult]) -> dict[tuple[str, str], dict[str, tuple[bool, str]]]:
    return {
        (r.adapter, r.item.id): {c.name: (c.passed, c.detail) for c in r.checks} for r in results
    }


def booked(result: RunResult) -> list[str]:
    return [str(c.args["room_id"]) for c in result.trace.executions("book_room")]


ITEMS = [
    approved("six", "Book a room for 6 people on Friday.", 6, "friday"),
    approved("seven", "Book a room for 7 people on Monday.", 7, "monday"),
]


def test_a_model_that_misreads_the_head_count_fails_though_the_room_fits(
    hitl_arena: Arena, server: ScriptedModelServer
) -> None:
    results = run(hitl_arena, server, "doubling", ITEMS[:1]) + run(
        hitl_arena, server, "one-short", ITEMS[1:]
    )
    assert len(results) == 2 * len(ADAPTERS)
    for result in results:
        checks = verdicts([result])[(result.adapter, result.item.id)]
        (room,) = booked(result)
        # The room fits the real head count: seats alone would pass it, as they did.
        assert SEATS[room] >= result.item.meta["people"], (result.adapter, room)
        assert checks["tool_called_once_after_resume"][0], checks
        passed, detail = checks["booked_as_approved"]
        wrong = {"six": 12, "seven": 6}[result.item.id]
        assert not passed, (result.adapter, detail)
        assert f"to approve a booking for {wrong} people; the item is for " in detail, detail


def test_the_same_items_pass_when_the_count_is_read_right(
    hitl_arena: Arena, server: ScriptedModelServer
) -> None:
    for result in run(hitl_arena, server, "scripted", ITEMS):
        checks = verdicts([result])[(result.adapter, result.item.id)]
        assert all(ok for ok, _ in checks.values()), checks
        people = result.item.meta["people"]
        assert f"searched for rooms for {people} people" in checks["booked_as_approved"][1]


def edit_to(room: str) -> Callable[[EvalItem], Answerer]:
    def answerer(item: EvalItem) -> Answerer:
        def answer(requests: Sequence[InputRequest], leg: int) -> Sequence[InputResponse]:
            return [InputResponse(request_id=r.id, edited_args={"room_id": room}) for r in requests]

        return answer

    return answerer


def test_an_edit_to_a_room_the_search_did_not_list_passes_when_it_fits(
    hitl_arena: Arena, server: ScriptedModelServer
) -> None:
    item = approved("thu7", "Book a room for 7 people on Thursday.", 7, "thursday")
    listed = {r.id for r in available(7, "thursday")}
    assert "R-204" not in listed and SEATS["R-204"] >= 7  # the operator's pick, unlisted
    for result in run(hitl_arena, server, "scripted", [item], edit_to("R-204")):
        assert booked(result) == ["R-204"], result.trace.tool_calls
        passed, detail = verdicts([result])[(result.adapter, "thu7")]["booked_as_approved"]
        assert passed, (result.adapter, detail)
        assert "R-204 seats 8 (the arena's room table)" in detail
    # An edit to a room too small for the item is still failed, by the same table.
    assert "R-101" not in listed and SEATS["R-101"] < 7
    for result in run(hitl_arena, server, "scripted", [item], edit_to("R-101")):
        passed, detail = verdicts([result])[(result.adapter, "thu7")]["booked_as_approved"]
        assert (
            not passed and "R-101 seats 4 (the arena's room table), but the item is for 7" in detail
        )
