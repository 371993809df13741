"""A booking's intent whose commit went unseen is asked again, not held for a person (durable40).

Before ``book_room`` runs, its intent is written to the side-effect ledger. Where the PostgreSQL
connection went as that write committed (a failover, a server restart), the resumer could not
tell whether the intent landed: it did not run the tool, set the leg aside, and where the intent
had landed the next resume found it ``started`` and held the run for a person — who then had to
find out that book_room never ran, though the process that wrote the intent knew. The resumer now
asks the store again: an intent found started by itself, in this leg, with these arguments, is
its own (the tool never ran), and one not found is written now; either way it books once.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psycopg
import pytest

from arena.errors import CommitUnknown
from arena.runs import resume_run
from arena.store import chain
from arena.store.postgres import PostgresStore
from arena.types import InputResponse
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting
from trail_ledger import cross_check


def _end_session(url: str, pid: int) -> None:
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
            time.sleep(0.01)


def _landed_unseen(store: PostgresStore, url: str, begin: Callable[..., Any]) -> Any:
    """The intent commits, then the connection goes before its reply is read."""
    begin()
    _end_session(url, store._db._conn.info.backend_pid)
    raise CommitUnknown("lost the connection to the server as this write committed")


def _lost_before_commit(store: PostgresStore, url: str, begin: Callable[..., Any]) -> Any:
    """The connection goes with the intent queued and its COMMIT not yet sent: nothing lands."""
    flush = chain.Deferred.flush

    def then_end(self: chain.Deferred) -> None:
        flush(self)
        _end_session(url, store._db._conn.info.backend_pid)

    chain.Deferred.flush = then_end  # type: ignore[method-assign]
    try:
        return begin()
    finally:
        chain.Deferred.flush = flush  # type: ignore[method-assign]


@pytest.mark.parametrize("fault", [_landed_unseen, _lost_before_commit])
def test_a_booking_whose_intent_commit_went_unseen_books_once(
    postgres_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fault: Callable[..., Any],
) -> None:
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    store = PostgresStore(postgres_url)
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        original = store.begin_side_effect
        faults = [fault]

        def begin(*args: Any, **kwargs: Any) -> Any:
            call = lambda: original(*args, **kwargs)  # noqa: E731
            return faults.pop()(store, postgres_url, call) if faults else call()

        monkeypatch.setattr(store, "begin_side_effect", begin)
        result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
        assert (result.status, result.trace.error) == ("completed", None)
        assert not faults
        assert ledger_lines(ledger) == ["R-102"]  # was: none, the run set aside then held
        [effect] = store.side_effects(run_id)
        assert effect.status == "ok"
        started = [e for e in store.history(run_id) if e.transition == "side_effect.started"]
        assert len(started) == 1
        assert cross_check(store) == []
    finally:
        store.close()
