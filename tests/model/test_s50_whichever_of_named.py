"""Rooms named as alternatives with "whichever" in other languages ask for a booking (requests50).

"Cedar oder Maple für 6 am Dienstag, welcher auch immer frei ist." only asked what was free: the
choice left to what is free was read in English alone ("whichever", "whatever"). German, French,
Spanish, Portuguese, Italian and Dutch now ask for the first free of the rooms named. Near
misses: a question which of them is free still only asks."""

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
        "Cedar oder Maple für 6 am Dienstag, welcher auch immer frei ist.",
        "Cedar oder Maple für 6 am Dienstag, egal welcher.",
        "Cedar ou Maple pour 6 mardi, n'importe laquelle.",
        "Cedar o Maple para 6 el martes, cualquiera de las dos.",
        "Cedar ou Maple para 6 na terça, qualquer uma.",
        "Cedar o Maple per 6 martedì, una qualsiasi.",
        "Cedar of Maple voor 6 op dinsdag, welke dan ook.",
        "Cedar or Maple for 6 on Tuesday, whichever.",
    ],
)
def test_the_first_free_of_the_rooms_named_is_booked(text: str) -> None:
    assert _booked(text) == ["R-204"]


@pytest.mark.parametrize(
    "text",
    [
        "Welcher Raum ist frei, Cedar oder Maple, am Dienstag für 6?",
        "Which one is free on Tuesday for 6, Cedar or Maple?",
    ],
)
def test_a_question_which_is_free_only_asks(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
