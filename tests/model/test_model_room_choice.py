"""Two rooms offered as alternatives, the choice left to what is free ("Aspen or Cedar,
whichever is free", as docs/ write it), ask for a booking of the first free one: the items loader
refused such an item as only asking what is free (outside tester 19). "Whatever's free" with no
room named, or a question whether the rooms are free, still only asks."""

from __future__ import annotations

import pytest

from arena.item_reading import unread
from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    "task",
    [
        "Friday, 4 of us: Aspen or Sequoia, whichever one is available",
        "Tuesday for 6 people - Maple or Cedar, whatever is free, thanks",
        "Juniper or Aspen for 3 people on Monday, whichever's open",
    ],
)
def test_alternatives_left_to_what_is_free_are_a_booking(task: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.book
    assert unread(task, ["suspended", "booked_as_approved"]) is None


@pytest.mark.parametrize(
    "task",
    [
        "Is Aspen or Cedar free on Friday for 4 people?",
        "Friday, 3 people, whatever's free",
    ],
)
def test_asking_what_is_free_is_still_no_booking(task: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and not req.book
