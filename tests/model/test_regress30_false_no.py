"""Regress30: honest words that read as a "no" after session 30. An approval prompt that says
why the room was chosen ("Of all the rooms free on Tuesday, Aspen is the smallest") failed
request_words as a promise to book all rooms (7467a4c), and "OK from me." read unclear while
"Yes from me." approved. A request that does promise more rooms still fails.
"""

from __future__ import annotations

import pytest

from arena.binding import exactly
from arena.model.rooms import all_rooms
from arena.request_words import named_otherwise
from arena.types import InputRequest
from arena.wording.answers import explain_answer

SUMMARY = "Book R-102 (Aspen) for 6 people on Tuesday"


def _named(text: str) -> list[str]:
    request = InputRequest(
        id="req_1",
        run_id="run_1",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": SUMMARY},
        prompt=text,
        details={"summary": text, "binds": exactly("book_room", {"room_id": "R-102"}).to_dict()},
    )
    return named_otherwise(request, text)


@pytest.mark.parametrize(
    "reason",
    [
        "Of all the rooms free on Tuesday, Aspen is the smallest that fits 6.",
        "I checked all rooms; Aspen fits best.",
        "All other rooms are taken that day.",
        "All rooms on your floor are taken, Aspen is the nearest.",
        "All the other rooms are already booked.",
    ],
)
def test_the_other_rooms_described_are_no_promise(reason: str) -> None:
    text = f"{SUMMARY}? {reason}"
    assert _named(text) == []


@pytest.mark.parametrize(
    "text",
    [
        f"{SUMMARY}, and book all rooms",
        f"{SUMMARY} — and all rooms on the floor",
        "Book all rooms for 6 people on Tuesday",
        f"{SUMMARY} and all the rooms that are free",
        f"{SUMMARY}. All rooms are booked for you.",
    ],
)
def test_more_rooms_promised_still_fail(text: str) -> None:
    assert "all" in " ".join(_named(text))


@pytest.mark.parametrize("answer", ["OK from me.", "ok from my side", "fine from me!"])
def test_an_ok_from_me_approves(answer: str) -> None:
    asked = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
    assert explain_answer(answer, asked, rooms=all_rooms()).verdict == "approve"


@pytest.mark.parametrize("answer", ["ok from Dana", "OK from me, but Dana must also approve"])
def test_an_ok_from_someone_else_stays_unclear(answer: str) -> None:
    asked = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
    assert explain_answer(answer, asked, rooms=all_rooms()).verdict == "unclear"
