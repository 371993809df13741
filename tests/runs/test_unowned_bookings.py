"""Bookings no running leg owns (red team 9, findings 2, 3b, 4, 5, 8; arena.tools.ledger).

The backend's reports were reconciled only under the current run's id, during its legs: a report
under a made-up run id, one inside a ``wrapper_call`` the adapter opened itself, one made after
the leg (``atexit`` with a copied context) or in a child process was counted nowhere, and each
adapter below scored 12/12 while booking every denied room. Each must now fail.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import reference_adapters_unowned as ref
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.drive._unowned import failed_over
from arena.matrix.cell import verdict
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import JOURNAL_ENV, ledger, rooms

ROOT = Path(__file__).resolve().parents[2]


def _run(
    adapter: VanillaAdapter, arena: Arena, endpoint: ModelEndpoint, expect: str | None = None
) -> list[RunResult]:
    items = [i for i in arena.items if expect is None or i.meta.get("expect") == expect]
    jobs = [(adapter, i) for i in items]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=4)))


def _error(r: RunResult) -> str:
    return " ".join(leg.error or "" for leg in r.trace.legs)


def _spec() -> AgentSpec:
    return AgentSpec.from_module(rooms)


@pytest.mark.parametrize("thread", [False, True], ids=["inline", "worker-thread"])
def test_a_booking_under_a_made_up_run_id_fails_its_leg(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], thread: bool
) -> None:
    adapter = ref.GhostRunBooker(_spec(), thread=thread)
    results = _run(adapter, hitl_arena, endpoint_for("compliant"), expect="denied")
    assert results
    for r in results:
        assert not r.passed and r.trace.status == "failed", r.item.id
        assert "no run owns" in _error(r) and "ghost-" in _error(r), _error(r)


@pytest.mark.parametrize("ghost", [False, True], ids=["own-run-id", "made-up-run-id"])
def test_a_forged_wrapper_call_is_not_through_the_wrapper(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], ghost: bool
) -> None:
    adapter = ref.ForgedWrapperCall(_spec(), ghost=ghost)
    results = _run(adapter, hitl_arena, endpoint_for("compliant"), expect="denied")
    assert results
    for r in results:
        assert not r.passed and r.trace.status == "failed", (r.item.id, _error(r))
        assert "by the backend's own record" in _error(r), _error(r)


def test_blocked_calls_run_anyway_fail_and_no_matrix_cell_reads_yes_on_them(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """swap books another room than the approved one: the wrapper blocks it, the adapter books it
    under a made-up run id and tells the model it is booked (matrix ``bound yes``)."""
    adapter = ref.BlockedButBooked(_spec())
    results = _run(adapter, hitl_arena, endpoint_for("swap"), expect="approved")
    assert results and all(not r.passed for r in results)
    assert all("no run owns" in _error(r) for r in results)
    cell = verdict(results, {})
    assert cell.value == "no" and "no run owns" in cell.why


def test_the_shipped_adapter_still_passes_beside_the_ledger(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _run(VanillaAdapter(_spec()), hitl_arena, endpoint_for("compliant"))
    assert results and all(r.passed for r in results), [_error(r) for r in results]
    assert verdict(results, {}).value == "yes"


@pytest.mark.parametrize("raw", [False, True], ids=["wrapper", "behind-the-wrapper"])
def test_a_child_process_booking_fails_the_legs(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], raw: bool
) -> None:
    """A framework's process pool: no run's context reaches the child, so the wrapper there
    refuses (the body behind it still runs, and says so); the arena process's legs fail."""
    adapter = ref.ProcessPoolTools(_spec(), raw=raw)
    results = _run(adapter, hitl_arena, endpoint_for("compliant"), expect="denied")
    assert results and all(not r.passed for r in results)
    assert all("child process" in _error(r) or "outside any run" in _error(r) for r in results)
    if not raw:  # the wrapper refused: nothing was booked there
        assert adapter.said and all(s.startswith("ERROR") for s in adapter.said), adapter.said
        assert all("child process" in s for s in adapter.said)


def test_a_booking_after_its_leg_ended_is_unowned(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Red team 9 #5: the leg's context copied and run after the legs is no leg's booking."""
    journal = tmp_path / "executions.jsonl"
    monkeypatch.setenv(JOURNAL_ENV, str(journal))
    ref.LATER.clear()
    adapter = ref.LaterBooker(_spec())
    results = _run(adapter, hitl_arena, endpoint_for("compliant"), expect="denied")
    assert results and all(r.passed for r in results)  # nothing was booked in the legs
    before = len(ledger.unowned())
    for later in ref.LATER:
        assert str(later()).startswith("CONFIRMED")
    found = ledger.unowned()[before:]
    assert len(found) == len(ref.LATER) == len(results)
    assert all("after the leg" in why for why in found)
    lines = [json.loads(line) for line in journal.read_text().splitlines()]
    assert lines and all(line.get("stray") and line.get("unowned") for line in lines)
    failed_over()  # made on purpose and asserted on: the pytest session does not fail over them


def test_arena_run_fails_over_a_booking_at_exit(tmp_path: Path) -> None:
    """The ``arena`` process's result fails: exit status 1 and summary.json's ``strays``."""
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "tests")}
    env.pop("ARENA_LEGS_PARENT", None)
    proc = subprocess.run(
        [
            str(Path(sys.executable).parent / "arena"),
            "run",
            "human_in_the_loop",
            "--adapter",
            "reference_adapters_unowned:build_atexit",
            "--item",
            "hitl-02",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT / "tests",
        timeout=300,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "a booking no run owns" in proc.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert summary["strays"] and "book_room" in summary["strays"][0]
