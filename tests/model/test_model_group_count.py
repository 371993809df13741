"""The model reads the group's head count, never a room's size or part of a sum (outside tester
10, finding 11: "the big 24-person room for our all-hands of 20" read 24, "5 + 2 interns" read
2 and booked a 4-seat room for 7; red team 10, finding 9: "a score of people", and "for 20 …
wait, actually only 5 can make it")."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Please grab the big 24-person room for our all-hands of 20 on Friday.", 20),
        ("Book the 16-person room on Friday for our offsite of 12.", 12),
        ("Book the room that seats 10 for our Monday sync, we're 9.", 9),
        ("Monday: we need the room which fits 12, we are 8.", 8),
        ("Book the 12-person room on Monday for our sync of 8, plus 2 guests.", 10),
        ("Book a 10-person room on Monday.", 10),  # only the size: the size asked
        ("Book a room that seats 10 on Monday.", 10),
        ("Tuesday: 5 + 2 interns, need a room.", 7),
        ("Tuesday: 4 plus 3 guests, book a room.", 7),
        ("Book a room on Monday for our sync of 8, plus 2 guests.", 10),
        ("Tuesday, 3 people from sales, 3 from marketing. Book us a room.", 6),
        ("Tuesday, 3 from sales and 3 from marketing, book a room.", 6),
        ("Thursday: 4 people from legal, 2 from finance and 3 from HR. Book a room.", 9),
        ("Book a room for a score of people on Friday.", 20),
        ("Book a room for 20 people on Friday... wait, actually only 5 can make it", 5),
        ("Book a room for 4 on Monday. Actually make it 6.", 6),
    ],
)
def test_the_group_is_counted_whole(text: str, count: int) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.capacity == count, found


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Half of our 12-person team needs a room on Thursday.", 6),
        ("Our team of 12 is splitting, half of us need a room on Thursday.", 6),
        ("Thursday: half the team of 8 needs a room.", 4),
        ("Book a room for 6 on Thursday for half the day.", 6),  # half of no group
    ],
)
def test_half_of_the_group_is_half(text: str, count: int) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.capacity == count, found


def test_half_of_an_odd_group_is_not_understood() -> None:
    found = read_request("Half of our 7-person team needs a room on Thursday.")
    assert not isinstance(found, BookingRequest), found
