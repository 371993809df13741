"""drive39: red team 39 made ``ctx.finish('waiting')`` fail a pause holding two requests that ask
the same question (the same booking, reworded). An adapter that raised the reworded twin AFTER
``ctx.finish`` closed the leg escaped that check: the eval saw two pending requests (the second
one's ``input.requested`` after the leg's ``leg.finished``), and answered ``{first: deny,
second: approve}`` an adapter resolving approvals first booked R-102, the leg completed, nothing
failing. A request asked after ``ctx.finish`` now fails the leg that asked it
(:func:`arena.leg_call.as_closed`), whatever it asks."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from arena.adapters import vanilla
from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, NotParked, rooms_agent
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class TwinAfterFinish(VanillaAdapter):
    """Raises, after finishing the leg 'waiting', a reworded second request for each pending
    one; on resume resolves every answer, approvals first, the gate call taking the first."""

    name = "twin_after_finish"
    traits = Traits(pause_kind="native", mechanism="broken: asks after ctx.finish")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        for req in list(ctx.pending.values()):
            ctx.request_input(
                action=req.action,
                tool_name=req.tool_name,
                args=dict(req.args),
                prompt="Please confirm this booking request: " + req.prompt,
                options=req.options,
            )
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(vanilla._PAUSED)
        for request, response in sorted(matched, key=lambda m: not m[1].approved):
            ctx.resolve(request, response)
            for call_id in paused.gate_call_ids:
                paused.answers.setdefault(call_id, vanilla.describe_decision(response))
        for call_id in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": paused.answers[call_id]}
            )
        return await self._loop(paused.messages, ctx)


def test_a_request_asked_after_finish_fails_the_leg(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(TwinAfterFinish(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        assert t.pending == ()
        t.called_tool("book_room", times=0)
    said = str(caught.value).splitlines()[0]
    assert "twin_after_finish.start() asked req_" in said, said
    assert "after ctx.finish closed the leg 'waiting'" in said, said
