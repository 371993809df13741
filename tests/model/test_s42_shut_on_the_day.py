"""A yes beside words that say the place is shut or taken on the asked day or time, said before
it (session 42: each approved): "Yes, the office is closed Tuesday", "we're shut on Tuesday",
"Das Büro ist am Dienstag geschlossen" (:mod:`arena.wording.against`).
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

SHUT = [
    "Yes, the office is closed Tuesday",
    "Yes, the office is closed on Tuesday",
    "Yes, the building is closed on Tuesdays",
    "Yes, we're closed Tuesday",
    "Yes, we are shut on Tuesday",
    "Yes, the office is closed at 14:30",
    "Ja, das Büro ist am Dienstag geschlossen",
    "Oui, le bureau est fermé mardi",
    "Sí, la oficina está cerrada el martes",
    "Sim, o escritório está fechado na terça",
    "Yes, the office is closed that day",
    "Yes, we're closed on that day",
    "Yes, though Tuesday we're closed",
    # already unclear by other readers: the day after the verdict, the room's own verdict
    "Yes, Aspen is booked all Tuesday",
    "Yes, Aspen is closed Tuesday",
    "Ja, Dienstag ist geschlossen",
]
STILL_YES = [
    "Yes, booked on Tuesday",
    "Yes, I closed the ticket Tuesday",
    "Yes, the ticket is closed, Tuesday works",
    "Yes, the office is open Tuesday",
    "Yes, it's booked for Tuesday",
    "Yes, on Tuesday at 14:30",
    "Yes, all set for Tuesday",
    "Ja, am Dienstag geht",
    "Ja, ist am Dienstag frei",
    "Sí, el martes está libre",
    "Yes, the form is closed this time",
    "Yes, Tuesday we're free",
    "Yes, Tuesday we're all in",
]


@rows("answer", SHUT)
def test_a_yes_beside_the_asked_day_shut_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", STILL_YES)
def test_the_asked_day_said_back_is_still_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
