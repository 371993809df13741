"""drive38: an adapter that raised two input requests for the one gate call it stopped on (the
same native call id) passed an approve eval answered with ``respond_all("approve")``, and, answered
apart (approve one, deny the other), booked the room on the approval though the person also
denied it: each request was a question of its own to the harness. ``RunContext.finish`` now
fails a leg that ends waiting on two requests for one call and action (the arguments shown
aside: a twin that adds ``note=''`` to them is the same question, regress38), naming both; requests for different calls or actions (a ``book_room`` request beside the
gate's: ``suspended`` reads it), and a request asked again in a later leg, are left to the checks
that read them. Nor does a second request for the booking escape under another native id, or
none (drive38c): two requests of one leg with the same action, prompt and binding are one
question; the ``three`` model's three days for one room are three."""

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


class AsksAgainUnderAnotherId(vanilla.VanillaAdapter):
    """Each gate call raises a second request for the same booking under another native id (or
    none), and on resume resolves every answer, the approval first, the call taking the first
    verdict it reached: denying one request and approving the other booked R-102, the leg
    completed (drive38c)."""

    name = "asks_again_under_another_id"
    #: the second request's native id, from the gate call's (None: it carries none).
    other: Callable[[str], str | None] = staticmethod(lambda call_id: f"{call_id}-again")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        original, other = vanilla.ask_for_approval, self.other

        def again(ctx: RunContext, **kw: Any) -> Any:
            first = original(ctx, **kw)
            original(ctx, **{**kw, "native_id": other(kw["native_id"])})
            return first

        vanilla.ask_for_approval = again  # type: ignore[assignment]
        try:
            return await super().start(user_input, ctx)
        finally:
            vanilla.ask_for_approval = original

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(vanilla._PAUSED)
        (call_id,) = paused.gate_call_ids
        for request, response in sorted(matched, key=lambda m: not m[1].approved):
            ctx.resolve(request, response)
            paused.answers.setdefault(call_id, vanilla.describe_decision(response))
        paused.messages.append(
            {"role": "tool", "tool_call_id": call_id, "content": paused.answers[call_id]}
        )
        return await self._loop(paused.messages, ctx)


class AsksAgainWithNoId(AsksAgainUnderAnotherId):
    name = "asks_again_with_no_id"
    other = staticmethod(lambda call_id: None)


@pytest.mark.parametrize("adapter_type", [AsksAgainUnderAnotherId, AsksAgainWithNoId])
def test_the_same_booking_asked_under_another_id_fails_the_leg(
    endpoint: ModelEndpoint, adapter_type: type[AsksAgainUnderAnotherId]
) -> None:
    """Before, both requests paused the leg, and ``respond({first: deny, second: approve})``
    booked R-102 on the approval, the leg completed; no check read the denial."""
    spec = rooms_agent()
    with Driver(adapter_type(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        t.called_tool("book_room", times=0)
    said = str(caught.value).splitlines()[0]
    assert "it failed: requests req_" in said, said
    asked = "ask 'Book R-102 (Aspen) for 6 people on Tuesday' and approve book_room("
    assert f" ask the same question in leg 1 (both {asked}" in said, said
    assert "a person could approve one and deny the other" in said, said


def test_the_same_booking_asked_again_in_a_later_leg_still_pauses(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """A request asked again in a later leg (``insistent`` asks after every answer, as an agent
    re-asks after an answer it could not read) is a question of its own: it pauses again."""
    with Driver.for_adapter("vanilla", endpoint_for("insistent")) as t:
        t.send(TASK)
        t.parked()
        (first,) = t.pending
        t.respond_all("approve")
        t.parked()
        (second,) = t.pending
        t.respond_all("deny")
    assert (first.leg, second.leg) == (1, 2)
    assert first.details["binds"]["sha256"] == second.details["binds"]["sha256"]
