"""answers35: a head count mistyped by a key next to the right one ("sevem", "fivr", "eigjt",
"twp", "tem", "ren") or a doubled sound-alike ("forr") approved whatever count was asked: a
changed letter counted as two slips, so the word was near no number word and no count was held
against the request. A key's neighbour now counts one slip; words that one such slip makes of a
number word ("the right people", "we're free", "all mine") are read as before."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-204 (Cedar) for 6 people on Wednesday (the request says: at 2pm)"


def _verdict(answer: str, asked: str = ASKED) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["sure, we're sevem", "yes — sevem of us", "yep, for sevem people", "yes we are fivr",
     "Approved, table for eigjt", "yes, nime of us coming", "yes — twp of us", "yes, tem of us",
     "yep, for ren people", "yes — foir of us", "yep, for fice people", "yes, seben of us",
     "yes for forr people", "Approved, table for siz"],
)  # fmt: skip
def test_a_count_mistyped_by_a_neighbouring_key_is_unclear(answer: str) -> None:
    asked = ASKED.replace("for 6", "for 9") if "siz" in answer else ASKED
    assert _verdict(answer, asked) == "unclear", answer


@pytest.mark.parametrize(
    "answer",
    ["yes for the right people", "yes, we're free", "yes we're free that day", "yes, all mine",
     "sure, we're siz", "yes — sixx of us"],
)  # fmt: skip
def test_a_word_of_its_own_or_the_asked_count_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
