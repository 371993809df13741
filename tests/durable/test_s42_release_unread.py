"""A claim given back as the PostgreSQL server goes is said as given back, and the run resumes.

When the store refuses a resumed leg, the resumer gives the run's claim back and reads the run
to say what became of it. Where the server went just after the release committed (a restart, a
failover), that read's failure was said as the release's — '…; that could not be recorded
either: StoreError: …' — and the run counted as failed, though it waited again with its
answers and its booking in the ledger (durable42). It is now said as set aside: the claim given
back, the run waiting; the next resume replays the booking from the ledger, never twice.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from arena.errors import CommitUnknown, StoreError
from arena.runs import resume_run
from arena.runs.resume import SetAsideError
from arena.store.postgres import PostgresStore
from arena.store.postgres_conn import Connection
from arena.store.sql import SQLStore
from arena.types import InputResponse
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting


def _gone_after_release(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    """The leg refused (a full disk); the release commits, then its session ends and one new
    connection is refused."""
    refusing: list[str] = []
    connect, release = Connection._connect, SQLStore.release

    def refused(conn: Connection) -> Any:
        if refusing:
            refusing.pop()
            raise StoreError(f"cannot open store {conn.location}: connection refused")
        return connect(conn)

    def full(store: Any, leg: Any) -> Any:
        raise StoreError(f"store {store.location}: could not extend file: No space left on device")

    def release_then_gone(store: Any, *args: Any, **kwargs: Any) -> None:
        release(store, *args, **kwargs)
        pid = store._db._conn.info.backend_pid
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
            while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
                time.sleep(0.01)
        refusing.append("once")

    monkeypatch.setattr(Connection, "_connect", refused)
    monkeypatch.setattr(SQLStore, "record_leg", full)
    monkeypatch.setattr(SQLStore, "release", release_then_gone)


def test_a_release_read_back_in_vain_is_said_as_set_aside(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    store = PostgresStore(postgres_url)
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        with monkeypatch.context() as gone:
            _gone_after_release(gone, postgres_url)
            with pytest.raises(SetAsideError) as aside:
                asyncio.run(resume_run(run_id, store, adapter=Booker()))
        said = str(aside.value)
        assert "No space left on device" in said, said
        assert "the claim was given back" in said and "connection refused" in said, said
        assert f"arena resume {run_id} continues it" in said, said
        assert "could not be recorded either" not in said, said
        assert store.run(run_id).status == "waiting"  # released, its answer kept
        assert ledger_lines(ledger) == ["R-102"]

        assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
    finally:
        store.close()
    assert ledger_lines(ledger) == ["R-102"]  # replayed from the ledger, not booked again


def _release_unseen(monkeypatch: pytest.MonkeyPatch, *, lands: bool) -> None:
    """The leg refused (a full disk); the release's commit goes unseen (the connection lost as
    it committed: CommitUnknown), having landed or not."""
    release = SQLStore.release

    def full(store: Any, leg: Any) -> Any:
        raise StoreError(f"store {store.location}: could not extend file: No space left on device")

    def unseen(store: Any, *args: Any, **kwargs: Any) -> None:
        if lands:
            release(store, *args, **kwargs)
        raise CommitUnknown(
            f"store {store.location}: lost the connection to the server as this write "
            "committed (server closed the connection unexpectedly): it may or may not have "
            "been recorded — look (arena show, arena history) before doing it again"
        )

    monkeypatch.setattr(SQLStore, "record_leg", full)
    monkeypatch.setattr(SQLStore, "release", unseen)


def test_a_release_whose_commit_went_unseen_is_read_back(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    store = PostgresStore(postgres_url)
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        with monkeypatch.context() as unseen:
            _release_unseen(unseen, lands=True)
            with pytest.raises(SetAsideError) as aside:
                asyncio.run(resume_run(run_id, store, adapter=Booker()))
        said = str(aside.value)
        assert f"the run is left waiting: arena resume {run_id} continues it" in said, said
        assert "could not be recorded either" not in said, said
        assert store.run(run_id).status == "waiting"
        assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
    finally:
        store.close()
    assert ledger_lines(ledger) == ["R-102"]


def test_a_release_that_did_not_land_is_not_said_as_given_back(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    store = PostgresStore(postgres_url)
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        with monkeypatch.context() as unseen:
            _release_unseen(unseen, lands=False)
            with pytest.raises(Exception) as kept:  # OwnClaimKept or the run's error
                result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
                raise AssertionError(result.trace.error)
        said = str(kept.value)
        assert "could not be released" in said, said
        assert "waits again" not in said and "left waiting" not in said, said
        assert store.run(run_id).status == "resuming"  # still this process's claim
    finally:
        store.close()
