"""Every adapter × one model fault of each class, in one real ``arena run`` (issue 19).

Each fault must fail only its own run — cleanly, with a one-line reason naming it, within the leg
timeout plus the grace — while the ordinary item beside it completes, nothing is left
half-written in the store, and the process exits promptly. One process runs every adapter and
every class at once (the stall costs one leg timeout, not one per adapter). The full matrix
(every fault) is ``arena faults`` (docs/faults.md) and ``ARENA_FAULT_MATRIX=1`` here; the
judgement's "no" answers are tested in test_faults.py.
"""

from __future__ import annotations

import os

import pytest

from arena.adapters import resolve_names
from arena.faultmatrix import CONTROL, EXIT_GRACE_S, GRACE_S, ONE_PER_CLASS, Row, run_process
from arena.model.faults import CLASSES, FAULTS

#: Short, so the stall costs little; long enough for a leg on a loaded 2-core machine with every
#: adapter's runs in flight at once (the first legs no longer pay imports: arena.warmup).
LEG_TIMEOUT_S = 20.0


#: Content faults that complete without the bad call handed back to the model and answered in
#: the model's own words (red team 4, hole 4; findings.md §5): smolagents sends the error as a new
#: task's text, or loops to its step limit and ends in its own words; CrewAI on a 1 MB argument.
#: Measured with ``arena faults --fault all``: asserted, so a change in either direction shows.
SWALLOWED = {"smolagents": {"surrogate", "nul", "unknown_tool", "not_object"}, "crewai": {"huge"}}


def _differing(
    rows: list[Row], got: dict[str, dict[str, str]], expected: dict[str, dict[str, str]]
) -> list[tuple[str, str, str, str, float, str | None]]:
    """Each cell whose outcome is not the expected one, with its status, time and reason: the
    rows' repr is cut by pytest, and a run that never reached its fault must say why (a crewai
    http500 cell read "never reached the fault" once on a loaded CI run, its reason cut)."""
    return [
        (r.adapter, f, o, r.cells[f].status, r.cells[f].seconds, r.cells[f].reason)
        for r in rows
        for f, o in got.get(r.adapter, {}).items()
        if o != expected.get(r.adapter, {}).get(f) and f in r.cells
    ]


def _check(rows: list[Row], faults: tuple[str, ...]) -> None:
    outcomes = {
        r.adapter: {f: (r.cells[f].outcome if f in r.cells else "missing") for f in faults}
        for r in rows
    }
    expected = {
        r.adapter: {f: "failed cleanly" for f in faults if FAULTS[f].kind == "transport"}
        for r in rows
    }
    transport = {
        a: {f: o for f, o in cells.items() if f in expected[a]} for a, cells in outcomes.items()
    }
    assert transport == expected, _differing(rows, transport, expected)
    for adapter, cells in outcomes.items():
        for fault, outcome in cells.items():
            if FAULTS[fault].kind == "content":  # handed back to the model is fine too
                allowed = ["failed cleanly", "recovered", "handed back"]
                if fault in SWALLOWED.get(adapter, ()):
                    allowed.append("swallowed")
                cell = next(r.cells[fault] for r in rows if r.adapter == adapter)
                # the cell's own status, time and reason first: the rows' repr is cut off
                # (ci4, s46: smolagents' surrogate read 'reason does not name it', unexplained)
                assert outcome in allowed, (
                    adapter,
                    fault,
                    cell.status,
                    cell.seconds,
                    cell.reason,
                    rows,
                )
    for row in rows:
        assert row.cells[CONTROL].status == "completed", row
        assert all(c.seconds <= LEG_TIMEOUT_S + GRACE_S for c in row.cells.values()), row
        assert row.half_written == [], row
        assert row.exit_code in (0, 1) and not row.problem, row
        assert row.exit_lag_s is not None and row.exit_lag_s <= EXIT_GRACE_S, row
        escaped = {e.split(":")[0] for e in row.escaped}
        assert escaped <= SWALLOWED.get(row.adapter, set()), row
        assert row.contained or escaped, row


def test_one_fault_of_each_class_fails_only_its_own_run_on_every_adapter() -> None:
    assert set(ONE_PER_CLASS) == set(CLASSES.values())
    assert {FAULTS[f].group for f in ONE_PER_CLASS} == {f.group for f in FAULTS.values()}
    adapters = resolve_names("all")
    # Two runs per adapter in flight: the stalls overlap, and the start-up burst of every run at
    # once (each building its framework's agent and clients) stays off the event loop's back.
    rows = run_process(
        adapters, ONE_PER_CLASS, leg_timeout_s=LEG_TIMEOUT_S, concurrency=2 * len(adapters)
    )
    assert [r.adapter for r in rows] == adapters
    _check(rows, ONE_PER_CLASS)


@pytest.mark.skipif(
    not os.environ.get("ARENA_FAULT_MATRIX"),
    reason="every fault on every adapter (~2-4 min); set ARENA_FAULT_MATRIX=1, or run: "
    "arena faults",
)
def test_every_fault_fails_only_its_own_run_on_every_adapter() -> None:
    adapters = resolve_names("all")
    faults = tuple(FAULTS)
    rows = run_process(
        adapters, faults, leg_timeout_s=20.0, concurrency=len(adapters) * (len(faults) + 1)
    )
    _check(rows, faults)
