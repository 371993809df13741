"""Held-out tester 34 and answers35: yeses stacked with nothing that asks for the booking read as
a yes: "Oh, sure. Sure.", "oh yeah, totally, sure", "yes, yes, obviously, as always", "Yes. Sure.
Great. Wonderful.", "Yes. Yes. Of course. Why not.", "Of course. Of course you do.", "yeah yeah,
fine". Said so they are sarcasm or a wave of the hand, not a go-ahead: unclear now
(arena.wording.mockery). An enthusiastic or plain stack ("Yes, absolutely, definitely!", "yes
yes, book it", "Yes yes yes!", "Yes. Yes.", "Oh yes, please book it") still approves."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer, read_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-210 (Maple) for 5 people on Friday (the request says: for 30 minutes)"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    assert read_answer(answer) == verdict, "read without the request it reads otherwise"
    return verdict


@rows(
    "answer",
    ["Oh, sure. Sure.", "Oh sure, sure.", "oh yeah, totally, sure", "Oh yes, yes, absolutely.",
     "yes, yes, obviously, as always", "Yes. Sure. Great. Wonderful.",
     "Yes. Yes. Of course. Why not.", "Of course. Of course you do.", "yeah yeah, fine",
     "sure sure, ok", "ok... sure"],
)  # fmt: skip
def test_a_stack_of_yeses_said_as_sarcasm_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@rows(
    "answer",
    ["Yes, absolutely, definitely!", "yes yes, book it", "Yes yes yes!", "Yes. Yes.", "Oh yes!",
     "Oh yes, please book it", "Yes, of course.", "Great, perfect, thanks!", "Yes, obviously.",
     "Of course you can.", "Sure, sure, go ahead, thanks!", "Yeah, yeah. Go on then."],
)  # fmt: skip
def test_a_plain_or_glad_stack_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@rows("answer", ["Oh sure, go right ahead, why not", "oh yeah, book it, why not"])
def test_an_oh_yes_that_closes_on_why_not_is_unclear(answer: str) -> None:
    """answers35's held-out set: the "go right ahead" between kept it from reading as a stack."""
    assert _verdict(answer) == "unclear", answer


@rows("answer", ["Sure, why not!", "why not, go ahead"])
def test_why_not_without_the_oh_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
