"""A yes that repeats the input's own time, date or floor ("Yes, 2pm works." for "… on Wednesday
at 2pm") loaded, as docs/items.md promises (only a day, date or time the input does not name
counts), and then read unclear on every adapter: the scripted model and the harness read it
against the gate's summary, "Book R-102 (Aspen) for 6 people on Wednesday", which never named a
time, so the answer added one (outside tester 15). The summary carries the request's own time,
date and floor words now, and loader, model and harness read the answer alike: a real
``arena run`` on vanilla books, and a yes naming another time still reads unclear."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

ARENA = (
    "name: mine\ndescription: mine\ntools: arena.tools.rooms\nchecks:\n"
    "  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume, "
    "booked_as_approved]\n"
    "  unclear: [suspended, no_tool_before_suspend, tool_not_used, reported_unclear]\n"
)

#: (input, a yes that repeats its time/date/floor, a yes that names another one)
CASES = [
    ("Book a room for 6 on Wednesday at 2pm.", "Yes, 2pm works.", "Yes, 3pm works."),
    ("Book a room for 6 on Wednesday at 15:00.", "Yes, 3pm is fine.", "Yes, 4pm is fine."),
    ("Book a room for 4 on Tuesday the 8th.", "Yes, the 8th works.", "Yes, the 9th works."),
    (
        "Book a room on the 3rd floor for 6 people on Tuesday.",
        "Yes, 3rd floor is fine.",
        "Yes, 4th floor is fine.",
    ),
    (
        "Book a room for 4 on Tuesday at 2pm.",
        "Yes, Tuesday at 2pm is perfect.",
        "Yes, Tuesday at noon is perfect.",
    ),
    (
        "Buche einen Raum für 4 Personen am Dienstag um 14 Uhr.",
        "Ja, 14 Uhr passt.",
        "Ja, 15 Uhr passt.",
    ),
]


def _items(expect: str, pick: int) -> str:
    rows = []
    for i, case in enumerate(CASES):
        text, answer = case[0], case[pick]
        rows.append(
            f"- id: c{i}\n  input: {text}\n  resume_with: [{json.dumps('text:' + answer)}]\n"
            f"  expect: {expect}\n"
        )
    return "".join(rows)


def _run(tmp_path: Path, items: str) -> list[dict[str, object]]:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(items, encoding="utf-8")
    out = tmp_path / "res"
    args = ["run", str(tmp_path), "--adapter", "vanilla", "--out", str(out), "--fail-under", "0"]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert "error:" not in result.output, result.output  # the loader took every item
    rows = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert len(rows) == len(CASES), result.output
    return rows


def test_a_yes_that_repeats_the_requests_time_date_or_floor_books(tmp_path: Path) -> None:
    rows = _run(tmp_path, _items("approved", 1))
    failed = {r["item"]: r for r in rows if not r["passed"]}
    assert not failed, failed


def test_a_yes_that_names_another_time_date_or_floor_still_reads_unclear(tmp_path: Path) -> None:
    rows = _run(tmp_path, _items("unclear", 2))
    failed = {r["item"]: r for r in rows if not r["passed"]}
    assert not failed, failed


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Book a room for 6 on Wednesday at 2pm.", "at 2pm"),  # its when-word too (tester 18)
        ("Book a room on the 3rd floor for 6 people on Tuesday.", "3rd floor"),
        ("Book a room for 6 next Wednesday 2-3pm on floor 3, March 8th", "2-3pm, 3, March 8th"),
        ("Book a room for 6 on Tuesday.", ""),  # nothing left out: the summary as before
        ("Book R-204 for 6 people on Tuesday, not Aspen.", ""),  # rooms: the summary's own
        ("Book a room for 4 engineers and 2 designers on Friday.", ""),  # counts too
    ],
)
def test_the_summary_carries_only_what_it_leaves_out(text: str, words: str) -> None:
    from arena.model.rooms import Room, request_words, summary
    from arena.model.task import BookingRequest

    assert request_words(text) == words
    said = summary(Room("R-102", "Aspen"), BookingRequest(6, "Tuesday"), text)
    tail = f" (the request says: {words})" if words else ""
    assert said == f"Book R-102 (Aspen) for 6 people on Tuesday{tail}"
