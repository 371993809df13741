"""``arena matrix`` (and ``arena run``'s evidence) at 40 columns folded each run id mid-id,
``run_963ba00`` on one line and ``0685ebd58`` on the next, in a reason column 11 characters
wide: README promises the names a user copies (into ``arena show``, or to find the run in
runs.jsonl) are never cut. Below 64 columns each cell's runs and reason now stand under its
name and value, every id whole on its line (users36)."""

from __future__ import annotations

import pytest
from rich.console import Console

from arena.matrix import MatrixRow
from arena.matrix.cell import Cell
from arena.report import evidence_table

RUN = "run_963ba0000685ebd58"
WHY = "declared, not measured: emulated is the adapter's own word for how it pauses [x]"


def _row() -> MatrixRow:
    cells = {
        "pause": Cell(value="emulated", runs=(RUN, "run_b", "run_c"), why=WHY),
        "tool_gating": Cell(value="unsupported", runs=("run_08d19707301ca306",)),
        "partial_answers": Cell(value="yes", runs=("run_0b1729c1ddf32b34",)),
    }
    return MatrixRow(
        adapter="openai_agents",
        pause="emulated",
        enforced=True,
        durable=False,
        rejection_distinct=True,
        passed="12/12",
        mechanism="",
        version="",
        cells=cells,
    )


@pytest.mark.parametrize("width", [40, 50, 63, 64, 80])
def test_every_run_id_stands_whole(width: int) -> None:
    console = Console(width=width, record=True, color_system=None)
    console.print(evidence_table([_row()], console.width))
    text = console.export_text()
    lines = text.splitlines()
    assert max(len(line) for line in lines) <= width, text
    for run in (f"{RUN} +2", "run_08d19707301ca306", "run_0b1729c1ddf32b34"):
        assert any(run in line for line in lines), text
    assert WHY in " ".join(text.split())  # whole, markup shown as typed
    assert any("tool gate" in line and "unsupported" in line for line in lines), text
