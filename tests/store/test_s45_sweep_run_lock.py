"""The expiry sweep writes under each run's lock, as answers, claims and legs do (PostgreSQL).

``expire_due`` reads the requests due, then writes each one's expiry. It took no lock on the
run: a run closed between the two (``arena resume --all`` closing a run whose pause is gone, a
scripted run failed for its adapter's own answer) got its request expired after its end — its
trail read ``run.failed`` then ``request.expired``, and ``arena sweep`` reported the request of a
finished run as expired — and an approval whose checks had passed, holding the run's lock, was
overtaken by a sweep begun after those checks and told it came too late. Now the sweep reads
the run again under its lock: a run over is left alone, an approval in flight is waited for and
stands. Each interleaving is forced (a statement hook; the server's own view of who waits on a
lock), not timed.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import psycopg
import pytest

from arena.errors import Conflict, Expired
from arena.store import chain_verify
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting
from trail_ledger import cross_check

ALICE = Responder(name="alice", interface="cli")
BOB = Responder(name="bob", interface="cli")
WAIT_S = 30.0


def _after_the_due_read(store: PostgresStore, meanwhile: Callable[[], None]) -> Any:
    """Run ``meanwhile`` (another connection's write, committed) once ``store``'s sweep has
    read the requests due and before it writes anything."""
    return _after_the_read(store, "r.expires_at <= ?", meanwhile)


@contextmanager
def _after_the_read(
    store: PostgresStore, marker: str, meanwhile: Callable[[], None]
) -> Iterator[None]:
    """Run ``meanwhile`` once a write of ``store`` has read the rows of the statement holding
    ``marker``."""
    real = store._write

    fired: list[bool] = []

    class Read:
        """The marked statement's cursor: ``meanwhile`` runs once its rows are read (the
        connection pipelines statements, so a statement sent is not yet run by the server)."""

        def __init__(self, cur: Any) -> None:
            self._cur = cur

        def _then(self, rows: Any) -> Any:
            if not fired:
                fired.append(True)
                meanwhile()
            return rows

        def fetchone(self) -> Any:
            return self._then(self._cur.fetchone())

        def fetchall(self) -> Any:
            return self._then(self._cur.fetchall())

        def __iter__(self) -> Iterator[Any]:
            return iter(self._then(list(self._cur)))

        def __getattr__(self, name: str) -> Any:
            return getattr(self._cur, name)

    class Hooked:
        def __init__(self, c: Any) -> None:
            self._c = c

        def execute(self, sql: str, *args: Any) -> Any:
            cur = self._c.execute(sql, *args)
            return Read(cur) if not fired and marker in sql else cur

        def __getattr__(self, name: str) -> Any:
            return getattr(self._c, name)

    @contextmanager
    def write() -> Iterator[Any]:
        with real() as c:
            yield Hooked(c)

    store._write = write  # type: ignore[method-assign]
    try:
        yield
    finally:
        del store._write


def _later(store: PostgresStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The store's clock two hours on: a request that expires in one is due to it."""
    real = store._clock
    monkeypatch.setattr(store, "_clock", lambda c: real(c) + timedelta(hours=2))


def _verifies(store: PostgresStore, run_id: str) -> None:
    assert store.verify_run(run_id) is None
    with store._db.tx(write=False) as c:
        assert chain_verify.verify_run(c, run_id) is None
    assert cross_check(store) == []


def test_a_run_closed_as_the_sweep_read_it_gets_no_expiry_after_its_end(
    postgres_url: str,
) -> None:
    sweeper, other = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(sweeper, expires_in_s=0)
        with _after_the_due_read(
            sweeper, lambda: other.fail_run(run_id, "closed: its pause is gone", actor=BOB)
        ):
            swept = sweeper.expire_due()
        assert swept == []  # was: [request_id], the request of a failed run
        assert sweeper.request(request_id).response is None
        trail = [e.transition for e in sweeper.history(run_id)]
        assert trail == ["run.waiting", "request.created", "run.failed"], trail
        assert sweeper.run(run_id).status == "failed"
        assert sweeper.expire_due() == []  # and not at the next sweep either
        _verifies(sweeper, run_id)
    finally:
        sweeper.close()
        other.close()


