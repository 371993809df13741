"""A yes with an order beyond the booking asked is no plain approval (outside tester 27).

"yes, bump whoever's in there", "yes, book it and charge it to my personal card", "Yes, please
approve on my behalf any future bookings too", "approve for Sam" approved the booking. Each asks
for what the approval of this one booking does not cover (:mod:`arena.wording.orders`): unclear.
A further request the booking does not depend on ("Yes, can you also send the invite?") still
approves, as docs/methodology.md says.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"

BEYOND = [
    # the tester's
    "yes, bump whoever's in there",
    "yes, and move the Board meeting out of Aspen",
    "yes, book it and charge it to my personal card",
    "Yes, please approve on my behalf any future bookings too",
    "approve for Sam",
    "yes, but book it under Sam's name",
    # ours
    "Yes, and kick out whoever has it",
    "Sure, put it on the company card",
    "Yes, book it in Priya's name",
    "Approved on behalf of Dana, and approve future bookings too",  # delegated: answers52b
    "Ja, und schmeiß die anderen raus",
    "Oui, et mets-le sur ma carte perso",
    "Sí, y cárgalo a mi tarjeta",
    "Yes, use my Amex",
    "Go ahead, and auto-approve later requests",
    "yes, book it and invite the whole company",
    "Yes — take it from the marketing team",
    "Approve, and give Sam admin rights",
    "Sure, and reimburse me",
]
STILL_APPROVED = [
    "Yes, can you also send the invite?",
    "Yes, and send the invite to the team",
    "Yes, book it on my behalf",
    "Approved for Tuesday",
    "Yes, add it to my calendar",
    "Yes please, and order coffee",
    "Yes, push it through",
    "Yes, put it in my calendar",
    "Approved. Bill it to the marketing cost centre.",
    "Yes, bill it to Marketing",
    "Yes, I'll take it from here",
    "Yes, and give Sam the details",
    # session 54: a remark on how later requests are asked (:mod:`arena.wording.future_asks`;
    # heldout53 a53-082 read unclear): the gate still asks next time
    "Sure — and no need to ask next time for this one.",
    "Yes. You don't need to ask me again for these.",
    "Sure, and don't ask me next time.",
    "Yes, and next time just book it.",
    "Ja, nächstes Mal musst du nicht fragen",
    "Oui, et pas besoin de demander la prochaine fois",
    "Sí, y no hace falta preguntarme la próxima vez",
    "Sì, e la prossima volta non chiedere",
    "Ja, en volgende keer hoef je het niet te vragen",
]
#: ... near misses: the remark alone, after a no, a yes to another day, an ask kept, an order
#: to approve later bookings in the agent's hands
FUTURE_ASK_NEAR = [
    ("No need to ask next time.", "unclear"),
    ("No. And don't ask me again.", "deny"),
    ("Sure, but not on Tuesday — and no need to ask next time.", "deny"),
    ("Yes for Thursday, and no need to ask next time.", "unclear"),
    ("Yes, but ask me again next time", "unclear"),
]


@pytest.mark.parametrize(("text", "expected"), FUTURE_ASK_NEAR)
def test_a_remark_on_later_asks_decides_nothing_alone(text: str, expected: str) -> None:
    assert read_answer(text, ASKED) == expected


@rows("text", BEYOND)
def test_an_order_beyond_the_booking_is_unclear(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "unclear"
    assert explain_answer(text).verdict == "unclear"
    assert read_answer(text, ASKED) == "unclear"


@rows("text", STILL_APPROVED)
def test_a_request_beside_the_booking_still_approves(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "approve"
