"""Session 49 (users49b): a shrug beside a yes ("Yes, doesn't matter which", "Yes, no preference")
is a plain yes to one room, and hands the pick back where the request offered two.

The "no"/"not"/"niet" inside "no preference", "doesn't matter", "not fussed", "maakt niet uit"
read as a no beside the yes ("it says both yes and no") whatever was asked, and "peu importe",
"me da igual", "indifferente", "ça m'est égal" approved a two-room request, the agent picking a
room nobody chose. The shrug is set aside where what is left says yes or refuses in so many words;
a bare "No, doesn't matter" or "No preference." alone still decides nothing.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ONE = "Book R-102 (Aspen) for 6 people on Tuesday"
OFFERED = "Book R-102 (Aspen, 6 seats) or R-204 (Cedar, 8 seats) for 6 on Tuesday?"
WHICH = "Which room should I book for 6 people on Tuesday: Aspen, or would you prefer Cedar?"


def _readings(text: str, asked: str | None) -> set[str]:
    """How the harness (with and without the rooms) and the model read ``text``."""
    return {
        read_answer(text, asked, rooms=ROOMS),
        read_answer(text, asked),
        model_reads(text, asked, ROOMS),
    }


SHRUG_YES = [
    "Yes, doesn't matter which",
    "Yes, it does not matter which one",
    "Yes, no preference",
    "yes - I have no real preference",
    "Sure, not fussed",
    "Yep, doesn't matter to me",
    "Go ahead, I don't care which",
    "Ja, egal welcher",
    "Ja, ist mir egal",
    "Keine Präferenz, ja",
    "Oui, peu importe",
    "Oui, ça m'est égal",
    "Oui, pas de préférence",
    "Sí, me da igual",
    "Sí, sin preferencia",
    "Sì, indifferente",
    "Sì, non importa",
    "Sim, tanto faz",
    "Ja, maakt niet uit",
    "Ja, het maakt me niet uit welke",
    "Ja, geen voorkeur",
]


@rows("text", SHRUG_YES)
def test_shrug_beside_a_yes_approves_one_room(text: str) -> None:
    assert _readings(text, ONE) == {"approve"}, text


@pytest.mark.parametrize("text", SHRUG_YES)
@pytest.mark.parametrize("asked", [OFFERED, WHICH, None])
def test_shrug_beside_a_yes_to_a_pick_is_unclear(text: str, asked: str | None) -> None:
    assert _readings(text, asked) == {"unclear"}, (text, asked)


NEAR_MISSES = [
    ("No preference, don't book", "deny"),
    ("Doesn't matter, don't book it.", "deny"),
    ("Maakt niet uit, niet boeken", "deny"),
    ("No, doesn't matter", "unclear"),
    ("Nope, no preference", "unclear"),
    ("No preference.", "unclear"),
    ("Doesn't matter.", "unclear"),
    ("Yes, no preference, but don't book yet", "unclear"),
    ("Yes, Tuesday or Friday, no preference", "unclear"),
    ("Yes, doesn't matter which, just not Aspen", "deny"),  # the asked room refused (answers51b)
    ("Yes, no preference on catering", "approve"),
    ("Doesn't matter, go ahead", "approve"),
]


@rows(("text", "verdict"), NEAR_MISSES)
def test_near_misses(text: str, verdict: str) -> None:
    assert read_answer(text, ONE, rooms=ROOMS) == verdict, text
