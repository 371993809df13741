"""drive38: an adapter that raised two input requests for the one gate call it stopped on (the
same native call id) passed an approve eval answered with ``respond_all("approve")``, and, answered
apart (approve one, deny the other), booked the room on the approval though the person also
denied it: each request was a question of its own to the harness. ``RunContext.finish`` now
fails a leg that ends waiting on two requests for one call and action (the arguments shown
aside: a twin that adds ``note=''`` to them is the same question, regress38), naming both; requests for different calls or actions (a ``book_room`` request beside the
gate's: ``suspended`` reads it), and a request asked again in a later leg, are left to the checks
that read them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, NotParked, rooms_agent
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class AsksTwice(vanilla.VanillaAdapter):
    """Each gate call raises two requests."""

    name = "asks_twice"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        original = vanilla.ask_for_approval

        def twice(ctx: RunContext, **kw: Any) -> Any:
            original(ctx, **kw)
            return original(ctx, **kw)

        vanilla.ask_for_approval = twice  # type: ignore[assignment]
        try:
            return await super().start(user_input, ctx)
        finally:
            vanilla.ask_for_approval = original

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        return await super().resume(responses, ctx)


def test_two_requests_for_one_call_fail_the_leg(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(AsksTwice(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        t.called_tool("book_room", times=0)
    said = str(caught.value).splitlines()[0]
    assert "it failed: request_approval call '" in said, said
    assert "' was asked about twice in leg 1 (requests req_" in said, said
    assert "a person could approve one and deny the other" in said, said


def test_three_calls_three_requests_still_pause(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send(TASK)
        t.parked()
        assert len({r.native_id for r in t.pending}) == 3, t.render()
        t.respond_all("deny")


class AsksTwiceShownOtherwise(vanilla.VanillaAdapter):
    """Each gate call raises two requests, the second's arguments with a key added (regress38)."""

    name = "asks_twice_shown_otherwise"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        original = vanilla.ask_for_approval

        def twice(ctx: RunContext, **kw: Any) -> Any:
            first = original(ctx, **kw)
            original(ctx, **{**kw, "args": {**kw["args"], "note": ""}})
            return first

        vanilla.ask_for_approval = twice  # type: ignore[assignment]
        try:
            return await super().start(user_input, ctx)
        finally:
            vanilla.ask_for_approval = original


def test_a_twin_with_other_arguments_fails_the_leg_too(endpoint: ModelEndpoint) -> None:
    """b32c85d3 compared the requests' arguments too: a twin that added ``note=''`` to them was
    a question of its own, so denying the first and approving the twin booked the room, the
    leg completed."""
    spec = rooms_agent()
    with Driver(AsksTwiceShownOtherwise(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        t.called_tool("book_room", times=0)
    said = str(caught.value).splitlines()[0]
    assert "' was asked about twice in leg 1 (requests req_" in said, said
