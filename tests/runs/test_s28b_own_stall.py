"""A leg timeout is the endpoint's only when the leg's time went on waiting for it (red team 28b).

``Flights.waited_on`` put a timed-out leg on the endpoint whenever a request was open at the
deadline, however young: an adapter that slept 2.97 s of a 3 s leg in its own code and then
asked the scripted model (which answers in milliseconds) read ``environment_failed`` and counted
for no matrix cell (:class:`reference_adapters_s28b.LastMomentAdapter`).
"""

from __future__ import annotations

import asyncio
import time

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.flights import Flights
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s28b import LastMomentAdapter
from runs.test_s28_heard_as_given import APPROVED, _item


def _leg(seconds: float) -> tuple[Flights, float]:
    """A record of a leg that began ``seconds`` ago, and its deadline: now."""
    flights = Flights()
    flights.since = time.monotonic() - seconds
    return flights, flights.since + seconds


def test_a_request_sent_at_the_end_of_the_adapters_own_stall_is_not_the_endpoints() -> None:
    flights, deadline = _leg(3.0)
    flights.begin(None)[0] = deadline - 0.03
    assert flights.waited_on(deadline, frozenset()) == ""


def test_a_leg_spent_waiting_on_the_endpoint_is_its() -> None:
    flights, deadline = _leg(3.0)
    answered = flights.begin(None)
    answered[0], answered[1] = flights.since + 0.1, flights.since + 1.0
    flights.begin(None)[0] = flights.since + 1.2  # open at the deadline: 2.7 s of 3 s waited
    assert flights.waited_on(deadline, frozenset()) == "the model endpoint"


def test_a_short_leg_waiting_at_its_deadline_is_the_endpoints() -> None:
    flights, deadline = _leg(0.05)  # --leg-timeout 0.05: a framework's setup, then the model
    flights.begin(None)[0] = deadline - 0.01
    assert flights.waited_on(deadline, frozenset()) == "the model endpoint"


def test_the_adapters_own_stall_is_its_timeout(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    """Six runs at once, each asking the model 30 ms before its 1 s leg ends: 5 of 6 read
    ``environment_failed`` before (three tries), none now."""
    jobs = [
        (
            LastMomentAdapter(AgentSpec.from_module(rooms), before=0.03),
            _item("approve", APPROVED, n),
        )
        for n in range(2, 8)
    ]
    settings = RunSettings(concurrency=6, leg_timeout_s=1.0)
    results = asyncio.run(run_many(jobs, endpoint, settings=settings, spec=check_spec(hitl_arena)))
    assert [r.extra.get("environment_failed") for r in results] == [None] * 6
