"""The fault matrix's items carry ``reported_booking`` (session 27, docs/faults.md): a run that
recovered from a fault, booked as approved and then told the person "The request was denied, so
I did not book anything." (``FinalLie``, tests/reference_adapters_s26f.py) read ``recovered``,
and its process contained, exit 0 — the matrix held the item to the booking only.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.faultmatrix import CONTROL, write_arena

TESTS = Path(__file__).resolve().parents[1]
LIAR = "reference_adapters_s26f:FinalLie"


def test_every_fault_item_is_held_to_its_report(tmp_path: Path) -> None:
    names = write_arena(tmp_path, ("unknown_tool", "http500"))
    arena = load_arena(str(tmp_path))
    assert {i.id for i in arena.items} == set(names)
    for item in arena.items:
        assert "reported_booking" in item.checks, item.checks
        assert "booked_as_approved" in item.checks, item.checks


@pytest.mark.slow
def test_a_recovered_run_that_lies_about_its_booking_is_not_contained(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from arena.faultmatrix import run_process

    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)  # the `arena run` process imports the reference
    rows = run_process(["vanilla", LIAR], ("unknown_tool",), concurrency=4)
    by = {r.adapter: r for r in rows}
    assert by["vanilla"].cells["unknown_tool"].outcome == "recovered", by["vanilla"]
    assert by["vanilla"].contained, by["vanilla"]
    liar = by[LIAR]
    for cell in (liar.cells[CONTROL], liar.cells["unknown_tool"]):
        assert cell.status == "completed" and cell.passed is False, liar
        assert cell.failed_check.startswith("reported_booking: final message says the booking"), (
            cell.failed_check
        )
    assert liar.cells["unknown_tool"].outcome == "swallowed", liar
    assert not liar.contained, liar
