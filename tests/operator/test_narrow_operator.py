"""``arena pending`` and ``arena resume`` on a narrow terminal: one block per request or run, the
id heading it whole, the call or verdict at the terminal's full width (render.WIDE_PENDING)."""

from __future__ import annotations

import io

from arena.cli import render
from arena.cli.console import Console
from arena.views import CheckView, OutcomeView

FAILED = OutcomeView(
    run_id="run_97b228b7e46c559c",
    resumed=True,
    error=None,
    item="hitl-11",
    adapter="langgraph",
    status="completed",
    legs=2,
    checks=(CheckView(name="tool_called_once_after_resume", passed=False, detail="-"),),
    off_script="answered deny where item hitl-11 expects approve; its checks assume approve",
)
NOT_RESUMED = OutcomeView(run_id="run_0123456789abcdef", resumed=False, error="claimed by w1")


def shown(width: int) -> list[str]:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None)
    console.print(render.outcomes_view([FAILED, NOT_RESUMED], console.width))
    return out.getvalue().splitlines()


def test_resume_at_80_columns_keeps_ids_and_check_names_whole() -> None:
    lines = shown(80)
    assert all(len(line) <= 80 for line in lines)
    assert any(line.startswith("run_97b228b7e46c559c · hitl-11 · langgraph") for line in lines)
    assert any("FAIL tool_called_once_after_resume" in line for line in lines)
    assert any(line.startswith("run_0123456789abcdef · not resumed") for line in lines)
    assert "claimed by w1" in "\n".join(lines)


def test_resume_on_a_wide_terminal_is_a_table() -> None:
    lines = shown(160)
    assert any(line.startswith("┏") for line in lines)
    assert any("run_97b228b7e46c559c" in line and "FAIL" in line for line in lines)
