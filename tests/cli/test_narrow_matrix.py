"""The feature matrix in an 80-column terminal: every head and value whole, not cut to "vani…".

Ten columns of the grid need ~100 columns; rich shrinks no-wrap columns to a letter and an
ellipsis, so a user in a standard terminal read "emula…" for a pause kind.
"""

from __future__ import annotations

from rich.console import Console

from arena.matrix import MatrixRow
from arena.matrix.cell import Cell
from arena.report import matrix_table

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
