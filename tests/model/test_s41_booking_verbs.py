"""A yes that says the booking back with another booking verb asks for nothing more (answers41:
"Yes, go ahead and grab Aspen for Tuesday" to an Aspen-on-Tuesday request read as asking for
more than the booking, its "grab" no word of the request). Such a verb with a thing the request
does not name, another room, or an errand still leaves it unclear."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ASKED = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"


@pytest.mark.parametrize(
    "text",
    [
        "Yes, go ahead and grab Aspen for Tuesday",
        "Hey! Just saw this. Yes, go ahead and grab Aspen for Tuesday, thanks for sorting it :)",
        "Yes, and grab Aspen",
        "Yes, go ahead and secure Aspen",
        "Sure, snag Aspen for Tuesday",
        "yes and lock it in",
    ],
)
def test_the_booking_said_back_with_another_verb_is_a_yes(text: str) -> None:
    assert read_answer(text, ASKED) == "approve", text


@pytest.mark.parametrize(
    "text",
    [
        "Yes, and grab the projector",
        "Yes, and get coffee",
        "Yes, and grab Cedar too",
        "Yes, and hold Cedar as a backup",
        "Yes, and take the big screen",
    ],
)
def test_another_thing_or_room_with_such_a_verb_stays_unclear(text: str) -> None:
    assert read_answer(text, ASKED) == "unclear", text
