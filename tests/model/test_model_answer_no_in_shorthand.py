"""Session 22 reviewers: answers that mean no, a hold or a condition read as APPROVE, so the room
got booked. A 👍/✅/👌 beside words that say no or no longer needed ("nvm sam got one 👍", "we'll
manage in my cabin 👍") made a yes; the Bavarian "ned"/"net" (= "nicht": "des passt ned") was not
read; chat shorthand ("w/o", "hold", "nvm", "tbd", "idk", "tbc", "cc Dana for approval", "tmrw")
was no word the reader knew, so the yes beside it approved; a bound on the time ("2pm at the
latest") was no condition; and a wish that repeats the request's when-words ("Have a great time
after lunch!") read as a yes. Each group holds the reviewers' cases and variants written apart
from them; none may approve."""

from __future__ import annotations

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer, read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday after lunch at 2pm"

#: Words that say no or that the booking is not needed, with an emoji for yes beside them.
EMOJI_BESIDE_NO = [
    "nvm sam got one 👍", "nvm 👍", "nvm, thx 👍", "sam got one 👍", "we'll manage in my cabin 👍",
    "nvm sam got one ✅", "nevermind, found a room 👍", "no need anymore ✅",
    "all sorted, we'll squeeze into the kitchen 👍", "NVM, Priya booked one 👌",
]  # fmt: skip
BAVARIAN_NO = [
    "des passt ned", "passt net", "na, des passt ned", "naa, passt ned 👍", "des geht ned",
    "brauch ma net",
]  # fmt: skip
BAVARIAN_NOT_SURE = ["passt scho, brauch ma ned"]
SHORTHAND = [
    "yes, hold", "lgtm, hold", "yes nvm", "tbd", "idk", "tbc",
    "cc Dana for approval", "yes tmrw", "sure but hold for now", "approved, tbd on the room",
    "idk tbh", "sure tmrw", "lgtm, cc Priya to sign off", "ok, put it on hold",
]  # fmt: skip
TIME_BOUND = [
    "yes, 2pm at the latest", "yes, 2pm at the earliest", "ok, 2pm at the latest",
    "sure, no earlier than 2pm", "go ahead, no later than 2pm", "Ja, spätestens 14 Uhr",
]  # fmt: skip
WISH_ON_WHEN = [
    "Have a great time after lunch!", "Have fun after lunch!", "Have a wonderful afternoon on Tuesday!",
    "Have a great Tuesday after lunch!",
]  # fmt: skip


@rows("answer", EMOJI_BESIDE_NO + BAVARIAN_NO)
def test_an_emoji_or_dialect_beside_a_no_denies(answer: str) -> None:
    assert read_answer(answer) == "deny"
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@rows("answer", ["nvm", "nvm.", "Nvm!"])
def test_nvm_is_never_mind(answer: str) -> None:
    assert read_answer(answer) == read_answer("never mind") == "deny"


@rows("answer", BAVARIAN_NOT_SURE + SHORTHAND + TIME_BOUND + WISH_ON_WHEN)
def test_a_hold_a_condition_or_a_wish_is_no_yes(answer: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear", reading
    assert reading.why  # names what left it open, for whoever wrote the answer


def test_tmrw_reads_as_tomorrow() -> None:
    assert explain_answer("yes tmrw", ASKED, rooms=ROOMS) == explain_answer(
        "yes tomorrow", ASKED, rooms=ROOMS
    )


@rows(
    "answer",
    [
        "Yes 👍", "Sounds good 👍", "no problem 👍", "👍", "Go ahead ✅", "passt 👍",
        "Yes, hold the room please", "Approved, cc Dana for visibility", "Yes, net of tax it's fine",
        "Have a great time after lunch, and yes, book it",
    ],
)  # fmt: skip
def test_a_plain_yes_still_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_w_o_the_asked_room_is_read_as_without_it() -> None:
    """A texted "w/o" is "without": the asked room left out, a denial since answers52 (unclear before;
    tests/model/test_s52_asked_left_out.py)."""
    assert read_answer("yes w/o Aspen", ASKED, rooms=ROOMS) == "deny"
    assert read_answer("yes w/o Cedar", ASKED, rooms=ROOMS) == "approve"
