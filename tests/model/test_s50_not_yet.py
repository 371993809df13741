"""A booking refused for now ("not yet") asks for none, in each language (requests50).

"Ist Cedar am Dienstag frei? Buch ihn noch nicht." booked Cedar: the German "not" after the verb
was not read, nor "Boek hem nog niet"; "Não reserve ainda", "Non prenotarla ancora" and "Niet
boeken nog" were not read either (no Portuguese, Italian or Dutch "not" before a booking verb),
and the Italian booked Aspen. Each now only asks what is free. Near misses: a reminder ("Não se
esqueça de reservar …", "Non dimenticare di prenotare …", "Vergeet niet … te boeken"), "not
booked yet" said of the past before a booking, a room ruled out beside a booking ("Buch nicht
Cedar, sondern Maple") and a plain "Buch ihn." still book."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


NOT_YET = [
    "Ist Cedar am Dienstag frei? Buch ihn noch nicht. Wir sind 6.",
    "Cedar für 6 am Dienstag frei? Buch ihn bitte noch nicht.",
    "A Cedar está livre na terça para 6? Não reserve ainda.",
    "Cedar livre na terça para 6? Ainda não reserve.",
    "Is Cedar vrij op dinsdag voor 6? Boek hem nog niet.",
    "Is Cedar free Tuesday for 6? Niet boeken nog, ik check alleen.",
    "Cedar è libera martedì per 6? Non prenotarla ancora.",
    "Cedar è libera martedì per 6? Non prenotare ancora.",
    "Is Cedar free Tuesday for 6? Don't book it yet.",
    "Cedar est libre mardi pour 6 ? Ne la réserve pas encore.",
    "¿Está libre Cedar el martes para 6? No la reserves todavía.",
]


@rows("text", NOT_YET)
def test_not_yet_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    assert _booked(text) == []


@rows(
    ("text", "booked"),
    [
        ("Ist Cedar am Dienstag frei? Buch ihn. Wir sind 6.", "R-204"),
        ("Noch nicht gebucht? Dann buch bitte Cedar für 6 am Dienstag.", "R-204"),
        ("Nog niet geboekt? Boek dan Cedar voor 6 op dinsdag.", "R-204"),
        ("Ainda não reservei. Reserve Cedar para 6 na terça.", "R-204"),
        ("Não se esqueça de reservar Cedar para 6 na terça.", "R-204"),
        ("Non dimenticare di prenotare Cedar per 6 martedì.", "R-204"),
        ("Vergeet niet Cedar te boeken voor 6 op dinsdag.", "R-204"),
        ("Buch nicht Cedar, sondern Maple, für 6 am Dienstag.", "R-210"),
    ],
)
def test_near_misses_still_book(text: str, booked: str) -> None:
    assert _booked(text) == [booked]


@rows(
    "text",
    [
        "Vergeet niet Cedar te boeken voor 6 op dinsdag.",
        "Vergeet niet om Cedar te boeken voor 6 op dinsdag.",
        "Vergiss nicht, Cedar zu buchen, 6 Leute am Dienstag.",
        "Não se esqueça de reservar a Cedar para 6 na terça.",
    ],
)
def test_a_reminder_asks_for_the_room_it_names(text: str) -> None:
    assert _booked(text) == ["R-204"]


@rows(
    ("text", "booked"),
    [
        ("Boek een zaal voor 6 op dinsdag, niet Cedar.", "R-102"),
        ("Buch einen Raum für 6 am Dienstag, aber nicht Aspen.", "R-204"),
    ],
)
def test_a_room_ruled_out_stays_out(text: str, booked: str) -> None:
    assert _booked(text) == [booked]
