"""Held-out tester 33, answers33b: plain yeses and noes in other languages that read unclear,
so the booking was left undone ("Да, бронируйте.", "Ja, book det.", "Nu.")."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer

ROOMS_ = [(r.id, r.name) for r in ROOMS]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday?"


@pytest.mark.parametrize(
    "text",
    ["Да, бронируйте.", "Ναι, κλείστε το.", "Ano, zarezervujte.", "Da, rezervă.", "Da",
     "Ja, book det.", "Ja, book den.", "ja, bestill det"],
)  # fmt: skip
def test_a_plain_yes_approves(text: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS_).verdict == "approve"


@pytest.mark.parametrize("text", ["Nu.", "Nu", "Nei, ikke book det."])
def test_a_plain_no_denies(text: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS_).verdict == "deny"


@pytest.mark.parametrize(
    "text", ["Da, nu.", "Ja, book den 5.", "ja, book det på torsdag", "Da, dar joi", "ja ja"]
)
def test_what_more_is_said_stays_unclear(text: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS_).verdict == "unclear"
