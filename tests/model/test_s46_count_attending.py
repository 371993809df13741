"""People said to be absent after a count of who will come are not taken from it again
(requests46b). "We'll be 5, 1 can't make it" read 4: the count already leaves the absent one
out, and the room was booked for fewer than come. An absence is taken from a group's size ("a
team of 6, but 2 are off": 4), not from a count said as who will be there; people joining from
elsewhere still need no seat ("We'll be 7, but 2 dial in": 5). Where the readings part, the
larger count is the one that seats everyone."""

from __future__ import annotations

import pytest

from arena.model.task import parse_capacity


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("We'll be 5, 1 can't make it. Book a room on Tuesday.", 5),
        ("We'll be 5, one can't make it. Book a room on Tuesday.", 5),
        ("We will be 5, one can't make it. Room on Tuesday.", 5),
        ("There will be 6 of us, but 2 are off. Room on Tuesday.", 6),
        ("5 of us are coming, but 1 can't make it. Room on Tuesday.", 5),
        ("Seremos 5, uno no puede venir. Sala el martes.", 5),
        ("Nous serons 5, un ne peut pas venir. Salle mardi.", 5),
        ("Wir werden 5 sein, einer kann nicht. Raum am Dienstag.", 5),
    ],
)
def test_an_absence_is_not_taken_from_a_count_of_who_comes(text: str, count: int) -> None:
    assert parse_capacity(text) == count


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("A team of 6, but 2 are off. Book a room on Tuesday.", 4),
        ("There are 6 of us but 1 can't make it, book a room Tuesday.", 5),
        ("We were 14 but 3 people can't make it. Room on Tuesday.", 11),
        ("We'll be 14 people, but 3 can't make it, so we'll be 11. Room on Tuesday.", 11),
        ("We'll be 7, but 2 dial in. Book a room on Tuesday.", 5),
        ("We'll be 10, 3 of us are remote. Room on Tuesday.", 7),
        ("5 of us, Ana is off. Book a room on Tuesday.", 5),
        ("We are 5 people, Bob can't come. Room on Tuesday please.", 5),
    ],
)
def test_neighbours_keep_their_count(text: str, count: int) -> None:
    assert parse_capacity(text) == count
