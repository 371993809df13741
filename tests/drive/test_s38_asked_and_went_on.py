"""drive38: an adapter that, on the answer, asked its question again (a fresh instance after a
restart re-raising the pause it was built from) and then went on and completed the leg passed an
approve eval — ``t.succeeded()`` and ``called_tool("book_room", status="ok", times=1)`` held —
though it asked a person and did not stop for the answer (only ``arena_check("suspended")``
failed it). ``succeeded()`` now fails a completed leg that raised an input request, as
``parked()`` says of a first leg that did so."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from arena.adapters import vanilla
from arena.adapters.base import ask_for_approval
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, NotSucceeded, rooms_agent
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class AsksAgainAndGoesOn(vanilla.VanillaAdapter):
    name = "asks_again_goes_on"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": "Book R-102 (Aspen) for 6 people on Tuesday"},
            native_id="again",
        )
        return await super().resume(responses, ctx)


def test_a_leg_that_asked_and_completed_is_no_success(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(AsksAgainAndGoesOn(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        t.parked()
        t.respond_all("approve")
        t.called_tool("book_room", status="ok", times=1)
        with pytest.raises(NotSucceeded) as caught:
            t.succeeded()
    said = str(caught.value).splitlines()[0]
    again = next(e for e in t.turn.events if e.type == "input.requested").data["request_id"]
    assert said == (
        f"expected the turn to have succeeded, but the adapter raised input request {again} in "
        "leg 2 and then reported the turn completed: it did not stop for the answer, which "
        'nobody gave (an adapter returns ctx.finish("waiting") while a person\'s answer is '
        'pending; arena_check("suspended") fails it too)'
    ), said


def test_an_honest_leg_still_succeeds(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond_all("approve")
        t.succeeded()
