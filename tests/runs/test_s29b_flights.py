"""Red team 29b: a loop re-sending the conversation with one huge message, one request at a
time, put its leg timeout on the endpoint ("timed out ... waiting on the model endpoint"), and
the run counted for no matrix cell (``HugeSpam``): the upload and reading of its own body filled
the waits. A body over ``flights.MAX_BODY`` is now the caller's load."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.flights import MAX_BODY, Flights
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem
from reference_adapters_s29b import HugeSpam

DENIED = ("suspended", "tool_not_used", "acknowledged")


def test_a_loop_of_huge_requests_is_the_adapters_timeout(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    item = EvalItem(
        id="s29b",
        input="Book a meeting room for 6 people on Tuesday.",
        resume_with=("deny",),
        checks=DENIED,
        meta={"people": 6, "day": "tuesday"},
    )
    adapter = HugeSpam(AgentSpec.from_module(rooms))
    # 3 s, not 1: leg 1 (an ordinary request) must park inside the same limit, and on a loaded
    # machine 1 s could go first (as in test_s29_flights: an honest endpoint timeout of leg 1).
    settings = RunSettings(leg_timeout_s=3.0)
    [r] = asyncio.run(
        run_many([(adapter, item)], endpoint, settings=settings, spec=check_spec(hitl_arena))
    )
    assert not r.passed and r.trace.legs[-1].status == "failed"
    assert r.extra.get("environment_failed") is None, r.trace.legs[-1].error


def _open_at_deadline(size: int) -> str:
    flights = Flights()
    flights.since = time.monotonic() - 3.0
    request = SimpleNamespace(_content=b"{" + b" " * (size - 2) + b"}", stream=None)
    flights.begin(request)[0] = flights.since + 0.5  # open from 0.5 s to the deadline
    return flights.waited_on(flights.since + 3.0, frozenset())


def test_a_slow_answer_to_a_body_over_the_limit_is_the_callers() -> None:
    assert _open_at_deadline(MAX_BODY + 1) == ""
    assert _open_at_deadline(10_000) == "the model endpoint"
