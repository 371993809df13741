"""Outside tester 31a: plain answers read unclear — a yes or no above a mail's legal or scan
notice or above the Outlook header of the mail it answers, everyday and chat yeses and noes —
read against "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?". The sentences are new
ones, not the tester's own: each rule is read from its word class.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Sounds good.\n\nIf you have received this email in error, please delete it.",
        "Approved\n\nNo threats were detected in this message.",
        "Yes\n\n__Please do not reply to this message.__",
    ],
)
def test_a_yes_above_a_notice_with_a_not_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@pytest.mark.parametrize("answer", ["Greenlight!", "approvata", "dobra", "Yaaas", "mhmm"])
def test_everyday_yeses_approve(answer: str) -> None:
    assert _verdict(answer) == "approve"


@pytest.mark.parametrize("answer", ["NAK", "no ty", "Nei takk skal du ha", "nu mersi"])
def test_everyday_noes_deny(answer: str) -> None:
    assert _verdict(answer) == "deny"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        (
            "Go ahead\n\nFrom: Booking Bot\nSent: Tuesday\nSubject: Room?\n\nShall I book it?",
            "approve",
        ),
        ("No thanks\n\nFrom: Booking Bot\nDate: Tue, 2 Dec\n\nBook R-102 for 6?", "deny"),
    ],
)
def test_an_outlook_reply_is_read_above_the_mail_it_quotes(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict
