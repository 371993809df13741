"""Answers outside tester 32 wrote in words the reader did not know (session 32): a Scandinavian
"Ja, men …" ("yes, but …") before another day or a condition approved and booked the request as
asked, as did a dictated yes paused at its end ("Yes sorry the car's beeping one second"); and
a plain yes or no in Japanese, Chinese, Korean, Thai, Vietnamese, Indonesian, Russian or Swedish
("承認します", "不同意", "안 돼요", "ได้ครับ", "Được", "Jangan", "Согласен", "Helst inte") read
unclear; and "Sure, I'm only the budget owner" (the person's own say, belittled) approved."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"


def _reads(answer: str) -> str:
    return explain_answer(answer, ASKED, rooms=all_rooms()).verdict


@rows(
    "answer",
    [
        "Ja, men på torsdag",
        "Ja, men bare hvis Sam kommer",
        "ja, men kun til 8",
        "Yes sorry the car's beeping one second",
        "Sure, just a moment",
    ],
)
def test_a_yes_with_a_but_or_a_pause_at_its_end_is_unclear(answer: str) -> None:
    assert _reads(answer) == "unclear"


@rows(
    "answer",
    [
        "Ja, gerne",
        "Go ahead, I'll be there in a sec",
        "Ja tack, boka den",
        "Yes, the meeting men are fine",
    ],
)
def test_a_yes_without_them_stays_a_yes(answer: str) -> None:
    assert _reads(answer) == "approve"


@rows(
    ("answer", "verdict"),
    [
        ("承認します", "approve"),
        ("승인합니다", "approve"),
        ("ได้ครับ", "approve"),
        ("Vâng, đặt đi", "approve"),
        ("Setuju", "approve"),
        ("Согласен", "approve"),
        ("不同意", "deny"),
        ("ダメです", "deny"),
        ("안 돼요", "deny"),
        ("ไม่ครับ", "deny"),
        ("Jangan", "deny"),
        ("Không cần", "deny"),
        ("Helst inte", "deny"),
        ("承認しません", "unclear"),
        ("不同意？", "unclear"),
    ],
)
def test_a_yes_or_no_said_alone_in_another_language(answer: str, verdict: str) -> None:
    assert _reads(answer) == verdict


@rows(
    ("answer", "verdict"),
    [
        ("Sure, I'm only the budget owner", "unclear"),
        ("Sure, go ahead, it's only my budget", "unclear"),
        ("Yes — I'm the budget owner, so approved", "approve"),
    ],
)
def test_a_yes_beside_the_person_s_own_say_belittled_is_sarcasm(answer: str, verdict: str) -> None:
    assert _reads(answer) == verdict
