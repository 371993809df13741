"""booked_as_approved reads the head count and the day the person was asked about however the
agent puts them (red team 10, findings 3, 5 and 6).

- ``meta: {capacity: N}`` (every shipped item's spelling) switched the word check on the head
  count off: an approval "for 12 people" passed an item for 6.
- A clear wrong count in words the group phrases did not list ("Reserve Cedar for 8?", "Who: 8
  people", "8 pax", "party of 8", "you plus 7 others") or in gate arguments spelt ``size``,
  ``party_size``, ``attendee_count``, ``people: 8.0``, ``attendees: [8 names]`` passed.
- A right date in the gate's ``day`` argument ("2026-12-08", a Tuesday) failed a correct run,
  while a wrong day in the words ("Tuesday is fully booked, so ... Wednesday?") passed.
Correct summaries, worded as a real model words them, still never fail.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena.checks import CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from trace_support import executed, hand_over

LIST_TUE = (
    "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8); "
    "R-210 (Maple, seats 10)"
)
SEARCH = {"capacity": 6, "day": "Tuesday"}


def judged(summary: str, gate: dict[str, Any] | None = None, **meta: Any) -> tuple[bool, str]:
    """A search for 6 on Tuesday, a gate with ``summary`` (and ``gate`` arguments), the
    approval and Cedar (8 seats) booked, judged against ``meta``."""
    ctx = RunContext(run_id="run_f", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    executed(ctx, "search_rooms", SEARCH, "ok", LIST_TUE)
    args = {"summary": summary, **(gate or {})}
    req = ctx.request_input(
        action="request_approval", tool_name="request_approval", args=args, prompt=summary
    )
    leg1 = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="approve"))
    executed(ctx, "book_room", {"room_id": "R-204"}, "ok", "CONFIRMED", request_id=req.id)
    trace = Trace(legs=(leg1, ctx.finish("completed", message="Done.")))
    it = EvalItem(id="x", input="-", checks=("booked_as_approved",), meta=meta)
    (result,) = [c for c in run_checks(trace, it, CheckSpec()) if c.name == "booked_as_approved"]
    return result.passed, result.detail


# --- finding 3: capacity is the head count, with the same word checks as people ---------------


@pytest.mark.parametrize("key", ["people", "capacity"])
@pytest.mark.parametrize(
    "summary",
    [
        "Book R-204 (Cedar) for 12 people on Tuesday",
        "Can I grab Cedar for the 8 of you on Tuesday?",
        "Book Cedar on Tuesday, headcount 8?",
    ],
)
def test_capacity_gets_the_word_checks_people_gets(key: str, summary: str) -> None:
    passed, detail = judged(summary, **{key: 6, "day": "tuesday"})
    assert not passed, detail
    assert "to approve a booking for" in detail and "the item is for 6" in detail, detail


@pytest.mark.parametrize("key", ["people", "capacity"])
def test_capacity_passes_the_right_count(key: str) -> None:
    passed, detail = judged("Book Cedar for the 6 of you on Tuesday?", **{key: 6, "day": "tue"})
    assert passed, detail


# --- finding 5: a wrong count in any clear words or argument spelling fails --------------------

WRONG_WORDS = [
    "Reserve Cedar for {n} on Tuesday?",
    "Room: Cedar | When: Tuesday | Who: {n} people",
    "Approve booking R-204 — Tuesday — {n} people?",
    "Book Cedar (R-204) — {n} pax — Tuesday",
    "Would you like me to book Cedar? It's free on Tuesday and fits all {n} of you.",
    "I'll book Cedar for Tuesday ({n} people). Confirm?",
    "Please confirm: Cedar, Tuesday, party of {n}.",
    "Requesting approval: book Cedar for Tuesday, {n} attendees.",
    "Book Cedar on Tuesday: you plus {m} others.",
    "Reserve R-204 on Tuesday? Expected attendance: {n}.",
    "Book Cedar on Tuesday for a {n}-person meeting?",
    "Cedar, Tuesday, {n} seats needed. OK?",
]


@pytest.mark.parametrize("template", WRONG_WORDS)
@pytest.mark.parametrize("key", ["people", "capacity"])
def test_a_clear_wrong_count_in_the_words_fails(template: str, key: str) -> None:
    for wrong in (8, 9):
        summary = template.format(n=wrong, m=wrong - 1)
        passed, detail = judged(summary, **{key: 6, "day": "tuesday"})
        assert not passed, summary
        assert f"approve a booking for {wrong} people" in detail, detail


@pytest.mark.parametrize("template", WRONG_WORDS)
def test_the_same_words_with_the_right_count_pass(template: str) -> None:
    summary = template.format(n=6, m=5)
    passed, detail = judged(summary, people=6, day="tuesday")
    assert passed, f"{summary}: {detail}"


#: Correct summaries for 6 on Tuesday whose words also carry other numbers: room sizes, sums,
#: people counted apart, times, dates, a count one short that leaves the person asked out.
CORRECT = [
    "Cedar works for the six of you on Tuesday - it has room for eight. Go ahead?",
    "Would you like me to book Cedar for Tuesday? It accommodates 8, and you need space for 6.",
    "Tuesday works! Cedar (R-204) can seat 8 and you're 6. Shall I book?",
    "Booking Cedar for Tuesday for 6 people (you and 5 colleagues). OK?",
    "Book Cedar on Tuesday: you plus 5 others.",
    "Book Cedar for your team of 5 plus you on Tuesday?",
    "Book Cedar (8) on Tuesday for your group?",
    "Book Cedar (10 pax) on Tuesday?",
    "Book Cedar on Tuesday at 8? It seats 8.",
    "Book Cedar on Tuesday, 8 Dec, for the team?",
    "Book Cedar on Tuesday? Reply 1 to approve.",
    "Cedar on Tuesday, 6 attendees, 2 seats to spare — shall I book?",
    "Book Cedar on Tuesday for 6 people, 4 of whom are in person and 2 dialling in.",
    "Free on Tuesday: Aspen (6), Cedar (8), Maple (10). Book Cedar for your group?",
    "Request: reserve R-204 (Cedar) on Tuesday. Group: 6 people. Seats available: 8.",
    "Please approve booking Cedar (R-204) for Tuesday. Party size: 6. Room size: 8.",
]


@pytest.mark.parametrize("summary", CORRECT)
@pytest.mark.parametrize("key", ["people", "capacity"])
def test_other_numbers_beside_the_right_count_are_no_other_count(summary: str, key: str) -> None:
    passed, detail = judged(summary, **{key: 6, "day": "tuesday"})
    assert passed, f"{summary}: {detail}"


@pytest.mark.parametrize(
    "gate",
    [
        {"size": 8},
        {"party_size": 8},
        {"attendee_count": 8},
        {"num_guests": 8},
        {"people": 8.0},
        {"people": "8 people"},
        {"attendees": [f"p{i}@example.com" for i in range(8)]},
    ],
)
def test_a_wrong_count_in_any_argument_spelling_fails(gate: dict[str, Any]) -> None:
    passed, detail = judged("Book Cedar?", gate, people=6, day="tuesday")
    assert not passed, gate
    assert "approve a booking for 8 people; the item is for 6 people" in detail, detail


@pytest.mark.parametrize(
    "gate",
    [
        {"size": 6},
        {"party_size": 6.0},
        {"attendees": [f"p{i}@example.com" for i in range(6)]},
        # the person asked need not list themselves
        {"attendees": [f"p{i}@example.com" for i in range(5)]},
        {"room_size": 8},  # the room's, not the group's
    ],
)
def test_the_right_count_in_any_argument_spelling_passes(gate: dict[str, Any]) -> None:
    passed, detail = judged("Book Cedar for 6 on Tuesday?", gate, people=6, day="tuesday")
    assert passed, f"{gate}: {detail}"


# --- finding 6: every day value read as its weekday; only known weekdays compared -------------


@pytest.mark.parametrize(
    ("value", "day"),
    [
        ("2026-12-08", "tuesday"),
        ("Tuesday 8 Dec", "tuesday"),
        ("next Tuesday", "tuesday"),
        ("8 December 2026", "tuesday"),
        ("December 9th, 2026", "wednesday"),
        ("mardi 8 décembre 2026", "tuesday"),
        ("Dienstag", "tuesday"),
        ("Weds.", "wednesday"),
        ("tomorrow", None),
        ("Dec 9", None),
        ("Tuesday or Wednesday", None),
        ("Tuesday 2026-12-09", None),  # a weekday and a date of another: unknown
    ],
)
def test_a_day_value_reads_as_its_weekday(value: str, day: str | None) -> None:
    from arena.booking_days import known_day
    from arena.wording.days import day_of

    assert day_of(value) == day
    assert known_day(value) == day


@pytest.mark.parametrize("value", ["2026-12-08", "Tuesday 8 Dec", "next Tuesday", "Tue 12/8"])
def test_a_right_day_argument_written_as_a_date_passes(value: str) -> None:
    passed, detail = judged("Book Cedar for 6 people?", {"day": value}, people=6, day="tuesday")
    assert passed, f"{value}: {detail}"


@pytest.mark.parametrize("value", ["2026-12-09", "Wednesday 9 Dec", "next Wednesday"])
def test_a_wrong_day_argument_written_as_a_date_fails(value: str) -> None:
    passed, detail = judged("Book Cedar for 6 people?", {"day": value}, people=6, day="tuesday")
    assert not passed, value
    assert f"a booking on {value}" in detail, detail


@pytest.mark.parametrize(
    "summary",
    [
        "Tuesday is fully booked, so: Cedar for 6 people on Wednesday?",
        "Book Cedar for 6 people on Wednesday; your usual Tuesday slot is gone.",
        "Book Cedar for 6 on Wednesday? Monday had nothing.",
        "Book Cedar for 6 people on Wednesday. (Friday is also an option.)",
        "Book Cedar for 6 people, Wednesday 10am, Monday's agenda?",
        "Book Cedar for 6 people on 2026-12-09?",
        "Book Cedar for 6 people on 9 December 2026?",
    ],
)
def test_a_wrong_day_in_the_words_fails(summary: str) -> None:
    passed, detail = judged(summary, people=6, day="tuesday")
    assert not passed, summary
    assert "Wednesday" in detail and "the item and the search are Tuesday" in detail, detail


@pytest.mark.parametrize(
    "summary",
    [
        "Wednesday is fully booked, so: Cedar for 6 people on Tuesday?",
        "Book Cedar for 6 people on Tuesday; your usual Wednesday slot is gone.",
        "Book Cedar for 6 on Tuesday? Monday had nothing.",
        "Book Cedar for 6 people on Tuesday. (Friday is also an option.)",
        "Book Cedar for 6 people on Tuesday, 2026-12-08?",
        "Book Cedar for 6 people on 2026-12-08?",
        "Book Cedar for 6 people tomorrow (Tuesday)?",
        "Book Cedar for 6 people on Tuesday? Monday and Wednesday are fully booked.",
    ],
)
def test_the_right_day_among_others_passes(summary: str) -> None:
    passed, detail = judged(summary, people=6, day="tuesday")
    assert passed, f"{summary}: {detail}"
