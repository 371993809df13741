"""An adapter that dropped the person's answer and asked the same again (drive37, wrong adapter
W1: a fresh adapter after a restart re-asks instead of resolving). The leg ended waiting with the
answered request still pending beside the new one: ``t.succeeded()`` said "waiting on 2 input
requests ... answer with t.respond(...)", listing the one the eval had answered, and
``t.respond_all(...)`` was ``AlreadyAnswered`` pointing to ``t.resume()`` on a store line, which
hands the same answer to the same adapter. The leg now fails, as one that ended the run with an
answer unresolved does (red team 25), naming the answer and the request asked in its place. A
partial answer held for the rest of a pause (taken off ``ctx.pending``) still waits, on every
adapter: tests/drive/test_eval_api.py's test_one_answer_of_three_leaves_the_run_waiting."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from arena.adapters.base import ask_for_approval
from arena.adapters.vanilla import _PAUSED, VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, NotSucceeded, NotWaiting, rooms_agent
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class AsksAgain(VanillaAdapter):
    """Takes the answer, resolves nothing, and asks the same question under a new id."""

    name = "asks_again"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(_PAUSED)
        for request, _ in matched:
            ask_for_approval(
                ctx, action=request.action, args=request.args, native_id=request.native_id
            )
        ctx.session.set(_PAUSED, paused)
        return ctx.finish("waiting")


def driver(endpoint: ModelEndpoint, **kw: object) -> Driver:
    spec = rooms_agent()
    return Driver(AsksAgain(spec), endpoint, agent=spec, **kw)  # type: ignore[arg-type]


def test_a_dropped_answer_fails_the_leg_naming_both_requests(endpoint: ModelEndpoint) -> None:
    with driver(endpoint) as t:
        asked = t.send(TASK).requests[0]
        turn = t.respond(asked, option="approve")
        assert turn.status == "failed", turn.status
        [again] = [
            e.data["request_id"]
            for e in turn.events
            if e.type == "input.requested" and e.data["request_id"] != asked.id
        ]
        error = turn.error or ""
        assert f"request(s) {asked.id} (APPROVED by eval.)" in error, error
        assert f"ended waiting with it still pending, asking {again} in its place" in error, error
        assert "ctx.resolve(request, response)" in error, error
        assert t.pending == ()
        with pytest.raises(NotSucceeded, match="never resolved"):
            t.succeeded()
        t.failed(error="never resolved")
        t.called_tool("book_room", times=0)


def test_on_a_store_line_the_next_answer_is_not_pointed_to_resume(
    tmp_path: Path, endpoint: ModelEndpoint
) -> None:
    with open_store(tmp_path / "evals.db") as store, driver(endpoint, store=store) as t:
        t.send(TASK)
        t.respond_all("approve")
        assert store.run(t.run_id).status == "failed"
        with pytest.raises(NotWaiting) as caught:
            t.respond_all("deny")
        assert "t.resume()" not in str(caught.value).splitlines()[0], caught.value
