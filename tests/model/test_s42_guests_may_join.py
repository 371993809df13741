"""Who may come besides those counted, said of guests rather than as "more": "Book a room for 7
on Tuesday; two guests may join later" read 7 (items42b), where "…; 2 more may join later" read
9. The arena books for the most who may come (docs/methodology.md §2: "4, maybe 5" is 5), so
they are added; those who join remotely, or may not come, get no seat added, and "the 2 guests"
(perhaps of the 7) reads as before. "two guests will join" read 7 too (perhaps the 7's own)
until requests43: a room for 7 is two seats short where they are not, one for 9 never is."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_capacity, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for 7 on Tuesday; two guests may join later", 9),
        ("Book a room for 7 on Tuesday. Two guests may join later.", 9),
        ("Book a room for 7 on Tuesday, two guests might come too", 9),
        ("Book a room for 7 on Tuesday. Maybe 2 clients could join.", 9),
        ("Book a room for 7 people on Tuesday; 2 people may join later", 9),
        ("Book a room for 6 on Tuesday at 3. Two others may join.", 8),
        ("Please reserve a room on Tuesday for 7. 3 visitors may drop by.", 10),
        # and who will (requests43): the most who may come, as "may" is
        ("Book a room for 7 on Tuesday; two guests will join", 9),
        # as before
        ("Book a room for 7 on Tuesday; 2 more may join later", 9),
        ("Book a room for 7 on Tuesday; two guests may join remotely", 7),
        ("Book a room for 7 on Tuesday; two guests may not come", 7),
        ("Book a room for 7 on Tuesday; two people might not make it", 7),
        ("Reserve a room for 7 on Tuesday. The 2 guests may join later.", 7),
        ("Book a room for 7 on Tuesday at 2; guests may join later", 7),
        ("Book a room on Tuesday. 5 people may come.", 5),
        ("Book a room for Tuesday, 5 people might come", 5),
    ],
)
def test_guests_who_may_join_are_counted(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, "Tuesday")
    assert parse_capacity(text) == people