def test_a_run_still_waiting_as_the_sweep_read_it_is_expired(postgres_url: str) -> None:
    """The honest neighbour: another run's write meanwhile changes nothing of this one."""
    sweeper, other = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(sweeper, expires_in_s=0)
        beside, _ = synthetic_waiting(other)
        with _after_the_due_read(
            sweeper, lambda: other.fail_run(beside, "another run closed", actor=BOB)
        ):
            assert sweeper.expire_due() == [request_id]
        stored = sweeper.request(request_id).response
        assert stored is not None and stored.option_id == "expired"
        trail = [e.transition for e in sweeper.history(run_id)]
        assert trail == ["run.waiting", "request.created", "request.expired"], trail
        _verifies(sweeper, run_id)
    finally:
        sweeper.close()
        other.close()


def _waits_on_a_lock(url: str, pid: int) -> bool:
    with psycopg.connect(url, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
        ).fetchall()
    return any(row[0] == pid for row in rows)


def test_an_approval_in_flight_as_the_sweep_runs_stands(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """alice's approval passed its checks (the request open by the store's clock) and holds the
    run's lock; a sweep begun after that, on a clock past the expiry, waits for it and stores
    nothing. It did not wait, committed the expiry first, and alice was told it came late."""
    store, sweeper = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=3600)
        sweeper.request(request_id)  # its connection open before the race
        _later(sweeper, monkeypatch)
        pid = sweeper._db._conn.info.backend_pid
        out: dict[str, Any] = {}

        def sweep() -> None:
            try:
                out["swept"] = sweeper.expire_due()
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
        try:
            approved: Any = store.answer(
                InputResponse(request_id=request_id, option_id="approve", responder=ALICE)
            )
        except (Conflict, Expired) as exc:
            approved = exc
        thread.join(WAIT_S)
        assert not thread.is_alive()
        assert isinstance(approved, InputResponse), repr(approved)  # was: Expired
        assert out["swept"] == [], out
        stored = store.request(request_id).response
        assert stored is not None and stored.option_id == "approve"
        decided = [
            (e.transition, e.actor.name)
            for e in store.history(run_id)
            if e.transition.startswith("request.") and e.transition != "request.created"
        ]
        assert decided == [("request.approved", "alice")], decided
        assert not [e for e in store.history(run_id) if e.transition == "answer.refused"]
        _verifies(store, run_id)
    finally:
        store.close()
        sweeper.close()


def test_a_late_answer_s_expiry_is_not_written_after_a_run_closed_meanwhile(
    postgres_url: str,
) -> None:
    """An answer after the expiry, no sweep run yet: its refusal writes the expiry first, then
    the late answer (durable40). That read of the run took no lock either: a run closed as it
    read got 'request.expired' after 'run.failed'. Now the close waits for the refusal's
    transaction, and the trail reads in the order things happened."""
    store, other = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=0)
        other.run(run_id)  # its connection open before the race
        pid = other._db._conn.info.backend_pid
        out: dict[str, Any] = {}

        def close() -> None:
            try:
                other.fail_run(run_id, "closed: its pause is gone", actor=BOB)
                out["closed"] = True
            except Exception as exc:  # said by the assertions
                out["closed"] = exc

        thread = threading.Thread(target=close)

        def meanwhile() -> None:  # the close starts once the refusal has read the run
            thread.start()
            deadline = time.monotonic() + WAIT_S
            while "closed" not in out and not _waits_on_a_lock(store.url, pid):
                assert time.monotonic() < deadline, "the close neither waited nor ended"
                time.sleep(0.01)  # a poll of the server's view, not the order itself

        with _after_the_read(store, "AS decided_by", meanwhile), pytest.raises(Expired):
            store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
        thread.join(WAIT_S)
        assert out["closed"] is True, out
        trail = [e.transition for e in store.history(run_id)]
        # was: [..., 'run.failed', 'request.expired', 'answer.refused']
        assert trail == [
            "run.waiting", "request.created", "request.expired", "answer.refused", "run.failed"
        ], trail  # fmt: skip
        _verifies(store, run_id)
    finally:
        store.close()
        other.close()
