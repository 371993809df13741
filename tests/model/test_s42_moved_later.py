"""A yes that moves the slot by a span, or puts it off, with no new time named (session 42: each
approved, the Spanish and Portuguese "tarde" read as the request's afternoon): "Sí, pero una hora
más tarde", "Sim, uma hora mais tarde" (:data:`arena.wording.changes.MOVED`).
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

MOVED = [
    "Sí, pero una hora más tarde",
    "Sí, una hora más tarde",
    "Sí, media hora más tarde",
    "Sí, una hora más temprano",
    "Sí, más tarde",
    "Sí, te confirmo más tarde",
    "Sim, mas uma hora mais tarde",
    "Sim, uma hora mais tarde",
    "Sim, mais tarde",
    "Sì, un'ora più tardi",
    "Sì, mezz'ora più tardi",
    "Ja, eine Stunde früher",
    "Sí, una hora después",
    "Sí, pero una hora antes",
    "Ja, eine Stunde danach",
    "Sí, pero retrásalo una hora",
    "Oui, décale d'une heure",
    "Ja, verschieb es um eine Stunde",
    "Sì, più tardi",
    "Yes, push it back a bit",
    "Yes, bump it up",
    "Yes, move it later",
    # already unclear by other readers: the same change said in the other languages
    "Oui, mais une heure plus tard",
    "Oui, une heure plus tard",
    "Ja, aber eine Stunde später",
    "Ja, eine Stunde später",
    "Sì, ma un'ora più tardi",
    "Yes, but an hour later",
    "Yes, an hour earlier",
    "Yes, half an hour later",
]
STILL_YES = [
    "Sí, hasta más tarde",
    "Sí, nos vemos más tarde",
    "Sí, hablamos más tarde",
    "Sim, até mais tarde",
    "Sí, perfecto, por la tarde",
    "Sí, a las 14:30 de la tarde",
    "Sim, à tarde",
    "Ja, wie früher besprochen",
    "Ja, bis später",
    "Oui, à plus tard !",
    "Yes, see you later",
    "Yes, talk later",
    "Sí, como te dije hace una hora",
    "Sí, lo vi hace una hora, antes de comer",
    "Sì, a più tardi",
    "Sì, ci sentiamo più tardi",
    "Yes, let's move forward",
    "Yes, push it through",
]


@rows("answer", MOVED)
def test_a_yes_that_moves_the_slot_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", STILL_YES)
def test_a_goodbye_or_the_asked_afternoon_is_still_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
