"""A leg whose commit went unseen is read back: landed, the run goes on as recorded.

A leg is one write. Where the connection went as it committed (a failover, a server restart:
CommitUnknown), a leg that had landed — the run completed, R-102 booked once — was reported
failed: '…: it may or may not have been recorded; … the claim had been lost (the run is now
completed)' (durable42). The store now says whether it landed: this leg under this process's
claim, or a first leg under its own run id. One that did not land is the write's error as
before: the claim given back, the booking replayed from the ledger by the next resume, once.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from arena.errors import CommitUnknown
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.runs.resume import SetAsideError
from arena.settings import RunSettings
from arena.store.postgres import PostgresStore
from arena.store.sql import SQLStore
from arena.types import InputResponse
from store_support import (
    APPROVED,
    ENDPOINT,
    LEDGER_ENV,
    Booker,
    ledger_lines,
    let_go_at_the_end,
    start_waiting,
)

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


def _approved(store: PostgresStore) -> str:
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    return run_id


def test_a_resumed_leg_that_landed_unseen_completes_the_run(
    store: PostgresStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id = _approved(store)
    with monkeypatch.context() as m:
        _unseen(m, lands=True)
        result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.trace.error is None, result.trace.error
    assert result.status == "completed"
    assert store.run(run_id).status == "completed"
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]


def test_a_first_leg_that_landed_unseen_waits_as_recorded(
    store: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as m:
        _unseen(m, lands=True)
        result = asyncio.run(
            run_item(
                Booker(),
                APPROVED,
                ENDPOINT,
                settings=RunSettings(mode="human"),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        )
    assert result.trace.error is None, result.trace.error
    assert result.status == "waiting"
    assert store.run(let_go_at_the_end(result.run_id)).status == "waiting"  # live till the end


def test_a_leg_that_did_not_land_is_set_aside_and_books_once(
    store: PostgresStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id = _approved(store)
    with monkeypatch.context() as m:
        _unseen(m, lands=False)
        with pytest.raises(SetAsideError) as aside:
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert "may or may not have been recorded" in str(aside.value)
    assert store.run(run_id).status == "waiting"
    assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]
