"""A worker SIGKILLed between book_room and its record, then resumed by another: one of each (PostgreSQL).

test_store_crash kills a resumer there and finishes the run in the test's own process. Here both
workers are real processes of their own: the first resumes the approved run and is SIGKILLed
after ``book_room`` ran (the ledger file has the line) and before ``finish_side_effect`` reached
the store; its claim runs out (set in the past by the test, never waited for); a second worker
takes the run over and holds it for a person, as the booking began and its outcome is unknown;
the person says it took effect, and a third resume finishes the run. Exactly one decision in the
trail, one booking in the ledger file and in the store's ledger, and the audit chain verifies
with the ledger held to the trail (``chain_verify.check_ledger``).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from arena.reconcile import reconcile
from arena.runs.recorder import LIVE
from arena.store import chain_verify
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import (
    LEDGER_ENV,
    claim_runs_out,
    crashing_resume,
    ledger_lines,
    resume_worker,
    start_waiting,
)
from trail_ledger import cross_check

DANA = Responder(name="dana", interface="cli")
WAIT_S = 120.0

pytestmark = pytest.mark.slow


def _in_a_process(target: Any, *args: Any) -> int | None:
    child = multiprocessing.get_context("spawn").Process(target=target, args=args)
    child.start()
    child.join(WAIT_S)
    return child.exitcode


def _second_worker(url: str, run_id: str, ledger: str) -> list[str]:
    """``resume_worker`` in a process of its own; what it reported."""
    mp = multiprocessing.get_context("spawn")
    out, barrier = mp.Queue(), mp.Barrier(1)
    child = mp.Process(target=_worker, args=(url, run_id, ledger, barrier, out))
    child.start()
    said = [out.get(timeout=WAIT_S)]
    child.join(WAIT_S)
    assert child.exitcode == 0, child.exitcode
    return [str(s[2]) for s in said]


def _worker(url: str, run_id: str, ledger: str, barrier: Any, out: Any) -> None:
    os.environ[LEDGER_ENV] = ledger
    resume_worker(url, "worker-2", [run_id], barrier, out)


def test_a_worker_killed_after_book_room_is_resumed_once_by_another(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    store = PostgresStore(postgres_url)
    try:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)  # the workers, not this process, continue it
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=DANA))

        killed = _in_a_process(
            crashing_resume, postgres_url, run_id, "before:finish_side_effect", str(ledger)
        )
        assert killed == -signal.SIGKILL, killed
        assert ledger_lines(ledger) == ["R-102"]  # booked; its outcome never reached the store
        claim_runs_out(postgres_url, run_id)  # the dead worker's lease lapses

        said = _second_worker(postgres_url, run_id, str(ledger))
        assert len(said) == 1 and "needs reconciliation: book_room(" in said[0], said
        assert "arena reconcile" in said[0], said
        assert ledger_lines(ledger) == ["R-102"]  # not booked again
        reconcile(store, run_id, "took-effect", reason="R-102 is in the calendar", actor=DANA)
        said = _second_worker(postgres_url, run_id, str(ledger))
        assert said == ["resumed: completed"], said

        assert ledger_lines(ledger) == ["R-102"]
        assert (store.run(run_id).status, store.run(run_id).legs) == ("completed", 2)
        trail = [e.transition for e in store.history(run_id)]
        decided = [t for t in trail if t in ("request.approved", "request.denied")]
        assert decided == ["request.approved"]
        assert trail.count("side_effect.started") == 1
        assert [s.status for s in store.side_effects(run_id)] == ["ok"]
        with store._db.tx(write=False) as c:
            assert chain_verify.verify_run(c, run_id) is None
            audit = list(c.execute("SELECT * FROM audit WHERE run_id = ?", (run_id,)))
            assert chain_verify.check_ledger(c, audit, run_id) is None
        assert cross_check(store) == []
    finally:
        store.close()
