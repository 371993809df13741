"""``arena worker`` records the expiries due at each sweep, under each run's lock (durable46).

``arena resume --all`` records the requests past their expiry (the store's clock) before it
resumes, and delivers each as the clock's answer; a worker recorded none. A run whose only
request lapsed waited for an ``arena sweep`` nobody ran, and a batch answered in part whose
other request lapsed was claimed-checked and passed over at every sweep ("still waits for an
answer"), for as long as the worker ran. Now each sweep records them first
(:meth:`Store.expire_due`: one writer, under the run's lock), and the run is resumed with the
expiry. An approval in flight as the sweep runs holds the run's lock: the sweep waits and the
approval stands (PostgreSQL, the order forced by the lock and read off the server's view); a
late approval after the worker's expiry is refused, and the run is resumed once, with the
expiry. The resume itself is stubbed: what it is handed, and when, is what is tested.
"""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import msgspec
import psycopg
import pytest

from arena.context import RunContext
from arena.errors import Conflict, Expired
from arena.service import worker as worker_module
from arena.service.worker import Worker, WorkerSettings
from arena.store import EndpointSpec, LegWrite, RunOrigin, SQLiteStore, Store
from arena.store.postgres import PostgresStore
from arena.types import EvalItem, InputResponse, Responder, utcnow
from store_support import ENDPOINT, synthetic_waiting

ALICE = Responder(name="alice", interface="cli")
WAIT_S = 30.0


def _worker(store: Store, monkeypatch: pytest.MonkeyPatch) -> tuple[Worker, list[Any]]:
    """A worker over ``store`` whose resume notes, per run, every answer the store holds as the
    leg would be handed them (option, who), then gives the run back."""
    seen: list[Any] = []

    async def resume_run(run_id: str, store: Any, **_: Any) -> Any:
        seen.append(
            (run_id, [(q.response.option_id, q.response.responder.name)
                      for q in store.requests(run_id) if q.response])
        )  # fmt: skip
        store.release(run_id, worker.owner, actor=worker_module.ACTOR, note="resumed")
        return SimpleNamespace(trace=SimpleNamespace(error=None, legs=()), passed=False, checks=())

    monkeypatch.setattr(worker_module, "resume_run", resume_run)
    monkeypatch.setattr(Worker, "_adapter", lambda self, record: object())
    monkeypatch.setattr(worker_module, "check_endpoint", lambda record, **_: None)
    said: list[str] = []
    worker = Worker(store, WorkerSettings(sweep_s=1.0), say=said.append)
    worker.said = said  # type: ignore[attr-defined]
    return worker, seen


def _take_queued(worker: Worker) -> None:
    async def drain() -> None:
        while not worker._queue.empty():
            await worker._take(worker._queue.get_nowait())

    asyncio.run(drain())


def _trail(store: Store, run_id: str) -> list[str]:
    return [e.transition for e in store.history(run_id)]


def _two_asked(store: Store, *, second_expires_in_s: float) -> tuple[str, str, str]:
    """A run paused on two requests at once (a batch), the second with an expiry."""
    ctx = RunContext(run_id=f"run_syn{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    first = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    second = ctx.request_input(action="request_approval", args={"summary": "Book R-102"})
    second = msgspec.structs.replace(
        second, expires_at=utcnow() + timedelta(seconds=second_expires_in_s)
    )
    turn = msgspec.structs.replace(ctx.finish("waiting"), requests=(first, second))
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=turn,
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="syn", input="b"),
            ),
        )
    )
    return ctx.run_id, first.id, second.id


def test_a_lapsed_request_is_recorded_expired_by_the_sweep_and_its_run_resumed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, request_id = synthetic_waiting(store, expires_in_s=0)
    worker, seen = _worker(store, monkeypatch)
    worker.sweep()
    stored = store.request(request_id).response
    assert stored is not None and stored.option_id == "expired"  # was: None, for good
    assert stored.responder.name == "arena (store clock)"
    _take_queued(worker)
    assert seen == [(run_id, [("expired", "arena (store clock)")])], seen
    assert _trail(store, run_id) == [
        "run.waiting", "request.created", "request.expired", "run.claimed", "run.released"
    ]  # fmt: skip
    assert f"{request_id}: expired (nobody decided in time); its run is resumed" in worker.said  # type: ignore[attr-defined]
    worker.sweep()  # recorded once: the next sweep has nothing due
    assert [e for e in _trail(store, run_id) if e == "request.expired"] == ["request.expired"]
    store.close()


