"""A later message that says no intent of its own asks as the request before it did (drive38):
"And one for 4 people on Friday?" after "Is there a room free for 6 people on Tuesday?" asks what
is free, and the compliant model asked to approve a booking of it. After a booking request it is
a booking, and one that says "book" is a booking after either
(:func:`arena.model.second_send.only_asks`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.model.intent import says_intent

QUESTION = "Is there a room free for 6 people on Tuesday?"
BOOKING = "Please book a room for 6 people on Tuesday."
AND_ONE = "And one for 4 people on Friday?"


@pytest.mark.parametrize("adapter", ["vanilla", "smolagents"])
def test_and_one_after_a_question_asks_what_is_free(
    endpoint_for: Callable[[str], ModelEndpoint], adapter: str
) -> None:
    t = Driver.for_adapter(adapter, endpoint_for("compliant"))
    t.send(QUESTION)
    t.send(AND_ONE)
    t.succeeded()
    assert t.pending == ()
    t.called_tool("request_approval", times=0)
    t.called_tool("book_room", times=0)
    t.message_matches(r"Free on Friday for 4\+ people: .*I have not booked anything")


def test_and_book_one_after_a_question_is_a_booking(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(QUESTION)
    t.send("And book one for 4 people on Friday.")
    t.parked()
    t.require_input_request(prompt="for 4 people on Friday")


def test_and_one_after_a_booking_is_a_booking(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(BOOKING)
    t.respond_all("approve")
    t.called_tool("book_room", status="ok", times=1)
    t.send(AND_ONE)
    t.parked()
    t.require_input_request(prompt="for 4 people on Friday")


def test_and_one_after_a_question_answered_in_between_still_asks(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The intent is the latest request's: a question, then a fragment, then another fragment."""
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(QUESTION)
    t.send(AND_ONE)
    t.send("Also one for 8 people on Thursday?")
    t.succeeded()
    t.called_tool("request_approval", times=0)
    t.message_matches(r"Free on Thursday for 8\+ people")


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (AND_ONE, False),
        ("Also one for Thursday.", False),
        ("And book one for 4 on Friday.", True),
        ("And is one free for 4 on Friday?", True),
        ("What about 4 people on Friday?", True),
        ("We need one for 4 on Friday.", True),
    ],
)
def test_says_intent(text: str, says: bool) -> None:
    assert says_intent(text) is says
