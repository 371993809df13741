"""Held-out tester 33, answers33b: a chat log's stamp before a yes ("[10:14] Jane Doe: yes go
ahead") read as a time the yes added, and "2-3pm" read as the number 2 and 3pm, so a yes that
wrote the range on the 24-hour clock ("14:00-15:00") added a time; each unclear."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer

ROOMS_ = [(r.id, r.name) for r in ROOMS]
ASPEN = "Book R-102 (Aspen) for 6 people on Wednesday?"
PM = "Book R-204 (Cedar) for 2 people on Tuesday 2-3pm?"
NOON = "Book R-204 (Cedar) for 2 people on Tuesday 11-1pm?"


@pytest.mark.parametrize(
    ("text", "asked", "verdict"),
    [
        ("[10:14] yes go ahead", ASPEN, "approve"),
        # a chat export's header: who sent the message and when, the yes theirs (answers53; read
        # unclear in sessions 34-52 as a name that may say whose the yes is)
        ("[10:14] Jane Doe: yes go ahead", ASPEN, "approve"),
        ("[10:14 AM] yes", ASPEN, "approve"),
        ("[10:14:05] no", ASPEN, "deny"),
        ("yes, 10:14", ASPEN, "unclear"),  # said, not stamped
        ("[10:14] yes, 9:00", ASPEN, "unclear"),
        ("Jane Doe  10:14 AM\nyes go ahead", ASPEN, "approve"),  # a chat app's header
        ("Jane Doe  10:14\nno", ASPEN, "deny"),
        ("Wednesday  10:14\nyes", ASPEN, "unclear"),  # a day and a time, said
        ("Jane Doe  10:14 AM\nyes, 9:00", ASPEN, "unclear"),
        ("yes, Tuesday 14:00-15:00 is fine", PM, "approve"),
        ("yes, 14:00", PM, "approve"),
        ("yes, 2am", PM, "unclear"),
        ("yes, 1-3pm", PM, "unclear"),
        ("yes, 11:00-13:00", NOON, "approve"),
        ("yes, 23:00", NOON, "unclear"),
        ("yes for 2-3 people", PM, "approve"),
    ],
)
def test_stamps_and_ranges(text: str, asked: str, verdict: str) -> None:
    assert explain_answer(text, asked, rooms=ROOMS_).verdict == verdict
