"""A weekday inside a why-question asks nothing of it (requests51).

"Why is Tuesday full? Anyway book Cedar for 6 Wednesday" was refused as naming two days: the
Tuesday of the question is the writer's wonder, not a day asked for. "Why not Tuesday?" and
"why don't we do Tuesday" suggest the day, and stay read as they were.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request
from arena.wording.days import asked_days
from arena.wording.numbers import fold

WHY = [
    "Why is Tuesday full? Anyway book Cedar for 6 Wednesday",
    "Warum ist Dienstag voll? Egal, buch Cedar für 6 am Mittwoch",
    "Wieso ist der Dienstag schon belegt?? Dann bitte Cedar für 6 am Mittwoch buchen.",
    "¿Por qué el martes está lleno? En fin, reserva Cedar para 6 el miércoles",
    "Perché martedì è pieno? Comunque prenota Cedar per 6 mercoledì",
    "Por que terça está cheia? Enfim, reserva Cedar para 6 na quarta",
    "Waarom is dinsdag vol? Hoe dan ook, boek Cedar voor 6 op woensdag",
    "Dear team, may I ask why Tuesday is unavailable? In any case, kindly reserve Cedar for "
    "6 people on Wednesday.",
    "how come tuesday is all booked up lol. anyway can u book cedar for 6 on wednesday",
]


@pytest.mark.parametrize("text", WHY)
def test_the_day_of_a_why_question_is_not_asked_for(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.day == "Wednesday"


@pytest.mark.parametrize(
    ("text", "days"),
    [
        # near misses: a suggestion of the day (still a second day beside another), the same
        # day booked, two days and no why at all
        ("Why don't we do Tuesday? Book Cedar for 6 on Wednesday.", ["tuesday", "wednesday"]),
        ("Why wouldn't Tuesday work? Cedar for 6 on Wednesday then.", ["tuesday", "wednesday"]),
        ("Waarom niet dinsdag? Boek Cedar voor 6 op woensdag.", ["wednesday"]),  # niet: out
        ("Why is Tuesday full? Book Cedar for 6 on Tuesday anyway", ["tuesday"]),
        ("Book Cedar for 6 on Tuesday or Wednesday.", ["tuesday", "wednesday"]),
        ("Tuesday works. Why? Wednesday is the offsite.", ["tuesday", "wednesday"]),
    ],
)
def test_near_misses_keep_their_days(text: str, days: list[str]) -> None:
    assert asked_days(fold(text)) == days
