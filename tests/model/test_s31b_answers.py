"""Answers outside tester 31b wrote that approved a booking they did not approve (session 31).

A reply quoting another request ("Yes\\n> Book R-102 (Aspen) for 12 people …?" to a question for
6) was read without its quote and approved; so did "Approve all.", "Yes, but end of week." and "Yes, and book it next
Tuesday too." Variants of the tester's strings: the rules are under test."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"


@pytest.mark.parametrize(
    "answer",
    [
        "Sure\n> Book R-204 (Cedar) for 12 people on Wednesday at 10:00?",
        "Go ahead!\n\n> Reserve Sequoia for 14 on Friday?",
        "Yes\n\nOn Mon, 30 Nov 2026, RoomBot wrote:\n> Book R-101 (Juniper) for 3 people on Monday?",
        "OK.\n\n-----Original Message-----\nFrom: RoomBot\nSubject: Book R-400 (Atrium) for 20 people "
        "on Thursday?",
        "Approve all.",
        "Yes, approve them all",
        "Yes, and book it next Wednesday too.",
        "Yes, but end of week.",
        "yes, end of the week",
    ],
)
def test_a_yes_to_more_or_to_another_request_is_unclear(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=all_rooms()).verdict == "unclear"


@pytest.mark.parametrize(
    "answer",
    [
        "Yes please\n\nOn Mon, 30 Nov 2026 at 09:12, RoomBot wrote:\n> Book R-204 (Cedar) for 8 "
        "people on Wednesday at 10:00?",
        "Yes, thanks!\n\n> Book R-204 (Cedar) for 8 people on Wednesday at 10:00?",
        "Yes\n\n> Book R-204 (Cedar) for 8 people on Wednesday at 10:00?\n> Reply YES or NO",
        "I approve all of it.",
        "Yes, for all of us.",
        "Yes. Have a good end of the week!",
    ],
)
def test_a_yes_to_the_request_quoted_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=all_rooms()).verdict == "approve"
