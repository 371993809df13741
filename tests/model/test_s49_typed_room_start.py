"""A room's name mistyped by one slip after a capitalised verb is that room (requests49).

"Book juniepr for 3 on Monday" (letters swapped) read no room, and the first free room that fit
was booked: Juniper here by chance, another room for a larger group. Only "book juniepr", the
verb in lower case, was read; the verb opening a sentence is now read the same. A word two slips
from a name stays asked about, and a real word stays itself."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, UnknownName, read_request


def _room(text: str) -> str | None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book juniepr for 3 on Monday.", "R-101"),
        ("Book the juniepr room for 3 on Monday.", "R-101"),
        ("Reserve jnuiper for 3 on Monday", "R-101"),
        ("Grab the sequioa for 9 on Friday", "R-305"),
        ("Get ceadr for 6 on Tuesday please", "R-204"),
        ("Book mpale for 7 on Thursday.", "R-210"),
        ("Need aspne for 5 on Wednesday", "R-102"),
    ],
)
def test_a_name_one_slip_off_after_a_capitalised_verb_is_that_room(text: str, room: str) -> None:
    assert _room(text) == room


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("book juniepr for 3 on monday", "R-101"),  # as before
        ("Book Juniepr for 3 on Monday.", "R-101"),  # as before
        ("Book a room for 3 on Monday.", None),
        ("Get maps printed and book a room for 3 on Monday", None),
        ("Book Open space for 3 on Monday", None),
    ],
)
def test_near_misses_keep_their_reading(text: str, room: str | None) -> None:
    assert _room(text) == room


@pytest.mark.parametrize("text", ["Book Jupiter for 3 on Monday.", "Book mapen for 6 on Tuesday."])
def test_a_word_two_slips_off_is_still_asked_about(text: str) -> None:
    assert isinstance(read_request(text), UnknownName)
