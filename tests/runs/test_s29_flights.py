"""Red team 29: the endpoint was blamed for timeouts the adapter made: a loop of requests each
answered in milliseconds (``SpamAdapter``), a failure under 20 requests of its own at once; the
run counted for no matrix cell. Now the adapter's (:mod:`arena.flights`)."""

from __future__ import annotations

import time

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.flights import Flights
from reference_adapters_s29 import (
    SpamAdapter,
)
from s29_support import DENIED, SPEC
from s29_support import item as _item
from s29_support import run as _run

# -- whose timeout: flights ---------------------------------------------------------------------


def test_a_loop_of_prompt_answers_is_the_adapters_timeout(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    # 3 s, not 1: leg 1 (an ordinary request) must park inside the same limit, and on a loaded
    # machine 1 s went first ('leg 1 timed out after 1s waiting on the model endpoint').
    r = _run(SpamAdapter(SPEC), _item("deny", DENIED), hitl_arena, endpoint, leg_timeout_s=3.0)
    assert not r.passed and r.trace.legs[-1].status == "failed"
    assert r.extra.get("environment_failed") is None, r.trace.legs[-1].error


def test_a_slow_answer_at_the_deadline_is_still_the_endpoints() -> None:
    flights = Flights()
    flights.since = time.monotonic() - 3.0
    deadline = flights.since + 3.0
    for n in range(20):  # 20 quick answers, then one still open after 2 s
        quick = flights.begin(None)
        quick[0], quick[1] = flights.since + 0.01 * n, flights.since + 0.01 * n + 0.005
    flights.begin(None)[0] = flights.since + 1.0
    assert flights.waited_on(deadline, frozenset()) == ""  # mean ~0.1 s: under 0.15 s
    slow = Flights()
    slow.since = flights.since
    slow.begin(None)[0] = slow.since + 0.5
    assert slow.waited_on(deadline, frozenset()) == "the model endpoint"


def test_a_failure_with_many_requests_open_is_the_callers_load() -> None:
    flights = Flights()
    crowd = [flights.begin(None) for _ in range(5)]
    error = TimeoutError("Request timed out.")
    flights.end(crowd[0], error, "APITimeoutError: Request timed out.")
    assert flights.seen_in(error, frozenset()) == ""
    alone = Flights()
    wait = alone.begin(None)
    alone.end(wait, error, "APITimeoutError: Request timed out.")
    assert alone.seen_in(error, frozenset()) != ""
