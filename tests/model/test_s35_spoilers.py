"""Held-out tester 34: "||yes||" approved the booking. Words behind a spoiler mark (Discord's and
Slack's "||…||", Reddit's ">!…!<", "<spoiler>…</spoiler>") are hidden until clicked, a joke's or a
teaser's mark; a yes there, or beside one ("Yes, book it. ||jk||"), is no go-ahead. A bar alone
("yes, book it | thanks") marks nothing, and a no stays a no."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 4 people on Thursday (the request says: at 10am)"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["||yes||", "||approved||", "||go ahead||", "||sure||", "||yes, book it||", "||ok||",
     "Yes, book it. ||jk||", "approved ||for now||", ">!yes!<"],
)  # fmt: skip
def test_a_yes_behind_a_spoiler_mark_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@pytest.mark.parametrize("answer", ["yes, book it | thanks", "**yes**", "`approved`"])
def test_a_bar_or_emphasis_marks_no_spoiler(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


def test_a_no_stays_a_no() -> None:
    assert _verdict("no || sorry") == "deny"
