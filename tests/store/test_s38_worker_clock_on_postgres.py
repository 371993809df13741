"""A worker whose clock is off stamps its claims and bookings by the server's clock (durable38).

On PostgreSQL claims expire, and answers are judged, by the server's clock, the one every worker
shares; but a claim's and a side effect's trail entries took the worker's own time. A worker 10
minutes behind put ``side_effect.started`` before the ``request.approved`` it ran under (the
trail read as a booking before its approval: ``trail_ledger.cross_check`` said so), and one 10
minutes ahead put its release before its claim.
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
def test_a_skewed_workers_trail_keeps_the_servers_order(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, off: timedelta
) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    actor = Responder(name="w", interface="scripted")
    with open_store(postgres_url) as store:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        with monkeypatch.context() as m:
            skew_clock(m, off)
            store.claim(run_id, "w-off", ttl_s=60, actor=actor)
            store.release(run_id, "w-off", actor=actor, note="given back")
            assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
        trail = store.history(run_id)
        assert cross_check(store) == []
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]
    times = [(e.transition, e.at) for e in trail]
    # (a leg's own entries, run.completed here, take the server's time too since durable39)
    assert [at for _, at in times] == sorted(at for _, at in times), times
