"""The unnamed changes of ``test_s42_unnamed_changes`` in other words and languages (session 42:
each approved): another day in German, Italian, Dutch and Portuguese, the slot moved or resized
with no value ("Yes, but earlier", "but shorter"), someone off sick in French, German, Spanish,
Italian and Dutch, and a check asked alone in French, German, Spanish and Dutch
(:data:`arena.wording.changes.CHANGED_FACT`, :mod:`arena.wording.check_first`).
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

CHANGED = [
    "Ja, aber an einem anderen Tag",
    "Sì, ma un altro giorno",
    "Ja, maar een andere dag",
    "Sim, mas outro dia",
    "Oui, mais un autre jour",
    "Yes, but earlier",
    "Yes, but shorter",
    "Yes, but a bit longer",
    "OK, just make it earlier",
    "Oui, mais plus tôt",
    "Ja, aber früher",
    "Oui, Tom est malade",
    "Ja, Tom ist krank",
    "Sí, Tom está enfermo",
    "Oui, vérifie juste la disponibilité",
    "Ja, nur nachsehen ob frei",
    "Sí, solo comprueba si está libre",
]
STILL_YES = [
    "Yes, as I said earlier",
    "Yes, thanks, talk later",
    "Yes, sooner is better",
    "Ja, gerne",
    "Oui, c'est parfait",
    "Oui, Tom est ravi",
    "Sí, perfecto",
]


@rows("answer", CHANGED)
def test_a_change_unnamed_in_other_words_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", STILL_YES)
def test_a_yes_that_changes_nothing_stays_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
