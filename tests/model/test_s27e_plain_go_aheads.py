"""Go-aheads said without the words the reader knew, which outside testers 27a-c found read
unclear ("It is fine for me", "Please go on with booking", "Take it", "book please", "that'll
work", "I'm happy with that.", "I give the approval", "yeh", "indeed"). Each approves; its negation
still refuses, and the same words that add or change a fact still leave the yes unclear."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


@rows(
    "answer",
    [
        "It is fine for me", "ok for me, please make the reservation", "Fine for us.", "OK by me",
        "Yes, make it please", "Please make it.", "Please go on with booking",
        "Go on with the reservation", "Go forward please", "Correct, please book",
        "That's correct, please book.", "book please", "Book, please.", "I give the approval",
        "I give my approval", "I grant approval.", "Take it", "OK, take it", "Take the room.",
        "that'll work", "That will work.", "That would work for us.", "I'm happy with that.",
        "We're happy with that.", "indeed", "Indeed.", "Correct.", "yeh", "yah", "okie",
        "yeh go ahead", "yah sure", "Cool, thanks.", "Je donne mon accord.", "Ich gebe mein OK.",
        "Passt für mich.", "Doy mi aprobación.", "Me sirve.",
        "Please go further with the booking", "Take this room", "yas",
    ],
)  # fmt: skip
def test_a_plain_go_ahead_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@rows(
    "answer",
    [
        "That won't work.", "I'm not happy with that.", "Not fine for me.", "Don't take it.",
        "No, don't go forward", "It is not ok for us", "no sirve", "We cannot make it.",
        # the asked day refused (answers51b; it stayed unclear as a change beside a yes)
        "I'm happy with that, but not Tuesday",
    ],
)  # fmt: skip
def test_its_negation_refuses(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@rows(
    "answer",
    [
        "Yes, make it Cedar", "Make it Wednesday please", "book Cedar please",
        "Book it for 8 please",
        "That would work, but ask Dana first",
        "Room for around 9 on Monday please, actually only 7 can make it",
    ],
)  # fmt: skip
def test_a_change_beside_it_stays_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
