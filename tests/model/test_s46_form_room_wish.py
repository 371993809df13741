"""A form's room field that asks for any free room is a booking, not a question (requests46,
fresh requests): "- day: wed\\n- ppl: 4\\n- room: whatever's free" and "Day: Wednesday\\nPeople:
4\\nRoom: any free one" were read as asking what is free (the word "free"), and the model only
listed the free rooms; "ppl" was no count field. A question in the form ("Room: is Aspen free?",
"Which rooms are free?") still asks what is free."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "- day: wed\n- ppl: 4\n- room: whatever's free",
        "Day: Wednesday\nPeople: 4\nRoom: whatever is free",
        "Day: Wednesday\nPeople: 4\nRoom: any free one",
        "Day: Wednesday\nPeople: 4\nRoom: any available",
    ],
)
def test_a_room_field_wishing_for_any_free_room_books(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book and read.capacity == 4, read
    assert _booked(text) == ["R-101"]


@pytest.mark.parametrize(
    "text",
    [
        "Day: Wednesday\nPeople: 4\nRoom: is Aspen free?",
        "Day: Wednesday\nPeople: 4\nWhich rooms are free?",
        "Day: Wednesday\nPeople: 4\nCheck what is free",
    ],
)
def test_a_question_in_the_form_still_asks_what_is_free(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    assert _booked(text) == []
