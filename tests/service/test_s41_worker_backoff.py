"""A run ``arena worker`` could not resume is tried again after a growing wait (users41).

Answered runs on an endpoint that refused the key: the worker claimed each, resumed it into the
401, set the leg aside and released the claim, then took the run again at the next sweep (every
2 s on SQLite) and, on PostgreSQL, at once on the notification its own release sent: 17 chat
calls in 4 s for one run, a claim and a release in its audit trail each time, for as long as
the worker ran. Now each refusal in a row doubles the run's wait (one sweep first, at most
``HOLD_OFF_MAX_S``), a notification does not cut it short, and a run resumed starts over.
"""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from arena.runs.resume import SetAsideError
from arena.service import worker as worker_module
from arena.service.worker import Worker, WorkerSettings
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import synthetic_waiting

HOLD_OFF_MAX_S = getattr(worker_module, "HOLD_OFF_MAX_S", 300.0)
REFUSED = "the model endpoint refused the API key (HTTP 401); the run waits again with its answers"


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, outcome: list[str]) -> Any:
    """A worker over one answered run whose every resume meets ``outcome``'s next word
    ('refused' sets the leg aside; 'ok' resumes it), with a clock the test moves."""
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, request_id = synthetic_waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    resumes: list[float] = []
    clock = _Clock()

    async def resume_run(run_id: str, store: Any, **_: Any) -> Any:
        resumes.append(clock.now)
        if (outcome.pop(0) if len(outcome) > 1 else outcome[0]) == "refused":
            raise SetAsideError(REFUSED)
        store.release(run_id, worker.owner, actor=worker_module.ACTOR, note="resumed")
        return SimpleNamespace(  # a leg that paused again: the run is ready once more
            trace=SimpleNamespace(error=None, legs=()), passed=False, checks=()
        )

    monkeypatch.setattr(worker_module, "resume_run", resume_run)
    monkeypatch.setattr(Worker, "_adapter", lambda self, record: object())
    monkeypatch.setattr(worker_module, "check_endpoint", lambda record, **_: None)
    worker = Worker(store, WorkerSettings(sweep_s=1.0), say=lambda _: None)
    worker._clock = clock
    return worker, store, run_id, resumes, clock


def _serve(worker: Any, run_id: str, clock: _Clock, seconds: int) -> None:
    """``seconds`` of the worker's loop: a sweep each second and, as on PostgreSQL, the
    notification of the run's own release right after each try."""

    async def loop() -> None:
        for _ in range(seconds):
            worker.sweep()
            worker.offer(run_id)  # NOTIFY arena_ready from the release
            while not worker._queue.empty():
                await worker._take(worker._queue.get_nowait())
            clock.now += 1.0

    asyncio.run(loop())


def test_a_run_set_aside_again_and_again_waits_longer_each_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    worker, store, run_id, resumes, clock = _worker(tmp_path, monkeypatch, ["refused"])
    start = clock.now
    _serve(worker, run_id, clock, 600)
    gaps = [b - a for a, b in itertools.pairwise(resumes)]
    # one try a second (or more) before: 600 tries, 1200 claim and release entries
    assert len(resumes) <= 12, len(resumes)
    assert gaps[:5] == [1.0, 2.0, 4.0, 8.0, 16.0], gaps
    assert max(gaps) <= HOLD_OFF_MAX_S + 1, gaps
    assert resumes[-1] >= start + 300, resumes  # still tried: the endpoint may come back
    claims = [e for e in store.history(run_id) if e.transition == "run.claimed"]
    assert len(claims) == len(resumes)
    assert worker.stats.refused == 1
    store.close()


def test_a_run_resumed_after_its_waits_starts_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome = ["refused"] * 6 + ["ok", "refused", "refused", "refused"]
    worker, store, run_id, resumes, clock = _worker(tmp_path, monkeypatch, outcome)
    _serve(worker, run_id, clock, 120)
    gaps = [b - a for a, b in itertools.pairwise(resumes)]
    assert gaps[:5] == [1.0, 2.0, 4.0, 8.0, 16.0], gaps
    # the 7th try resumed it (it paused again): the next refusals wait 1 s, 2 s again
    assert gaps[6:9] == [1.0, 1.0, 2.0], gaps
    store.close()


def test_a_run_refused_before_its_claim_backs_off_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing is written for a run refused before the claim (its endpoint unreachable, not in
    allow.yaml), but each try is a check: it backs off the same way."""
    worker, store, run_id, resumes, clock = _worker(tmp_path, monkeypatch, ["refused"])
    checks: list[float] = []

    def unreachable(record: Any, **_: Any) -> None:
        checks.append(clock.now)
        from arena.errors import EndpointUnreachable

        raise EndpointUnreachable(f"run {record.id}: the model endpoint could not be reached")

    monkeypatch.setattr(worker_module, "check_endpoint", unreachable)
    _serve(worker, run_id, clock, 300)
    assert 5 <= len(checks) <= 10, checks
    assert resumes == []
    assert [e for e in store.history(run_id) if e.transition == "run.claimed"] == []
    store.close()
