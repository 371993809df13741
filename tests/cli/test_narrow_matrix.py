"""The feature matrix in an 80-column terminal: every head and value whole, not cut to "vani…".

Ten columns of the grid need ~100 columns; rich shrinks no-wrap columns to a letter and an
ellipsis, so a user in a standard terminal read "emula…" for a pause kind.
"""

from __future__ import annotations

from rich.console import Console

from arena.matrix import MatrixRow
from arena.matrix.cell import Cell
from arena.report import evidence_table, matrix_table

_VALUES = {
    "pause": "emulated",
    "enforced": "yes",
    "unaided": "no",
    "tool_gating": "unsupported",
    "native_reject": "-",
    "durable": "no",
    "rejection_distinct": "yes",
}


def _row(adapter: str) -> MatrixRow:
    return MatrixRow(
        adapter=adapter,
        pause="emulated",
        enforced=True,
        durable=False,
        rejection_distinct=True,
        passed="12/12",
        mechanism="",
        version="",
        cells={k: Cell(value=v) for k, v in _VALUES.items()},
    )


def _render(width: int, adapters: list[str]) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(matrix_table([_row(a) for a in adapters], width=console.width))
    return console.export_text()


def test_an_80_column_terminal_shows_every_head_and_value_whole() -> None:
    text = _render(80, ["vanilla", "openai_agents"])
    assert "…" not in text
    assert max(len(line) for line in text.splitlines()) <= 80
    flat = " ".join(text.replace("│", " ").split())  # cells read across their wrapped lines
    for adapter in ("vanilla", "openai_agents"):
        assert adapter in flat
    for head in ("pause emulated", "tool gate unsupported", "rej≠fail yes", "passed 12/12"):
        assert head in flat  # each value beside its head
    assert any("tool gate unsupported" in line for line in text.splitlines())  # a pair unbroken


def test_a_wide_terminal_keeps_the_grid() -> None:
    text = _render(200, ["vanilla", "openai_agents"])
    header = next(line for line in text.splitlines() if "adapter" in line)
    for head in ("pause", "enforced", "tool gate", "durable", "rej≠fail", "passed"):
        assert head in header  # one column per cell
    assert "…" not in text


def test_the_evidence_at_80_columns_keeps_each_reason_readable_and_inert() -> None:
    """Its "why" column was 8 characters wide at 80 ("book_roo" / "m ran in")."""
    why = "hitl-01: book_room ran in leg 1 before any answer was given [red]x[/red]"
    row = _row("langgraph")
    cells = dict(row.cells) | {
        "unaided": Cell(value="no", runs=("run_2d28666ae6dc52bb", "r"), why=why)
    }
    narrow = Console(width=80, record=True, color_system=None)
    narrow.print(evidence_table([MatrixRow(**{**row.__dict__, "cells": cells})], narrow.width))
    text = narrow.export_text()
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "run_2d28666ae6dc52bb +1" in text
    flat = " ".join(text.split())
    assert why in flat  # whole, markup shown as typed
    assert any("book_room ran in leg 1" in line for line in text.splitlines())
