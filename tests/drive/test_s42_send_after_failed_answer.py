"""A send after a failed answer leg ran the old gate's answer under LangGraph (users42, left open
by session 41). The person approved 'Book R-102 (Aspen) for 6 people on Tuesday', the answer
leg's next model call failed (HTTP 500), and the eval sent a new message, 'Also book a room for
4 people on Wednesday.': LangGraph went on with the run's own thread, left mid-graph after the
approval, so the leg booked R-102 on the old answer and said "Done — R-102 (Aspen) is booked",
and nobody was asked about Wednesday. Vanilla and openai_agents start a new conversation after a
failed leg; LangGraph now does too, on a thread of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.model import ScriptedModelServer
from arena.model.conversation import Conversation
from arena.model.policy import BEHAVIOURS
from arena.model.reply import Reply

TASK = "Book a meeting room for 6 people on Tuesday."
AGAIN = "Also book a room for 4 people on Wednesday."
_MODULES = {"langgraph": "langgraph", "vanilla": "openai", "openai_agents": "agents"}


class _Flaky:
    """The scripted model, answering HTTP 500 while ``failing`` is set."""

    def __init__(self) -> None:
        self.failing = False

    def __call__(self, conv: Conversation) -> Reply:
        return Reply(fault="http500") if self.failing else BEHAVIOURS["compliant"](conv)


@pytest.fixture(scope="module")
def flaky() -> Iterator[tuple[_Flaky, ScriptedModelServer]]:
    model = _Flaky()
    with ScriptedModelServer(policies={"flaky": model}) as server:
        yield model, server


def _failed_answer(t: Driver, model: _Flaky) -> None:
    assert t.send(TASK).status == "waiting"
    model.failing = True
    try:
        assert t.respond_all("approve").status == "failed"
    finally:
        model.failing = False
    assert [c.tool for c in t.tool_calls] == ["search_rooms", "request_approval"]


@pytest.mark.parametrize("adapter", list(_MODULES))
def test_a_send_after_a_failed_answer_starts_a_new_turn(
    flaky: tuple[_Flaky, ScriptedModelServer], adapter: str
) -> None:
    pytest.importorskip(_MODULES[adapter])
    model, server = flaky
    endpoint = ModelEndpoint(
        base_url=server.base_url, model="flaky", request_log=server.request_log
    )
    with Driver.for_adapter(adapter, endpoint) as t:
        _failed_answer(t, model)
        turn = t.send(AGAIN)
        booked = [c for c in t.tool_calls if c.tool == "book_room"]
        assert booked == [], f"the old approval ran on the new send: {booked}, {turn.message!r}"
        assert turn.status == "waiting", (turn.status, turn.message)
        (request,) = t.pending
        assert "4 people on Wednesday" in str(request.args or request.prompt), request
        asked = server.request_log.entries(t.run_id)[-1]
        assert asked.said == (AGAIN,), asked.said  # the new message read, the old left behind
        done = t.respond_all("approve")
        assert done.status == "completed", done.message
        (made,) = [c for c in t.tool_calls if c.tool == "book_room"]
        assert made.request_id == request.id and made.status == "ok"


def test_a_second_send_after_a_completed_turn_still_continues_the_thread(
    flaky: tuple[_Flaky, ScriptedModelServer],
) -> None:
    """The neighbour that must not change: after the new conversation completed, the next send
    continues it (LangGraph's thread of its own), carrying the turns before."""
    pytest.importorskip("langgraph")
    model, server = flaky
    endpoint = ModelEndpoint(
        base_url=server.base_url, model="flaky", request_log=server.request_log
    )
    with Driver.for_adapter("langgraph", endpoint) as t:
        _failed_answer(t, model)
        t.send(AGAIN)
        assert t.respond_all("approve").status == "completed"
        third = "And one for 3 people on Thursday."
        assert t.send(third).status == "waiting"
        asked = server.request_log.entries(t.run_id)[-1]
        assert asked.said == (AGAIN, third), asked.said
