"""Outside tester 36: a correction whose own words hold a clock time ("… no wait. I mean Friday
10:30. Room for 8, please book.") was cut at the time's colon, so its words were "Friday 10"
and 10 was booked for 8 people (the loader refused the item only because its meta said 8; an
item without ``meta.people``, or a person, got a room for 10). A colon or point between digits
is now part of the time, not the end of the correction's words."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    (
        "hey, at 10:30 tomorrow... no wait. I mean Friday 10:30. Room for 8, please book.",
        8,
        "Friday",
    ),
    ("no wait. I mean Friday 10:30. Room for 8, please book.", 8, "Friday"),
    ("Room for 4 on Tuesday. Correction: Thursday 11:15, 5 of us.", 5, "Thursday"),
    ("Room for 4 on Tuesday. Actually Friday 9:45 - we are 7.", 7, "Friday"),
    ("Room for 4 on Tuesday, sorry, 6. Priya's bringing 2.", 6, "Tuesday"),
]


@pytest.mark.parametrize(("text", "people", "day"), CASES)
def test_a_time_in_a_correction_is_no_head_count(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, day)
