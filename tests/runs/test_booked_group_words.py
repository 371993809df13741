"""booked_as_approved reads a group phrase as the whole group only where nothing around it adds
people or counts some apart, and reads the day the words ask about as a person would.

Red team 7, hole 4: "for the 7 of us plus 2 remote", "for your team of 8 plus you", "for the 8 of
you plus your manager" (item 9) and "for 4 people from sales and 4 from eng" (item 8) failed
correct agents that searched for the item's people: the first group phrase was read as the whole
group. Hole 5: "on Wednesday the 4th for the Tuesday team", "the day after Tuesday", "on Tuesday
and Wednesday", "for 7 colleagues", "headcount 7" passed for a Tuesday item of 9.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_booked_words_and_searches import booked, item, run

from arena.booking_fit import told_count, words_day

LIST = "Free on {day} for {n}+ people: R-210 (Maple, seats 10); R-305 (Sequoia, seats 14)"


def searched(n: int, day: str = "Tuesday") -> tuple[dict[str, Any], str]:
    return {"capacity": n, "day": day}, LIST.format(day=day, n=n)


def judged(summary: str, people: int, day: str = "tuesday") -> tuple[bool, str]:
    """A correct search for ``people`` on ``day``, the gate's words, and Maple (10 seats) booked."""
    trace = run(summary, [searched(people, day.title())], booked="R-210")
    return booked(trace, item(people=people, day=day))


#: Correct summaries whose first group phrase is part of the group: (summary, the item's people).
ADDED = [
    ("Book Maple (R-210) on Tuesday for the 7 of us plus 2 remote?", 9),
    ("Book Maple (R-210) on Tuesday for your team of 8 plus you?", 9),
    ("Book Maple (R-210) on Tuesday for the 8 of you plus your manager?", 9),
    ("Book Maple (R-210) on Tuesday for 4 people from sales and 4 from eng?", 8),
    ("Book Maple on Tuesday for 4 people from sales and for 4 people from eng?", 8),
    ("Book Maple on Tuesday for the 8 of you and your manager?", 9),
    ("Book Maple on Tuesday for 7 people + 2 guests?", 9),
    ("Book Maple on Tuesday for the six of us along with three visitors?", 9),
    ("Book Maple on Tuesday for your team of 7, together with Sam and Priya?", 9),
    ("Book Maple on Tuesday for 5 people from design and four from product?", 9),
    ("Book Maple on Tuesday for the 7 of you (2 more dialling in)?", 9),
    ("Book Maple on Tuesday for the 7 of us, with 2 joining remotely?", 9),
    ("Book Maple on Tuesday for 8 colleagues and you?", 9),
    ("Book Maple on Tuesday for you and the 8 of us?", 9),
    ("Book Maple on Tuesday for 8 of your teammates?", 9),  # and the person asked
    ("Book Maple on Tuesday for 8 colleagues?", 9),
    ("Book Maple on Tuesday, headcount 8 plus you?", 9),
    ("Book Maple on Tuesday for 8 people, excluding you?", 9),
    ("Book Maple on Tuesday for the 8 of us, not counting the guest?", 9),
]


@pytest.mark.parametrize(("summary", "people"), ADDED)
def test_a_group_phrase_with_people_added_is_no_other_count(summary: str, people: int) -> None:
    passed, detail = judged(summary, people)
    assert passed, f"{summary}: {detail}"


#: The words tell one other count than the item's 9, however they put it.
TOLD = [
    ("Book Maple (R-210) on Tuesday for all 7 of you?", 7),
    ("Book Maple (R-210) on Tuesday for 7 colleagues?", 7),
    ("Book Maple on Tuesday for 7 team members?", 7),
    ("Book Maple on Tuesday for 7 of your colleagues?", 7),
    ("Book Maple (R-210) on Tuesday, headcount 7?", 7),
    ("Book Maple on Tuesday (head count: seven)?", 7),
    ("Booking: Maple | Tuesday | attendees: 7", 7),
    ("Book Maple on Tuesday, group size 11?", 11),
    ("Book Maple on Tuesday for 8 people?", 8),  # not "colleagues": the whole group
    ("Book Maple on Tuesday for the 7 of us? It seats 10, with room to spare.", 7),
]


@pytest.mark.parametrize(("summary", "count"), TOLD)
def test_another_count_told_in_any_wording_fails(summary: str, count: int) -> None:
    assert told_count({"args": {"summary": summary}}) is not None
    passed, detail = judged(summary, 9)
    assert not passed, summary
    assert f"approve a booking for {count} people" in detail, detail
    assert "the item is for 9 people" in detail, detail


@pytest.mark.parametrize(
    ("summary", "asked"),
    [
        ("Book Maple (R-210) on Wednesday the 4th for the Tuesday team?", "Wednesday"),
        ("Book Maple (R-210) for the day after Tuesday?", "Wednesday"),
        ("Can I book Maple for the day before Thursday?", "Wednesday"),
        ("Book Maple (R-210) on Tuesday and Wednesday?", "Tuesday and Wednesday"),
        ("Book Maple for Wed & Thu?", "Wednesday and Thursday"),
        ("Book Maple on Tuesday, and on Friday, for 9 people?", "Tuesday and Friday"),
    ],
)
def test_another_day_asked_in_any_wording_fails(summary: str, asked: str) -> None:
    assert words_day({"args": {"summary": summary}}, "tuesday") == asked
    passed, detail = judged(summary, 9)
    assert not passed, summary
    assert f"to approve {asked}; the item and the search are Tuesday" in detail, detail


@pytest.mark.parametrize(
    ("summary", "day"),
    [
        ("Book Maple on Tuesday for the Wednesday team?", "tuesday"),
        ("Book Maple for the Tuesday team?", "tuesday"),
        ("Book Maple for Tuesday, the day after Monday's holiday?", "tuesday"),
        ("Book Maple on Wednesday, the day before Thursday's launch?", "wednesday"),
        ("Book Maple for Wednesday (the day after Tuesday)?", "wednesday"),
        ("Nothing is free on Monday and Wednesday, so book Maple on Tuesday?", "tuesday"),
        ("Book Maple on Tuesday? Thursday and Friday are also open.", "tuesday"),
        ("Book Maple on Tuesday for your Tuesday and Thursday standups?", "tuesday"),
        ("Book Maple on Tuesday and Tuesday only?", "tuesday"),
    ],
)
def test_the_items_day_in_any_wording_passes(summary: str, day: str) -> None:
    assert words_day({"args": {"summary": summary}}, day) is None
    passed, detail = judged(summary, 9, day)
    assert passed, f"{summary}: {detail}"
