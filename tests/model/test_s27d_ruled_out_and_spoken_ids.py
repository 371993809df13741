"""Outside tester 27c's items refused at load though valid: "yes, Aspen is fine" to a request
that rules Aspen out ("…, not Aspen please.") read as a plain yes, and "book um r two oh four for
six tuesday" (an id spoken digit by digit, as speech-to-text writes it) named no room, so
``room: R-204`` was refused and the model would have booked any free room."""

from __future__ import annotations

import pytest

from arena.item_facts import contradiction
from arena.item_said import unsaid_room
from arena.model.rooms import all_rooms
from arena.model.task import BookingRequest, read_request
from arena.wording.answers import explain_answer

ROOMS = all_rooms()
NOT_ASPEN = "Reserve a room for 6 people Tuesday 14h30, not Aspen please."
META = {"people": 6, "day": "tuesday", "avoid": "Aspen"}


@pytest.mark.parametrize(
    "answer",
    ["yes, Aspen is fine", "Sure, book Aspen", "ok Aspen then", "Approved for R-102", "yep aspen"],
)
def test_a_yes_to_the_room_the_request_rules_out_is_no_plain_yes(answer: str) -> None:
    reading = explain_answer(answer, NOT_ASPEN, rooms=ROOMS)
    assert reading.verdict == "unclear", reading


@pytest.mark.parametrize("answer", ["yes", "Sure, go ahead", "yes, anything but Aspen is fine"])
def test_a_yes_that_keeps_to_the_exclusion_is_no_such_choice(answer: str) -> None:
    reading = explain_answer(answer, NOT_ASPEN, rooms=ROOMS)
    assert "rules it out" not in (reading.why or ""), reading


def test_the_loader_reads_the_answer_as_a_run_would() -> None:
    assert contradiction("unclear", ["text:yes, Aspen is fine"], NOT_ASPEN, META, ROOMS) is None
    assert contradiction("approved", ["text:yes, Aspen is fine"], NOT_ASPEN, META, ROOMS)
    # another room may be the one the agent picks: still a yes to it
    assert contradiction("approved", ["text:yes, Cedar is fine"], NOT_ASPEN, META, ROOMS) is None


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("book um r two oh four for six tuesday", "R-204"),
        ("Book R one oh two for 4 people on Monday", "R-102"),
        ("book room four zero zero for 20 on friday", "R-400"),
        ("book r-two-oh-four for six on tuesday", "R-204"),
    ],
)
def test_a_room_id_spoken_digit_by_digit_is_the_room(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.room == room, read
    assert unsaid_room(text, {"room": room}, ROOMS) is None


@pytest.mark.parametrize(
    "text", ["Book a room for two on Tuesday", "book room two for six tuesday"]
)
def test_number_words_after_room_are_no_id(text: str) -> None:
    read = read_request(text)
    assert not isinstance(read, BookingRequest) or read.room is None, read
