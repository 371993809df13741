"""Wondering elsewhere in a request does not take back a room left to the model (regress43):
ef36575f read no room left to the model in a text holding "wonder", "whether", "curious" or "if
there's" anywhere, so "Tue for 4, whichever room is free, I wonder if Aspen is nice.", "Tue for
4. Whatever room is free - curious to see which." and "Tue for 4 - I don't care whether it's
Aspen or Cedar, any free room." booked nothing (each booked on 7c18c289). The wondering counts
in the clause that leaves the room only: those book again, while ef36575f's questions ("I wonder
if there's any free room Tuesday for 4.") still only ask."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("Tue for 4, whichever room is free, I wonder if Aspen is nice.", True),
    ("Tue for 4. Whatever room is free - curious to see which.", True),
    ("Tue for 4 - I don't care whether it's Aspen or Cedar, any free room.", True),
    # as ef36575f reads them
    ("I wonder if there's any free room Tuesday for 4.", False),
    ("Curious whether any free room exists Tuesday for 4", False),
    ("No idea whether any free room is left Tuesday for 4.", False),
    ("Tue for 4, any free room will do.", True),
]


@pytest.mark.parametrize(("text", "book"), CASES, ids=[c[0] for c in CASES])
def test_wondering_elsewhere_leaves_the_room_to_the_model(text: str, book: bool) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.book, read.day, read.capacity) == (book, "Tuesday", 4)
