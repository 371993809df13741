"""A question whether a room is free, then "if not, book another": a fallback (requests50).

"Is Cedar free Tuesday? If not, book Maple." was refused as asking for a second room by name, in
English, French and Portuguese ("Sinon, réserve Maple", "Se não, reserve Maple"), while German,
Spanish, Italian and Dutch booked Cedar where it was free and Maple where it was not. As the docs
promise for a named room with a fallback ("Book Cedar … — or Aspen if Cedar is busy"), the first
room is asked for where it is free (the approval question names it), the fallback where it is
not (Cedar is taken on Friday). Near misses: a second room asked beside the first ("and also
book Maple", "Book Cedar and Maple") is still refused as two bookings."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import ManyRooms, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


FALLBACKS = [
    "Is Cedar free {day} for 6? If not, book Maple.",
    "Is Cedar free {day}? If not, book Maple. We're 6.",
    "Is Cedar available {day} for 6? Otherwise, book Maple.",
    "Is Cedar free {day} for 6? If it's taken, book Maple.",
    "Cedar est libre {jour} pour 6 ? Sinon, réserve Maple.",
    "A Cedar está livre na {dia} para 6? Se não, reserve Maple.",
    "Ist Cedar am {tag} frei? Wenn nicht, buch Maple. Wir sind 6.",
    "Is Cedar vrij op {dag} voor 6? Zo niet, boek Maple.",
]
DAYS = {
    "R-204": {
        "day": "Tuesday",
        "jour": "mardi",
        "dia": "terça",
        "tag": "Dienstag",
        "dag": "dinsdag",
    },
    "R-210": {
        "day": "Friday",
        "jour": "vendredi",
        "dia": "sexta",
        "tag": "Freitag",
        "dag": "vrijdag",
    },
}


@pytest.mark.parametrize("room", sorted(DAYS))
@pytest.mark.parametrize("text", FALLBACKS)
def test_the_first_room_where_free_else_the_fallback(text: str, room: str) -> None:
    assert _booked(text.format(**DAYS[room])) == [room]


@pytest.mark.parametrize(
    "text",
    [
        "Is Cedar free Tuesday for 6? And also book Maple.",
        "Book Cedar for 6 on Tuesday, and also book Maple.",
        "Book Cedar and Maple for 6 on Tuesday.",
    ],
)
def test_a_second_room_asked_beside_is_still_two_bookings(text: str) -> None:
    assert isinstance(read_request(text), ManyRooms)
