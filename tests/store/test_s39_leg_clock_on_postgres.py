"""A worker whose clock is off stamps its legs by the server's clock too (durable39).

Since durable38 a claim's and a side effect's trail entries take the store's clock (on
PostgreSQL the server's, shared by every worker), but what ``record_leg`` wrote — the leg's
``run.waiting``/``run.completed`` entry, its ``request.created`` entries, the leg's
``finished_at`` and the run's ``updated_at`` — still took the worker's own: a worker 10 minutes
behind put the run's completion before the booking it completed with, and one 10 minutes ahead
put a request's creation after the person's approval of it. The trail's times now follow its
order whatever the worker's clock says.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta
from pathlib import Path

import pytest
from test_store_people import skew_clock

from arena.runs import resume_run
from arena.store import open_store
from arena.types import InputResponse, Responder
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting
from trail_ledger import cross_check


@pytest.mark.parametrize("off", [timedelta(minutes=-10), timedelta(minutes=10)])
def test_a_skewed_workers_legs_keep_the_servers_order(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, off: timedelta
) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    with open_store(postgres_url) as store:
        with monkeypatch.context() as m:
            skew_clock(m, off)
            run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        with monkeypatch.context() as m:
            skew_clock(m, off)
            assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
        trail = store.history(run_id)
        run = store.run(run_id)
        assert cross_check(store) == []
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]
    times = [(e.transition, e.at) for e in trail]
    assert [at for _, at in times] == sorted(at for _, at in times), times
    last = max(at for _, at in times)
    assert abs(run.updated_at - last) < timedelta(minutes=1), (run.updated_at, last)


def test_a_skewed_worker_fails_and_holds_runs_by_the_servers_clock(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``fail_run`` and ``hold_for_reconciliation`` (a worker's, or a person's on a machine of
    their own) took the caller's clock too: 10 minutes behind, the run failed before it was
    approved."""
    actor = Responder(name="w", interface="scripted")
    with open_store(postgres_url) as store:
        failed, held = start_waiting(store), start_waiting(store)
        for run_id in (failed, held):
            store.answer(
                InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve")
            )
        with monkeypatch.context() as m:
            skew_clock(m, timedelta(minutes=-10))
            store.fail_run(failed, "the worker gave up", actor=actor)
            store.hold_for_reconciliation(held, "booked, unrecorded", actor=actor)
        for run_id in (failed, held):
            times = [(e.transition, e.at) for e in store.history(run_id)]
            assert [at for _, at in times] == sorted(at for _, at in times), times
