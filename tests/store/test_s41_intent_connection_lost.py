"""The PostgreSQL server out of reach around a booking's intent: set aside or booked, never lost.

Before ``book_room`` runs its intent is written to the ledger (arena.runs.guard). Two windows:

- the server is gone as that write begins (its connection dropped, no new one opens): nothing
  is written and the tool is not run; the leg is set aside and the run waits with its approval,
  so the next resume books, once;
- the server goes just after the intent committed, as this machine reads the trail entry it
  records as the store's last act (arena.store.high_water): the intent is durable and the tool
  has not run. That read's failure was taken for the intent's: the tool was not run, the leg
  set aside, and the next resume found the intent ``started`` and held the run for a person,
  who had to find out that book_room never ran (durable41). The booking now goes on, once; the
  record is written when the tool reports back.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from arena.errors import StoreError
from arena.runs import resume_run
from arena.runs.resume import SetAsideError
from arena.store import high_water
from arena.store.home_record import HomeNotRecorded
from arena.store.postgres import PostgresStore
from arena.store.postgres_conn import Connection
from arena.types import InputResponse
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting
from trail_ledger import cross_check


def _end_session(url: str, pid: int) -> None:
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
            time.sleep(0.01)


class _Gone:
    """The server out of reach: the store's connection ended, no new one opens ``times`` times."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, store: PostgresStore, url: str) -> None:
        self.store, self.url, self.left = store, url, 0
        connect = Connection._connect

        def refused(conn: Connection) -> Any:
            if self.left > 0:
                self.left -= 1
                raise StoreError(f"cannot open store {conn.location}: connection refused")
            return connect(conn)

        monkeypatch.setattr(Connection, "_connect", refused)

    def now(self, times: int) -> None:
        _end_session(self.url, self.store._db._conn.info.backend_pid)
        self.left = times


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def _approved(store: PostgresStore) -> str:
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    return run_id


def test_the_server_gone_as_the_intent_write_begins_sets_the_leg_aside(
    postgres_url: str, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(postgres_url)
    try:
        run_id = _approved(store)
        gone = _Gone(monkeypatch, store, postgres_url)
        original = store.begin_side_effect

        def begin(*args: Any, **kwargs: Any) -> Any:
            gone.now(1)  # one refused connection: the store is back for the release
            return original(*args, **kwargs)

        monkeypatch.setattr(store, "begin_side_effect", begin)
        with pytest.raises(SetAsideError) as aside:
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
        monkeypatch.setattr(store, "begin_side_effect", original)
        said = str(aside.value)
        assert "book_room was about to run, so it did not" in said, said
        assert f"waits again with its answers: arena resume {run_id}" in said, said
        assert ledger_lines(ledger) == []  # no intent, no booking
        assert store.side_effects(run_id) == []
        assert store.run(run_id).status == "waiting"  # with its approval: nothing lost
        [request] = store.requests(run_id)
        assert request.response is not None and request.response.option_id == "approve"

        again = asyncio.run(resume_run(run_id, store, adapter=Booker()))
        assert (again.status, again.trace.error) == ("completed", None)
        assert ledger_lines(ledger) == ["R-102"]
        assert cross_check(store) == []
    finally:
        store.close()


def test_the_server_gone_just_after_the_intent_committed_books_once(
    postgres_url: str, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = PostgresStore(postgres_url)
    try:
        run_id = _approved(store)
        gone = _Gone(monkeypatch, store, postgres_url)
        note = store._note_acted
        noted: list[str] = []

        def note_after_the_server_went(query: str, params: tuple[str, ...]) -> None:
            if query == high_water.STARTED and not noted:
                noted.append("gone")
                gone.now(1)
            note(query, params)

        monkeypatch.setattr(store, "_note_acted", note_after_the_server_went)
        result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
        assert noted == ["gone"]
        assert (result.status, result.trace.error) == ("completed", None)  # was: set aside
        assert ledger_lines(ledger) == ["R-102"]
        [effect] = store.side_effects(run_id)
        assert effect.status == "ok"
        assert cross_check(store) == []
        # The booking is this machine's record of the store's last act after all.
        [started] = [e for e in store.history(run_id) if e.transition == "side_effect.started"]
        assert high_water.recorded_seq(store.store_id()) == started.seq
        seen = high_water.last_acted(store.store_id())
        assert seen is not None and seen[::2] == (run_id, "side_effect.started")
    finally:
        store.close()


def test_a_trail_entry_never_read_back_is_said_once_and_books_once(
    postgres_url: str, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The entry still cannot be read back as the tool reports: one warning, the booking kept."""
    store = PostgresStore(postgres_url)
    try:
        run_id = _approved(store)
        note = store._note_acted

        def unreadable(query: str, params: tuple[str, ...]) -> None:
            if query == high_water.STARTED:
                raise StoreError("lost the connection to the server")
            note(query, params)

        monkeypatch.setattr(store, "_note_acted", unreadable)
        high_water._SAID.clear()  # said once a process: not yet in this one
        with pytest.warns(HomeNotRecorded, match="could not be read back") as said:
            result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
        assert (result.status, result.trace.error) == ("completed", None)
        assert len(said) == 1, [str(w.message) for w in said]
        assert "resuming there would act again" in str(said[0].message)
        assert ledger_lines(ledger) == ["R-102"]
        assert [e.status for e in store.side_effects(run_id)] == ["ok"]
    finally:
        store.close()
