"""drive38: an eval whose leg ran out its time failed with "expected the turn to have succeeded,
but it failed: leg 2 timed out after 1s", whether the adapter's own code waited on nothing (a lost
callback) or the model endpoint never answered: the harness's leg runner records which, and the
message did not say, so the eval writer could not tell a hung adapter from a down model. parked()
and succeeded() now add what the leg was waiting on, by that record."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Sequence

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, NotParked, NotSucceeded, rooms_agent
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class WaitsOnNothing(vanilla.VanillaAdapter):
    """Takes the answer, then waits on an event nothing sets."""

    name = "waits_on_nothing"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


def test_a_leg_that_waits_in_the_adapter_says_so(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    # Leg 1 must park inside the leg's time: on a loaded machine 1 s may go before it does (the
    # leg then timed out, no request to deny), so it runs again with twice the timeout.
    for timeout_s in (1, 2, 4, 8, 16):
        with Driver(WaitsOnNothing(spec), endpoint, agent=spec, leg_timeout_s=timeout_s) as t:
            t.send(TASK)
            try:
                t.parked()
            except NotParked:
                continue
            t.respond_all("deny")
            with pytest.raises(NotSucceeded) as caught:
                t.succeeded()
            t.failed(error="timed out")
            break
    said = str(caught.value).splitlines()[0]
    assert said == (
        f"expected the turn to have succeeded, but it failed: leg 2 timed out after {timeout_s}s "
        "(by the harness's record, in the adapter's own code, not waiting on the model endpoint: "
        "its start() or resume() did not return in the leg's time)"
    ), said


def test_a_leg_that_waits_on_a_silent_model_says_so() -> None:
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}/v1"
        endpoint = ModelEndpoint(base_url=url, model="some-model")
        with Driver.for_adapter("vanilla", endpoint, leg_timeout_s=1) as t:
            t.send(TASK)
            with pytest.raises(NotParked) as caught:
                t.parked()
            t.failed(error="timed out")
    said = str(caught.value).splitlines()[0]
    assert said == (
        "expected the turn to be parked (waiting on a person), but it failed: leg 1 timed out "
        "after 1s (by the harness's record, waiting on the model endpoint)"
    ), said
