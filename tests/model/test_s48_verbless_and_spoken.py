"""Requests heldout47 found asked about or read as asking nothing (reader "warned instead").

"周一，Cedar 会议室，5人" (Monday, Cedar meeting room, 5 people) and "Pazartesi için Juniper, 3
kişi" (for Monday Juniper, 3 people) were asked about as naming a room without saying whether to
book it: the fullwidth comma and the word for a meeting room (会议室, 会議室, 회의실), and Turkish
"için" (for), were no fillers of a clause of bare facts. "uh hi, yeah, could you, um, get us
Aspen on, uh, Tuesday, there'll be like six of us" asked nothing: with its fillers gone, "could
you, get us …" was no "could you get us …". Each now books; a question after "could you, …"
("Could you, please, tell me what's free …?") still asks what is free, and a room said of the
past ("上次Cedar 会议室太吵了": last time too noisy) is still asked about."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], str(said)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("\u5468\u4e8c\uff0cCedar \u4f1a\u8bae\u5ba4\uff0c5\u4eba", "R-204"),
        ("\u706b\u66dc\u65e5\u3001Cedar \u4f1a\u8b70\u5ba4\u30015\u540d", "R-204"),
        ("Sal\u0131 i\u00e7in Cedar, 5 ki\u015fi", "R-204"),
        ("Pazartesi i\u00e7in Juniper, 3 ki\u015fi", "R-101"),
        (
            "uh hi, yeah, could you, um, get us Aspen on, uh, Tuesday, there'll be like six of us",
            "R-102",
        ),
        ("could you, um, book Cedar for Tuesday, 6 of us", "R-204"),
    ],
)
def test_a_verbless_or_spoken_request_books_its_room(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said


def test_the_room_taken_that_day_is_said_not_free() -> None:
    booked, said = _booked("\u5468\u4e00\uff0cCedar \u4f1a\u8bae\u5ba4\uff0c5\u4eba")
    assert booked == [] and "R-204 is not free" in said, said


@pytest.mark.parametrize(
    "text",
    [
        "Could you, please, tell me what's free on Tuesday for 6?",
        "Can you, like, check if anything is free Tuesday for 6?",
    ],
)
def test_a_question_after_could_you_still_asks_what_is_free(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read


def test_a_room_said_of_the_past_is_still_asked_about() -> None:
    read = read_request(
        "\u5468\u4e8c\uff0c\u4e0a\u6b21Cedar \u4f1a\u8bae\u5ba4\u592a\u5435\u4e86\uff0c5\u4eba"
    )
    assert isinstance(read, NotUnderstood), read
