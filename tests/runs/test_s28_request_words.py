"""A request's words must show the person the call its approval runs (session 28, gap 2).

The prompt and summary an adapter writes were never held to the request's arguments (the
model's call) or its binding (the call an approval runs): :class:`OtherLabelAdapter` asked
"Book Juniper (R-101) for 3 people on Monday at 9am" about a call that books R-102 for 6 on
Tuesday, and the run scored as a correct one. Now its leg fails, naming what the words add.
"""

from __future__ import annotations

import asyncio

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.request_words import named_otherwise
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, InputRequest, ResumableRunner
from reference_adapters_s28 import OtherLabelAdapter

ITEM = EvalItem(
    id="s28-label",
    input="Book a meeting room for 6 people on Tuesday.",
    resume_with=("approve",),
    checks=("suspended", "tool_called_once_after_resume", "booked_as_approved"),
    meta={"people": 6, "day": "tuesday"},
)


def _run(adapter: ResumableRunner, arena: Arena, endpoint: ModelEndpoint) -> RunResult:
    [r] = asyncio.run(
        run_many([(adapter, ITEM)], endpoint, settings=RunSettings(), spec=check_spec(arena))
    )
    return r


def test_a_request_that_names_another_booking_fails_its_leg(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _run(OtherLabelAdapter(AgentSpec.from_module(rooms)), hitl_arena, endpoint)
    assert not r.passed
    error = r.trace.legs[0].error or ""
    assert error.startswith("NotTheHarness: request req_")
    for named in ("room 'Juniper'", "count 'for 3 people'", "day 'Monday'", "time '9am'"):
        assert named in error, error
    assert "book_room(room_id='R-102')" in error  # the call the approval would have run
    assert not [c for c in r.trace.tool_calls if c.tool == "book_room"]


def test_a_correct_adapter_shows_the_call(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    r = _run(VanillaAdapter(AgentSpec.from_module(rooms)), hitl_arena, endpoint)
    assert r.passed, [c.detail for c in r.checks if not c.passed]


def _request(args: dict[str, object], room: str | None = "R-102") -> InputRequest:
    binds = {"tool": "book_room", "args": {"room_id": room}} if room else {}
    return InputRequest(
        id="req_1", run_id="run_1", action="request_approval", args=args, details={"binds": binds}
    )


SUMMARY = {"summary": "Book R-102 (Aspen) for 6 people on Tuesday"}


@pytest.mark.parametrize(
    ("args", "text"),
    [
        (SUMMARY, SUMMARY["summary"]),
        (SUMMARY, "Book Aspen for 6 people on Tuesday?"),  # the bound room by its name
        (SUMMARY, "Approve request_approval?"),
        (SUMMARY, ""),
        ({"room_id": "R-102"}, "room_id=R-102"),
    ],
)
def test_words_that_name_the_call_pass(args: dict[str, object], text: str) -> None:
    assert named_otherwise(_request(args), text) == []


@pytest.mark.parametrize(
    ("args", "text", "named"),
    [
        (SUMMARY, "Book R-102 (Aspen) for 6 people on Monday", "day 'Monday'"),
        (SUMMARY, "Book R-204 for 6 people on Tuesday", "room 'R-204'"),
        (SUMMARY, "Book R-102 (Aspen) for 8 people on Tuesday", "count 'for 8 people'"),
        ({"room_id": "R-102"}, "Book R-102 on Friday", "day 'Friday'"),
    ],
)
def test_words_that_name_another_booking_are_named(
    args: dict[str, object], text: str, named: str
) -> None:
    assert named in named_otherwise(_request(args), text)
