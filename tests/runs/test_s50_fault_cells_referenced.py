"""Every ``arena faults`` cell that says something went wrong has a broken reference run through
the matrix (evidence50): ``timed out before the fault`` (``WaitsOut``) and ``multi-line reason``
(``TwoLineReason``, tests/fault_references_s50.py) were judged on hand-made cells only."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.faultmatrix import TIMED_OUT, run_process

TESTS = Path(__file__).resolve().parents[1]
REF = "fault_references_s50:"


@pytest.fixture
def references_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matrix runs a real ``arena run`` process: it must import the references."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)


@pytest.mark.slow
@pytest.mark.usefixtures("references_importable")
def test_a_run_waited_out_and_a_two_line_reason_read_no_beside_vanilla() -> None:
    adapters = ["vanilla", f"{REF}WaitsOut", f"{REF}TwoLineReason"]
    rows = run_process(adapters, ("http500",), concurrency=3)
    by = {r.adapter.removeprefix(REF): r for r in rows}
    assert by["vanilla"].cells["http500"].outcome == "failed cleanly", by["vanilla"]
    assert by["vanilla"].contained, by["vanilla"]

    waits = by["WaitsOut"]
    assert waits.cells["http500"].outcome == TIMED_OUT, waits
    assert waits.cells["control"].passed, waits  # the control is done normally ...
    assert not waits.contained, waits  # ... and still the process is not contained

    two = by["TwoLineReason"]
    assert (two.cells["http500"].met or 0) >= 1, two  # it met its fault
    assert two.cells["http500"].outcome == "multi-line reason", two
