"""`arena show`'s decision context never cuts a value mid-item without saying so (outside tester
8, finding 8: ``so far`` ended ``…R-210 (Maple, seats 10); R-305 (Sequoia,``). A long tool
result, the agent's words and the user's are cut after their last whole item and marked."""

from __future__ import annotations

import pytest

from arena.runs.decision import _call_line, clip
from arena.types import ToolCall

ROOMS = "; ".join(f"R-{100 + i} (Room {i}, seats {i + 2})" for i in range(12))


def _call(result: str) -> ToolCall:
    return ToolCall(
        call_id="c1", tool="search_rooms", args={"capacity": 6}, leg=1, seq=1, status="ok",
        result=result,
    )  # fmt: skip


def test_a_long_search_result_is_cut_after_a_whole_item_with_a_mark() -> None:
    line = _call_line(_call("Found: " + ROOMS))
    shown = line.split(" ok: ", 1)[1]
    assert shown.endswith("…"), line
    body = shown.removesuffix("…").rstrip()
    assert body.endswith(";"), line  # the last item shown is whole
    assert ROOMS.startswith(body.removeprefix("Found: ").rstrip(";")), line
    assert len(shown) <= 120


@pytest.mark.parametrize(
    "text",
    [
        "word " * 100,  # words only
        "a, " * 150,  # a list with commas
        "x" * 400,  # no place to cut: cut and marked anyway
        "Book R-101 (Juniper, seats 4) for 6 people on Tuesday; " * 10,
    ],
)
def test_anything_cut_is_marked_and_within_its_limit(text: str) -> None:
    for limit in (50, 120, 300):
        out = clip(text, limit)
        if len(text) <= limit:
            assert out == text
            continue
        assert out.endswith("…") and len(out) <= limit, (limit, out)
        assert text.startswith(out.removesuffix("…").rstrip().rstrip(";,")), (limit, out)


def test_what_fits_is_kept_as_it_is() -> None:
    assert _call_line(_call("CONFIRMED: R-101")).endswith("ok: CONFIRMED: R-101")
    assert clip("a" * 120, 120) == "a" * 120
