"""The Items table never cuts an item id: at 80 columns or fewer, or piped, it showed
``a03-two-tea…`` and ``dont-book-…`` (outside tester 5, finding 11), and the id is what a user
needs whole to find the item. Other columns wrap instead; where no table holds the ids (and the
adapters, outside tester 7, finding 11) whole, the runs are listed, one name line each."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from arena.checks import CheckResult
from arena.context import ModelEndpoint, RunContext
from arena.report import items_table
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem

IDS = (
    "a03-two-teams-and-manager",
    "dont-book-just-tell-me-whats-free",
    "check-then-book-the-big-room-friday",
    "t1",
)


def _run(adapter: str, item_id: str, passed: bool) -> RunResult:
    item = EvalItem(id=item_id, input="Book it.", meta={"expect": "no_approval"})
    ctx = RunContext(run_id=f"run-{item_id}", adapter=adapter,
                     endpoint=ModelEndpoint(base_url="x", model="m"))  # fmt: skip
    ctx.begin_leg()
    turn = ctx.finish("completed", message="done")
    detail = "" if passed else "booked R-305 for 12 people, but the item is for 6 people " * 2
    return RunResult(
        run_id=ctx.run_id,
        arena="a",
        item=item,
        adapter=adapter,
        model="m",
        trace=Trace(legs=(turn,)),
        checks=(CheckResult(name="booked_as_approved", passed=passed, detail=detail),),
        started_at=turn.events[0].at,
        duration_s=0.0,
    )


def _render(width: int, failing: bool) -> list[str]:
    results = [
        _run(adapter, item_id, passed=not (failing and n % 2))
        for n, item_id in enumerate(IDS)
        for adapter in ("openai_agents", "vanilla")
    ]
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, legacy_windows=False)
    console.print(items_table(results, console.width))
    lines = out.getvalue().splitlines()
    assert max(len(line) for line in lines) <= width  # nothing cropped at the right either
    return lines


@pytest.mark.parametrize("width", [80, 100, 119, 120, 160])
@pytest.mark.parametrize("failing", [False, True])
def test_every_item_id_is_shown_whole_at_any_width(width: int, failing: bool) -> None:
    lines = _render(width, failing)
    assert "…" not in "".join(lines)
    for item_id in IDS[:3]:
        assert any(item_id in line for line in lines), (item_id, "\n".join(lines))
    assert any(re.search(rf"(^|[│ ]){IDS[3]}($|[│ ])", line) for line in lines)
    words = set(" ".join(lines).replace("│", " ").split())
    assert "pass" in words and ("FAIL" in words or not failing)  # the result is still there
    if width >= 100:  # wide enough for a table
        assert any(line.startswith(("│", "┃")) for line in lines)


@pytest.mark.parametrize("width", [40, 50, 64])
def test_too_narrow_for_a_table_of_whole_ids_it_lists_them_whole_never_cut(width: int) -> None:
    lines = _render(width, failing=True)
    assert "…" not in "".join(lines)
    for item_id in IDS[:3]:
        assert any(item_id in line for line in lines) or len(item_id) > width
