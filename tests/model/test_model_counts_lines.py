"""People listed one a line under a line that says they are people ("Attendees:", "for:", "the
5 of us:", bullets or numbers) count (outside tester 19: read as no head count, a numbered list
as two stray numbers). A list of things under "We need:" counts no one; a count said above the
list stands."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("task", "count"),
    [
        ("Book a room on Tuesday. Attendees:\nAna\nBen\nChidi", 3),
        ("Please book a room on Friday for:\n* Priya\n* Tom\n* Alex\n* Sam", 4),
        ("Room on Wednesday please, attendees below\n- Maria Lopez\n- Jon Park\n- Wei Chen", 3),
        ("Participants:\n1. Ana\n2. Ben\nPlease book a room on Monday.", 2),
        ("Please book a room on Monday for the 5 of us:\nPriya\nTom\nAlex\nSam\nJo", 5),
        ("Book a room on Monday, who is coming:\n- me\n- Priya (design)\n- Tom, legal", 3),
    ],
)
def test_people_one_a_line_count(task: str, count: int) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and req.capacity == count


def test_a_count_said_above_the_list_stands() -> None:
    req = read_request("Please book a room on Monday for 6 people, so far:\nAna\nBen")
    assert isinstance(req, BookingRequest) and req.capacity == 6


def test_things_listed_are_no_people() -> None:
    read = read_request("Please book a room on Monday. We need:\n- Projector\n- Whiteboard")
    assert isinstance(read, NotUnderstood)
