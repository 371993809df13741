"""A question about booking is not a request to book (heldout48, by the clause's form).

"If we ever needed the Atrium for 24 on a Friday, how far ahead would we have to book?" and
"lol who booked the Atrium for 2 people on monday 😂" each booked a room end to end. A how/
when/why question whose booking is the asker's own duty, and a booking someone already made,
now book nothing, in six languages; "Can you book …?", "How about booking …?", "Who can book
…? Please do it" and a booking asked beside such a clause still book."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


ABOUT = [
    "If we ever needed the Atrium for 24 on a Friday, how far ahead would we have to book?",
    "How far in advance do we need to book the Atrium for 24 on Friday?",
    "When should I book Cedar for 8 on Tuesday?",
    "Why do we have to book Aspen for 6 on Monday so early?",
    "How early should we book the Atrium for 24 on Friday?",
    "Wie fr\u00fch m\u00fcssen wir das Atrium f\u00fcr 24 am Freitag buchen?",
    "\u00bfCon cu\u00e1nta antelaci\u00f3n tenemos que reservar el Atrium para 24 el viernes?",
    "Combien de temps \u00e0 l'avance faut-il r\u00e9server l'Atrium pour 24 vendredi ?",
    "Quanto prima dobbiamo prenotare l'Atrium per 24 venerd\u00ec?",
    "Hoe ver vooruit moeten we het Atrium voor 24 op vrijdag boeken?",
]
MADE = [
    "lol who booked the Atrium for 2 people on monday \U0001f602",
    "who booked Cedar for 8 on Tuesday?",
    "someone booked the Atrium for 2 people on monday lol",
    "Wer hat das Atrium f\u00fcr 2 Leute am Montag gebucht?",
    "\u00bfQui\u00e9n reserv\u00f3 el Atrium para 2 personas el lunes?",
    "Qui a r\u00e9serv\u00e9 l'Atrium pour 2 personnes lundi ?",
    "Chi ha prenotato l'Atrium per 2 persone luned\u00ec? \U0001f602",
    "Wie heeft het Atrium voor 2 mensen op maandag geboekt? haha",
]


@rows("text", ABOUT + MADE)
def test_a_question_about_booking_asks_for_none(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and not got.book, got


@rows("text", [ABOUT[0], MADE[0]])
def test_heldout48s_questions_book_nothing_end_to_end(text: str) -> None:
    assert _booked(text) == []


@rows(
    "text",
    [
        "Can you book the Atrium for 24 on Friday?",
        "How about booking Aspen for 6 on Tuesday?",
        "Who can book Aspen for us on Tuesday? Please do it, 6 people.",
        "When can you book Cedar for 8 on Tuesday?",
        "What room should I book for 8 on Tuesday?",
        "How far ahead do we have to book? Anyway, book Cedar for 8 on Tuesday.",
        "Someone booked Cedar by mistake, please book Aspen for 6 on Tuesday instead.",
    ],
)
def test_an_ask_beside_or_about_booking_still_books(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got


@rows(
    ("text", "room"),
    [
        ("Can you book the Atrium for 24 on Friday?", "R-400"),
        ("How about booking Aspen for 6 on Tuesday?", "R-102"),
        ("Who can book Aspen for us on Tuesday? Please do it, 6 people.", "R-102"),
    ],
)
def test_the_honest_neighbours_book_end_to_end(text: str, room: str) -> None:
    assert _booked(text) == [room]
