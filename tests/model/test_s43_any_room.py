"""A booking that leaves the room to the model is a booking (requests43): "Team offsite prep: 8
people, Tuesday, whatever room is free." read as only asking what is free, so the model listed
the free rooms and booked nothing. "whatever room is free", "whichever is free", "any free
room", "doesn't matter which", "wherever there's space", "irgendeinen freien Raum", "la que esté
libre", "n'importe quelle salle" now ask for the first free room that fits; a question, a "tell
me" and the bare "whatever's free" (tester 18: it may ask for a list) still only ask."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request
from row_table import rows

BOOKS = [
    ("Team offsite prep: 8 people, Tuesday, whatever room is free.", "Tuesday", 8),
    ("8 people, Tuesday, any free room.", "Tuesday", 8),
    ("Friday for 6, whichever is free", "Friday", 6),
    ("Monday, 5 people, doesn't matter which room.", "Monday", 5),
    ("Sprint review → Friday → whole squad of 8 → wherever there's space", "Friday", 8),
    ("Thursday, 6 people, wherever there is space.", "Thursday", 6),
    ("Für Dienstag bitte irgendeinen freien Raum, wir sind zu fünft.", "Tuesday", 5),
    ("Nos hace falta una sala el jueves, somos ocho, la que esté libre.", "Thursday", 8),
    ("Pour vendredi, 6 personnes, n'importe quelle salle.", "Friday", 6),
    ("We'll be 6 on Tuesday, two guests might join remotely. Any room.", "Tuesday", 6),
    ("Tuesday for 6. Any room please.", "Tuesday", 6),
]


@rows(("text", "day", "people"), BOOKS, ids=[t[0] for t in BOOKS])
def test_the_room_left_to_the_model_is_a_booking(text: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.book, read.day, read.capacity, read.room) == (True, day, people, None)


def test_the_model_books_the_first_free_room_that_fits() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], BOOKS[0][0], ["approve"])
    assert made[0] == ("search_rooms", {"capacity": 8, "day": "Tuesday"}), made
    assert ("book_room", {"room_id": "R-204"}) in made and pauses == 1, (made, said)


ONLY_ASKS = [
    "Thursday, 3 people, whatever's free",
    "Is any free room left on Tuesday for 8?",
    "Tell me whatever room is free on Tuesday for 8.",
    "Check if any free room is there on Tuesday for 8.",
    "Which room is free Tuesday for 8, any one?",
    "Don't book anything, just tell me any free room Tuesday for 8.",
    "Is there any room free Tuesday for 8",
    "Is there a room on Tuesday for 6? Any room.",
    "Any room free Tuesday for 6?",
    "I wonder if there's any free room Tuesday for 4.",
    "Curious whether any free room exists Tuesday for 4",
    "No idea whether any free room is left Tuesday for 4.",
]


@rows("text", ONLY_ASKS)
def test_a_question_what_is_free_still_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
