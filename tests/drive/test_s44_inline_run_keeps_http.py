"""An inline pytest run (``pytester``) leaves the next driven turn's outage words intact.

``tests/runs/test_s31_outage_url.py::test_a_driven_turn_names_the_endpoint_that_is_down`` failed
in some subsets (session 43: "the model endpoint could not be reached: ConnectError: All
connection attempts failed", no URL) and passed alone. The shared state: pytester drops every
module first imported inside its inline run, and a vanilla leg there imported httpcore2 (httpx's
connection pool) for the first time; the next leg imported a second copy, whose ConnectError
httpx's exception map, built once from the first copy, did not translate. tests/conftest.py now
imports what a first model call imports (arena.warmup's lists) before any inline run. This file
runs both in one test, in that order, whatever runs before or beside it.
"""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver

pytest_plugins = ["pytester"]

HANDSHAKE = """
def test_handshake(arena_driver):
    arena_driver.send("Book a meeting room for 6 people on Tuesday.")
    arena_driver.parked()
"""


def test_an_outage_after_an_inline_run_still_names_the_endpoint(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(test_inline_handshake=HANDSHAKE)
    inner = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    inner.assert_outcomes(passed=1)
    with Driver.for_adapter(
        "vanilla", ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")
    ) as t:
        turn = t.send("Book a meeting room for 6 people on Tuesday.")
    assert turn.status == "failed"
    assert "could not be reached at http://127.0.0.1:9/v1/chat/completions" in (turn.error or "")
