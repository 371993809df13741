"""The harness's plain day reading (``item_expected``) and the scripted model's agree (requests51).

Over every booking input in tests/ and arenas/: where the harness is sure of the day an input
asks for, the model reads that day too (or reads no booking). A ticket's "[FAC-1043] Room
request" bracket made the harness unsure of 34 inputs whose one weekday the model read, and the
loader warned "cannot tell which day"; a bracket now makes it unsure only where it holds a
weekday or a check mark (a chat stamp "[Tue 09:00]", a checkbox "[ ] Tuesday"). A booking on
another day than a ticket's fails ``booked_as_approved`` (the broken reference).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from tests.runs.test_s50_input_room_checked import SPEC, _item, _run

from arena.checks import booked_as_approved
from arena.item_expected import expected, unsure
from arena.model.task import BookingRequest, read_request
from arena.tools.rooms import ROOMS

ROOT = Path(__file__).resolve().parents[2]
TABLE = [(r.id, r.name) for r in ROOMS]
TICKET = "[FAC-1043] Room request\nStatus: To Do\nDescription: Book Cedar for 6 on Tuesday."


def _inputs() -> list[str]:
    texts: list[str] = []
    for path in sorted([*ROOT.glob("tests/**/*.yaml"), *ROOT.glob("arenas/*/items*.yaml")]):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError):
            continue
        items = data.get("items") if isinstance(data, dict) else data
        for item in items if isinstance(items, list) else []:
            if isinstance(item, dict) and isinstance(item.get("input"), str):
                texts.append(item["input"])
    return list(dict.fromkeys(texts))


def test_where_the_harness_is_sure_of_a_day_the_model_reads_it() -> None:
    texts = _inputs()
    assert len(texts) > 300
    sure = 0
    for text in texts:
        day = expected(text, {}, TABLE).day
        if day is None:
            continue
        sure += 1
        read = read_request(text)
        if isinstance(read, BookingRequest):
            assert read.day.lower() == day, (text, read.day, day)
    assert sure > 250


@pytest.mark.parametrize(
    ("text", "day"),
    [
        (TICKET, "tuesday"),
        ("[urgent] book Cedar for 6 on Tuesday", "tuesday"),
        ("[09:14] Ana: book Cedar for 6 on Tuesday please", "tuesday"),
        # near misses: a weekday in a stamp or beside a check mark stays unread
        ("[Tue 09:00] Ines: can we book Cedar for 6?", None),
        ("[ ] Tuesday - book Cedar for 6", None),
        ("[x] Tuesday - book Cedar for 6", None),
        ("- [ ] book Cedar for 6 on Tuesday", None),
        ("[Tue 09:00] Ines: can we book Cedar for 6 on Wednesday?", None),
    ],
)
def test_a_bracket_leaves_the_day_unread_only_where_it_may_change_it(
    text: str, day: str | None
) -> None:
    assert expected(text, {}, TABLE).day == day
    assert any("which day" in s for s in unsure(text, {}, TABLE)) == (day is None)


def test_a_booking_on_another_day_than_the_tickets_reads_no() -> None:
    assert booked_as_approved(_run("R-204", day="Tuesday"), _item(TICKET), SPEC).passed
    wrong = booked_as_approved(_run("R-204", day="Wednesday"), _item(TICKET), SPEC)
    assert not wrong.passed, wrong.detail
    assert "the input's day is tuesday" in wrong.detail, wrong.detail
