"""Held-out tester 40: a count of people who dropped out of a group was booked for, not the rest.

"We were 12 but four people dropped out, so please book for the remaining team on Wednesday"
was read as 4 (a room for 4 booked for 8 people, with no meta to catch it): "dropped out" was
not a way of being away, the past "We were 12" was then left out as a count of before only, and
"12 but four people" took the four's people word as the twelve's, so the four were never taken
off. Now those who dropped out, pulled out, backed out or cancelled come off the group's count,
said in the past or not, and a number word between a count and its people word ends it.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    (
        "We were 12 but four people dropped out, so please book for the remaining team on "
        "Wednesday.",
        8,
    ),
    ("We were 14 but 3 people can't make it. Book a room on Tuesday.", 11),
    ("There were 12 of us, but four people cancelled, please book a room on Wednesday.", 8),
    ("12 people signed up but 3 have dropped out, book a room for Friday.", 9),
    ("We are 12 but four people are remote. Book a room on Wednesday.", 8),
    ("We were 12 but four people dropped out, so 8 now. Book a room on Wednesday.", 8),
]

KEPT = [
    ("We were 10, now 6. Book a room on Tuesday.", 6),
    ("Last week's room for 12 was too big. This Tuesday we are 4, book a room.", 4),
    ("Book a room for 6 people on Tuesday.", 6),
    ("14 people, but 3 can't make it. Book a room on Tuesday.", 11),
]


@pytest.mark.parametrize(("text", "count"), CASES + KEPT)
def test_people_who_dropped_out_come_off_the_count(text: str, count: int) -> None:
    request = read_request(text)
    assert isinstance(request, BookingRequest), request
    assert request.capacity == count


def test_a_bare_drop_from_a_past_count_is_still_asked_about() -> None:
    # "4 dropped out" with no people word: not read as a count to book for (nor as 8)
    request = read_request("We were 12 but 4 dropped out. Book a room on Wednesday.")
    assert not isinstance(request, BookingRequest) or request.capacity != 4
