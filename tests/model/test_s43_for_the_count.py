"""A count after "for the" that ends its phrase is the head count (requests43): "Book a room Wed
for the five plus one." read 5, a seat short (the "the" hid the "for", so the "plus one" was
not added to a count), and "… for the 5 plus 1." as two numbers, no count. "for the (usual) N"
before "plus", "+", a mark or the end is read as "for N" is; a number after "for the" that is
followed by a word ("the 2 days", "the 2 and 3 pm slots", "the 3 of us") reads as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("Book a room Wed for the five plus one.", 6),
    ("Book a room Wed for the 5 plus 1.", 6),
    ("Book a room Wed for the usual 5 + 1.", 6),
    ("Book a room Tuesday for the 5 + 2 guests.", 7),
    # as before
    ("Book a room Wed for the 5.", 5),
    ("Book a room Wed for the usual 6, please.", 6),
    ("Book a room for the 2 days on Tuesday for 8.", 8),
    ("Book a room on Tuesday for the 2 and 3 pm slots, 6 people", 6),
    ("Book a room on Tuesday for the 3 of us.", 3),
    ("Book a room for the 10:00 standup on Tuesday, 6 people.", 6),
    ("Book a room Tuesday for the 2 pm call + 6 people", 6),
]


@pytest.mark.parametrize(("text", "people"), CASES, ids=[c[0] for c in CASES])
def test_a_count_after_for_the_is_the_head_count(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == people
