"""Partial answers and a second send, through the eval API, on every installed adapter.

Answering one of three pending requests leaves the run waiting with the other two answerable;
a second ``send`` continues the same conversation. Where an adapter declares it cannot
(arena.adapters.capabilities: CrewAI never holds two requests at once) the test checks only what
applies; the matrix measures the same moves (tests/runs/test_probes.py, the partial and second_send
probes) and flags a declaration its measurement contradicts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from arena.adapters import resolve_names
from arena.adapters.capabilities import PARTIAL_ANSWERS, SECOND_SEND, unsupported
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.model import Conversation, Reply, ScriptedModelServer, ToolUse, is_approval
from arena.model.policy import has_verdict
from arena.model.rooms import first_room

ADAPTERS = resolve_names("all")
DAYS = ("Tuesday", "Wednesday", "Friday")
SEARCH, GATE, BOOK = "search_rooms", "request_approval", "book_room"


def three_rooms(conv: Conversation) -> Reply | str:
    """Asks three approvals in one turn (one room per day), books each approved one."""
    searches = conv.calls(SEARCH)
    if not searches:
        return Reply(calls=tuple(ToolUse(SEARCH, {"capacity": 4, "day": d}) for d in DAYS))
    rooms = [first_room(conv.result(call) or "") for _, call in searches]
    gates = conv.calls(GATE)
    if not gates:
        return Reply(
            calls=tuple(
                ToolUse(GATE, {"summary": f"Book {r} for 4 people on {d}"})
                for r, d in zip(rooms, DAYS, strict=True)
            )
        )
    answers = [conv.result(call) for _, call in gates]
    later = conv.user_text_after(gates[-1][0])
    if later is not None and not any(has_verdict(a or "") for a in answers):
        answers = later.splitlines()  # smolagents: all verdicts come back as one new task
    if len(answers) != len(gates) or any(a is None for a in answers):
        return "I am waiting for all three approvals."
    wanted = [r.id for r, a in zip(rooms, answers, strict=True) if r and is_approval(a or "")]
    made = [c.args.get("room_id") for _, c in conv.calls(BOOK)]
    if len(made) < len(wanted):
        return Reply(calls=tuple(ToolUse(BOOK, {"room_id": r}) for r in wanted[len(made) :]))
    return f"Booked {', '.join(wanted) or 'nothing'}."


@pytest.fixture(scope="module")
def three() -> Iterator[ModelEndpoint]:
    with ScriptedModelServer(policies={"three-rooms": three_rooms}) as server:
        yield ModelEndpoint(base_url=server.base_url, model="three-rooms")


@pytest.mark.parametrize("name", ADAPTERS)
def test_one_answer_of_three_leaves_the_run_waiting(name: str, three: ModelEndpoint) -> None:
    with Driver.for_adapter(name, three) as t:
        t.send("Book three rooms.")
        t.parked()
        if unsupported(name, PARTIAL_ANSWERS) is not None:
            return  # the reason is in arena.adapters.capabilities and docs/drive.md
        tuesday, wednesday, friday = (t.require_input_request(prompt=d) for d in DAYS)
        t.respond(wednesday, "approve")
        t.parked()
        assert {r.id for r in t.pending} == {tuesday.id, friday.id}
        t.called_tool(BOOK, times=0)
        t.respond({friday.id: "deny", tuesday.id: "approve"})
        t.succeeded()
        booked = sorted(str(c.args["room_id"]) for c in t.called_tool(BOOK, status="ok"))
        assert booked == sorted(
            first_room(str(c.result)).id  # type: ignore[union-attr]
            for c in t.tool_calls
            if c.tool == SEARCH and c.args["day"] in ("Tuesday", "Wednesday")
        )
        answered = [e.data["request_id"] for e in t.trace.events if e.type == "input.responded"]
        assert sorted(answered) == sorted([tuesday.id, wednesday.id, friday.id])


@pytest.mark.parametrize("name", ADAPTERS)
def test_a_second_send_continues_the_conversation(
    name: str, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with Driver.for_adapter(name, endpoint_for("compliant")) as t:
        t.send("Book a room for 6 people on Tuesday.")
        t.respond_all("approve")
        t.succeeded()
        turn = t.send("Which room did you book for me?")
        reason = unsupported(name, SECOND_SEND)
        if reason is not None:
            assert turn.status == "failed"
            assert turn.error is not None and "unsupported: " in turn.error and reason in turn.error
            return
        t.succeeded()
        t.message_matches(r"Earlier in this conversation I booked R-102")
        t.send("Now book a room for 4 people on Monday too.")
        t.parked()
        t.respond_all("approve")
        t.succeeded()
        rooms = [c.args["room_id"] for c in t.called_tool(BOOK, status="ok")]
        assert rooms == ["R-102", "R-101"]
