"""A verbless "Any room for 8 on Tuesday except Cedar." asks for a booking (heldout51,
requests51b), as "Room for 8 on Tuesday." and a lone "Any room." after the facts do
(docs/items.md): it listed what was free, "any" taken for a question's opener ("[Is there] any
room …?"). With a question mark, or a word of being free ("Any room free for 8 …", "Any rooms
available …", "Any room left …"), it still asks what is free.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "avoid"),
    [
        ("Any room for 8 on Tuesday except Cedar.", {"cedar"}),
        ("Any room for 8 on Tuesday.", set()),
        ("Any room on Tuesday for 8, not Cedar.", {"cedar"}),
        ("Any meeting room for 8 on Tuesday other than Cedar, thanks.", {"cedar"}),
        ("any room for 8 ppl tuesday, not cedar", {"cedar"}),
        # read as bookings before, and still
        ("Room for 8 on Tuesday except Cedar.", {"cedar"}),
        ("Cualquier sala para 8 el martes excepto Cedar.", {"cedar"}),
        ("Irgendein Raum für 8 am Dienstag außer Cedar.", {"cedar"}),
        ("Een willekeurige zaal voor 8 op dinsdag behalve Cedar.", {"cedar"}),
    ],
)
def test_any_room_for_a_count_books(text: str, avoid: set[str]) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.book) == (8, "Tuesday", True)
    assert set(read.avoid) == avoid


@pytest.mark.parametrize(
    "text",
    [
        "Any room for 8 on Tuesday?",
        "Any room for 8 on Tuesday except Cedar?",
        "Any room free for 8 on Tuesday.",
        "Any rooms available for 8 on Tuesday.",
        "Any room left for 8 on Tuesday.",
    ],
)
def test_a_question_still_asks_what_is_free(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.book is False
