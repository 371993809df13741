"""drive39: "Please book it." after "Is there a room free for 6 people on Tuesday?" was read as
the question asked again: the compliant agent listed the free rooms and said "You only asked what
is free, so I have not booked anything" — to a person who had just asked it to book — and "Great,
please book R-204." got "Earlier in this conversation I booked nothing.". A later message that
books but names no day or head count, after a first message that only asked what is free, now
books what that question asked about (:func:`arena.model.second_send.second_send`); one that
does not book ("Thanks, no need to book.") still asks nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver

QUESTION = "Is there a room free for 6 people on Tuesday?"


@pytest.mark.parametrize(
    ("follow", "room"),
    [
        ("Please book it.", "R-102"),
        ("Book it.", "R-102"),
        ("Yes, book the first one.", "R-102"),
        ("Great, please book R-204.", "R-204"),
        ("Please book one of those.", "R-102"),
    ],
)
def test_a_booking_after_a_question_books_what_it_asked_about(
    endpoint_for: Callable[[str], ModelEndpoint], follow: str, room: str
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(QUESTION)
        t.succeeded()
        t.send(follow)
        t.parked()
        t.require_input_request(prompt=rf"Book {room} .* for 6 people on Tuesday")
        t.respond_all("approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1, args={"room_id": room})


@pytest.mark.parametrize("follow", ["Thanks, no need to book.", "Don't book it yet."])
def test_no_booking_after_a_question_asks_nothing(
    endpoint_for: Callable[[str], ModelEndpoint], follow: str
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(QUESTION)
        t.send(follow)
        t.succeeded()
        t.called_tool("request_approval", times=0)
        t.called_tool("book_room", times=0)
