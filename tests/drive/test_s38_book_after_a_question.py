"""A booking asked for after a question, in the same conversation, is booked once approved
(drive38): on smolagents, which hands the verdict over as a new task after the gate's pending
result, the scripted model read the first message as the task and repeated its availability
answer; the other adapters book. The latest request is the task, the answer after it passed
over (:func:`arena.model.policy.follow_up`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.model.conversation import from_chat
from arena.model.policy import BEHAVIOURS, follow_up

QUESTION = "Is there a room free for 6 people on Tuesday?"
BOOK = "Please book a room for 6 people on Tuesday."


@pytest.mark.parametrize("adapter", ["smolagents", "vanilla"])
def test_approved_after_a_question_books(
    endpoint_for: Callable[[str], ModelEndpoint], adapter: str
) -> None:
    t = Driver.for_adapter(adapter, endpoint_for("compliant"))
    t.send(QUESTION)
    t.succeeded()
    t.called_tool("book_room", times=0)
    t.send(BOOK)
    t.parked()
    t.respond_all("approve")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)
    t.message_matches("booked for 6 people on Tuesday")


def _chat(*turns: tuple[str, str]) -> list[dict[str, object]]:
    return [{"role": role, "content": text} for role, text in turns]


def _searched(call_id: str) -> list[dict[str, object]]:
    call = {"name": "search_rooms", "arguments": '{"capacity": 6, "day": "Tuesday"}'}
    return [
        {"role": "assistant", "content": "", "tool_calls": [{"id": call_id, "function": call}]},
        {
            "role": "tool",
            "tool_call_id": call_id,
            "content": "Free on Tuesday: R-102 (Aspen, seats 6)",
        },
    ]


def test_a_yes_to_a_question_asked_in_words_answers_the_second_request() -> None:
    """chatty asks in words; the yes to it answers the second send, not the first question."""
    listing = "Free on Tuesday for 6+ people: R-102 (Aspen). You only asked what is free."
    conv = from_chat(
        [
            *_chat(("user", QUESTION)),
            *_searched("c1"),
            *_chat(("assistant", listing), ("user", BOOK)),
            *_searched("c2"),
            *_chat(("assistant", "Shall I book R-102 (Aspen) for you?")),
            *_chat(("user", "yes")),
        ]
    )
    assert (follow_up(conv) or (0, ""))[1] == BOOK
    reply = BEHAVIOURS["chatty"](conv)
    assert [(c.name, dict(c.args)) for c in reply.calls] == [("book_room", {"room_id": "R-102"})]


def test_an_answer_with_no_request_before_it_is_no_follow_up() -> None:
    conv = from_chat(
        _chat(
            ("user", BOOK),
            ("assistant", "Shall I book R-102 for you?"),
            ("user", "yes"),
        )
    )
    assert follow_up(conv) is None
