"""A need on a condition not yet known, left to a later word, books nothing yet (requests49c).

"If it's sunny on Friday we'll meet outside, otherwise we'll need a room for 6. I'll let you
know." booked Aspen. Near misses: a booking on no condition with a later word about changes or
about something else still books."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.deferred import deferred
from arena.model.task import BookingRequest, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "If it's sunny on Friday we'll meet outside, otherwise we'll need a room for 6. "
        "I'll let you know.",
        "We might need a room for 6 on Friday, depending on the weather. Will confirm.",
        "if it rains friday we need a room for 6, ill let you know",
        "Wenn es am Freitag regnet, brauchen wir einen Raum für 6. Ich sage Bescheid.",
        "S'il pleut vendredi, il nous faut une salle pour 6. Je te dirai.",
        "Si llueve el viernes necesitamos una sala para 6. Te aviso.",
        "Se piove venerdì ci serve una sala per 6. Ti faccio sapere.",
        "Als het vrijdag regent hebben we een zaal voor 6 nodig. Ik laat het weten.",
    ],
)
def test_a_need_left_to_a_later_word_books_nothing(text: str) -> None:
    assert deferred(text)
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    assert _booked(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Friday. If anything changes I'll let you know.",
        "Book Aspen for 6 on Friday; I'll let you know if we need more.",
        "Book a room for 6 on Friday, I'll confirm the agenda later.",
        "Book Aspen for 6 on Friday if it's free.",
    ],
)
def test_a_booking_on_no_open_condition_still_books(text: str) -> None:
    assert not deferred(text)
    assert _booked(text) == ["R-102"]
