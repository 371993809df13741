"""A request that withdraws itself, or was never one, books nothing (requests46, session 45's
note and heldout45): "Book Aspen for 6 on Tuesday? Just kidding, we don't need it." and
"Hypothetically, if I needed Aspen on Tuesday for 6, would that work?" each booked Aspen, as did
"Would've booked Cedar for Tuesday for 6, but the offsite got moved, so no need." A joke owned at
the end, or the need told gone at the end, now calls the request off; a hypothetical question asks
what is free and books nothing. An emphatic "I'm not kidding", a need of something else ("no need
for a projector"), a condition's outcome and a hypothetical followed by "if so, book it" still
book."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, CalledOff, read_request
from row_table import rows


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], said


@rows(
    "text",
    [
        "Book Aspen for 6 on Tuesday? Just kidding, we don't need it.",
        "Book Aspen for 6 on Tuesday. Just kidding!",
        "Book Aspen for 6 on Tuesday - jk",
        "Cedar for 6 on Tuesday please... lol, only joking",
        "Book Aspen for 6 on Tuesday. No, just kidding.",
        "Bitte Aspen für Dienstag, 6 Personen. War nur ein Scherz!",
        "Reserva Aspen el martes para 6. Es broma, no hace falta.",
    ],
)
def test_a_joke_owned_at_the_end_is_called_off(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, CalledOff), read
    booked, said = _booked(text)
    assert booked == []
    assert "joke" in said


@rows(
    "text",
    [
        "Would've booked Cedar for Tuesday for 6, but the offsite got moved, so no need.",
        "Book Cedar for Tuesday for 6. Scratch the plan, we don't need it anymore.",
        "Cedar on Tuesday for 6 - not needed after all.",
        "Aspen für 6 am Dienstag buchen. Ach, ist doch nicht nötig.",
        "Réserve Cedar mardi pour 6. Finalement pas besoin.",
        "Boek Cedar dinsdag voor 6. Is toch niet nodig.",
    ],
)
def test_the_need_told_gone_at_the_end_is_called_off(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)
    booked, said = _booked(text)
    assert booked == []
    assert "not needed" in said


@rows(
    "text",
    [
        "Hypothetically, if I needed Aspen on Tuesday for 6, would that work?",
        "Hypothetically speaking, could we get Cedar on Tuesday for 6?",
        "In theory, could we get Cedar on Tuesday for 6?",
        "Quick question, hypothetically: is Maple free on Friday for 8?",
        "If I needed Aspen on Tuesday for 6, would that work?",
    ],
)
def test_a_hypothetical_question_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book is False, read
    booked, said = _booked(text)
    assert booked == []
    assert "Free on" in said


@rows(
    ("text", "room"),
    [
        ("Book Aspen for 6 on Tuesday, I'm not kidding!", "R-102"),
        ("Book Aspen for 6 on Tuesday (no kidding, we need it)", "R-102"),
        ("Book Aspen for 6 on Tuesday, no need for a projector.", "R-102"),
        ("Book Aspen for 6 on Tuesday; we don't need a projector.", "R-102"),
        ("Book Aspen for 6 on Tuesday. No need to confirm the time.", "R-102"),
        ("Book Cedar for 6 on Tuesday; if Cedar is taken, we don't need one.", "R-204"),
        ("If we needed Cedar on Tuesday for 6, could you book it?", "R-204"),
        (
            "Hypothetically, if I needed Aspen on Tuesday for 6, would that work? If so, book it.",
            "R-102",
        ),
        ("In theory Aspen is free Tuesday, can you book it for 6?", "R-102"),
        ("Bitte Aspen für Dienstag buchen, 6 Personen, kein Scherz.", "R-102"),
    ],
)
def test_a_request_that_stands_still_books(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _booked(text)[0] == [room]
