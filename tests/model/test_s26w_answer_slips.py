"""Answers the reader took for a yes to the asked booking, or for another one, against "Book
R-102 (Aspen) for 6 people on Tuesday at 14:30?" (helper dots26): "Yes, six am" read a head
count of 6 and approved a different time; "yes, 14.30 works" added a date; a room named by a
letter ("room B") approved; "for six hours" repeated the head count. Each case keeps a neighbour
that must read as it did.
"""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer

_ROOMS = [(room.id, room.name) for room in ROOMS]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
AT_6AM = "Book R-102 (Aspen) for 6 people on Tuesday at 6am?"

CASES = [
    # an hour word before am/a.m. is a time, and German "am" (on the) is none
    ("Yes, six am", ASKED, "unclear"),
    ("yes, seven a.m.", AT_6AM, "unclear"),
    ("yes, seven a.m.", AT_6AM.replace("6am", "7am"), "approve"),
    ("Yes, six am", AT_6AM, "approve"),
    ("yes, at 6am", AT_6AM, "approve"),
    ("yes, at 06:00", AT_6AM, "approve"),
    ("Yes, six", ASKED, "approve"),
    ("Ja, am Dienstag", ASKED, "approve"),
    ("ja, sechs am Dienstag", ASKED, "approve"),
    # a dotted time the question has is that time; a true date, or another time, is not
    ("yes, 14.30 works", ASKED, "approve"),
    ("Ja, 14.30 passt.", ASKED, "approve"),
    ("yes, 2.30", ASKED, "approve"),
    ("ja, um 14.30 Uhr", ASKED, "approve"),
    ("yes, 15.30 works", ASKED, "unclear"),
    ("yes, at 15.30", ASKED, "unclear"),
    ("yes, on 14.03", ASKED, "unclear"),
    ("yes, 14.3.", ASKED, "unclear"),
    ("yes 3.5.2026", ASKED, "unclear"),
    # a room the arena does not have, named by a letter or a bare number: not the asked one
    ("yes, room B", ASKED, "unclear"),
    ("yes, in room 7", ASKED, "unclear"),
    ("yes, room for 6", ASKED, "approve"),
    ("yes, room for six", ASKED, "approve"),
    ("yes, Aspen", ASKED, "approve"),
    ("yes, R-102", ASKED, "approve"),
    # a number before hours or days is how long, not how many
    ("Yes, for six hours", ASKED, "unclear"),
    ("yes, for six", ASKED, "approve"),
    ("yes, for six people", ASKED, "approve"),
]


@pytest.mark.parametrize(("answer", "asked", "verdict"), CASES)
@pytest.mark.parametrize("rooms", [_ROOMS, None], ids=["rooms", "no-rooms"])
def test_answer_reads(answer: str, asked: str, verdict: str, rooms: object) -> None:
    assert explain_answer(answer, asked, rooms=rooms).verdict == verdict  # type: ignore[arg-type]
