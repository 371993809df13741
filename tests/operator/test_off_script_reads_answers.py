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
        "answered text (reads deny) where item t14 expects approve; its checks assume approve"
    )
    assert off_script(item("text:Sí, adelante"), [responded(option_id="deny")]) == (
        "answered deny where item t14 expects text:Sí, adelante (reads approve); its checks "
        "assume text:Sí, adelante (reads approve)"
    )
