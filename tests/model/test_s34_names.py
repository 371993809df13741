"""Outside tester 34: a yes that a full name opens ("Kim Lee: yes", "Lee Chen - yes", "Ana María
López: yes") approved and booked where "Kim: yes" and "Sam - yes" read unclear, and a yes said
to be passed on ("yes, typed by Tom", "yes (relaying for Kim)", "yes, writing for my boss",
"yes — Jane's assistant", "I was told to say yes", "Jane said to tell you yes", "Jane told me
it's fine") approved as the person's own. The approver's name is not given to the reader, so a
name before the yes may say whose it is: each is unclear now. A name after the yes, a
signature, a greeting before a name and labels that name no one still approve.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-305 (Sequoia) for 12 people on Thursday at 9am?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    "answer",
    ["Kim Lee: yes", "Lee Chen - yes", "Ana María López: yes", "Mark Ortiz: 👍",
     "Priya Shah: go ahead", "Dana Cruz: sure", "Sam O'Neill: approved", "Sam Lee yes"],
)  # fmt: skip
def test_a_full_name_before_the_yes_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@rows(
    "answer",
    ["yes, typed by Tom", "yes, sent by Tom for Jane", "yes, posting this for Ana",
     "yes (relaying for Kim)", "yes, writing for my boss", "yes — Jane's assistant",
     "I was told to say yes", "Jane said to tell you yes", "Jane told me it's fine"],
)  # fmt: skip
def test_a_yes_passed_on_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@rows(
    "answer",
    ["yes -Jane", "Yes.\n-- Jane", "Approved - Sam Lee", "Hi Sam - yes", "Decision: approved",
     "Final Answer: yes", "Sequoia: yes", "Thursday: yes", "yes, typed by me",
     "Per Ravi: fine. I approve too.", "Sounds good - book it"],
)  # fmt: skip
def test_a_signature_or_a_label_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer
