"""A pause that asks several days (Tuesday, Wednesday, Friday after three searches): each
request's proposed side effect — what `arena show` prints and what an edit is checked against —
took the last search's day, so the Tuesday request read "on Friday" and `arena approve --edit
room_id=R-400` (taken Tuesday) was approved (outside evals 31)."""

from __future__ import annotations

import pytest

from arena.runs.decision import rooms_side_effect
from arena.types import InputRequest, ToolCall


def _search(seq: int, day: str, people: int = 4) -> ToolCall:
    return ToolCall(
        call_id=f"c{seq}",
        tool="search_rooms",
        args={"capacity": people, "day": day},
        leg=1,
        seq=seq,
        status="ok",
    )


SEARCHES = [_search(1, "Tuesday"), _search(2, "Wednesday"), _search(3, "Friday", 5)]


def _request(summary: str) -> InputRequest:
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": summary},
        prompt=summary,
    )


@pytest.mark.parametrize(
    ("summary", "day", "people"),
    [
        ("Book R-101 (Juniper) for 4 people on Tuesday", "Tuesday", 4),
        ("Book R-102 (Aspen) for 4 people on Wednesday", "Wednesday", 4),
        ("Book R-210 (Maple) for 5 people on Friday", "Friday", 5),
    ],
)
def test_each_request_reads_its_own_day(summary: str, day: str, people: int) -> None:
    effect = rooms_side_effect(_request(summary), SEARCHES)
    assert effect["day"] == day
    assert effect["people"] == people


def test_a_request_naming_no_searched_day_is_read_from_its_words() -> None:
    effect = rooms_side_effect(_request("Book R-101 (Juniper) for 3 people on Monday"), SEARCHES)
    assert (effect["day"], effect["people"]) == ("Monday", 3)


def test_one_search_is_read_as_before() -> None:
    effect = rooms_side_effect(_request("Book R-101 (Juniper)"), [_search(1, "Thursday", 4)])
    assert (effect["day"], effect["people"]) == ("Thursday", 4)
