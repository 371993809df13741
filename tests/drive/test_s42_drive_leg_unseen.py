"""An eval's leg whose commit went unseen is read back: landed, the line goes on as recorded.

The eval API's store path (a ``Driver`` with ``store=`` an arena store) wrote each leg as
``arena resume`` does, but took a lost connection as the leg committed (a failover, a server
restart: CommitUnknown) as not landed: ``t.respond(...)`` raised '…: it may or may not have been
recorded …' over a run the store held completed, R-102 booked once, and ``t.send(...)`` raised it
over a first leg waiting in the store. The runs path reads the leg back (durable42,
tests/durable/test_s42_leg_unseen.py); the drive path now does the same. One that did not land is
the write's error as before: the claim given back, the run waiting with its answer.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from arena.drive import Driver
from arena.errors import CommitUnknown, NotFound
from arena.runs import resume_run
from arena.store.postgres import PostgresStore
from arena.store.sql import SQLStore
from store_support import ENDPOINT, LEDGER_ENV, Booker, ledger_lines

TASK = "Book a room for 6 on Tuesday."
UNSEEN = (
    "store {}: lost the connection to the server as this write committed (server closed the "
    "connection unexpectedly): it may or may not have been recorded — look (arena show, arena "
    "history) before doing it again"
)


def _unseen(monkeypatch: pytest.MonkeyPatch, *, lands: bool) -> None:
    record_leg = SQLStore.record_leg

    def unseen(store: Any, leg: Any) -> Any:
        if lands:
            record_leg(store, leg)
        raise CommitUnknown(UNSEEN.format(store.location))

    monkeypatch.setattr(SQLStore, "record_leg", unseen)


@pytest.fixture
def store(postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    opened = PostgresStore(postgres_url)
    yield opened
    opened.close()


def test_a_resumed_leg_that_landed_unseen_completes_the_line(
    store: PostgresStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = Driver(Booker(), ENDPOINT, store=store)
    t.send(TASK)
    request = t.require_input_request()
    with monkeypatch.context() as m:
        _unseen(m, lands=True)
        turn = t.respond(request, option="approve")
    assert turn.status == "completed"
    record = store.run(t.run_id)
    assert record.status == "completed" and record.legs == 2 and record.claim_owner is None
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]
    t.called_tool("book_room", times=1)


def test_a_first_leg_that_landed_unseen_waits_as_recorded(
    store: PostgresStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = Driver(Booker(), ENDPOINT, store=store)
    with monkeypatch.context() as m:
        _unseen(m, lands=True)
        assert t.send(TASK).status == "waiting"
    assert store.run(t.run_id).status == "waiting"
    request = t.require_input_request()
    assert t.respond(request, option="approve").status == "completed"
    assert store.run(t.run_id).status == "completed"
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]


def test_a_resumed_leg_that_did_not_land_is_the_error_and_books_once(
    store: PostgresStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = Driver(Booker(), ENDPOINT, store=store)
    t.send(TASK)
    request = t.require_input_request()
    with monkeypatch.context() as m:
        _unseen(m, lands=False)
        with pytest.raises(CommitUnknown, match="may or may not have been recorded"):
            t.respond(request, option="approve")
    record = store.run(t.run_id)
    assert record.status == "waiting" and record.legs == 1 and record.claim_owner is None
    assert asyncio.run(resume_run(t.run_id, store, adapter=Booker())).status == "completed"
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]


def test_a_first_leg_that_did_not_land_is_the_error(
    store: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = Driver(Booker(), ENDPOINT, store=store)
    with monkeypatch.context() as m:
        _unseen(m, lands=False)
        with pytest.raises(CommitUnknown, match="may or may not have been recorded"):
            t.send(TASK)
    with pytest.raises(NotFound):
        store.run(t.run_id)
    t.close()  # its line waits (drive._store.LIVE) until closed, as in the eval's process
