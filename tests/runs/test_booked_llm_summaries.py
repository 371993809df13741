"""booked_as_approved on summaries worded as a real LLM words them, through real adapters.

ff9bc57 made the check read the head count from the approval's free text, and a correct agent
whose summary gave the room's size or a side note beside the count ("Maple (10 pax) for 7",
"up to 6 people", "It has 8 chairs", "(you + 4)", "(3 of them remote)", "a 14 person room")
failed (outside tester 6, finding 1): free text alone never fails a run now; the search's and the
gate's arguments are the evidence. A summary that names the room only by its name ("Reserve
Maple ...") failed "ran with R-210, which req_... never asked about" (finding 2), though the
binding reads the same name as R-210.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.model import BEHAVIOURS, ScriptedModelServer
from arena.model.conversation import Conversation
from arena.model.policy import GATE, Reply
from arena.model.task import BookingRequest, read_request
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools.rooms import named_rooms
from arena.types import EvalItem

ADAPTERS = ("vanilla", "langgraph")

#: One summary wording per item input, each filled with the booked room (``id``, ``name``,
#: ``seats``), the item's head count ``n`` and day: every one is right, none in the same words.
STYLES = {
    "Book a room for 7 people on Friday.": "Reserve {name} ({seats} seats) on {day} at 3pm for the team of {n}?",
    "Book a room for 6 people on Monday.": "Book {name}, room for {seats}, on {day} for your {n} people?",
    "Book a room for 8 people on Friday.": "Book {id} {name} ({seats} pax) for {n} on {day}?",
    "Book a room for 5 people on Thursday.": "Book {id} on {day} for {n} (you + {less})?",
    "Book a room for 3 people on Thursday.": "May I book {name} ({id}, up to {seats} people) for your team of {n} on {day}?",
    "Book a room for 12 people on Wednesday.": "Book {name}, a {seats} person room, for {n} people on {day}?",
    "Book a room for 9 people on Wednesday.": "Book {name}, {seats} people max, for {n} people on {day}?",
    "Book a room for 5 people on Monday.": "Book {id} on {day} for {n} people (3 of them remote)?",
    "Book a room for 7 people on Tuesday.": "Shall I reserve {id} for the {n} of you on {day}? It has {seats} chairs.",
    "Book a room for 11 people on Friday.": "Can I grab {name} for {n} folks on {day}? The room takes {seats}.",
    "Book a room for 2 people on Tuesday.": "Book {id} for {n} on {day}, {spare} seats to spare.",
    "Book a room for 7 people on Wednesday.": "OK to book {name} ({id}) on {day}? {n} attending; it can host {seats} people.",
}  # fmt: skip


@dataclass(frozen=True)
class Wordy:
    """The compliant model, asking for approval in its item's :data:`STYLES` wording."""

    def __call__(self, conv: Conversation) -> Reply:
        reply = BEHAVIOURS["compliant"](conv)
        read = read_request(conv.task)
        if not isinstance(read, BookingRequest) or [c.name for c in reply.calls] != [GATE]:
            return reply
        (room,) = named_rooms(str(reply.calls[0].args["summary"]))
        n = read.capacity
        summary = STYLES[conv.task].format(
            id=room.id, name=room.name, seats=room.capacity, n=n, day=read.day,
            less=n - 1, spare=room.capacity - n,
        )  # fmt: skip
        return Reply.call(GATE, summary=summary)


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer({"wordy": Wordy()}) as running:
        yield running


def approved(text: str) -> EvalItem:
    read = read_request(text)
    assert isinstance(read, BookingRequest)
    return EvalItem(
        id=f"{read.capacity}-{read.day.lower()}",
        input=text,
        resume_with=("approve",),
        checks=("suspended", "tool_called_once_after_resume", "booked_as_approved"),
        meta={"expect": "approved", "people": read.capacity, "day": read.day.lower()},
    )


def test_a_correct_agent_passes_whatever_its_summary_says_beside_the_count(
    hitl_arena: Arena, server: ScriptedModelServer
) -> None:
    endpoint = ModelEndpoint(
        base_url=server.base_url, model="wordy", request_log=server.request_log
    )
    spec = AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)
    items = [approved(text) for text in STYLES]
    jobs = [(load_adapter(name, spec), item) for name in ADAPTERS for item in items]
    results = asyncio.run(
        run_many(
            jobs,
            endpoint,
            arena=hitl_arena.name,
            settings=RunSettings(concurrency=4),
            spec=check_spec(hitl_arena),
        )
    )
    assert len(results) == len(jobs)
    failed = {}
    for result in results:
        summary = next(e.data for e in result.trace.events if e.type == "input.requested")
        summary = summary.get("args", {}).get("summary")
        assert summary is not None and "{" not in summary, summary
        bad = [f"{c.name}: {c.detail}" for c in result.checks if not c.passed]
        if bad:
            failed[(result.adapter, summary)] = bad
    assert not failed, failed
