"""A room asked for through a condition on it, or for someone else (the lead's notes, heldout46).

"Lmk if Cedar works for 6 on Tuesday. If yes just book it" and "If Cedar works for 6 on Tuesday,
book it." booked Aspen: the condition read Cedar as only placed, and the first free room was
booked. A room that opens a condition that it would do ("if Cedar works", "whether Cedar is
free", "ob Cedar … frei ist"), then booked through a pronoun ("book it", "go ahead", "buch
ihn"), is now the room asked for; "Lmk if Cedar works …" alone asks what is free and books
nothing. "Marco needs Juniper on Tuesday for 3" was asked about (named without saying whether to
book it): "needs"/"wants" ask for the room as "need"/"want" did, and so do French "a besoin de"
and Dutch "heeft … nodig" as German "braucht" and Spanish "necesita" did."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], str(said)


@pytest.mark.parametrize(
    "text",
    [
        "Lmk if Cedar works for 6 on Tuesday. If yes just book it",
        "Let me know if Cedar works for 6 on Tuesday - if it does, book it.",
        "If Cedar works for 6 on Tuesday, book it.",
        "Check if Cedar is free Tuesday for 6 and if yes book it",
        "Can you see whether Cedar is available on Tuesday for 6? If it is, go ahead and book it.",
        "Schau mal, ob Cedar am Dienstag f\u00fcr 6 frei ist, und wenn ja, buch ihn.",
        "If Cedar is free on Tuesday book it for 6, otherwise Maple.",
    ],
)
def test_a_room_booked_on_a_condition_that_it_would_do_is_booked(text: str) -> None:
    booked, said = _booked(text)
    assert booked == ["R-204"], said


def test_the_room_on_a_condition_taken_is_said_not_free() -> None:
    booked, said = _booked("Lmk if Cedar works for 6 on Monday. If yes just book it")
    assert booked == [] and "R-204 is not free" in said, said


@pytest.mark.parametrize(
    "text",
    [
        "Lmk if Cedar works for 6 on Tuesday.",
        "If Cedar works for 6 on Tuesday, great, but don't book it yet.",
    ],
)
def test_a_condition_with_no_booking_asked_books_nothing(text: str) -> None:
    booked, said = _booked(text)
    assert booked == [], said


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("If Cedar is busy on Tuesday, book Aspen for 6.", "R-102"),
        ("If Cedar works, great; otherwise book Aspen for 6 on Tuesday.", "R-102"),
    ],
)
def test_a_condition_that_books_another_room_reads_as_before(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Marco needs Juniper on Tuesday for 3", "R-101"),
        ("Priya wants Cedar on Tuesday for 6", "R-204"),
        ("Our team needs Cedar on Tuesday for 6", "R-204"),
        (
            "Marco needs Juniper on Wednesday for his 1:1 (2 people) - book it for him please.",
            "R-101",
        ),
        ("Nobody needs Cedar, book Aspen for 3 on Tuesday", "R-102"),
        ("Marco a besoin de Juniper mardi pour 3", "R-101"),
        ("Marco heeft Juniper nodig op dinsdag voor 3", "R-101"),
        ("Marco braucht Juniper am Dienstag f\u00fcr 3", "R-101"),
        ("Marco necesita Juniper el martes para 3", "R-101"),
        ("On n'a pas besoin de Cedar, r\u00e9serve Aspen mardi pour 3", "R-102"),
        ("We hebben Cedar niet nodig, boek Aspen op dinsdag voor 3", "R-102"),
    ],
)
def test_a_room_someone_needs_is_the_room_asked_for(text: str, room: str) -> None:
    booked, said = _booked(text)
    assert booked == [room], said
