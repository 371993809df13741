"""A request the tools cannot serve (cancel, move a booking) is answered as that, not as words
the model could not read (tester 22: "Cancel my booking for 6 people on Tuesday" got "I could not
understand the request: it asks to cancel a booking ..." — it had understood it)."""

from __future__ import annotations

import pytest

from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import NOT_UNDERSTOOD, as_reply
from arena.tools import rooms


@pytest.mark.parametrize(
    ("task", "action"),
    [
        ("Cancel my booking for 6 people on Tuesday.", "cancel"),
        ("Please move my booking for 6 people to Wednesday.", "move"),
    ],
)
def test_an_off_task_request_is_said_to_be_beyond_the_tools(task: str, action: str) -> None:
    messages = [
        {"role": "system", "content": rooms.SYSTEM_PROMPT},
        {"role": "user", "content": task},
    ]
    tools = [{"type": "function", "function": {"name": t.__name__}} for t in rooms.TOOLS]
    reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, tools)))
    assert not reply.calls  # no search, no question, no booking
    assert reply.text.startswith(f"I can't do that here: it asks to {action} a booking"), reply.text
    assert NOT_UNDERSTOOD not in reply.text and "have not searched or booked" in reply.text


def test_a_request_it_cannot_read_still_says_so() -> None:
    messages = [{"role": "user", "content": "Book something nice sometime."}]
    reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, [])))
    assert reply.text.startswith(NOT_UNDERSTOOD), reply.text
