"""Two machines on one PostgreSQL store, a backup restored between their bookings (durable39).

Each machine records the last act it saw a store take (arena.store.high_water), and a store
that no longer holds it refuses to act. Machine A booked run 1, a backup was taken, machine B
booked run 2, and the backup was put in the database's place: A's record (run 1's booking) is
in the backup, so A adopted it and resumed run 2 — its approval held, its booking lost — and
booked R-102 again; only B, whose record is ahead, was refused. A machine now also records the
latest act it sees the store take whoever took it — at each command's first check and each
``arena worker`` sweep — so A, having looked at the store after B booked, is refused too. What
A never saw (B booked and the backup went back before A looked again) only a record both see
tells: machines sharing one ``$ARENA_STORE_HOMES`` folder know each other's acts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_store_postgres_clone import Databases, dbs, resume

from arena.errors import UserError
from arena.service.worker import Worker, WorkerSettings
from arena.store.home_record import HOMES_ENV
from arena.store.postgres import PostgresStore
from arena.types import InputResponse
from store_support import LEDGER_ENV, ledger_lines, start_waiting
from trail_ledger import cross_check

__all__ = ["dbs"]  # the fixture, shared with the clone tests


def _two_approved(dbs: Databases) -> tuple[str, str, str]:
    name = dbs.create()
    store = PostgresStore(dbs.url(name))
    runs = [start_waiting(store), start_waiting(store)]
    for run_id in runs:
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    store.close()
    return name, runs[0], runs[1]


def _on(monkeypatch: pytest.MonkeyPatch, homes: Path) -> None:
    monkeypatch.setenv(HOMES_ENV, str(homes))


def _checks(store: PostgresStore) -> None:
    """A command's first check there (``arena resume``, ``arena approve``, a worker's start)."""
    fresh = PostgresStore(store.url)
    try:
        fresh.check_home()
    finally:
        fresh.close()


def _sweeps(store: PostgresStore) -> None:
    """A running ``arena worker``'s sweep (checked at its start, before B booked)."""
    Worker(store, WorkerSettings(once=True), say=lambda _: None).sweep()


@pytest.mark.parametrize("looks", [_checks, _sweeps, None])
def test_a_machine_that_saw_the_others_booking_refuses_the_backup(
    dbs: Databases,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    looks: Callable[[PostgresStore], None] | None,
) -> None:
    shared = looks is None  # A never looked, but the two share one records folder
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    a, b = tmp_path / "a", tmp_path / ("a" if shared else "b")
    name, first, second = _two_approved(dbs)

    _on(monkeypatch, a)
    assert resume(dbs.url(name), first) == "completed"
    backup = dbs.create(template=name)
    watching = PostgresStore(dbs.url(name))  # a worker on A, started before B booked
    watching.check_home()
    _on(monkeypatch, b)
    assert resume(dbs.url(name), second) == "completed"
    _on(monkeypatch, a)
    if looks is not None:
        looks(watching)  # A looks at the store after B booked
    watching.close()
    dbs.drop(name)

    store = PostgresStore(dbs.url(backup))
    try:
        with pytest.raises(UserError) as refused:
            store.check_home(adopt=True)
        assert cross_check(store) == []
    finally:
        store.close()
    with pytest.raises(UserError):
        resume(dbs.url(backup), second)
    assert ledger_lines(ledger) == ["R-102", "R-102"]  # each run booked once
    said = str(refused.value)
    assert "is behind" in said and second in said, said
