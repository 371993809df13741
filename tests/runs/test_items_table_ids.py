"""The Items table never cuts an item id: at 80 columns or fewer, or piped, it showed
``a03-two-tea…`` and ``dont-book-…`` (outside tester 5, finding 11), and the id is the one column a
user needs whole to find the item. Other columns wrap instead."""

from __future__ import annotations

import io

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
    assert all(line.rstrip().endswith(("│", "┃", "┓", "┩", "┘", "Items")) for line in lines)
    return lines


@pytest.mark.parametrize("width", [80, 100, 119, 120, 160])
@pytest.mark.parametrize("failing", [False, True])
def test_every_item_id_is_shown_whole_at_any_width(width: int, failing: bool) -> None:
    lines = _render(width, failing)
    cells = [line.split("│")[2].strip() for line in lines if line.count("│") > 3]
    assert "…" not in "".join(cells)
    for item_id in IDS:
        assert item_id in cells, (item_id, "\n".join(lines))
    last = [line.split("│")[6].strip() for line in lines if line.count("│") > 3]
    assert {"pass", "FAIL"} & set(last) or not failing  # the result column is still there


@pytest.mark.parametrize("width", [50, 64])
def test_too_narrow_for_the_longest_id_it_folds_whole_never_cut(width: int) -> None:
    lines = _render(width, failing=True)
    column = "".join(line.split("│")[2].strip() for line in lines if line.count("│") > 3)
    assert "…" not in column
    for item_id in IDS:
        assert item_id in column
