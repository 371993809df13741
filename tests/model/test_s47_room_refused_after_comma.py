"""A room refused by a bare "no" after a comma, and a room whose fault sends the ask to another
(regress46): "Cedar, no. Book Aspen for 6 on Tuesday." booked Cedar; "Aspen is broken until
Wednesday, so book Maple for 6 on Thursday." booked Aspen (the fault's bound lapsed, and Aspen,
named first, was read as asked for beside Maple). "Cedar, no projector", "Cedar, no problem" and
"… Tuesday, no?" rule nothing out, as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _read(text: str) -> tuple[str | None, frozenset[str]]:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text), read.avoid


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Cedar, no. Book Aspen for 6 on Tuesday.", "R-102"),
        ("Cedar, nope. Aspen for 6 on Tuesday please.", "R-102"),
        ("Cedar, nein. Bitte Aspen am Dienstag für 6 Personen buchen.", "R-102"),
        ("Cedar, no, Aspen for 4 on Friday", "R-102"),
        ("Aspen is broken until Wednesday, so book Maple for 6 on Thursday.", "R-210"),
        ("Aspen is broken until Wednesday, so book Cedar for 6 on Thursday.", "R-204"),
        ("Aspen is closed through Wednesday, so book Maple for 6 on Wednesday.", "R-210"),
    ],
)
def test_the_room_asked_after_another_is_refused_is_the_room(text: str, room: str) -> None:
    assert _read(text)[0] == room


def test_a_room_refused_between_commas_is_not_booked() -> None:
    named, avoid = _read("Cedar, no, Friday 4 people")
    assert named is None and "cedar" in avoid, (named, avoid)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Cedar, no problem. Book it for 6 on Tuesday.", "R-204"),
        ("Cedar, no projector needed, Tuesday for 6.", "R-204"),
        ("Book Cedar, no projector, Friday for 4", "R-204"),
        ("Book Cedar for 6 on Tuesday, no?", "R-204"),
        ("Aspen's projector is broken until Wednesday. Book Aspen for 6 on Thursday.", "R-102"),
        ("Aspen was too noisy last time, but book Aspen anyway for 6 on Thursday.", "R-102"),
    ],
)
def test_a_no_that_refuses_nothing_keeps_the_room(text: str, room: str) -> None:
    named, avoid = _read(text)
    assert named == room and "cedar" not in avoid and "aspen" not in avoid, (named, avoid)
