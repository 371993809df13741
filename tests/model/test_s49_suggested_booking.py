"""A booking suggested as a question asks for it (requests49).

"Why don't we book Cedar for Tuesday? We're 6." read as "don't book Cedar": Cedar ruled out and
only what is free asked. "Warum buchen wir nicht Cedar …?", "¿Por qué no reservamos Cedar …?",
"Perché non prenotiamo Cedar …?" ruled Cedar out and booked another room. Each now asks for
Cedar; a question about a booking not made or not allowed, and a room said not free, stay."""

from __future__ import annotations

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request
from row_table import rows

SUGGESTED = [
    "Why don't we book Cedar for Tuesday? We're 6.",
    "Why don't we just book Cedar for 6 on Tuesday?",
    "Why not book Cedar for Tuesday for 6?",
    "why dont you reserve Cedar for 6 on tuesday?",
    "Why not grab Cedar for 6 on Tuesday?",
    "Warum buchen wir nicht Cedar für Dienstag? Wir sind 6.",
    "Wieso buchen wir Cedar nicht für Dienstag? Wir sind 6.",
    "Warum nicht Cedar am Dienstag buchen? Wir sind 6.",
    "Pourquoi ne pas réserver Cedar pour mardi ? Nous sommes 6.",
    "Pourquoi on ne réserve pas Cedar mardi ? Nous sommes 6.",
    "¿Por qué no reservamos Cedar para el martes? Somos 6.",
    "Perché non prenotiamo Cedar per martedì? Siamo 6.",
    "Por que não reservamos Cedar para terça? Somos 6.",
    "Waarom boeken we Cedar niet voor dinsdag? We zijn met 6.",
]


@rows("text", SUGGESTED)
def test_a_suggested_booking_asks_for_the_room(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.book and "cedar" not in read.avoid, read
    assert (read.capacity, read.day) == (6, "Tuesday")
    assert _named([], read, text) == "R-204"


def test_a_suggestion_without_a_room_books_one() -> None:
    read = read_request("Why don't we book a room for 6 on Tuesday?")
    assert isinstance(read, BookingRequest) and read.book, read


NOT_SUGGESTED = [
    "Why didn't you book Cedar for 6 on Tuesday?",
    "Why can't we book Cedar for 6 on Tuesday?",
    "Why is Cedar not free on Tuesday for 6?",
    "Warum ist Cedar am Dienstag nicht frei? Wir sind 6.",
    "¿Por qué no está libre Cedar el martes? Somos 6.",
    "Pourquoi Cedar n'est pas libre mardi ? Nous sommes 6.",
    "Don't book Cedar for Tuesday, just check what's free for 6.",
    "Why don't we have a room for 6 on Tuesday?",
]


@rows("text", NOT_SUGGESTED)
def test_other_questions_with_a_negation_are_left_as_written(text: str) -> None:
    from arena.model.suggested import as_asked

    assert as_asked(text) == text


@rows("text", NOT_SUGGESTED[2:7])
def test_a_room_said_not_free_or_refused_asks_no_booking(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
