"""drive40: an adapter that took the person's answer off ``ctx.pending`` without resolving it (as
if holding it for the rest of a partial answer) and asked the same question again under a new id
ended the leg waiting on the new request alone: the eval saw a quiet second pause, and the answer
it gave was in no record. The leg runner failed such a leg only while the answered request was
still listed (drive37); with no request of the earlier pause left waiting nothing is held for a
partial answer, so the leg now fails the same way, naming the answer and the request asked in its
place. A real partial answer still waits (test_s37_dropped_answer, test_eval_api)."""

from __future__ import annotations

from collections.abc import Sequence

from arena.adapters.base import ask_for_approval
from arena.adapters.vanilla import _PAUSED, VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, rooms_agent
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class HoldsAndAsksAgain(VanillaAdapter):
    """Takes each answer off ctx.pending unresolved and asks the same question anew."""

    name = "holds_and_asks_again"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        paused = ctx.session.take(_PAUSED)
        for request, _ in ctx.accept_responses(responses):
            ctx.pending.pop(request.id, None)
            ask_for_approval(
                ctx, action=request.action, args=request.args, native_id=request.native_id
            )
        ctx.session.set(_PAUSED, paused)
        return ctx.finish("waiting")


def test_an_answer_taken_off_pending_with_only_new_requests_left_fails_the_leg(
    endpoint: ModelEndpoint,
) -> None:
    spec = rooms_agent()
    with Driver(HoldsAndAsksAgain(spec), endpoint, agent=spec) as t:  # type: ignore[arg-type]
        asked = t.send(TASK).requests[0]
        turn = t.respond(asked, option="approve")
        assert turn.status == "failed", (turn.status, [r.id for r in t.pending])
        [again] = [
            e.data["request_id"]
            for e in turn.events
            if e.type == "input.requested" and e.data["request_id"] != asked.id
        ]
        error = turn.error or ""
        assert f"request(s) {asked.id} (APPROVED by eval.) was handed to resume()" in error, error
        assert "taken off ctx.pending as if held for a partial answer" in error, error
        assert f"asking {again} in its place" in error, error
        assert t.pending == ()
        t.failed(error="never resolved")
        t.called_tool("book_room", times=0)
