""" "One of us uses a wheelchair": a person among the group, not the head count.

Fixer "words" (727453a) found "One of us uses a wheelchair, … 5 people, Thursday" read as a
room for one. A partitive count said with what those people do is the count only when no other
count is said.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_capacity, read_request

CASES = [
    ("One of us uses a wheelchair, so step-free access please. Book 5 people, Thursday.", 5),
    ("One of the team needs a quiet spot. Please book a room for 9 on Wednesday.", 9),
    ("One of my colleagues is presenting, so please book for 4 people on Friday.", 4),
    ("Uno de nosotros usa silla de ruedas; reserva una sala para 5 personas el jueves.", 5),
    ("Please book 7 people on Tuesday, and one of us uses a wheelchair.", 7),
    # the partitive is the count when it is the only one, or when a count is added to it
    ("Two of us need a room on Monday.", 2),
    ("Three of us will be there, plus 2 guests, on Monday. Please book.", 5),
    ("Six of us are coming on Tuesday; 2 people need a ramp. Please book.", 6),
]


@pytest.mark.parametrize(("text", "people"), CASES)
def test_a_person_among_the_group_is_not_the_count(text: str, people: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == people
    assert parse_capacity(text) == people
