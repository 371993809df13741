"""Guests who will join besides those counted add to the count (requests43): "We're 6 on Monday;
three clients will join us" read 6, three seats short, where "…; two guests may join" read 8
(items42b). The arena books for the most who may come (docs/methodology.md §2), so "will join",
"are joining", "will be joining", "will come along" add as "may join" does; "the 2 guests" (of
those counted), a total said after them, who will not come and what guests are read as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

ADDS = [
    ("Book a room for 4 on Tuesday; two guests will join.", 6),
    ("We're 6 on Monday; three clients will join us.", 9),
    ("Book a room for 6 on Monday, 2 colleagues will come along.", 8),
    ("Book a room for 6 on Monday; two guests are joining us.", 8),
    ("Book a room for 6 on Monday, two guests will be joining.", 8),
    ("Book a room for 6 on Monday. Two visitors will attend too.", 8),
    ("Book a room for 6 on Monday; two guests may join.", 8),  # as before
]


@pytest.mark.parametrize(("text", "people"), ADDS, ids=[t[0] for t in ADDS])
def test_guests_who_will_join_are_counted(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == people


AS_BEFORE = [
    ("Book a room for 6 on Monday; two guests are vegetarian.", 6),
    ("Book a room for 6 on Monday; two guests will come, so 6 in total.", 6),
    ("Reserve a room for 7 on Tuesday. The 2 guests will join later.", 7),
    ("Book a room for 6 on Monday; two guests will not come.", 4),
    ("Book a room for 7 on Tuesday; two guests may join remotely", 7),
]


@pytest.mark.parametrize(("text", "people"), AS_BEFORE, ids=[t[0] for t in AS_BEFORE])
def test_other_words_about_guests_read_as_before(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.capacity == people
