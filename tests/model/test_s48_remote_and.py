"""People said remote after an "and" take no seat: "Book a room for 5 people and 2 remote on
Tuesday" read 3, the 2 taken from the 5, where "5 people + 2 remote" and German, Spanish,
French and Dutch "und"/"y"/"et"/"en" read 5. A bare remote word after "and" (no verb, no "of
them") adds people away; "… and 3 are remote", "… and 2 of them remote", "5 people, 2 remote"
still take them from the count (docs/items.md: "for 5, 2 of them remote" is 3)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _count(text: str) -> int:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.capacity


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book a room for 5 people and 2 remote on Tuesday", 5),
        ("Book a room for 5 and 2 remote on Tuesday", 5),
        ("Book a room for 5 people and 2 dialling in on Tuesday", 5),
        ("Book a room for 5 people and 2 on Zoom on Tuesday", 5),
        ("Book a room for 5 people on Tuesday and 2 remote", 5),
        ("Book a room for 5 people and 2 more remote on Tuesday", 5),
        ("Raum f\u00fcr 5 Personen und 2 remote am Dienstag", 5),
        ("Sala para 5 personas y 2 en remoto el martes", 5),
        ("Salle pour 5 personnes et 2 \u00e0 distance mardi", 5),
        ("Ruimte voor 5 mensen en 2 online op dinsdag", 5),
    ],
)
def test_remote_people_added_with_and_take_no_seat(text: str, count: int) -> None:
    assert _count(text) == count


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book a room for 5 people, 2 of them remote on Tuesday", 3),
        ("Book a room for 5 people and 2 of them remote on Tuesday", 3),
        ("Book a room for 5 people, 2 remote, on Tuesday", 3),
        ("Book a room for 5 people, but 2 remote, on Tuesday", 3),
        ("We're 10 and 3 are remote, book a room on Tuesday", 7),
        ("Book a room for 10 of us and 3 will dial in, Tuesday", 7),
        ("Book a room for 5 people and 2 guests on Tuesday", 7),
        ("Book a room for 5 people + 2 remote on Tuesday", 5),
    ],
)
def test_people_of_the_count_said_remote_still_come_off(text: str, count: int) -> None:
    assert _count(text) == count
