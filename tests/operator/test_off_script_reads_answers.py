"""The "answered otherwise" note compares how answers read, not their form (tester 14, finding 1:
`arena approve` on an item whose resume_with is ``text:Sí, adelante`` was called off-script, and a
run that failed for another reason blamed the person's answer)."""

from __future__ import annotations

from typing import Any

from arena.operator import off_script
from arena.types import EvalItem, Event


def responded(**data: Any) -> Event:
    base = {"option_id": None, "text": None, "edited_args": None, "binds": None}
    return Event(type="input.responded", leg=1, seq=3, data={**base, **data})


APPROVED = {"tool": "book_room", "args": {"room_id": "R-102"}}


def item(*answers: str) -> EvalItem:
    return EvalItem(id="t14", input="Book a room for 4 on Monday.", resume_with=answers)


def test_an_approve_where_the_item_says_yes_in_words_is_on_script() -> None:
    events = [responded(option_id="approve", binds=APPROVED)]
    assert off_script(item("text:Sí, adelante"), events) is None


def test_words_that_read_as_the_item_expects_are_on_script() -> None:
    assert off_script(item("deny"), [responded(text="Nah, forget it")]) is None
    yes = responded(text="Sure, go ahead and book it", binds=APPROVED)
    assert off_script(item("approve"), [yes]) is None


def test_an_answer_that_reads_otherwise_says_how_each_one_reads() -> None:
    assert off_script(item("approve"), [responded(text="Nah, forget it")]) == (
        "answered text (reads deny) where item t14 expects approve: its checks assume that"
    )
    assert off_script(item("text:Sí, adelante"), [responded(option_id="deny")]) == (
        "answered deny where item t14 expects text:Sí, adelante (reads approve): its checks "
        "assume that"
    )


def test_an_item_whose_answer_reads_unclear_is_said_to_and_a_deny_is_another_answer() -> None:
    """Its answer was said to read "deny" (as the harness's yes-or-not reading has it), and an
    operator's deny on it passed for the same answer, so a run failing reported_unclear had no
    note (outside tester 25, finding 4). Read as the items loader reads it: unclear."""
    unsure = item("text:Let me check with Sam first and get back to you.")
    approved = [responded(option_id="approve", binds=APPROVED)]
    assert off_script(unsure, approved) == (
        "answered approve where item t14 expects text:Let me check with Sam first and get back "
        "to you. (reads unclear): its checks assume that"
    )
    assert off_script(unsure, [responded(option_id="deny")]) == (
        "answered deny where item t14 expects text:Let me check with Sam first and get back "
        "to you. (reads unclear): its checks assume that"
    )
    # the same kind of words from the operator: on script
    assert off_script(unsure, [responded(text="Hmm, let me ask Priya first.")]) is None
