"""Answers heldout44 read unclear though they say yes or no (requests45): "Certo, conferma pure."
(Italian: sure, go ahead and confirm), "Vazgeçtim, rezerve etme." (Turkish: I gave up, don't
book), "算了，不订了。" (Chinese: forget it, not booking). Each now decides; a confirm or a
passing said with anything else that is no no stays unclear, and a negated confirm denies."""

from __future__ import annotations

import pytest

from arena.tools import rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [(r.id, r.name) for r in rooms.ROOMS]


def _verdict(text: str) -> str:
    return explain_answer(text, ASKED, rooms=ROOMS).verdict


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Certo, conferma pure.", "approve"),
        ("Conferma pure.", "approve"),
        ("Sì, confermo la prenotazione.", "approve"),
        ("Vazgeçtim, rezerve etme.", "deny"),
        ("算了，不订了。", "deny"),
        ("不订了。", "deny"),
    ],
)
def test_the_answer_decides(text: str, verdict: str) -> None:
    assert _verdict(text) == verdict


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Non confermare.", "deny"),
        ("No, non confermo.", "deny"),
        ("Conferma pure, ma per 8 persone.", "unclear"),
        ("Conferma se Aspen ha il proiettore.", "unclear"),
        ("Vazgeçtim, evet rezerve et.", "unclear"),
        ("Vazgeçtim, yarın konuşuruz.", "unclear"),
        ("不订了？", "unclear"),
        ("好的，订吧。", "approve"),
    ],
)
def test_neighbours_read_as_before(text: str, verdict: str) -> None:
    assert _verdict(text) == verdict
