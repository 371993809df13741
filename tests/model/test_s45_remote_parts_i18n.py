"""Remote people beside those in the room, in German, Spanish, French and Italian (requests45):
"Raum für 2 Remote-Teilnehmer und 4 vor Ort" read 2 and "para 3 en remoto y 4 en la oficina"
read 3 — the first count, as English "2 remote engineers + 3 onsite" did before requests44b.
The room is for those in it; an honest sum of roles, and a total with some of it remote, are
read as before."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _count(text: str) -> int | None:
    read = read_request(text)
    return read.capacity if isinstance(read, BookingRequest) else None


@pytest.mark.parametrize(
    ("text", "seats"),
    [
        ("Wir brauchen Dienstag einen Raum für 2 Remote-Teilnehmer und 4 vor Ort.", 4),
        ("Necesitamos una sala el martes para 3 en remoto y 4 en la oficina.", 4),
        ("Reserva una sala el jueves para 2 personas en remoto y 5 presenciales.", 5),
        ("Salle mardi pour 2 à distance et 4 sur place.", 4),
        ("Sala martedì per 2 da remoto e 4 in presenza.", 4),
        ("Raum am Dienstag für 2 Kollegen remote und 3 im Büro.", 3),
    ],
)
def test_the_remote_part_takes_no_seat(text: str, seats: int) -> None:
    assert _count(text) == seats


@pytest.mark.parametrize(
    ("text", "seats"),
    [
        ("Reserva una sala el jueves para 5 presenciales y 2 en remoto.", 5),
        ("Raum am Dienstag für 4 Personen vor Ort und 2 Personen remote.", 4),
        ("Raum am Dienstag für 5 Personen, davon 2 remote.", 3),
        ("Sala el martes para 6 personas, 2 de ellas en remoto.", 4),
        ("Book Maple Tuesday for 2 remote engineers + 3 onsite.", 3),
        ("Tuesday for 6 ppl + 2 remote", 6),
        ("Book Tuesday for 2 engineers + 3 designers", 5),
        ("Wir brauchen Dienstag einen Raum für 2 Entwickler und 4 Designer.", 6),
    ],
)
def test_neighbours_read_as_before(text: str, seats: int) -> None:
    assert _count(text) == seats


@pytest.mark.parametrize(
    ("text", "seats"),
    [
        ("Wir brauchen Dienstag einen Raum: 3 vor Ort und 2 remote.", 3),
        ("Sala el martes: 2 en remoto + 5 presenciales.", 5),
    ],
)
def test_without_for_the_seats_or_asked(text: str, seats: int) -> None:
    assert _count(text) in (seats, None)  # never the remote 2, nor the sum
