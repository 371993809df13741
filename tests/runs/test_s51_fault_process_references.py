"""The ``arena faults`` columns that are the process's own (exit lag, a half-written store, the
sealed fault records) each have a broken reference run through the matrix (evidence51): each
row reads "NO", its verdict naming the evidence, where only hand-made rows did before. The
verdict of a late exit read a bare "NO" and a half-written store its list's repr; both are
said in words now.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from arena.faultcells import EXIT_GRACE_S
from arena.faultmatrix import NO_RECORDS, Row, row_facts, run_process
from fault_references_s51 import GRACE_S, LATE_S

TESTS = Path(__file__).resolve().parents[1]
REF = "fault_references_s51:"
FAULTS = ("http500",)


@pytest.fixture(scope="module")
def rows() -> dict[str, Row]:
    """Two ``arena run`` processes: the late exit and the half-written store share one (both
    read the process's exit), the unsealed records have one of their own (they end it). The
    exit grace is ``GRACE_S``, not ``EXIT_GRACE_S``: the late exit sleeps 3 s, not 14."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PYTHONPATH", path)  # the matrix's process imports the references
        both = [f"{REF}HangsInBooking", f"{REF}ExitsLate"]
        shared = run_process(both, FAULTS, concurrency=2, exit_grace_s=GRACE_S)
        alone = run_process([f"{REF}EndsBeforeRecords"], FAULTS, exit_grace_s=GRACE_S)
    return {r.adapter.removeprefix(REF): r for r in (*shared, *alone)}


@pytest.mark.slow
def test_a_late_exit_reads_no_naming_the_lag(rows: dict[str, Row]) -> None:
    late = rows["ExitsLate"]
    assert late.exit_lag_s is not None and late.exit_lag_s >= LATE_S - 1, late
    assert late.exit_grace_s == GRACE_S < LATE_S < EXIT_GRACE_S and late.exit_lag_s > GRACE_S
    # every run is judged as vanilla's: the exit alone makes the row a no
    assert late.cells["control"].status == "completed" and late.cells["control"].passed
    assert late.cells["http500"].outcome == "failed cleanly", late
    assert not late.half_written and not late.problem and not late.escaped
    assert not late.contained
    _, _, lag, verdict = row_facts(late, FAULTS)
    assert lag == f"{late.exit_lag_s:.1f}s"
    assert verdict.startswith("NO exited ") and "after its last run ended" in verdict, verdict
    assert f"(more than {GRACE_S:g}s: " in verdict, verdict
    # under the default grace this lag is an honest exit: the grace given is the one judged by
    assert replace(late, exit_grace_s=EXIT_GRACE_S).contained


@pytest.mark.slow
def test_a_booking_with_no_outcome_reads_half_written(rows: dict[str, Row]) -> None:
    hung = rows["HangsInBooking"]
    (half,) = hung.half_written
    assert half.startswith(f"{REF}HangsInBooking/") and half.endswith("book_room has no outcome")
    assert not hung.contained
    _, shown, _, verdict = row_facts(hung, FAULTS)
    assert verdict.startswith(f"NO half-written in the store: {half}"), verdict
    assert "['" not in verdict, verdict
    assert shown == "failed, checks failed", shown


@pytest.mark.slow
def test_records_never_sealed_read_no(rows: dict[str, Row]) -> None:
    ends = rows["EndsBeforeRecords"]
    assert ends.exit_code == 0, ends  # every run done, the process exited 0 ...
    assert ends.cells["control"].passed and ends.cells["http500"].outcome == "failed cleanly"
    assert ends.problem.startswith(NO_RECORDS), ends  # ... and its records were never sealed
    assert not ends.contained
    assert row_facts(ends, FAULTS)[3] == f"NO {ends.problem}"
