"""Answers outside tester 32 wrote that approved and booked though no clear yes was given
(session 32), each beside answers that must stay a yes. Variants of the tester's strings: the
rules are under test, not the strings."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"


def _reads(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=all_rooms()).verdict
    assert model_reads(answer, ASKED) == verdict  # the scripted model reads it the same
    return verdict


@rows(
    "answer",
    [
        "Sam - yes",
        "Tom – approved",
        "Priya — go for it",
        "Sam 👍",
        "Priya ✅",
        "Dana yes",
        "Kim 👍🏽",
    ],
)
def test_a_name_opening_a_yes_may_say_whose_it_is(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "Sam, yes go ahead",
        "Hi Sam - yes",
        "Thanks Sam 👍",
        "Yes - Sam",
        "Approved - Dana",
        "Cedar - yes",
        "Wednesday 👍",
        "Update - yes",
        "Looks good 👍",
        "Sounds good",
        "Just book it",
        "Great 👍",
    ],
)
def test_a_yes_with_a_greeting_a_signature_or_the_request_s_words_stays_a_yes(
    answer: str,
) -> None:
    assert _reads(answer) == "approve"


@rows("answer", ["👍😂", "😂👍", "yes 😂😂", "Sure 🤣", "ok go ahead 😂"])
def test_a_yes_laughed_at_may_be_a_joke(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "yes, who is this?",
        "Yes? Who's this",
        "ok. what is this about?",
        "Yes - what's it for?",
        "Sure, which meeting?",
    ],
)
def test_a_yes_that_asks_who_asks_or_what_for_is_given_blind(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "Yes, can you also send me the invite?",
        "Yes! Who else is coming, by the way?",
        "Yes, what time should I be there?",
    ],
)
def test_a_yes_with_another_question_stays_a_yes(answer: str) -> None:
    assert _reads(answer) == "approve"


@rows(
    "answer",
    [
        "Yes hang on I'm driving",
        "Yes one second",
        "Yes and also",
        "Sure, and...",
        "Yes... actually",
    ],
)
def test_a_dictated_yes_cut_off_or_paused_is_not_finished(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    ["Yes, actually", "Yes, hang on, yes go ahead", "Reluctantly approved.", "Yes, and thanks!"],
)
def test_a_yes_that_goes_on_to_a_yes_stays_a_yes(answer: str) -> None:
    assert _reads(answer) == "approve"
