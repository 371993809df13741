"""A question about a booking not made, then a new order: the order wins (requests50).

"Por que não reservou Cedar ontem? Reserve Maple agora." booked Cedar, as did "Warum hast du Cedar
nicht gebucht? Buch Maple …" and the Dutch: the room of the why-question read as asked beside
the one the order names. "Why didn't you book Cedar yesterday? Book Maple for 6 on Tuesday now."
and the French were refused as asking for yesterday, the question's day. The room and the day of
such a question are only spoken of. Near misses: the room taken by a pronoun after the question
("… Please book it now."), a why-question alone (asks for nothing), a proposal ("Why don't we
book Cedar?") and a past day said of the booking itself read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


ORDER_WINS = [
    "Why didn't you book Cedar yesterday? Book Maple for 6 on Tuesday now.",
    "Why did you not reserve Cedar? Reserve Maple for 6 on Tuesday instead.",
    "Por que não reservou Cedar ontem? Reserve Maple agora, somos 6, terça.",
    "Porque é que não reservaste a Cedar? Reserva a Maple para 6 na terça.",
    "Warum hast du Cedar nicht gebucht? Buch Maple für 6 am Dienstag.",
    "Warum habt ihr Cedar letzte Woche nicht reserviert? Reserviere jetzt Maple für 6 am Dienstag.",
    "Pourquoi tu n'as pas réservé Cedar hier ? Réserve Maple pour 6 mardi.",
    "Pourquoi Cedar n'a pas été réservée ? Bon, réserve Maple pour 6 mardi.",
    "¿Por qué no reservaste Cedar ayer? Reserva Maple para 6 el martes.",
    "Perché non hai prenotato Cedar ieri? Prenota Maple per 6 martedì.",
    "Waarom heb je Cedar gisteren niet geboekt? Boek Maple voor 6 op dinsdag.",
    "Waarom is Cedar niet geboekt? Boek nu Maple voor 6 op dinsdag.",
]


@pytest.mark.parametrize("text", ORDER_WINS)
def test_the_order_after_the_question_is_booked(text: str) -> None:
    assert _booked(text) == ["R-210"]


@pytest.mark.parametrize(
    ("text", "booked"),
    [
        ("Why didn't you book Cedar for 6 on Tuesday? Please book it now.", ["R-204"]),
        ("Warum hast du Cedar nicht gebucht? Buch ihn jetzt, 6 Leute am Dienstag.", ["R-204"]),
        ("Por que não reservou Cedar? Reserve-a agora para 6 na terça.", ["R-204"]),
        ("Why didn't you book Cedar for 6 on Tuesday?", []),
        ("Waarom heb je Cedar niet geboekt voor 6 op dinsdag?", []),
        ("Why don't we book Cedar for 6 on Tuesday?", ["R-204"]),
    ],
)
def test_near_misses_read_as_before(text: str, booked: list[str]) -> None:
    assert _booked(text) == booked


@pytest.mark.parametrize(
    "text",
    [
        "Book Maple for 6 people on Tuesday last week.",
        "Reserva Maple para 6 ayer, el martes.",
        "Why book Maple? Book it for 6 on Tuesday last week.",
    ],
)
def test_a_past_day_of_the_booking_itself_is_still_refused(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "past" in read.reason, read


def test_the_question_alone_asks_for_no_booking() -> None:
    read = read_request("Pourquoi Cedar n'a pas été réservée pour 6 mardi ?")
    assert isinstance(read, BookingRequest) and not read.book, read
