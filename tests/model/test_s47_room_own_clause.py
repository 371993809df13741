"""A room named in a clause of its own, bare facts beside it at most, is the room asked for
(heldout46, requests47): "Me and my two co-founders, Wednesday, Juniper.", "Bitte Aspen am
Mittwoch, wir sind zu siebt.", "Vrijdag Aspen graag, we zijn met 8.", "Perşembe günü Atrium,
16 kişiyiz.", "Somos cuatro más el jefe, el viernes, en Cedar." and "来週の月曜、ジュニパーを2名で。"
were asked about ("it names … without saying whether to book it or to avoid it"), the count's
own words making the sentence no sentence of bare facts. A name beside a request for a room
not named, a greeting or thanks, a past, a sign-off, or a room ruled out is asked about or
avoided, as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request


def _read(text: str) -> tuple[str | None, str, int]:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text), read.day, read.capacity


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Me and my two co-founders, Wednesday, Juniper.", ("R-101", "Wednesday", 3)),
        ("We're 3 + me on Friday, Juniper", ("R-101", "Friday", 4)),
        ("Team of 10 minus the 3 on holiday, Friday, Aspen.", ("R-102", "Friday", 7)),
        ("Ana, Tom, me plus 2 guests — Aspen on Wednesday", ("R-102", "Wednesday", 5)),
        ("We are 5 people. Tuesday. The Aspen. Thank you.", ("R-102", "Tuesday", 5)),
        ("Bitte Aspen am Mittwoch, wir sind zu siebt.", ("R-102", "Wednesday", 7)),
        ("Vrijdag Aspen graag, we zijn met 8.", ("R-102", "Friday", 8)),
        ("Perşembe günü Atrium, 16 kişiyiz.", ("R-400", "Thursday", 16)),
        ("Preciso da Aspen na quarta-feira para 8 pessoas.", ("R-102", "Wednesday", 8)),
        ("Somos cuatro más el jefe, el viernes, en Cedar.", ("R-204", "Friday", 5)),
        ("来週の月曜、ジュニパーを2名で。", ("R-101", "Monday", 2)),
    ],
)
def test_a_room_in_a_clause_of_its_own_is_asked_for(text: str, want: tuple) -> None:
    assert _read(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 5 on Friday, Aspen.",
        "Friday, 5 people. Thanks, Aspen",
        "Room Tue for 4 please — Aspen",
    ],
)
def test_a_name_that_may_be_a_person_or_the_past_is_asked_about(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "Aspen" in read.reason, read


@pytest.mark.parametrize(
    "text", ["Not Aspen. Friday, 4 people.", "Friday for 4, Aspen is too small"]
)
def test_a_room_ruled_out_stays_out(text: str) -> None:
    named, _, _ = _read(text)
    assert named is None
