"""Held-out tester 34: "yep, the board meeting is fine" approved a request for Juniper on Thursday
at 10:00 that names no board meeting. A yes whose own clause names a meeting or event ("the board
meeting", "the client dinner", "the standup", "retro is fine") with a word that is no word of the
request, of a booking or of when it is, may answer another meeting than the one the room is for:
unclear now, as "yes, the offsite is fine" was (arena.wording.addressed). A yes naming the
request's own meeting ("the quarterly review" to a request for it, "the meeting", "Thursday's
meeting"), a room by its use ("the training room") or saying "book it for …" still approves."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Juniper (R-101) for 3 people on Thursday at 10:00?"
REVIEW = "Book R-101 (Juniper) for 6 people on Wednesday (the request says: It's for the quarterly review)"


def _verdict(answer: str, asked: str = ASKED) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["yep, the board meeting is fine", "Approved for the client dinner.", "yeah retro is fine by me",
     "Sure, go ahead with the 1:1.", "yes, the standup works", "Sure, the vendor call can go ahead.",
     "Yes — the product demo is good to go", "ok the hackathon is approved",
     "yes, that's fine for the performance review", "Approved for the happy hour."],
)  # fmt: skip
def test_a_yes_to_a_meeting_the_request_does_not_name_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


def test_another_meeting_than_the_one_asked_is_unclear() -> None:
    assert _verdict("yep, the budget review is fine", REVIEW) == "unclear"


@pytest.mark.parametrize(
    "answer",
    ["yes, the meeting is fine", "Yes, see you at the meeting", "yes, Thursday's meeting is fine",
     "yes, the conference room is fine", "Yes, the training room works",
     "yes, book it for the board meeting", "Yes please, enjoy the lunch",
     "yes, call me if you need anything", "the booking is approved, yes"],
)  # fmt: skip
def test_the_booking_its_meeting_or_a_room_by_its_use_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@pytest.mark.parametrize(
    "answer",
    ["yes, the quarterly review is fine", "yes, the review works", "Approved for the review."],
)
def test_the_request_s_own_meeting_still_approves(answer: str) -> None:
    assert _verdict(answer, REVIEW) == "approve", answer
