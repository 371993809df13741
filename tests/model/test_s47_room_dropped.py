"""A correction that opens by dropping a room asks for the room after it (requests47's fresh
requests): "book sequoia thurs for 12 actually nvm sequoia, the atrium, same day, same people"
read Sequoia, the room dropped, as the one the correction names. A correction that names one
room reads as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _room(text: str) -> str | None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (
            "book sequoia thurs for 12 actually nvm sequoia, the atrium, same day, same people",
            "R-400",
        ),
        ("Book Cedar for 6 on Tuesday. Actually, forget Cedar; Aspen please.", "R-102"),
        ("Book Cedar for 6 on Tuesday. Actually, never mind Cedar — Aspen.", "R-102"),
        ("Book Cedar for 6 on Tuesday. Actually not Cedar, Maple.", "R-210"),
    ],
)
def test_the_room_after_the_one_dropped_is_the_room(text: str, room: str) -> None:
    assert _room(text) == room


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar for 6 on Tuesday. Actually no, Atrium — Cedar's always freezing.", "R-400"),
        ("Book Cedar for 6 on Tuesday. Actually make it 8.", "R-204"),
    ],
)
def test_a_correction_naming_one_room_reads_as_before(text: str, room: str) -> None:
    assert _room(text) == room
