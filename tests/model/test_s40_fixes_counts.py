"""A size said as a compound above a "> " quote, with a count in the quote (fixes40).

"Our 12-person team asks:\\n> Book a room for 4 on Tuesday" read 12: 54d8b749 stopped such words
above the quote from replacing the quoted count, but the whole text then read the team's size,
and the quoted "Book a room for 4" was not taken as the count to book for, as it is without the
"> " ("…asks:\\nBook a room for 4" read 4)."""

from __future__ import annotations

import pytest

from arena.model.task import parse_capacity

CASES = [
    ("Our 12-person team asks:\n> Book a room for 4 on Tuesday", 4),
    ("Our 12-person team asks:\n> Book a room for 4 on Tuesday.", 4),
    ("Our 12-person team asks:\n>> Please book a room for 4 on Tuesday", 4),
    ("See Priya's note (she leads our 12-person team):\n> Book a room for 4 on Tuesday", 4),
    ("Our 4-person team asks:\n> Book a room for 12 on Tuesday", 12),
]

KEPT = [
    # without the quote, as before
    ("Our 12-person team asks:\nBook a room for 4 on Tuesday", 4),
    # the writer's own count above the quote still replaces the quoted one
    ("Only 9 can come.\n> Book a room for 12 on Tuesday", 9),
    ("Make it 9.\n> Can you book for 12 on Tuesday?", 9),
    ("For our 10-seat room, please:\n> Book a room for 4 on Tuesday", 4),
    ("From our 20-strong group, a request:\n> Please book a room for 6 on Friday", 6),
    ("Please book for 12 on Tuesday.\n> we are 6 people", 12),
]


@pytest.mark.parametrize(("text", "expected"), CASES + KEPT)
def test_the_quoted_count_is_booked_for(text: str, expected: int) -> None:
    assert parse_capacity(text) == expected
