"""Red team 10 on the answer reader: a yes that adds a room, day, count or time to what was asked
("Yes, Maple", "Yes, Wednesday please", "Yes, 8 people") approved the asked booking; someone
else's or a hypothetical approval ("Sam might approve", "The boss gave the OK") approved; clear
yeses ("You have my approval", "Approve thanks", "yes - no projector needed") read unclear; and a
hedged yes ("yes hopefully") or a JSON comment that withdraws its decision approved."""

from __future__ import annotations

import itertools
import json

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import read_answer
from row_table import rows

#: The arena's rooms, as every caller passes them: a room is one of these, never a guessed word.
ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-204 (Cedar) for 6 people on Tuesday"
LLM_ASKED = "Shall I reserve Cedar (R-204, seats 8) on Tue 9th at 3pm for your team of six?"
INPUT = "Book a room for 6 people on Tuesday"
HEADS = ["Yes, {}", "Sure {}", "Go ahead, {}", "Approved - {}", "{} works, go ahead", "Book it {}"]


@rows(
    ("head", "fact"),
    list(itertools.product(
        HEADS,
        ["Maple", "in Juniper please", "R-210", "room 305", "the Atrium", "Wednesday", "on Thu",
         "Weds", "for 8 people", "the 8 of us", "for ten", "at 4pm", "in the morning",
         "for 3 hours", "on the 12th", "Dec 10"],
    )),
)  # fmt: skip
def test_a_yes_that_adds_a_fact_is_unclear(head: str, fact: str) -> None:
    for asked in (ASKED, LLM_ASKED, INPUT):
        assert read_answer(head.format(fact), asked, rooms=ROOMS) == "unclear", asked


@rows(
    ("answer", "asked"),
    [
        ("Yes, Tuesday is fine", ASKED), ("yes, tue works", ASKED), ("Yes, book Cedar please", ASKED),
        ("Go ahead, R-204", ASKED), ("Yes, room 204", ASKED), ("Yes 6 people is right", ASKED),
        ("Yes, six of us", ASKED), ("Confirmed: Cedar, Tuesday, 6", ASKED),
        ("Yes, at 3pm", LLM_ASKED), ("Yes, 15:00 on the 9th", LLM_ASKED), ("Yes, for six", LLM_ASKED),
        ("Yes, Tuesday", INPUT), ("Sure, 6 of us", INPUT),
        ("Yes, unfortunately Maple is too big anyway", ASKED), ("Yes - Monday is full anyway", ASKED),
    ],
)  # fmt: skip
def test_a_yes_that_repeats_what_was_asked_approves(answer: str, asked: str) -> None:
    assert read_answer(answer, asked) == "approve"


@rows(
    ("who", "says"),
    list(itertools.product(
        ["Sam", "My manager", "The boss", "Legal", "She", "Our director", "Yes, finance"],
        ["might approve", "would approve", "can approve", "wants to approve", "will approve",
         "approves", "approved", "gave the OK", "signed off", "has approved it", "is fine with it"],
    )),
)  # fmt: skip
def test_someone_elses_or_a_hypothetical_approval_is_unclear(who: str, says: str) -> None:
    assert read_answer(f"{who} {says}", ASKED) == "unclear"
    assert read_answer(f"{who} {says}") == "unclear"


@rows(
    "answer",
    ["I approve", "We approve", "approve it", "Go ahead", "I've approved it", "Approved by me",
     "Request approved", "Totally approved", "Please approve it"],
)  # fmt: skip
def test_the_persons_own_approval_approves(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"


@rows(
    "answer",
    ["You have my approval", "you've got my OK", "My approval is given", "with my blessing, go ahead",
     "Approve thanks", "I approve thanks", "y thanks", "Hi, y", "Alright, go on thanks", "go on then",
     "yes - no projector needed", "Yes, we don't need a projector", "Yes, it doesn't need a whiteboard",
     "Yes, no need for a projector", "Yes, nobody else needs it", "No, that's fine, book it",
     "Hi, No, that's fine, go ahead", "Sure, cheers :)"],
)  # fmt: skip
def test_a_clear_yes_approves(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"
    assert read_answer(answer) == "approve"


@rows(
    "answer",
    ["No, that's fine", "No, that's fine, don't book it", "We don't need a room anymore",
     "No, we don't need it", "No thanks", "No, nobody needs it", "no need, thanks", "Cancel it thanks"],
)  # fmt: skip
def test_a_no_beside_those_still_refuses(answer: str) -> None:
    assert read_answer(answer, ASKED) != "approve"


@rows(
    "answer",
    ["yes hopefully", "go ahead hopefully", "approved by default", "Provisionally yes",
     "Yes, unofficially", "hopefully approved", "Yes, provisionally",
     "yes for now"],  # session 27: a yes for a while is provisional (it approved before)
)  # fmt: skip
def test_a_provisional_yes_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED) == "unclear"


@rows(
    ("value", "verdict"),
    [
        ({"decision": "approve", "comment": "no wait, deny"}, "unclear"),
        ({"approved": True, "note": "Actually no, cancel it"}, "unclear"),
        ({"decision": "deny", "reason": "go ahead"}, "unclear"),
        ({"decision": "approve", "comment": "in Maple please"}, "unclear"),
        ({"decision": "approve", "comment": "thanks"}, "approve"),
        ({"decision": "approve", "comment": "Cedar on Tuesday is fine"}, "approve"),
        ({"decision": "deny", "comment": "we found another room"}, "deny"),
    ],
)
def test_a_comment_that_withdraws_a_structured_decision_is_unclear(
    value: dict[str, object], verdict: str
) -> None:
    assert read_answer(json.dumps(value), ASKED, rooms=ROOMS) == verdict
