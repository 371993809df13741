"""Two asks a request takes back (heldout46, regress46):

- a correction after "just kidding": "Book the Atrium Friday for 20. Just kidding, it's 6 of us,
  Cedar please." booked the Atrium for 20; the words after the joke replace the ask before it
  (a joke with nothing asked after it still calls the request off);
- a room's fault that still holds on the day asked: "Aspen is closed through Wednesday. Book
  Aspen for 6 on Wednesday." booked the closed room (and the German "bis Mittwoch geschlossen"
  booked another room unasked); the model now asks. A fault over by the day asked keeps the
  room, as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, CalledOff, NotUnderstood, read_request


def _read(text: str) -> tuple[str | None, str, int]:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text), read.day, read.capacity


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Book the Atrium Friday for 20. Just kidding, it's 6 of us, Cedar please.",
            ("R-204", "Friday", 6),
        ),
        (
            "Book Juniper Monday for 3... jk, we need Aspen, there's 7 of us now.",
            ("R-102", "Monday", 7),
        ),
        ("Reserve Cedar Thursday for 8 lol jk make it Wednesday", ("R-204", "Wednesday", 8)),
        ("Book Cedar for 6 on Monday. jk, Tuesday.", ("R-204", "Tuesday", 6)),
    ],
)
def test_the_ask_after_a_joke_replaces_the_one_before(text: str, want: tuple) -> None:
    assert _read(text) == want


def test_a_joke_with_nothing_asked_after_it_still_calls_the_request_off() -> None:
    read = read_request("Book Aspen for 6 on Tuesday? Just kidding, we don't need it.")
    assert isinstance(read, CalledOff), read


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Tuesday, I'm not kidding.",
        "Book Aspen for 6 on Tuesday. Just kidding about the projector, we don't need one.",
    ],
)
def test_no_joke_about_the_ask_keeps_it(text: str) -> None:
    assert _read(text) == ("R-102", "Tuesday", 6)


@pytest.mark.parametrize(
    "text",
    [
        "Aspen is closed through Wednesday. Book Aspen for 6 on Wednesday.",
        "Aspen is closed from Thursday. Book Aspen for 6 on Thursday.",
        "Aspen ist bis Mittwoch geschlossen. Bitte Aspen am Mittwoch für 6 Personen buchen.",
        "Aspen est fermée jusqu'à mercredi. Réservez Aspen pour 6 personnes mercredi.",
    ],
)
def test_a_room_asked_for_on_a_day_its_fault_holds_is_asked_about(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "Aspen" in read.reason, read


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Aspen's projector is broken until Wednesday. Book Aspen for 6 on Thursday.", "Thursday"),
        ("Aspen is closed from Thursday. Book Aspen for 6 on Wednesday.", "Wednesday"),
    ],
)
def test_a_fault_over_by_the_day_asked_keeps_the_room(text: str, day: str) -> None:
    assert _read(text) == ("R-102", day, 6)


def test_a_fault_held_with_another_room_asked_books_that_room() -> None:
    named, day, _ = _read("Aspen is closed through Wednesday, so book Maple for 6 on Wednesday.")
    assert (named, day) == ("R-210", "Wednesday")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Aspen's screen is broken until Wednesday, so for Tuesday put the 5 of us in Cedar.",
            ("R-204", "Tuesday", 5),
        ),
        (
            "Aspen is closed until Thursday, so book Cedar for 6 on Wednesday.",
            ("R-204", "Wednesday", 6),
        ),
    ],
)
def test_the_bound_of_a_fault_of_a_room_given_up_is_no_day_asked(text: str, want: tuple) -> None:
    assert _read(text) == want
    assert "aspen" in read_request(text).avoid  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "The building is closed until Thursday. Book a room for 6 on Wednesday.",
        "Aspen is closed until Thursday. Book a room for 6 on Wednesday.",
        "Aspen is closed until Thursday. Book Aspen for 6 on Wednesday.",
        "The projector in Aspen is broken until Wednesday. Book Aspen for 6 on Tuesday.",
    ],
)
def test_a_fault_of_no_room_or_of_the_room_asked_is_still_asked_about(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Book Maple for 9 Friday, jk about 9, it's 10.", ("R-210", "Friday", 10)),
        ("Just kidding about Friday — it's Thursday. Aspen, 6.", ("R-102", "Thursday", 6)),
        (
            "Book Aspen for 6 on Tuesday, just kidding about Tuesday, Wednesday.",
            ("R-102", "Wednesday", 6),
        ),
    ],
)
def test_what_a_joke_is_about_is_no_part_of_the_ask_after_it(text: str, want: tuple) -> None:
    assert _read(text) == want