def test_a_batch_answered_in_part_whose_other_request_lapsed_is_resumed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, first, _ = _two_asked(store, second_expires_in_s=0)
    store.answer(InputResponse(request_id=first, option_id="approve", responder=ALICE))
    worker, seen = _worker(store, monkeypatch)
    worker.sweep()  # was: offered, found waiting for the second, passed over (every sweep)
    _take_queued(worker)
    assert seen == [(run_id, [("approve", "alice"), ("expired", "arena (store clock)")])], seen
    store.close()


def test_requests_not_due_are_left_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The honest neighbours: a request due in an hour and one with no expiry stay open, their
    runs wait, nothing is said."""
    store = SQLiteStore(tmp_path / "arena.db")
    later, later_request = synthetic_waiting(store, expires_in_s=3600)
    never, never_request = synthetic_waiting(store)
    worker, seen = _worker(store, monkeypatch)
    worker.sweep()
    _take_queued(worker)
    assert seen == []
    assert store.request(later_request).response is None
    assert store.request(never_request).response is None
    assert _trail(store, later) == _trail(store, never) == ["run.waiting", "request.created"]
    assert not [line for line in worker.said if "expired" in line]  # type: ignore[attr-defined]
    store.close()


def _waits_on_a_lock(url: str, pid: int) -> bool:
    with psycopg.connect(url, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
        ).fetchall()
    return any(row[0] == pid for row in rows)


def _later(store: PostgresStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The store's clock two hours on: a request that expires in one is due to it."""
    real = store._clock
    monkeypatch.setattr(store, "_clock", lambda c: real(c) + timedelta(hours=2))


def test_an_approval_in_flight_as_the_worker_sweeps_stands_and_is_resumed(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """alice's approval passed its checks (the request open by the store's clock) and holds the
    run's lock; the worker's sweep, begun after that on a clock past the expiry, waits for it:
    the approval stands, nothing is expired, and the worker resumes the run with it."""
    store, swept = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=3600)
        swept.request(request_id)  # its connection open before the race
        _later(swept, monkeypatch)
        worker, seen = _worker(swept, monkeypatch)
        pid = swept._db._conn.info.backend_pid
        out: dict[str, Any] = {}

        def sweep() -> None:
            try:
                worker.sweep()
                out["swept"] = True
            except Exception as exc:  # said by the assertions
                out["swept"] = exc

        thread = threading.Thread(target=sweep)
        real = store._insert_response

        def inserts(c: Any, run: str, *args: Any, **kwargs: Any) -> Any:
            if not thread.is_alive() and "swept" not in out:
                thread.start()  # the sweep begins after the approval's checks passed
                deadline = time.monotonic() + WAIT_S
                while "swept" not in out and not _waits_on_a_lock(store.url, pid):
                    assert time.monotonic() < deadline, "the sweep neither waited nor ended"
                    time.sleep(0.01)  # a poll of the server's view, not the order itself
            return real(c, run, *args, **kwargs)

        monkeypatch.setattr(store, "_insert_response", inserts)
        approved = store.answer(
            InputResponse(request_id=request_id, option_id="approve", responder=ALICE)
        )
        thread.join(WAIT_S)
        assert not thread.is_alive() and out["swept"] is True, out
        assert approved.option_id == "approve"
        assert "request.expired" not in _trail(store, run_id)
        worker.sweep()  # the next sweep offers it (the first listed before the approval)
        _take_queued(worker)
        assert seen == [(run_id, [("approve", "alice")])], seen
    finally:
        store.close()
        swept.close()


def test_a_late_approval_after_the_worker_s_expiry_is_refused_and_resumed_once(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other order: the worker's sweep records the expiry; alice's approval then is refused
    (the request expired) and the run is resumed once, with the expiry."""
    store, swept = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=0)
        worker, seen = _worker(swept, monkeypatch)
        worker.sweep()
        with pytest.raises((Conflict, Expired), match="expired"):
            store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
        _take_queued(worker)
        assert seen == [(run_id, [("expired", "arena (store clock)")])], seen
        stored = store.request(request_id).response
        assert stored is not None and stored.option_id == "expired"
        trail = _trail(store, run_id)
        assert trail[:3] == ["run.waiting", "request.created", "request.expired"], trail
        assert "request.approved" not in trail and trail.count("run.claimed") == 1, trail
    finally:
        store.close()
        swept.close()
