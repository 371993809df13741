"""A request given as facts apart by slashes (requests44, session 43's note): "Aspen / Tue / 6"
was asked how many people, though "Aspen | Tue | 6" and "Aspen, Tue, 6" book Aspen for 6. The
last fact after the weekday is the count; a time ("6pm"), a date ("12/6") or a number with more
after it is still no count."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("Aspen / Tue / 6", "R-102", "Tuesday", 6),
        ("Cedar / Fri / 4", "R-204", "Friday", 4),
        ("Aspen/Tue/6", "R-102", "Tuesday", 6),
        ("aspen / tuesday / 6!", "R-102", "Tuesday", 6),
        ("Aspen | Tue | 6", "R-102", "Tuesday", 6),
        ("thursday / 20 ppl / Atrium", "R-400", "Thursday", 20),
    ],
)
def test_the_count_after_the_day(text: str, room: str, day: str, count: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, day, count)


@pytest.mark.parametrize(
    "text", ["Aspen / Tue / 6pm", "Aspen / Tue 12/6", "Aspen / Tue / 6 / 14:00", "Room for Tue / 6"]
)
def test_no_count_read(text: str) -> None:
    read = read_request(text)  # a room named needs no count since session 50 (docs/items.md)
    assert isinstance(read, NotUnderstood) or not read.counted, read
