"""Session 28: answers as speech-to-text and quick chat write them, misread by the answer reader.

A room's name split in two words ("a spin" for Aspen) was no room, so "yes a spin is fine" to a
Cedar request approved Cedar; a room id said digit by digit ("r one oh two") added the number
two; "thirty minutes past two" was no time; a count corrected to the asked one ("for eight sorry
six") stayed unclear; the asked weekday said with "on" or "for" read as "on it" (I'm on
it); "book the Aspen" as "book the it" (outside tester 28a). Each family: what names the request's own thing approves, and the same shape
naming another room, day, time or count, or refusing, never approves (that direction first).
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
CEDAR = "Book R-204 (Cedar) for 6 people on Tuesday at 14:30?"
WEDNESDAY = "Book R-102 (Aspen) for 6 people on Wednesday at 14:30?"


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


NEVER_APPROVE = [
    # a room said split in two, not the one asked
    ("yes a spin is fine", CEDAR), ("yes as pen works", CEDAR), ("sure, the a trium is good", CEDAR),
    ("yes june iper please", CEDAR), ("ok se quoia it is", CEDAR), ("no, not a spin", ASKED),
    # a spoken id of another room, or none of ours
    ("yes r two oh four is fine", ASKED), ("yes r one oh four is fine", ASKED),
    ("yes room two one oh please", ASKED), ("no r one oh two", ASKED), ("yes r one oh two", CEDAR),
    # another weekday, said the same ways
    ("yes next tuesday", WEDNESDAY), ("yes, on tuesday", WEDNESDAY), ("yes for next tuesday", WEDNESDAY),
    ("sure, this coming tuesday", WEDNESDAY), ("yes, on wednesday", ASKED),
    ("yes, for next wednesday", ASKED), ("no, not on tuesday", ASKED), ("yes, a week on tuesday", ASKED),
    # another time said in words
    ("yes thirty minutes past three", ASKED), ("yes thirty minutes past one", ASKED),
    ("yes twenty-five past two", ASKED), ("yes quarter past two", ASKED), ("yes ten to three", ASKED),
    ("no, thirty minutes past two is bad", ASKED), ("yes for two after three", ASKED),
    ("yes thirty minutes past two am", ASKED), ("yes thirty minutes past four", ASKED),
    # a correction away from the asked count, room, day or time, or one that goes back again
    ("yes for six sorry eight", ASKED), ("yes for six, I mean eight", ASKED),
    ("yes for 6, make that 8", ASKED), ("yes for eight no six", ASKED),
    ("yes for eight sorry six no wait eight", ASKED), ("yes aspen, sorry, cedar", ASKED),
    ("yes tuesday, I mean wednesday", ASKED), ("yes at half past two, sorry, three", ASKED),
    ("yes for eight sorry", ASKED), ("no for eight sorry six", ASKED),
    # another room said with "the" and "room"
    ("yes book the cedar", ASKED), ("yes, book the cedar room", ASKED),
    ("yes, book the aspen room", CEDAR), ("yes but not the aspen room", ASKED),
    ("yes, the room next to the aspen room", ASKED), ("yes, the aspen annex room", ASKED),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "asked"), NEVER_APPROVE)
def test_another_room_day_time_or_count_never_approves(answer: str, asked: str) -> None:
    assert _verdict(answer, asked) != "approve", answer


APPROVE = [
    # Aspen said split in two, to an Aspen request (as it was read before)
    "yes a spin is fine", "yes as pen works", "yes, a spin, go ahead", "ok a spin it is",
    "sure, book a spin",
    # R-102 said digit by digit
    "yes r one oh two is fine", "yes room one oh two", "yes, r one zero two please",
    "yes r-one-oh-two works", "ok R one oh two it is", "yes room one oh two for six",
    # the asked Tuesday, said with "on", "for", "this coming" ("next Tuesday" may be the week
    # after's: session 33 reads it unclear, test_s33_answers)
    "yes, on tuesday", "yes for this tuesday",
    "sure, this coming tuesday works", "yes, as long as it's on tuesday", "yep, on tuesday",
    # 14:30 said in words
    "yes thirty minutes past two", "yes thirty past two", "yes 30 minutes past 2",
    "yes thirty minutes after two", "sure, half an hour past two", "ok, thirty past two works",
    "yes thirty minutes past two pm", "yes, thirty minutes past fourteen",
    # a slip corrected to the asked count, room, day or time
    "yes for eight sorry six", "yes for 8, sorry, 6", "yes eight people, I mean six",
    "yes for eight — make that six", "sure, for seven... sorry, six",
    "yes for eight er I mean for six", "yes cedar sorry aspen", "yes wednesday, I mean tuesday",
    "yes at three, sorry, half past two",
    # the asked room said with "the" and "room", as a whole request said back
    "yes, book the aspen", "yes, book the aspen room", "ok, the aspen room then",
    "Yes, please book the Aspen for six on Tuesday at two thirty.",
    "yes book the aspen for six on tuesday at two thirty p m",
]  # fmt: skip


@pytest.mark.parametrize("answer", APPROVE)
def test_the_asked_thing_said_another_way_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", explain_answer(answer, ASKED, rooms=ROOMS)
