"""Claims expire by the store's clock, and so does what lists runs to resume (durable33).

On PostgreSQL a claim's expiry is the server's time, and the store takes over an expired one by
it; but ``ready_runs`` (what ``arena worker`` sweeps and ``arena resume --all`` tries) and
``arena resume RUN``'s check of a held run compared it with this machine's clock. A worker whose
clock ran an hour behind the server left a dead worker's runs (on another host, where its exit
cannot be seen) alone for that hour, and ``arena resume RUN`` there said the run was held.
"""

from __future__ import annotations

import asyncio
import time
from datetime import timedelta
from pathlib import Path

import pytest
from test_store_people import skew_clock

from arena.runs import resume_run
from arena.runs.readiness import ready_runs
from arena.store import open_store
from arena.types import InputResponse, Responder
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting

#: A worker on another machine (its exit cannot be seen from here), that died holding the run.
ELSEWHERE = "otherhost:4242:worker@deadbeef"


def test_a_claim_expired_by_the_server_is_taken_over_by_a_machine_whose_clock_is_behind(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    with open_store(postgres_url) as store:
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
        actor = Responder(name="w", interface="scripted")
        store.claim(run_id, ELSEWHERE, ttl_s=0.3, actor=actor)
        time.sleep(0.5)  # expired by the server's clock

        with monkeypatch.context() as m:
            skew_clock(m, timedelta(hours=-1))
            assert ready_runs(store) == [run_id]
            result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
        assert result.status == "completed"
        assert ledger_lines(tmp_path / "ledger") == ["R-102"]
        taken = [e for e in store.history(run_id) if e.transition == "run.claim_taken_over"]
        assert len(taken) == 1 and ELSEWHERE in (taken[0].note or "")
