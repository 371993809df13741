"""The next day a request offers is searched where the first has no room (requests51).

"Book Maple for 8 on Thursday or Friday, whichever is free" searched Thursday only (Maple is
taken then, free on Friday) and said Maple was not free. Now the other day of the pair, or one
offered as a fallback ("otherwise Friday", "sinon vendredi", "altrimenti venerdì", "anders
vrijdag"), is searched next; a day never offered is never tried, and two days both asked for
with nothing to choose between them are still asked about.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request
from arena.tools import rooms

MAPLE_THU_FRI = [
    "Book Maple for 8 on Thursday or Friday, whichever is free.",
    "Bitte Maple für 8 buchen, Donnerstag oder Freitag, egal welcher.",
    "Maple pour 8, jeudi ou vendredi, peu importe",
    "Reserva Maple para 8, jueves o viernes, da igual",
    "Prenota Maple per 8 giovedì, altrimenti venerdì",
    "Reserve a Maple para 8 na quinta-feira, senão sexta-feira",
    "Boek Maple voor 8 op donderdag, anders vrijdag",
    "Book Maple for 8 on Thursday, otherwise Friday.",
    "maple for 8 thu or fri whichever is free pls, book it",
    "Dear Facilities, kindly reserve Maple for 8 on Thursday; failing that, Friday.",
]


def _played(text: str) -> tuple[list[tuple[str, str]], str]:
    made, final, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [
        (n, str(a.get("day") or a.get("room_id"))) for n, a in made if n != "request_approval"
    ], final


def test_maple_is_taken_thursday_and_free_friday() -> None:
    assert [r.id for r in rooms.available(8, "thursday")] == ["R-400"]
    assert "R-210" in [r.id for r in rooms.available(8, "friday")]


@pytest.mark.parametrize("text", MAPLE_THU_FRI)
def test_the_next_day_offered_is_searched_and_booked(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.day == "Thursday"
    made, final = _played(text)
    assert made == [
        ("search_rooms", "Thursday"),
        ("search_rooms", "Friday"),
        ("book_room", "R-210"),
    ], final
    assert "on Friday" in final


def test_a_room_on_the_first_day_is_booked_there() -> None:
    made, _ = _played("Need a room for 12, Thursday or Friday, whichever is free")
    assert made == [("search_rooms", "Thursday"), ("book_room", "R-400")]


def test_both_days_taken_books_nothing_and_says_both() -> None:
    made, final = _played("Book Cedar for 6 on Thursday or Friday, whichever works")
    assert [n for n, _ in made] == ["search_rooms", "search_rooms"]
    assert "Friday (nor on Thursday)" in final


@pytest.mark.parametrize(
    ("text", "also"),
    [
        # near misses: no day offered after the first, or the first preferred with no other
        ("Book Maple for 8 on Thursday.", ()),
        ("Book Maple for 8 on Thursday, not Friday.", ()),
        ("Book Maple for 8 on Thursday for the Friday review.", ()),
        ("Book Maple for 8 on Thursday, like every Friday.", ()),
    ],
)
def test_no_other_day_is_tried_where_none_is_offered(text: str, also: tuple[str, ...]) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert getattr(read, "also", ()) == also
    made, _ = _played(text)
    assert [d for n, d in made if n == "search_rooms"] == ["Thursday"]


def test_two_days_without_a_choice_are_still_asked_about() -> None:
    from arena.model.day_choice import days_else

    assert isinstance(read_request("Book Maple for 8 on Thursday or Friday."), NotUnderstood)
    assert days_else("Book Maple for 8 on Thursday or Friday.", "thursday") == ()
