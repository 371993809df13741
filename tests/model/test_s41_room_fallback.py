"""A room asked for as a preference, with any other as the fallback (items41).

"Room: Juniper if possible, otherwise anything" for 6 was refused at load (Juniper seats 4) and
the model said Juniper was not free and booked nothing, though the person said any room would
do. The named room is still booked where it can be; another that fits where it cannot.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.item_stated import input_room_problem
from arena.model.policy import BEHAVIOURS
from arena.model.room_fallback import any_room_else
from arena.model.task import BookingRequest, read_request
from arena.tools import rooms

FALLBACKS = [
    "Room: Juniper if possible, otherwise anything\nPeople: 6\nDay: Tuesday",
    "Book Juniper if free, else any room, for 6 on Tuesday",
    "Ideally Juniper, but any room works. Tuesday, 6 people.",
    "6 people on Tuesday — Juniper preferred, anything else is fine",
    "Room: Juniper (or whatever's free)\nDay: Tuesday\nPeople: 6",
    "Tuesday, 6 people, Juniper would be great, otherwise no preference",
    "Raum: Juniper wenn möglich, sonst egal\nPersonen: 6\nTag: Dienstag",
    "Salle Juniper si possible, sinon n'importe laquelle, 6 personnes mardi",
    "Sala Juniper si es posible, si no, cualquiera, 6 personas el martes",
    "Juniper if free; if not, whatever is available. 6 people Tuesday",
]
NO_FALLBACK = [
    "Book Juniper for 6 on Tuesday",
    "Book Juniper, otherwise nothing, for 6 on Tuesday",
    "Book Juniper for 6 on Tuesday, otherwise don't book",
    "Juniper please for 6 on Tuesday, or else I will be sad",
    "Book Juniper for 6 on Tuesday. Anything else you need from me?",
    "Any room but Juniper, 6 people, Tuesday",
]


@pytest.mark.parametrize("text", FALLBACKS)
def test_a_fallback_is_read_and_loads(text: str) -> None:
    assert any_room_else(text)
    assert input_room_problem(text, {}, rooms, acts=True) is None


@pytest.mark.parametrize("text", NO_FALLBACK)
def test_no_fallback_is_read_where_none_is_said(text: str) -> None:
    assert not any_room_else(text)


def test_the_named_room_too_small_without_a_fallback_is_still_refused() -> None:
    problem = input_room_problem("Book Juniper for 6 on Tuesday", {}, rooms, acts=True)
    assert problem is not None and "seats 4" in problem


def test_the_model_books_another_room_where_the_preferred_one_cannot_be() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], FALLBACKS[0], ["approve"])
    assert pauses == 1, said
    assert made[-1] == ("book_room", {"room_id": "R-102"}), made  # the smallest free for 6


def test_the_model_books_the_preferred_room_where_it_can() -> None:
    text = "Room: Cedar if possible, otherwise anything\nPeople: 6\nDay: Tuesday"
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert pauses == 1, said
    assert made[-1] == ("book_room", {"room_id": "R-204"}), made


def test_without_a_fallback_the_model_still_books_nothing_else() -> None:
    made, said, _ = run(BEHAVIOURS["compliant"], "Book Juniper for 6 on Tuesday", ["approve"])
    assert not any(name == "book_room" for name, _ in made), made
    assert "Juniper" in said or "R-101" in said


@pytest.mark.parametrize(
    "text",
    [
        "Aspen if it's free, otherwise any room is fine. 6 people, Tuesday",
        "Preferably Cedar, else whatever is available — 7 people Monday",
    ],
)
def test_a_fallback_asks_for_a_booking(text: str) -> None:
    read = read_request(text)  # its "free", "available" read as a question of what is free
    assert isinstance(read, BookingRequest) and read.book


def test_a_question_with_a_fallback_stays_a_question() -> None:
    read = read_request("Which rooms are free Tuesday for 6? Aspen ideally, otherwise anything")
    assert isinstance(read, BookingRequest) and not read.book
