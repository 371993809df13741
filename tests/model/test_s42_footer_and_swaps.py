"""A mail footer that goes on, an arrow between names and a role given to the people named alone
(session 42).

"Yes\\nSent from my phone, so: don't book Aspen" approved: the line was cut as a footer, its
"don't book Aspen" unread. A "Sent from my …" line is a footer only where it names a device and
nothing else (or asks to excuse typos) (:mod:`arena.wording.signatures`). "Yes, Tom → Priya"
approved: an arrow from one name to another swaps them, as "swap Tom for Priya" does. "Yes, just
Tom will present" read unclear as a swap: who presents is a role in the meeting, not who comes
(:mod:`arena.wording.swaps`).
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for Tom, Priya and Ana on Tuesday?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

GOES_ON = [
    "Yes\nSent from my phone, so: don't book Aspen",
    "Yes\nSent from my iPhone, don't book Aspen",
    "Yes\nSent from my phone — cancel it",
    "Yes, go ahead.\nSent from my phone so make it twelve",
]
DEVICE_ONLY = [
    "Yes\nSent from my iPhone",
    "Yes\n\nSent from my iPhone",
    "Yes\nSent from my Samsung Galaxy S23",
    "Yes\nSent from my Verizon, Samsung Galaxy smartphone",
    "Yes\nSent from my iPad. Please excuse typos.",
    "Go ahead. Sent from my iPhone 15",
    "Yes\nSent from my phone, please book it",
]
SWAPS = [
    "Yes, Tom → Priya",
    "Yes, Tom => Priya",
    "Yes, Tom ➡ Priya",
    "OK, Tom→Priya",
    "Yes, just Tom will come",
    "Yes, only Tom and Priya are coming",
    "Yes, only Tom will be there",
    "Yes, only Tom is present",
    "Yes, only Tom can make it",
    "Yes, just Tom will dial in",
    "Yes, just Tom",
]
ROLES = [
    "Yes, just Tom will present",
    "Yes, only Tom will present",
    "Yes, only Tom is presenting",
    "Yes, just Tom's presenting",
    "Yes, only Priya will speak",
]


@rows("answer", GOES_ON)
def test_a_device_line_that_goes_on_is_read(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
    assert read_answer(answer) != "approve"
    assert model_reads(answer, ASKED, ROOMS) == "unclear"


@rows("answer", DEVICE_ONLY)
def test_a_device_footer_alone_is_still_no_words(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_a_no_above_a_footer_stays_a_no() -> None:
    assert read_answer("No\nSent from my iPhone", ASKED, rooms=ROOMS) == "deny"


@rows("answer", SWAPS)
def test_a_swap_or_a_head_count_named_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
    assert read_answer(answer) == "unclear"


@rows("answer", ROLES)
def test_a_role_of_the_people_named_alone_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
    assert read_answer(answer) == "approve"
    assert model_reads(answer, ASKED, ROOMS) == "approve"


@rows("answer", ["Yes, Aspen → Cedar", "Yes, Tuesday -> Wednesday"])
def test_an_arrow_between_rooms_or_days_is_the_facts(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"
