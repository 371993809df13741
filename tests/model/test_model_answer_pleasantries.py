"""Outside tester 15: a clear yes with a wish, a goodbye or a signature read unclear ("Approved.
Have a good weekend!", "Approved. See you tomorrow!", "Go ahead 🙂 Happy Monday!", "Yes, thanks.\\n
Jo Smith, Office 305", "Yes. Ext. 4412"): the weekend, tomorrow, Monday and 305 were taken for a
day, time or room the yes added. A wish or a signature names none; a yes that does change the
day, time or room ("Yes, but make it the weekend", "Yes — room 305 please", "Yes, see you
Tuesday in Cedar") still reads unclear, whatever wish comes with it. An unclear reading says
which words made it so (``explain_answer``), for whoever has to change them."""

from __future__ import annotations

import itertools

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer, read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
LLM_ASKED = "Shall I reserve Aspen (R-102, seats 6) on Tuesday for your team of six?"
YES = [
    "Approved.",
    "Yes!",
    "Yes please,",
    "Go ahead 🙂",
    "Sure, book it -",
    "Ja, gerne.",
    "Oui, vas-y.",
]
NO = ["No thanks.", "Denied.", "Please don't book it.", "Nein, danke."]
WISHES = [
    "Have a good weekend!", "and have a great weekend", "Enjoy your lunch.", "See you tomorrow!",
    "See you next week!", "Happy Monday!", "thanks for your help this morning.",
    "Talk to you next week.", "Have a lovely evening", "Enjoy the rest of your afternoon!",
    "Good morning!", "Schönes Wochenende!", "Bis morgen!", "Bonne soirée !", "À demain !",
    "¡Buen fin de semana!", "¡Hasta mañana!", "Feliz viernes!",
]  # fmt: skip
#: Yeses that change the booking, each as the tester's reproduction lists them.
CHANGES = [
    "Yes, but make it the weekend.", "Yes, for next week instead.", "Approved, book it for tomorrow.",
    "Yes — room 305 please.", "Yes, see you Tuesday in Cedar.", "Yes, but in the afternoon.",
    "Yes, see you tomorrow at 10.", "Yes, enjoy the meeting next week.", "Yes, 3pm, see you then!",
    "Yes, thanks for moving it to Thursday.", "Ja, aber am Nachmittag.", "Oui, mais pour demain.",
    "Yes, thanks for offering the afternoon slot.", "Yes, until tomorrow.",
    "Yes. Have a great weekend in Maple!", "Yes, thanks for finding room 305!",
]  # fmt: skip
SIGNATURES = [
    "\nJo Smith, Office 305", "\nDana, Building 4", "\nSent at 9:14", " Ext. 4412",
    "\nMaria Gonzalez\nFacilities, Building 7", "\nPriya Patel | Floor 3 | +44 20 7946 0958",
    "\nLuis, ext. 3021", "\nClaire Martin, Bureau 208", "\nAnna Schmidt, Gebäude 5, Tel. 4471",
]  # fmt: skip


@rows(("yes", "wish"), list(itertools.product(YES, WISHES)))
def test_a_yes_with_a_wish_or_goodbye_approves(yes: str, wish: str) -> None:
    answer = f"{yes} {wish}"
    for asked in (ASKED, LLM_ASKED):
        assert read_answer(answer, asked, rooms=ROOMS) == "approve", answer


@rows(("no", "wish"), list(itertools.product(NO, WISHES)))
def test_a_no_with_a_wish_still_denies(no: str, wish: str) -> None:
    assert read_answer(f"{no} {wish}", ASKED, rooms=ROOMS) == "deny"


@rows("wish", [*WISHES, "Have a great evening", "have a good one"])
def test_a_wish_alone_is_no_answer(wish: str) -> None:
    """Read as written, "Have a great evening!" approved on its "great" (session 22): a goodbye
    with nothing beside it says neither yes nor no."""
    for asked in (None, ASKED, LLM_ASKED):
        assert read_answer(wish, asked, rooms=ROOMS) == "unclear", (wish, asked)
        assert read_answer(f"👍 {wish}", asked, rooms=ROOMS) == "approve", (wish, asked)


@rows(("change", "wish"), list(itertools.product(CHANGES, ["", *WISHES[:6]])))
def test_a_yes_that_changes_the_booking_stays_unclear_beside_a_wish(change: str, wish: str) -> None:
    answer = f"{change} {wish}".strip()
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear", answer


SIGNED = ["Approved.", "Yes!", "Yes please.", "Thanks, approved.", "Ja, gerne."]


@rows(("yes", "signature"), list(itertools.product(SIGNED, SIGNATURES)))
def test_a_signature_carries_no_room_time_or_count(yes: str, signature: str) -> None:
    answer = yes + signature
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve", answer
    assert read_answer(answer, ASKED) == "approve", answer  # without the arena's rooms too


@rows(
    "answer",
    [
        "Yes.\nSent at 9:14\nMake it 10:00 instead.",  # a line after the signature still counts
        "Yes.\nJo Smith, Room 305",  # "Room 305" may be a meeting room
        "Yes.\n10.30-11.30",  # a time range is no phone number
        "Yes, for 8 people.\nJo Smith, Office 305",
    ],
)
def test_what_only_looks_like_a_signature_still_counts(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", ["100%", "100%!", "A hundred percent.", "💯"])
def test_full_marks_alone_approve(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_full_marks_on_a_no_do_not_approve() -> None:
    assert read_answer("100% no", ASKED, rooms=ROOMS) != "approve"
    assert read_answer("100% not", ASKED, rooms=ROOMS) == "deny"


@rows(
    ("answer", "words"),
    [
        ("Yes, but make it the weekend.", "weekend"),
        ("Yes — room 305 please.", "room 305"),
        ("Yes, see you Tuesday in Cedar.", "Cedar"),
        ("Approved, book it for tomorrow.", "tomorrow"),
        ("Yes, are you sure it is free?", "are you sure"),
        ("Approved pending facilities review", "pending"),
        ("Yes, go ahead?", "go ahead"),
    ],
)
def test_an_unclear_reading_names_the_words_that_made_it(answer: str, words: str) -> None:
    reading = explain_answer(answer, ASKED, rooms=ROOMS)
    assert reading.verdict == "unclear"
    assert reading.why is not None and words.casefold() in reading.why.casefold(), reading.why


def test_a_clear_reading_has_no_why_and_agrees_with_read_answer() -> None:
    for answer in ["Approved. Have a good weekend!", "No thanks.", "Yes!\nDana, Building 4"]:
        reading = explain_answer(answer, ASKED, rooms=ROOMS)
        assert reading.why is None
        assert reading.verdict == read_answer(answer, ASKED, rooms=ROOMS)
