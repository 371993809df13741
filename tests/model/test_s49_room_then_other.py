"""A room only spoken of before a booking of another is not booked (requests49c).

"Is Cedar free Tuesday? Book Maple for 6." booked Cedar and "Aspen is the smallest, so book
Cedar …" booked Aspen: the room at the head of a question or statement about it read as asked
for beside the room the booking names. A why-question about a booking not made asks for none in
Portuguese, Italian and Dutch too ("Por que não reservou Cedar …?" booked Cedar). Near misses: a
fallback ("If not, book Maple", "… Maple if not") or a second booking still reads the first
room as asked; a proposal ("Por que não reservamos Cedar?") still books it."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request

IDS = {"aspen": "R-102", "cedar": "R-204", "maple": "R-210"}


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Is Cedar free Tuesday? Book Maple for 6.", "maple"),
        ("Is Cedar free on Tuesday? Then book Maple for 6.", "maple"),
        ("is cedar free tuesday? ok, book maple for 6", "maple"),
        ("Ist Cedar am Dienstag frei? Buch Maple für 6.", "maple"),
        ("Aspen is the smallest, so book Cedar for 6 on Tuesday.", "cedar"),
        ("Aspen's the smallest one, so book Cedar for 6 on Tuesday.", "cedar"),
        ("Maple is the biggest. Book Cedar for 6 on Tuesday.", "cedar"),
        ("Aspen ist der kleinste, also buch Cedar für 6 am Dienstag.", "cedar"),
    ],
)
def test_the_room_the_booking_names_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [IDS[room]]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Is Cedar free Tuesday? Book Maple for 6 if not.", "cedar"),
        ("Is Cedar free Tuesday? Book it for 6.", "cedar"),
        ("Cedar for 6 on Tuesday. Book Maple if Cedar is taken.", "cedar"),
        ("Book Cedar for 6 on Tuesday.", "cedar"),
        ("Aspen is fine, also book Cedar for 6 on Tuesday.", "both"),  # two rooms: asked about
    ],
)
def test_a_fallback_or_a_pronoun_still_books_the_first(text: str, room: str) -> None:
    assert _booked(text) == ([] if room == "both" else [IDS[room]])


@pytest.mark.parametrize(
    "text",
    [
        "Por que não reservou Cedar para 6 na terça?",
        "Por que você não reservou Cedar para 6 na terça?",
        "Porque não conseguiu reservar Cedar para 6 na terça?",
        "Perché non hai prenotato Cedar per 6 martedì?",
        "Waarom heb je Cedar niet geboekt voor 6 op dinsdag?",
    ],
)
def test_why_not_booked_asks_for_none_in_more_languages(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    assert _booked(text) == []


@pytest.mark.parametrize(
    "text",
    ["Por que não reservamos Cedar para 6 na terça?", "Perché non prenotiamo Cedar per 6 martedì?"],
)
def test_a_proposal_still_books(text: str) -> None:
    assert _booked(text) == ["R-204"]
