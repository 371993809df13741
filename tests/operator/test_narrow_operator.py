"""``arena pending``, ``resume``, ``runs`` and ``history`` on a narrow terminal: ids whole, and
no word folded mid-way by a column a few characters wide (render.WIDE_TERMINAL)."""

from __future__ import annotations

import dataclasses
import io

import pytest

from arena.cli import render
from arena.cli.console import Console
from arena.views import AuditView, CheckView, OutcomeView, RunSummary

FAILED = OutcomeView(
    run_id="run_97b228b7e46c559c",
    resumed=True,
    error=None,
    item="hitl-11",
    adapter="langgraph",
    status="completed",
    legs=2,
    checks=(CheckView(name="tool_called_once_after_resume", passed=False, detail="-"),),
    off_script="answered deny where item hitl-11 expects approve: its checks assume that",
)
NOT_RESUMED = OutcomeView(run_id="run_0123456789abcdef", resumed=False, error="claimed by w1")


def printed(renderable: object, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue().splitlines()


def shown(width: int) -> list[str]:
    return printed(render.outcomes_view([FAILED, NOT_RESUMED], width), width)


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


RUN = RunSummary(
    run_id="run_d4a586edf6fdbf8e",
    arena="human_in_the_loop",
    item="hitl-12",
    adapter="langgraph",
    model="scripted-compliant",
    status="completed",
    legs=2,
    durable=False,
    durability="-",
    passed=False,
    checks=None,
    error=None,
    created_at="2026-12-02T12:37:03+00:00",
    updated_at="2026-12-02T12:37:11+00:00",
)
ENTRY = AuditView(
    seq=3,
    transition="request.approved",
    by="alice",
    role="facilities",
    interface="cli",
    at="2026-12-02T12:37:04+00:00",
    request_id="req_ee9b339bc34f6edf",
    note="open mode: identity not verified (no operators registered)",
)


def test_runs_at_80_columns_folds_no_word() -> None:
    text = "\n".join(printed(render.runs_table([RUN], 80), 80))
    for word in ("run_d4a586edf6fdbf8e", "langgraph", "completed", "not durable", "FAIL"):
        assert word in text, (word, text)
    wide = "\n".join(printed(render.runs_table([RUN], 160), 160))
    assert "langgraph" in wide and "durable" in wide


HELD = dataclasses.replace(
    RUN, run_id="run_0123456789abcdef", status="needs_reconciliation", adapter="openai_agents"
)


@pytest.mark.parametrize("width", [40, 50, 60, 80, 100])
def test_runs_never_squeeze_the_id_or_the_status(width: int) -> None:
    """At 50 columns the status column had no width at all, at 60 it read 'comple'; a terminal
    too narrow for the table gets one block per run."""
    lines = printed(render.runs_view([RUN, HELD], width), width)
    text = "\n".join(lines)
    assert all(len(line) <= width for line in lines), text
    for word in ("run_d4a586edf6fdbf8e", "run_0123456789abcdef", "completed"):
        assert word in text, (word, text)
    assert "needs_reconciliation" in text and "openai_agents" in text, text
    if width < 60:
        assert lines[0] == "Runs (2)" and any(
            line.startswith("run_0123456789abcdef ·") for line in lines
        )


def test_runs_at_80_columns_stay_a_table() -> None:
    lines = printed(render.runs_view([RUN], 80), 80)
    assert any(line.startswith("┏") for line in lines)
    assert any("run_d4a586edf6fdbf8e" in line and "completed" in line for line in lines)


def test_history_at_80_columns_keeps_the_note_readable() -> None:
    lines = printed(render.history_view(RUN.run_id, [ENTRY], 80), 80)
    assert any("request.approved · req_ee9b339bc34f6edf" in line for line in lines)
    assert "by alice (facilities) · cli: open mode: identity not verified" in "\n".join(lines)
    assert any(
        line.startswith("┏") for line in printed(render.history_view("r", [ENTRY], 160), 160)
    )


def test_into_a_pipe_no_line_ends_in_padding() -> None:
    """Rich padded each wrapped or indented line to the full width with spaces; into a file or
    pipe (``arena pending | less``, ``> out.txt``) the lines end where their text ends. On a
    terminal the console's output is as rich writes it."""
    lines = shown(80)
    assert any(line.startswith("  ") for line in lines)  # the indented blocks are there
    assert not [line for line in lines if line.endswith(" ")]

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty = Tty()
    Console(file=tty, width=80, color_system=None, force_terminal=True).print(
        render.outcomes_view([FAILED, NOT_RESUMED], 80)
    )
    assert any(line.endswith(" ") for line in tty.getvalue().splitlines())
