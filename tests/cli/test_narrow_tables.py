"""``arena run``'s Items and Summary at any width keep every name a user copies whole (outside
tester 7, finding 11): at COLUMNS=80 piped, adapter names wrapped mid-word in the Items table
("t7adapters:phanto" / "m_edit") and the Summary cut adapter and check names with "…"
("tool_called_once_af…"); at COLUMNS=40 the Items table was wider than the terminal and its last
column was clipped ("pas", "res")."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from arena.checks import CheckResult
from arena.context import ModelEndpoint, RunContext
from arena.display import fit_widths
from arena.report import print_results
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem

CHECKS = ("booked_as_approved", "tool_called_once_after_resume", "suspended")
NAME_SETS = [
    ("pydantic_ai", "t7adapters:phantom_edit"),
    ("vanilla", "langgraph", "openai_agents"),
    ("my_company.agents.booking:make_the_booking_agent", "vanilla"),
]
ITEM_SETS = [
    ("t02-typo-wendsday", "t23-sarcastic-yes-double"),
    ("hitl-01", "hitl-12"),
]


def _run(adapter: str, item_id: str, passed: bool) -> RunResult:
    item = EvalItem(id=item_id, input="x", meta={"expect": "no_approval"}, source="a.yaml:1")
    ctx = RunContext(run_id=f"{adapter}-{item_id}", adapter=adapter,
                     endpoint=ModelEndpoint(base_url="x", model="scripted-compliant"))  # fmt: skip
    ctx.begin_leg()
    turn = ctx.finish("completed", message="done")
    detail = "book_room called 1x after the resume (0 ok); expected exactly once"
    return RunResult(
        run_id=ctx.run_id,
        arena="a",
        item=item,
        adapter=adapter,
        model="scripted-compliant",
        trace=Trace(legs=(turn,)),
        checks=tuple(CheckResult(name=c, passed=passed, detail=detail) for c in CHECKS),
        started_at=turn.events[0].at,
        duration_s=0.0,
    )


def _print(width: int, adapters: tuple[str, ...], items: tuple[str, ...]) -> list[str]:
    results = [_run(a, i, n % 2 == 0) for a in adapters for n, i in enumerate(items)]
    out = io.StringIO()
    print_results(results, Console(file=out, width=width, color_system=None))
    return out.getvalue().splitlines()


@pytest.mark.parametrize("width", [40, 60, 72, 80, 100, 120, 160, 220])
@pytest.mark.parametrize("adapters", NAME_SETS, ids=["t7", "builtin", "long"])
@pytest.mark.parametrize("items", ITEM_SETS, ids=["long-ids", "short-ids"])
def test_every_adapter_item_and_check_name_is_whole_on_one_line_and_nothing_is_clipped(
    width: int, adapters: tuple[str, ...], items: tuple[str, ...]
) -> None:
    lines = _print(width, adapters, items)
    text = "\n".join(lines)
    assert max(len(line) for line in lines) <= width, text
    assert "…" not in text
    for name in (*adapters, *items, *CHECKS):
        if len(name) <= width - 4:  # longer than the terminal: it can only fold
            assert any(name in line for line in lines), (name, text)
    # where each table or list starts, every run's result and every adapter's row are there
    words = " ".join(lines).replace("│", " ").split()
    assert words.count("FAIL") >= len(adapters) and "pass" in words


def test_the_tester_s_80_column_summary_keeps_check_names_whole() -> None:
    lines = _print(80, NAME_SETS[0], ITEM_SETS[0])
    assert any("tool_called_once_after_resume ×" in line for line in lines)
    assert any("t7adapters:phantom_edit" in line for line in lines)


@pytest.mark.parametrize("width", [60, 80, 100])
def test_a_table_keeps_names_whole_or_is_not_drawn(width: int) -> None:
    columns = ("adapter", "item", "status")
    rows = [["t7adapters:phantom_edit", "t23-sarcastic-yes-double", "completed"]]
    widths = fit_widths(columns, rows, width, whole=("adapter", "item"))
    if widths is not None:
        assert widths[0] >= 23 and widths[1] >= 24
        assert sum(widths) + 3 * len(columns) + 1 <= width
    else:
        assert 23 + 24 + 9 + 3 * len(columns) + 1 > width


def test_names_with_spaces_wrap_between_words_not_inside_them() -> None:
    columns = ("adapter", "failing checks")
    rows = [["vanilla", "booked_as_approved ×12\ntool_called_once_after_resume ×3"]]
    widths = fit_widths(columns, rows, 45, whole=("adapter", "failing checks"))
    assert widths is not None and widths[1] >= len("tool_called_once_after_resume")
    assert fit_widths(columns, rows, 30, whole=("adapter", "failing checks")) is None
