"""booked_as_approved reads the number in an approval's group phrase as the scripted model reads
numbers: "for a dozen people" for an item of 2 passed while the model reads "a dozen" as 12
(outside tester 9, finding 3). "for eight people" failed; "a dozen", "half a dozen", "a couple
of" and German, Spanish and French number words did not. "12 pax" stays lenient (rooms are
written "(10 pax)"). And the check's detail quotes an approved summary as the person gave it.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena.booking_fit import told_count
from arena.checks import CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.model.task import parse_capacity
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from trace_support import executed, hand_over

LIST_TUE = "Free on Tuesday for 2+ people: R-101 (Juniper, seats 4); R-400 (Atrium, seats 24)"
CHECKS = ("booked_as_approved",)


def item(**meta: Any) -> EvalItem:
    return EvalItem(id="x", input="-", checks=CHECKS, meta=meta)


def run(summary: str, people: int, *, edited: dict[str, Any] | None = None) -> Trace:
    """A search for ``people`` on Tuesday, a gate whose words are ``summary``, the answer
    (approve, or ``edited``), and the booking of Atrium (it seats 24: every count here fits)."""
    ctx = RunContext(run_id="run_n", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    executed(ctx, "search_rooms", {"capacity": people, "day": "Tuesday"}, "ok", LIST_TUE)
    req = ctx.request_input(
        action="request_approval", tool_name="request_approval", args={"summary": summary},
        prompt=summary,
    )  # fmt: skip
    leg1 = ctx.finish("waiting")
    ctx.begin_leg()
    answer = (
        InputResponse(request_id=req.id, edited_args=edited)
        if edited
        else InputResponse(request_id=req.id, option_id="approve")
    )
    hand_over(ctx, req, answer)
    executed(ctx, "book_room", {"room_id": "R-400"}, "ok", "CONFIRMED", request_id=req.id)
    return Trace(legs=(leg1, ctx.finish("completed", message="Done.")))


def booked(trace: Trace, it: EvalItem) -> tuple[bool, str]:
    (result,) = [c for c in run_checks(trace, it, CheckSpec()) if c.name == "booked_as_approved"]
    return result.passed, result.detail


#: Group phrases with a number word, and the count the scripted model reads in them.
WORDED = [
    ("Book R-400 (Atrium) for a dozen people on Tuesday", 12),
    ("Book R-400 (Atrium) for half a dozen people on Tuesday", 6),
    ("Book Atrium for a half dozen people on Tuesday?", 6),
    ("Shall I book Atrium for a couple of guests on Tuesday?", 2),
    ("Book Atrium for two dozen attendees on Tuesday", 24),
    ("Book Atrium for a dozen and a half people on Tuesday", 18),
    ("Book Atrium for twenty-two participants on Tuesday", 22),
    ("Book Atrium on Tuesday for your team of a dozen", 12),
    ("Book Atrium on Tuesday for the group of eleven people", 11),
    ("Atrium am Dienstag für zwölf Personen buchen?", 12),
    ("Atrium am Dienstag für ein Dutzend Leute buchen?", 12),
    ("Atrium am Dienstag für zweiundzwanzig Personen buchen?", 22),
    ("¿Reservo Atrium el martes para una docena de personas?", 12),
    ("¿Reservo Atrium el martes para veintidós personas?", 22),
    ("Je réserve Atrium mardi pour une douzaine de personnes ?", 12),
    ("Je réserve Atrium mardi pour vingt-deux personnes ?", 22),
]


@pytest.mark.parametrize(("summary", "count"), WORDED)
def test_a_number_word_reads_as_the_model_reads_it(summary: str, count: int) -> None:
    assert parse_capacity(summary) == count  # the scripted model's own reading
    found = told_count({"args": {"summary": summary}})
    assert found is not None and found[0] == count, found


@pytest.mark.parametrize(("summary", "count"), WORDED)
def test_a_number_word_for_another_count_fails_and_the_right_one_passes(
    summary: str, count: int
) -> None:
    other = 3 if count != 3 else 4
    passed, detail = booked(run(summary, other), item(people=other, day="tuesday"))
    assert not passed, detail
    assert f"approve a booking for {count} people" in detail
    assert f"the item is for {other} people" in detail
    passed, detail = booked(run(summary, count), item(people=count, day="tuesday"))
    assert passed, detail


@pytest.mark.parametrize(
    "summary",
    [
        "Book Atrium (12 pax) on Tuesday",  # "(10 pax)" is how rooms are written
        "Book Atrium (a room for a dozen people) on Tuesday",
        "Book Atrium, room for up to a dozen people, on Tuesday",
        "Book Atrium for a few people on Tuesday",
        "Can I book Atrium for one of you on Tuesday?",
        "Book Atrium for your team of 24-seat fans on Tuesday",
        "Book Atrium on Friday for 2 people, sorry, for a dozen people",
    ],
)
def test_what_is_no_group_phrase_tells_no_count(summary: str) -> None:
    assert told_count({"args": {"summary": summary}}) is None
    passed, detail = booked(run(summary, 2), item(people=2, day="tuesday"))
    assert passed or "approve a booking for" not in detail, detail


def test_a_group_phrase_after_another_for_is_still_read() -> None:
    """In "for Tuesday for a dozen people" the first "for" starts no group phrase, the second does."""
    assert told_count({"args": {"summary": "Book Atrium for Tuesday for a dozen people"}}) == (
        12,
        "for a dozen people",
    )
    assert told_count({"args": {"summary": "Book for the team of 7 people"}}) == (
        7,
        "for the team of 7",
    )


def test_the_detail_quotes_the_approved_summary_as_given() -> None:
    """Lower-cased, "approved {'summary': 'book r-204 (cedar) ...'}" misquoted the person."""
    edited = {"summary": "Book R-204 (Cedar) for 6 people on Wednesday"}
    trace = run("Book R-400 (Atrium) for 6 people on Tuesday", 6, edited=edited)
    passed, detail = booked(trace, item(people=6, day="tuesday"))
    assert not passed
    assert f"approved {edited}" in detail, detail
