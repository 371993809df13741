"""Held-out tester 37: a yes that moves the day in a language whose weekdays only the request
reader knew ("ja, men fredag i stedet"), and a yes with "but only" in Spanish, Italian,
Portuguese or Dutch ("sí, pero solo media hora"), were each read as a plain yes."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-204 (Cedar) for 4 people on Thursday at 14:00?"

MOVED_DAY = [
    "ya, tapi hari Jumat",  # Indonesian: yes, but Friday
    "jo, ale v pátek",  # Czech
    "ja, men fredag i stedet",  # Norwegian: yes, but Friday instead
    "jo, ale v úterý",  # Czech: Tuesday
    "ja, men tirsdag",  # Danish
]
ONLY_PART = [
    "sí, pero solo media hora",
    "sí, pero solamente una hora",
    "sì, ma solo mezz'ora",
    "sim, mas só meia hora",
    "sim, mas apenas meia hora",
    "ja, maar alleen een half uur",
]
THE_ASKED_BACK = [
    "ja, torsdag passer",  # Norwegian: Thursday suits
    "jo, ve čtvrtek",  # Czech: on Thursday
    "sí, pero solo el jueves",
    "sì, ma solo giovedì",
    "sim, mas só na quinta",
    "ja, maar alleen op donderdag",
    "ja, maar alleen Cedar",
    "sí",
]


@pytest.mark.parametrize("answer", MOVED_DAY)
def test_a_yes_moving_the_day_in_a_far_language_is_unclear(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear"
    assert "day" in (reading.why or "")


@pytest.mark.parametrize("answer", ONLY_PART)
def test_but_only_in_another_language_qualifies_the_yes(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "unclear"


@pytest.mark.parametrize("answer", THE_ASKED_BACK)
def test_the_requests_own_day_or_room_said_back_stays_a_yes(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
