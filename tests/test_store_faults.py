"""A store that refuses writes mid-run (a full disk, a lock): the run fails alone, on time, and is
never left half-written or stuck ``resuming``; a booking that ran is never repeated (issue 19)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from arena.errors import StoreError
from arena.runner import run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.store import SideEffectKey, SQLiteStore
from arena.types import InputResponse, ToolStatus
from test_store_support import APPROVED, ENDPOINT, LEDGER_ENV, Booker, ledger_lines, start_waiting


class FullDisk(SQLiteStore):
    """Refuses to record side-effect outcomes ``refusals`` times, as a full disk would."""

    refusals = 0

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        if self.refusals:
            self.refusals -= 1
            raise StoreError(f"store {self.location}: database or disk is full")
        super().finish_side_effect(key, status=status, result=result)


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def waiting_run(store: FullDisk) -> str:
    run_id = start_waiting(store)
    request = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request, option_id="approve"))
    LIVE.pop(run_id, None)
    return run_id


def test_an_outcome_refused_once_is_recorded_before_the_leg(tmp_path: Path, ledger: Path) -> None:
    store = FullDisk(tmp_path / "arena.db")
    run_id = waiting_run(store)
    store.refusals = 1
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.status == "completed", result.trace.error
    ((effect),) = store.side_effects(run_id)
    assert (effect.status, store.run(run_id).status) == ("ok", "completed")
    assert ledger_lines(ledger) == ["R-102"]


def test_an_outcome_the_store_keeps_refusing_fails_the_run_naming_the_booking(
    tmp_path: Path, ledger: Path
) -> None:
    store = FullDisk(tmp_path / "arena.db")
    run_id = waiting_run(store)
    store.refusals = 2  # in the tool, and again before the leg is written
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    error = result.trace.error or ""
    assert result.status == "failed" and "\n" not in error
    assert "needs reconciliation: book_room ran for request" in error
    assert "CONFIRMED: R-102" in error and f"arena resume {run_id}" in error
    # Not stuck until the claim expires: back to waiting at once, the ledger says "started".
    assert store.run(run_id).status == "waiting"
    assert [e.status for e in store.side_effects(run_id)] == ["started"]
    # A retry does not book again: the outcome is reported unknown instead.
    retry = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert ledger_lines(ledger) == ["R-102"]
    (booking,) = [c for c in retry.trace.tool_calls if c.tool == "book_room"]
    assert booking.status == "failed" and "outcome is unknown" in booking.result


def test_a_store_refusing_the_first_leg_fails_that_run_only(tmp_path: Path) -> None:
    class Locked(SQLiteStore):
        def record_leg(self, leg):  # type: ignore[no-untyped-def]
            if leg.turn.error is None:
                raise StoreError(f"store {self.location} is locked by another process")
            return super().record_leg(leg)

    store = Locked(tmp_path / "arena.db")
    result = asyncio.run(run_item(Booker(), APPROVED, ENDPOINT, record=recording(store)))
    assert result.status == "failed"
    assert result.trace.error == f"store: store {store.location} is locked by another process"
    stored = store.run(result.run_id)
    assert (stored.status, stored.error) == ("failed", result.trace.error)
