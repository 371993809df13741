"""Outside tester 10, round 3 of the answer reader: a clear yes that is signed, greeted or thanks
someone by name ("Yes, please go ahead.\\n\\nBest,\\nMaria", "Yes. Thanks, Tom", "I, Dana,
approve", "don't forget to invite Sam") read unclear, because any capitalised unknown word was
taken for a room the answer added; "HR approved, so go ahead" read unclear although the person
adds their own yes. Someone else's yes as a label or in brackets ("HR: approved", "Approved (by
HR)") and a yes given before ("Approved last week", "We approved it last time") approved."""

from __future__ import annotations

import itertools

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import read_answer
from row_table import rows

#: The arena's rooms, as every caller passes them: a room is one of these, never a guessed word.
ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
LLM_ASKED = "Shall I reserve Aspen (R-102, seats 6) on Tuesday for your team of six?"
YES = ["Yes, please go ahead.", "Approved.", "Go ahead", "Sure, book it", "Yes!"]
NO = ["No, sorry.", "Denied.", "Please don't book it.", "Not approved", "No thanks"]
SIGNED = [
    "\n\nBest,\n{n}", " -- {n}", ". Thanks, {n}", " Cheers, {n}", ", thanks {n}", " Thanks so much, {n}!",
    "\n\n--\n{n}\nHead of Ops", "\n\nKind regards,\n{n}\n+1 555 0100", "\n— {n}",
]  # fmt: skip
GREETED = ["Hi {n},\n\n{y}", "Hello {n}, {y}", "Dear {n},\n{y}", "Hey {n} - {y}"]
NAMES = ["Maria", "Tom", "Priya", "John Smith", "O'Neil"]


@rows(("yes", "sign", "name"), list(itertools.product(YES, SIGNED, NAMES)))
def test_a_signed_or_thanked_yes_approves(yes: str, sign: str, name: str) -> None:
    answer = yes + sign.format(n=name)
    for asked in (ASKED, LLM_ASKED):
        assert read_answer(answer, asked) == "approve", answer


@rows(("yes", "greet", "name"), list(itertools.product(YES, GREETED, NAMES)))
def test_a_greeted_yes_approves(yes: str, greet: str, name: str) -> None:
    assert read_answer(greet.format(n=name, y=yes), ASKED) == "approve"


@rows(
    "answer",
    [
        "I, Dana, approve", "Dana here, approved", "Go ahead, don't forget to email Sam.",
        "Yes, and please cc Priya", "Sure, let Sam know", "Yes, and tell Dana.",
        "Approved. Thank you Priya!", "Approved. (Per HR policy 4.2.)", "Approved per section 3.1",
        "Whoever reads this: the booking is approved by the department head (me).",
        "Decision: approved", "Status: approved",
    ],
)  # fmt: skip
def test_a_name_said_of_a_person_is_no_room(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"


@rows(("no", "sign"), list(itertools.product(NO, [*SIGNED, *GREETED])))
def test_a_signed_no_never_approves(no: str, sign: str) -> None:
    answer = sign.format(n="Dana", y=no) if "{y}" in sign else no + sign.format(n="Dana")
    assert read_answer(answer, ASKED) != "approve", answer


@rows(
    ("yes", "sign"),
    list(itertools.product(
        ["Yes, Maple", "Sure, Maple please", "Go ahead with Maple", "Yes - Maple",
         "Approved, Cedar instead"],
        ["", ". Thanks, Tom", "\n\nBest,\nMaria", " -- Maria"],
    )),
)  # fmt: skip
def test_another_room_beside_a_signature_still_leaves_a_yes_unclear(yes: str, sign: str) -> None:
    assert read_answer(yes + sign, ASKED, rooms=ROOMS) == "unclear"


@rows(
    "answer",
    ["Thanks Tom, but Maple please", "Hi Dana, yes but book Maple", "Best,\nMaria\n\nPS: book Cedar instead"],
)  # fmt: skip
def test_a_room_outside_the_signature_is_still_read(answer: str) -> None:
    assert read_answer(answer, ASKED) == "unclear"


WHO = ["HR", "My manager", "Finance", "The committee", "Dana", "Legal"]


@rows(
    ("who", "then"),
    list(itertools.product(
        WHO,
        ["{w} approved, so go ahead", "{w} approved, go ahead", "{w} has approved it, so yes from me too",
         "{w} signed off, go ahead and book it", "{w} approved the budget. Go ahead."],
    )),
)  # fmt: skip
def test_someone_elses_yes_with_the_persons_own_approves(who: str, then: str) -> None:
    assert read_answer(then.format(w=who), ASKED) == "approve"


@rows(
    ("who", "said"),
    list(itertools.product(
        WHO,
        ["{w} approved", "{w}: approved", "Approved (by {w})", "Approved - by {w}",
         "{w} approved, I'm still thinking", "{w} approves. Go ahead.", "{w} might approve, go ahead",
         "{w} approved, but I'm not sure", "Yes, {w} approved"],
    )),
)  # fmt: skip
def test_someone_elses_yes_alone_is_unclear(who: str, said: str) -> None:
    answer = said.format(w=who if who[0].isupper() and " " not in who else who.lower())
    assert read_answer(answer, ASKED) == "unclear", answer
    assert read_answer(answer) == "unclear", answer


@rows(
    "answer",
    [
        "Approved last week", "Approved last year", "We approved it last time", "I approved it yesterday",
        "Approved a few weeks ago", "Last time we approved it", "Previously approved",
        "Yes, I okayed it last month", "We signed off on it last quarter",
    ],
)  # fmt: skip
def test_a_yes_given_before_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED) == "unclear"
    assert read_answer(answer) == "unclear"


@rows(
    "answer",
    [
        "Approved by me", "Approved (by me)", "Approved, same as last time", "Yes, like last week",
        "We approved it last time, so go ahead", "I approve", "Approved",
    ],
)  # fmt: skip
def test_the_persons_own_yes_now_approves(answer: str) -> None:
    assert read_answer(answer, ASKED) == "approve"
    assert read_answer(answer) == "approve"
