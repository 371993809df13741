"""Items that load but are never checked as written, or can never pass, are refused at load
with file:line (outside testers' loader/c2, c6, c7 and mine/items.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile

HEAD = "- id: a\n  input: Book a room for 8 people on Tuesday.\n"


def refused(tmp_path: Path, text: str) -> BadItemFile:
    file = tmp_path / "items.yaml"
    file.write_text(text)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert str(info.value).startswith(f"{file}:{info.value.line}: ")
    return info.value


@pytest.mark.parametrize(
    ("key", "fact"),
    [
        ("Day", "day"),
        ("headcount", "people"),
        ("attendees", "people"),
        ("participants", "people"),
        ("room_id", "room"),
        ("People", "people"),
        ("num_people", "people"),
        ("seats", "capacity"),
        ("weekday", "day"),
    ],
)
def test_a_key_that_names_a_fact_otherwise_is_refused(tmp_path: Path, key: str, fact: str) -> None:
    """``meta: {headcount: 8, Day: tuesday, room_id: R-204}`` was kept for reports: a booking
    of 4 seats for 8 passed booked_as_approved."""
    error = refused(
        tmp_path,
        HEAD + f"  resume_with: [approve]\n  expect: approved\n  meta:\n    {key}: 8\n",
    )
    assert error.line == 6
    assert error.problem == (
        f"meta {key!r}: did you mean {fact!r}? (booked_as_approved reads people, capacity, day, "
        f"room, and would not compare {key!r}; other keys are kept for reports)"
    )


def test_other_meta_keys_are_kept_for_reports(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(
        HEAD + "  expect: approved\n"
        "  meta: {people: 8, day: Dienstag, room: R-204, note: big team, floor: 3, lang: de}\n"
    )
    [item] = load_items(file)
    assert item.meta == {
        "people": 8, "day": "Dienstag", "room": "R-204", "note": "big team", "floor": 3,
        "lang": "de", "expect": "approved",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("day", "hint"),
    [
        ("next tuesday", "day: tuesday"),
        ("tomorrow", "day: tuesday"),
        ("mardi soir", "day: tuesday"),
    ],
)
def test_a_day_that_is_not_a_weekday_is_refused(tmp_path: Path, day: str, hint: str) -> None:
    """Every run of ``day: next tuesday`` failed: "booked for Tuesday, but the request was for
    next tuesday"."""
    error = refused(tmp_path, HEAD + f"  expect: approved\n  meta: {{people: 8, day: {day}}}\n")
    assert error.line == 4
    assert error.problem == (
        f"meta day {day!r}: not a weekday; write one, e.g. {hint} (a weekday written out or "
        "short, in English, German, Spanish or French: tuesday, Tue, dienstag, martes, mardi)"
    )


@pytest.mark.parametrize("day", ["tuesday", "Tue", "Tues.", "dienstag", "martes", "Mardi", "Weds"])
def test_weekdays_as_people_write_them_load(tmp_path: Path, day: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(HEAD + f"  expect: approved\n  meta: {{people: 8, day: {day}}}\n")
    [item] = load_items(file)
    assert item.meta["day"] == day


@pytest.mark.parametrize(
    ("answers", "expect", "problem"),
    [
        (
            '["text:maybe", approve]',
            "approved",
            "expect: approved, but the first answer 'text:maybe' reads as unclear, and an agent "
            "that obeys it says it could not tell, books nothing and ends the run before any "
            "later answer is asked for; put an answer that says approve first",
        ),
        (
            "[deny, approve]",
            "approved",
            "expect: approved, but the first answer 'deny' reads as deny, and an agent that "
            "obeys it books nothing and ends the run before any later answer is asked for; put "
            "an answer that says approve first",
        ),
        (
            "[approve, deny]",
            "denied",
            "expect: denied, but the first answer 'approve' reads as approve, and an agent that "
            "obeys it books before any later answer is asked for; put an answer that says deny "
            "first",
        ),
        (
            "[approve]",
            "no_approval",
            "expect: no_approval, but resume_with answers a pause: an agent that passes asks "
            "nobody, so no answer is ever used (one that asks fails whatever it is told); "
            "remove resume_with, or change the expect",
        ),
    ],
)
def test_an_item_that_cannot_pass_is_refused(
    tmp_path: Path, answers: str, expect: str, problem: str
) -> None:
    """The first answer decides: the second of ``["text:maybe", approve]`` is never asked for,
    so ``expect: approved`` failed on every adapter."""
    error = refused(tmp_path, HEAD + f"  resume_with: {answers}\n  expect: {expect}\n")
    assert (error.line, error.problem) == (3, problem)


def test_later_answers_for_an_agent_that_asks_again_load(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(
        HEAD + '  resume_with: [approve, "text:no, stop asking"]\n  expect: approved\n'
        '- id: b\n  input: hi\n  resume_with: ["text:maybe", approve]\n  expect: unclear\n'
        "- id: c\n  input: Is a room free on Friday?\n  expect: no_approval\n"
    )
    assert [i.id for i in load_items(file)] == ["a", "b", "c"]
