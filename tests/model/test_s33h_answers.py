"""Answers held-out tester 33 wrote that approved a booking though no clear yes to it was given:
a day of the month said in words ("yes for the tenth"), people by role counted after "the" ("plus
the two contractors", whose "two" the request's 2-3pm said), and a reply quoting another question
("Yes.\\n> Lunch order for Friday?"). Each beside answers that must stay a yes. Variants of the
tester's strings: the rules are under test, not the strings."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

FRIDAY = "Book R-210 (Maple) for 10 people on Friday at 9am?"
TUESDAY = "Book R-204 (Cedar) for 8 people on Tuesday, 2-3pm?"
WEDNESDAY = "Book R-102 (Aspen) for 6 people on Wednesday?"


def _reads(answer: str, asked: str) -> str:
    return explain_answer(answer, asked, rooms=all_rooms()).verdict


@rows(
    "answer",
    [
        "yes for the eleventh",
        "Yes, the twelfth works",
        "sure, on the third",
        "yes, Friday the twenty-first please",
        "ok, the fourteenth of December",
    ],
)
def test_a_day_of_the_month_in_words_is_a_date_the_request_did_not_name(answer: str) -> None:
    assert _reads(answer, FRIDAY) == "unclear"


@rows(
    "answer",
    ["yes, the third floor is fine", "yes, first come first served"],
)
def test_an_ordinal_before_a_noun_is_no_date(answer: str) -> None:
    assert _reads(answer, FRIDAY) == "approve"


@rows(
    "answer",
    [
        "yes, plus the two interns",
        "Sure + our 2 new hires",
        "ok, and the two consultants",
    ],
)
def test_people_by_role_counted_after_the_change_the_head_count(answer: str) -> None:
    assert _reads(answer, TUESDAY) == "unclear"


@rows(
    "answer",
    ["yes, and the two managers agree", "yes, 2-3pm for the 8 of us"],
)
def test_people_who_only_agree_change_nothing(answer: str) -> None:
    assert _reads(answer, TUESDAY) == "approve"


@rows(
    "answer",
    [
        "Yes.\n\n> Team lunch on Thursday?",
        "Sure!\n\nOn Mon, 30 Nov 2026, Kim <kim@corp.example> wrote:\n> Can we get Cedar instead?",
    ],
)
def test_a_yes_above_another_quoted_question_is_unclear(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "unclear"


@rows(
    "answer",
    [
        "Yes.\n\n> Can you approve this one?",
        "Yes\n\n> Book R-102 (Aspen) for 6 people on Wednesday?",
    ],
)
def test_a_yes_above_the_request_or_a_question_naming_nothing_stays_a_yes(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "approve"


MONDAY = "Book R-101 (Juniper) for 4 people on Monday 10:00-11:00?"


@rows(
    "answer",
    ["yes, at 11", "Sí, pero a las 11", "ja, um 11", "oui, à 11h", "ok at 11am"],
)
def test_a_yes_at_the_end_of_the_asked_range_starts_the_meeting_later(answer: str) -> None:
    assert _reads(answer, MONDAY) == "unclear"


@rows(
    "answer",
    ["yes, at 10", "yes, 10 to 11", "ok, 10:00-11:00 then", "yes, till 11", "yes at 10am"],
)
def test_the_asked_start_or_range_stays_a_yes(answer: str) -> None:
    assert _reads(answer, MONDAY) == "approve"


@rows("answer", ["Jane accepted your invitation", "Kim accepted", "my manager accepts"])
def test_someone_else_accepting_is_their_yes(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "unclear"


@rows("answer", ["Accepted.", "yes, accepted", "ok accepted", "Fine, accepted."])
def test_the_persons_own_accepted_stays_a_yes(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "approve"


@rows(
    "answer",
    ["yes I'm free Wednesday", "Yes, I'm available that day", "yep, I'm around on Wednesday"],
)
def test_a_yes_about_the_persons_own_day_answers_another_question(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "unclear"


def test_a_yes_that_books_beside_the_persons_own_day_stays_a_yes() -> None:
    assert _reads("yes, book it, I'm free Wednesday", WEDNESDAY) == "approve"


@rows(
    "answer",
    [
        "yes, and the whiteboard",
        "Sure w/ catering",
        "ok, with video conferencing",
        "ja, mit Beamer",
    ],
)
def test_a_yes_that_adds_a_thing_of_the_room_asks_for_more_than_the_booking(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "unclear"


@rows(
    "answer",
    ["yes, no need for a projector", "yes w/o catering", "yes, with thanks"],
)
def test_a_yes_that_rules_a_thing_out_or_only_thanks_stays_a_yes(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "approve"


def test_a_thing_the_request_names_is_no_addition() -> None:
    asked = "Book R-102 (Aspen) for 6 people on Wednesday, with a whiteboard?"
    assert _reads("yes, with a whiteboard", asked) == "approve"


@rows(
    "answer",
    [
        "yes — sent on Dana's behalf",
        "Sam here, on Dana's phone: yes",
        "ok, writing from Dana's laptop",
        "approved (sent by my PA)",
    ],
)
def test_a_yes_written_for_someone_or_on_their_device_is_theirs(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "unclear"


@rows("answer", ["yes, sent from my phone", "Yes.\n\nSent from my iPhone"])
def test_a_yes_from_the_persons_own_device_stays_a_yes(answer: str) -> None:
    assert _reads(answer, WEDNESDAY) == "approve"
