"""Plain requests the loader refused (outside tester 20): a weekday taken back ("tuesday … no not
tuesday wednesday"), a reply above a quoted "Monday or Tuesday?" that picks one, "just me and
Tom" (two), a "step-free access" bullet (no availability question), "could we nab a room"."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _read(text: str) -> BookingRequest:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        (
            "we need somewhere for eight of us on tuesday first thing no not tuesday wednesday "
            "sorry wednesday",
            8,
            "Wednesday",
        ),
        (
            "for six on monday morning no not monday tuesday sorry tuesday can you book a room",
            6,
            "Tuesday",
        ),
        (
            "Yes please, Tuesday works for us.\n\n> On Mon, 1 Dec 2025 at 09:14, Sam wrote:\n"
            "> Can you book a room for the 5 of us? Monday or Tuesday?",
            5,
            "Tuesday",
        ),
        (
            "Sure, Thursday is fine.\n\n> Could you book a room for 4? Wednesday or Thursday?",
            4,
            "Thursday",
        ),
        ("Just me and Tom on Monday, book us a room.", 2, "Monday"),
        ("Only me and Priya on Tuesday - can you book somewhere?", 2, "Tuesday"),
        ("Room request for Wednesday:\n- 10 people\n- step-free access\n- 2-4pm", 10, "Wednesday"),
        ("Room request for Thursday:\n- 6 people\n- hands-free phone\n- 10-11am", 6, "Thursday"),
        ("Could we nab a room Tuesday for the four of us?", 4, "Tuesday"),
        ("Could we snag a room Friday for the six of us?", 6, "Friday"),
    ],
)
def test_plain_requests_are_read_as_bookings(text: str, people: int, day: str) -> None:
    read = _read(text)
    assert (read.capacity, read.day, read.book) == (people, day, True)


@pytest.mark.parametrize(
    "text",
    [
        "Is a room free on Tuesday for 4?",
        "Any hands-free rooms on Monday for 3?",
        "Monday or Tuesday, for 4 people: which is free?",
    ],
)
def test_questions_of_what_is_free_stay_questions(text: str) -> None:
    read = read_request(text)
    assert not (isinstance(read, BookingRequest) and read.book)


def test_two_days_with_none_taken_back_stay_two() -> None:
    read = read_request("Book a room for 4 on Monday or Tuesday.")
    assert not isinstance(read, BookingRequest)
