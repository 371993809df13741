"""A lone "Any room?" asked after the facts is a question (regress43): 79632197 read a sentence that is
only "any (other) room" as leaving the room to the model, not as a question, and "We'll be 6 on
Tuesday. Any room?" was booked where it only asks whether any room is free (on 3a8fb440 it
asked). Ended by a question mark it is a question again; said as a wish ("Any room.", "Any room
please.", "Any room!") it books, as 79632197 has it."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("We'll be 6 on Tuesday. Any room?", False),
    ("Tue, 6 ppl. Any room?", False),
    ("We'll be 6 on Tuesday. Any other room?", False),
    ("Tuesday for 6. Any one?", False),
    ("We'll be 6 on Tuesday. Any room?!", False),
    # as 79632197 reads them
    ("We'll be 6 on Tuesday, two guests might join remotely. Any room.", True),
    ("Tuesday for 6. Any room please.", True),
    ("We'll be 6 on Tuesday. Any room!", True),
    ("We'll be 6 on Tuesday; any room", True),
    ("Book Tuesday for 6. Any room?", True),
    ("Is there a room on Tuesday for 6? Any room.", False),
]


@pytest.mark.parametrize(("text", "book"), CASES, ids=[c[0] for c in CASES])
def test_any_room_asked_is_a_question(text: str, book: bool) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.book, read.day, read.capacity) == (book, "Tuesday", 6)
