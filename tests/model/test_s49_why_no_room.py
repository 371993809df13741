"""A why-question that a room is lacking is a complaint, not a request (requests49b).

"Why don't we have a room for 6 on Tuesday?" was read as a booking and Aspen booked; so were
"Why is there no room …?", "Warum haben wir keinen Raum …?", "¿Por qué no tenemos una sala …?".
Each now asks for no booking (the free rooms are listed). A proposal ("Why don't we get a room
…?", "Why don't we book …?") and a booking asked beside the complaint still book."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request

COMPLAINTS = [
    "Why don't we have a room for 6 on Tuesday?",
    "why dont we have a room for 6 on tuesday??",
    "Why don\u2019t we ever have a room for 6 people on Tuesday?",
    "Why is there no room for 6 on Tuesday?",
    "Why isn't there a room for 6 on Tuesday?",
    "Why do we never have a room for 6 on Tuesday?",
    "Warum haben wir keinen Raum für 6 am Dienstag?",
    "¿Por qué no tenemos una sala para 6 el martes?",
    "Pourquoi on n'a pas de salle pour 6 mardi ?",
    "Perché non abbiamo una sala per 6 martedì?",
    "Por que não temos uma sala para 6 na terça?",
    "Waarom hebben we geen ruimte voor 6 op dinsdag?",
]


@pytest.mark.parametrize("text", COMPLAINTS)
def test_a_room_lacking_asked_about_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert not [a for n, a in made if n == "book_room"], made


@pytest.mark.parametrize(
    "text",
    [
        "Why don't we get a room for 6 on Tuesday?",
        "Why don't we book a room for 6 on Tuesday?",
        "Why don't we have a room for 6 on Tuesday? Please book one.",
        "We don't have a room for 6 on Tuesday, can you book one?",
        "Why don't we have to book ahead? Anyway, book a room for 6 on Tuesday.",
        "Book a room for 6 on Tuesday, we have no room yet.",
    ],
)
def test_a_proposal_or_a_booking_beside_still_books(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
