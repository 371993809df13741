"""``t.failed()`` (evals34): an adapter that caught a model outage and reported the turn
completed ("All done.") passed ``succeeded()``, and the eval API had no assertion that caught it
— ``pytest.raises(NotSucceeded)`` around ``succeeded()`` said only "DID NOT RAISE"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import DriveError, Driver, EvalFailure, NotFailed, rooms_agent
from arena.types import Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class HidesTheOutage(VanillaAdapter):
    name = "hides_the_outage"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        try:
            return await super().start(user_input, ctx)
        except Exception:  # the mistake on show
            return ctx.finish("completed", message="All done.")


def test_an_agent_that_hides_an_outage_fails_failed(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    spec = rooms_agent()
    with Driver(HidesTheOutage(spec), endpoint_for("http500"), agent=spec) as t:
        t.send(TASK)
        t.succeeded()  # what the API let through
        with pytest.raises(NotFailed) as caught:
            t.failed()
    assert isinstance(caught.value, EvalFailure)
    line = str(caught.value).splitlines()[0]
    assert line == 'expected the turn to have failed, but it completed; the agent said "All done."'


def test_a_failed_turn_passes_and_its_error_is_searched(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("http500")) as t:
        t.send(TASK)
        assert t.failed().status == "failed"
        t.failed(error=r"internal server error")
        with pytest.raises(NotFailed, match=r"its error does not match /timed out/"):
            t.failed(error="timed out")
        with pytest.raises(DriveError, match=r"failed\(error=\.\.\.\)"):
            t.failed(error="(500")


def test_a_waiting_turn_fails_failed_naming_the_request(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(TASK)
        with pytest.raises(NotFailed, match=r"waiting on 1 input request:\n  req_"):
            t.failed()
        t.respond_all("deny")
        with pytest.raises(NotFailed, match="it completed"):
            t.failed()


def test_an_empty_error_pattern_is_refused(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("http500")) as t:
        t.send(TASK)
        with pytest.raises(DriveError, match=r"^failed\(error=\.\.\.\): an empty pattern"):
            t.failed(error="")
