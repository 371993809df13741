"""A terse note that cancels is no booking (requests43): "Cedar 4 Fri cancelled", "Cancel: Cedar
Fri 4" and "Cedar Fri 4 ppl — cancel" read as requests to book Cedar, the room's name first. A
cancellation said as a clause of its own, with nothing asking for a booking beside it, is read
as "Cancel my booking" is: the model says it cannot cancel and books nothing. A booking asked
for beside a cancelled thing ("Need a room Friday for 4, Thursday cancelled", "Book Cedar …,
the old one is cancelled", "…, coffee cancelled") and a form's "Cancel: no" read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, OffTask, read_request

CANCELS = [
    "Cedar 4 Fri cancelled",
    "Cancel: Cedar Fri 4",
    "Cedar Fri 4 ppl — cancel",
    "Cedar Fri 4 ppl - cancelled, sorry",
    "Cedar Fri 4 ppl please — cancel",
]


@pytest.mark.parametrize("text", CANCELS)
def test_a_terse_cancellation_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, OffTask) and read.action == "cancel", read


def test_the_model_books_nothing_for_it() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], CANCELS[0], ["approve"])
    assert made == [] and pauses == 0, made
    assert "cancel" in said, said


BOOKS = [
    "Book Cedar Fri for 4, the old one is cancelled.",
    "Cedar Fri 4 ppl, coffee cancelled",
    "Cedar Fri 4 ppl. Standup cancelled so we need this.",
    "Room for 4 Friday. Cancel: no",
    "Cancel: no\nRoom: Cedar\nDay: Fri\nPeople: 4",
]


@pytest.mark.parametrize("text", BOOKS)
def test_a_booking_beside_a_cancelled_thing_is_still_one(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read


def test_the_room_under_a_cancel_label_is_not_the_one_booked() -> None:
    """ "Cancel: Cedar Tue 4." is no terse request for Cedar beside "Book: Aspen Tue 4."."""
    text = "Cancel: Cedar Tue 4. Book: Aspen Tue 4."
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named([], read, text) == "R-102"
