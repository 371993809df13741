"""The Portuguese, Italian and Dutch "not" read as a refusal only where it refuses (regress50).

d0d43096 and bb1fa0f6 taught the readers "não"/"non"/"niet": before a booking verb, up to two
words apart, it refused the booking; four words before a room, it ruled the room out. Both
reached too far. "Se Cedar não estiver livre reserve Maple …" (no comma), "Maakt niet uit welke
boek een zaal …", "Non serve chiedere prenota Cedar …" booked nothing, or Aspen where Cedar was
asked for, as did formal German "Buchen Sie nicht Cedar, sondern Maple"; and "Ik weet niet of
Cedar vrij is, boek hem …", "Non ho ancora prenotato Cedar, prenotala …", "Ainda não reservei a
Cedar, reserve …" booked Aspen, a room nobody asked for. The "not" now refuses a booking when it
stands right before the verb (a pronoun, "still", "no need to" between), German/Dutch "nicht" after
the verb when it ends the clause; it rules a room out when only an article or a verb of using,
wanting or booking stands between. Near misses: each "not yet" and each room ruled out of the
two commits still reads as they made it.
"""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows(
    ("text", "booked"),
    [
        # a condition on the first room, no comma: the "not" negates "free", not the booking
        ("Se Cedar não estiver livre reserve Maple para 6 na terça.", "R-210"),
        ("Se Cedar non è libera prenota Maple per 6 martedì.", "R-210"),
        ("Als Cedar niet vrij is boek Maple voor 6 op dinsdag.", "R-210"),
        # "no matter which", "no need to ask": no refusal
        ("Maakt niet uit welke boek een zaal voor 6 op dinsdag.", "R-102"),
        ("Non importa quale prenota una sala per 6 martedì.", "R-102"),
        ("Não precisa perguntar reserve Cedar para 6 na terça.", "R-204"),
        ("Non serve chiedere prenota Cedar per 6 martedì.", "R-204"),
        # German "nicht" after the verb that goes on to a room or a manner: no "not yet"
        ("Buchen Sie nicht Cedar, sondern Maple, für 6 am Dienstag.", "R-210"),
        ("Buch das nicht zu spät: Cedar für 6 am Dienstag bitte.", "R-204"),
        # a "not" of knowing or of a booking not made, then the room taken by a pronoun
        ("Ik weet niet of Cedar vrij is, boek hem voor 6 op dinsdag.", "R-204"),
        ("Non ho ancora prenotato Cedar, prenotala tu per 6 martedì.", "R-204"),
        ("Ainda não reservei a Cedar, reserve para 6 na terça.", "R-204"),
    ],
)
def test_a_not_that_refuses_nothing_books(text: str, booked: str) -> None:
    assert _booked(text) == [booked]


@rows(
    "text",
    [
        "Não sei se a Cedar está livre, reserve-a para 6 na terça.",
        "Ik heb Cedar nog niet geboekt, boek hem voor 6 op dinsdag.",
    ],
)
def test_the_room_asked_for_is_never_swapped(text: str) -> None:
    assert _booked(text) in ([], ["R-204"])  # asked for Cedar: Aspen, never


@rows(
    "text",
    [
        "A Cedar está livre na terça para 6? Não reserve ainda.",
        "A Cedar está livre na terça para 6? Não a reserve ainda.",
        "Cedar livre na terça para 6? Não precisa reservar ainda.",
        "Cedar è libera martedì per 6? Non prenotarla ancora.",
        "Cedar è libera martedì per 6? Non la prenotare ancora.",
        "Cedar è libera martedì per 6? Non serve prenotare.",
        "Is Cedar vrij op dinsdag voor 6? Niet boeken nog, ik check alleen.",
        "Is Cedar vrij op dinsdag voor 6? Je hoeft nog niet te boeken.",
        "Is Cedar vrij op dinsdag voor 6? Boek hem nog niet.",
        "Ist Cedar am Dienstag frei? Buch ihn noch nicht. Wir sind 6.",
        "Ist Cedar am Dienstag frei? Buchen Sie ihn noch nicht. Wir sind 6.",
    ],
)
def test_not_yet_still_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    assert _booked(text) == []


@rows(
    ("text", "booked"),
    [
        ("Preferisco non usare Cedar. Prenota una sala per 6 martedì.", "R-102"),
        ("Prefiro não usar a Cedar. Reserve uma sala para 6 na terça.", "R-102"),
        ("Ik wil niet Cedar. Boek een zaal voor 6 op dinsdag.", "R-102"),
        ("Non voglio Cedar, prenota una sala per 6 martedì.", "R-102"),
        ("Não reserve a Cedar, reserve a Maple para 6 na terça.", "R-210"),
        ("Non prenotare Cedar, prenota Maple per 6 martedì.", "R-210"),
        ("Buch nicht Cedar, sondern Maple, für 6 am Dienstag.", "R-210"),
    ],
)
def test_a_room_ruled_out_stays_out(text: str, booked: str) -> None:
    assert _booked(text) == [booked]
