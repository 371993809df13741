"""What the model was handed for a long tool result is held whole (session 28, gap 3).

The harness keeps 500 characters of a tool's result and the model log 2,000 of what the model
read, and :func:`arena.handed.holds` let anything follow a cut result ("the rest of it"): an
adapter that rewrote a long result after its 500th character (:class:`TailAdapter`) passed.
Now the harness keeps a key of the whole result beside its excerpt, the model log a key of
what the model read (:func:`arena.request_log.whole_key`), and the two must agree.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.request_log import whole_key, whole_keys
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import recorded, rooms
from arena.types import EvalItem
from reference_adapters_s28 import TailAdapter

#: House rules after the listing: the listing the model books from is in the first 500
#: characters, what follows only in the whole result.
RULES = " House rules: " + " ".join(f"rule {i}: leave room {i} tidy." for i in range(40))


@recorded
def search_rooms(capacity: int, day: str) -> str:
    """Find meeting rooms free on a weekday that seat at least `capacity` people."""
    return str(rooms.search_rooms.__wrapped__(capacity, day)) + RULES


def _spec() -> AgentSpec:
    tools = (search_rooms, rooms.request_approval, rooms.book_room)
    return AgentSpec(name="long", system_prompt=rooms.SYSTEM_PROMPT, tools=tools)


ITEM = EvalItem(
    id="s28-long",
    input="Book a meeting room for 6 people on Tuesday.",
    resume_with=("approve",),
    checks=("suspended", "tool_called_once_after_resume", "booked_as_approved"),
    meta={"people": 6, "day": "tuesday"},
)


def _run(cls: Callable[[AgentSpec], object], arena: Arena, endpoint: ModelEndpoint) -> RunResult:
    jobs = [(cls(_spec()), ITEM)]
    [r] = asyncio.run(run_many(jobs, endpoint, settings=RunSettings(), spec=check_spec(arena)))  # type: ignore[list-item]
    return r


def test_a_long_result_rewritten_after_its_excerpt_fails(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _run(TailAdapter, hitl_arena, endpoint)
    [search] = [c for c in r.trace.tool_calls if c.tool == "search_rooms"]
    assert len(search.result) == 500  # the harness kept its excerpt, and a key of the rest
    failed = {c.name: c.detail for c in r.checks if not c.passed}
    assert set(failed) == {"booked_as_approved"}, failed
    assert "for its search_rooms call" in failed["booked_as_approved"]
    assert "not what the harness's wrapper returned for it" in failed["booked_as_approved"]


def test_a_long_result_handed_whole_passes(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    r = _run(VanillaAdapter, hitl_arena, endpoint)
    assert r.passed, [c.detail for c in r.checks if not c.passed]


LONG = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6)." + RULES


@pytest.mark.parametrize(
    "handed",
    [
        LONG,
        f"Observation: {LONG}",
        f'{{"result": {LONG!r}}}'.replace("'", '"'),
        f"Tool search_rooms returned:\n{LONG.upper()}\n",
    ],
)
def test_a_framework_frame_keeps_the_whole_key(handed: str) -> None:
    assert whole_key(LONG, "search_rooms") in whole_keys(handed, "search_rooms").split(",")


@pytest.mark.parametrize("tail", [" R-101 (Juniper) is taken.", " A fee of 250 EUR applies."])
def test_a_tail_added_or_rewritten_changes_the_key(tail: str) -> None:
    assert whole_key(LONG, "search_rooms") not in whole_keys(LONG + tail, "search_rooms")
    assert whole_key(LONG, "search_rooms") not in whole_keys(LONG[:520] + tail, "search_rooms")


def test_a_short_result_keeps_no_whole_key() -> None:
    assert whole_keys("Free on Tuesday for 6+ people: R-102 (Aspen, seats 6)", "search_rooms") == ""
