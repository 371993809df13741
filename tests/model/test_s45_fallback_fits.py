"""A preferred room with "anything that fits" as the fallback (evals45).

"…, ideally Maple, but anything that fits is OK." and "…, but any room that fits is fine." for
10 people on Thursday (Maple taken) were refused at load as if only Maple would do, while
"preferably Maple but anything is fine" loaded and booked Atrium. A relative clause ("that
fits", "which seats us", "that's free") between "any room" and "is fine" now reads as the same
fallback; a question about such a room, or a room ruled out, does not.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.item_stated import input_room_problem
from arena.model.policy import BEHAVIOURS
from arena.model.room_fallback import any_room_else
from arena.tools import rooms

FITS = [
    "Book a room for 10 people on Thursday, ideally Maple, but anything that fits is OK.",
    "Book a room for 10 people on Thursday, ideally Maple, but any room that fits is fine.",
    "Ideally Maple, but anything that fits. 10 people Thursday.",
    "Maple would be great, any room which fits us works too. 10 people, Thursday",
    "Maple for 10 on Thursday; any room that is free is OK",
    "Maple for 10 Thursday, but anything that's free is fine",
    "Maple for 10 Thursday please, but any other room that fits will do.",
]
NO_FALLBACK = [
    "Book Maple for 10 on Thursday.",
    "Book Maple for 10 on Thursday. Anything that fits in the budget?",
    "Book Maple for 10 on Thursday, anything but Atrium.",
    "Book Maple for 10 on Thursday, but anything that fits on Friday is wrong.",
]


@pytest.mark.parametrize("text", FITS)
def test_anything_that_fits_is_a_fallback_and_loads(text: str) -> None:
    assert any_room_else(text)
    assert input_room_problem(text, {}, rooms, acts=True) is None


@pytest.mark.parametrize("text", NO_FALLBACK)
def test_no_fallback_is_read_where_none_is_said(text: str) -> None:
    assert not any_room_else(text)


def test_the_named_room_taken_without_a_fallback_is_still_refused_at_load() -> None:
    problem = input_room_problem(NO_FALLBACK[0], {}, rooms, acts=True)
    assert problem is not None and "taken on Thursday" in problem


def test_the_model_books_a_room_that_fits_where_the_preferred_one_is_taken() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], FITS[0], ["approve"])
    assert pauses == 1, said
    assert made[-1] == ("book_room", {"room_id": "R-400"}), made  # Atrium: free for 10 Thursday
