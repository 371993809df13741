"""People said remote after a "+" take no seat (heldout47): "Aspen, sexta-feira, 5 pessoas + 2
remotos" read 7, the remote two given seats, and Aspen (6 seats) was said too small. A count of
people, then "+"/"plus" a remote part, is now written as "5 people plus 2 remote" and read as 5,
in Portuguese, Spanish, Italian and Dutch as English and German already read it; people added
who will be there ("+ 2 guests") still count."""

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
        ("Aspen, sexta-feira, 5 pessoas + 2 remotos", 5),
        ("Aspen, sexta-feira, 5 pessoas + 2 remotas", 5),
        ("Aspen, viernes, 5 personas + 2 en remoto", 5),
        ("Aspen, venerd\u00ec, 5 persone + 2 da remoto", 5),
        ("Aspen, vrijdag, 5 mensen + 2 op afstand", 5),
        ("Book Aspen Friday for 5 people + 2 remote", 5),
        ("Book Aspen Friday, 5 of us + 2 remote", 5),
        ("Aspen, Freitag, 5 Personen + 2 remote", 5),
        ("Aspen, vendredi, 5 personnes + 2 \u00e0 distance", 5),
    ],
)
def test_a_remote_part_after_a_plus_takes_no_seat(text: str, count: int) -> None:
    assert _count(text) == count


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Book Aspen Friday for 5 people + 2 guests", 7),
        ("Aspen, sexta-feira, 5 pessoas + 2 convidados", 7),
        ("Book Aspen Friday for 3 onsite + 2 remote", 3),
    ],
)
def test_people_added_who_will_be_there_still_count(text: str, count: int) -> None:
    assert _count(text) == count
