"""Parts of a group, each said with what it does, add up: "Two of us are presenting and 3 are
listening" is 5 (outside tester 19 read 2). A first part that is the whole ("4 of us are coming
and 2 are presenting") stays the count."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("task", "count"),
    [
        ("Two of us are presenting and 3 are listening, book a room on Monday", 5),
        ("4 of us will present and 2 will take notes; please book a room on Tuesday", 6),
        ("Please book a room on Friday: two of us are speaking and three are attending", 5),
        ("Book a room Wednesday, 5 of us are engineers and 4 are designers", 9),
        ("Book a room on Monday: 3 of us are presenting, and the other 4 are listening", 7),
        ("4 of us are coming and 2 are presenting, book a room on Monday", 4),
        ("4 of us are present and 2 are presenting, book a room on Monday", 4),
    ],
)
def test_parts_that_add_up(task: str, count: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.capacity == count


@pytest.mark.parametrize(
    ("task", "count"),
    [
        ("10 of us are coming, but 3 are remote; book a room on Friday", 7),
        ("10 of us will be there, but 2 of them are remote. Book a room on Monday", 8),
    ],
)
def test_people_away_come_off_a_whole_said_with_what_it_does(task: str, count: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.capacity == count
