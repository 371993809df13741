"""answers37 (outside tester, session 37), fourth round: yeses that leave the count or length
open, or are someone else's, in the other languages read and as a rough count, approved.

- a whole group as who comes in French, Spanish, German, Dutch, Norwegian ("Oui, pour toute
  l'équipe", "Sí, vienen todos", "Ja, alle kommen mit"): how many come is no count the request
  says (arena.wording.joining); "para todos nosotros" (for all of us) stays a yes;
- someone else agreeing ("Oui, mon chef est d'accord", "Ja, der Chef findet es gut", "Sí, mi jefe
  está de acuerdo"): their say (arena.wording.reported); "c'est d'accord", "ich finde es gut",
  "estoy de acuerdo" are the person's own;
- a longer meeting in German, French, Spanish, Italian, Dutch, and a week of it ("yes, for the
  week"), and a count said roughly or as a floor ("about 8 people", "8 or more", "8 or so")
  (arena.wording.changes); "8 at most" to a request for 8 approves, as "6 max" does (session 33)."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"


def _read(answer: str, asked: str = ASKED) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    "answer",
    ["Oui, pour toute l'équipe", "Sí, para todo el equipo", "Ja, alle kommen mit",
     "Oui, tout le monde vient", "Sí, vienen todos", "Ja, hele teamet kommer", "Ja, für das ganze Team",
     "Ja, der Chef findet es gut", "Oui, mon chef est d'accord", "Sí, mi jefe está de acuerdo",
     "Ja, mijn baas vindt het goed", "Ja, aber es könnte länger dauern", "Oui, mais ça durera plus longtemps",
     "yes, for the week", "yes, 8 or more", "yes, roughly 8", "yes, about 8 people", "yes, 8 or so",
     "yes, approximately eight"],
)  # fmt: skip
def test_a_yes_that_leaves_it_open_or_is_someone_elses_is_unclear(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    "answer",
    ["Oui, c'est d'accord", "Sí, estoy de acuerdo", "Ja, ich finde es gut", "Ja, ik vind het goed",
     "Sí, para todos nosotros", "Oui, je suis d'accord", "yes, 8 people", "Ja, für alle 8",
     "Yes, about 2 hours is fine", "yes, it's about time", "yes, 8 at most", "Ja, wir kommen alle acht."],
)  # fmt: skip
def test_the_persons_own_agreement_or_the_count_asked_still_approves(answer: str) -> None:
    assert _read(answer, ASKED.replace("for 1 hour", "for 2 hours")).verdict == "approve"
