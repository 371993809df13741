"""The Items table never cuts an item id: at 80 columns or fewer, or piped, it showed
``a03-two-tea…`` and ``dont-book-…`` (outside tester 5, finding 11), and the id is what a user
needs whole to find the item. Other columns wrap instead; where no table holds the ids (and the
adapters, outside tester 7, finding 11) whole, the runs are listed, one name line each."""

from __future__ import annotations

import io
import re

import msgspec
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


def test_a_pass_its_checks_do_not_hold_to_the_expect_is_marked() -> None:
    """evidence55b: ``expect: denied`` with ``checks: [suspended]`` read "pass" for a stubborn
    agent that booked after the no; that pass is marked, and the full checks fail it."""
    from arena.checks import run_checks
    from arena.types import InputResponse
    from trace_support import executed, hand_over

    ctx = RunContext(
        run_id="r", adapter="stubborn", endpoint=ModelEndpoint(base_url="x", model="m")
    )
    ctx.begin_leg()
    req = ctx.request_input(action="request_approval", args={"summary": "R-101"})
    leg1 = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="deny"))
    executed(ctx, "book_room", {"room_id": "R-101"}, "ok", "CONFIRMED")
    trace = Trace(legs=(leg1, ctx.finish("completed", message="Booked R-101 anyway.")))
    runs = []
    for checks in (("suspended",), ("suspended", "tool_not_used", "acknowledged"), ()):
        item = EvalItem(id=f"d{len(checks)}", input="Book a room.", checks=checks,
                        meta={"expect": "denied"})  # fmt: skip
        run = _run("stubborn", item.id, True)
        runs.append(msgspec.structs.replace(
            run, item=item, trace=trace, checks=tuple(run_checks(trace, item))
        ))  # fmt: skip
    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(items_table(runs, 200))
    rows = {
        line.split("│")[2].strip(): line for line in out.getvalue().splitlines() if "│ d" in line
    }
    assert "pass, expect not checked" in rows["d1"], rows
    assert "FAIL" in rows["d3"] and "not checked" not in rows["d3"], rows
    assert "pass" in rows["d0"] and "not checked" not in rows["d0"], rows  # no checks of its own
