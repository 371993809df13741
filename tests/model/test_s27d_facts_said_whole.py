"""Outside tester 27c: a yes that names another room, day, time or head count than the one asked
read as approving the booking asked, because the request's own fact was found inside other words
("Aspen Annex", "102b", "six teen", "a week from Tuesday"), a 24-hour or speech-to-text night time
was read as the afternoon ("02:30", "2:30 a m"), a spoken correction read as an exclusion
("Tuesday um no Thursday"), or someone added by role went unseen ("plus the client"). Each must
read unclear, naming the words; the plain repeats still approve."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
CEDAR = "Book R-204 (Cedar) for 6 people on Tuesday at 14:30?"


def _why(answer: str, asked: str = ASKED) -> str:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert reading.verdict == "unclear", (answer, reading)
    assert reading.why, (answer, reading)
    return reading.why.lower()


ANOTHER_ROOM = [
    ("yes aspen annex", "aspen annex"), ("yes the aspen annex please", "aspen annex"),
    ("yes for 6 at 2:30pm on Tuesday in Aspen Annex", "aspen annex"), ("yes Aspen B", "aspen b"),
    ("yes Aspen West", "aspen west"), ("yes Aspen Lounge", "aspen lounge"),
    ("yes new Aspen", "new aspen"), ("yes room 102b", "102b"), ("Sure, the Aspen wing.", "aspen wing"),
    ("ok book the old Aspen", "old aspen"), ("yes R-102a", "102a"),
]  # fmt: skip


@rows(("answer", "named"), ANOTHER_ROOM)
def test_a_room_name_with_more_words_is_another_room(answer: str, named: str) -> None:
    assert named in _why(answer)


def test_the_rule_holds_for_any_room_asked() -> None:
    assert "cedar annex" in _why("yes Cedar Annex", CEDAR)


@rows(
    "answer",
    [
        "yes six teen people", "yes book for six teen", "yes for four-teen", "ok, seven teen of us",
        "yes for six t", "yes six ty people",
    ],
)  # fmt: skip
def test_a_number_split_by_speech_to_text_is_the_whole_number(answer: str) -> None:
    assert "six t" in _why(answer) or "teen" in _why(answer)


@rows(
    "answer",
    [
        "yes a week from tuesday", "yes the following tuesday", "yes tuesday week",
        "yes tues next wk", "Sure, two weeks from Tuesday", "yes, the Tuesday after next",
    ],
)  # fmt: skip
def test_a_weekday_said_a_week_on_is_another_day(answer: str) -> None:
    why = _why(answer)
    assert "tue" in why or "next" in why


@rows(
    "answer",
    [
        "yes at 02h30", "yes at 02:30", "yes at 2:30 a m", "yes at two thirty a m",
        "yes at 2:30 at night", "yes 2:30 in the night", "sure, 02:30 works",
    ],
)  # fmt: skip
def test_a_night_time_is_not_the_afternoon_asked(answer: str) -> None:
    assert "time" in _why(answer)


@rows(
    "answer",
    [
        "yeah tuesday um no thursday", "yes aspen no cedar", "yes Aspen, no, Cedar",
        "yes tuesday uh no wait friday", "yep Aspen... no, Atrium",
    ],
)  # fmt: skip
def test_a_room_or_day_said_after_no_corrects_the_one_before(answer: str) -> None:
    _why(answer)


@rows(
    "answer",
    [
        "yes six plus the client", "yes six and a few guests", "yes for half a dozen plus the boss",
        "yes, plus our CEO", "yes 6 + the intern", "yes six and some visitors",
    ],
)  # fmt: skip
def test_people_added_by_role_may_change_the_head_count(answer: str) -> None:
    assert "changes the booking" in _why(answer)


@rows(
    "answer",
    [
        "yes aspen", "yes Aspen room please", "yes aspen's fine", "yes aspen, tuesday",
        "yes Aspen not Cedar", "yes at 2:30 pm", "yes at two thirty p m", "yes 2:30 works",
        "yes, 14:30 on Tuesday", "Yes, 6 people", "yes for six", "yes tuesday is fine",
        "yes six t-shirts are fine",
        "yes, R-102", "yes, room 102", "yes, and the client will love it",
    ],
)  # fmt: skip
def test_the_request_said_whole_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
