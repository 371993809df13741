"""The policy's approval of a request its rule lets through is not lost after the leg's commit.

A request whose rule says ``approval: none`` is approved by ``policy`` as its leg is recorded —
in a write of its own, after the leg's. Where the PostgreSQL server went just after the leg
committed (a restart, a failover), the leg stood and the approval did not: the run waited for
an answer no person is asked for, ``arena resume`` said 'still waits for an answer … answer
first' and ``arena worker`` / ``resume --all`` never took it up (durable42). A resume now gives
the policy's approval first, under the rule stamped on the request, and books once. A rule
that needs a person, and a person's answer stored meanwhile, are left as they are.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from arena.errors import StoreError, UserError
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.readiness import ready_runs
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import open_store
from arena.store.postgres import PostgresStore
from arena.store.postgres_conn import Connection
from arena.store.sql import SQLStore
from arena.store.sql_home import HomeStore
from arena.types import InputResponse
from store_support import APPROVED, ENDPOINT, LEDGER_ENV, Booker, ledger_lines, start_waiting

NO_PERSON = """\
version: 7
rules:
  - name: any-room
    tools: [book_room, request_approval]
    approval: none
"""
A_PERSON = """\
version: 7
rules:
  - name: any-room
    tools: [book_room, request_approval]
"""


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def _policy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    (tmp_path / "policy.yaml").write_text(text)
    monkeypatch.setenv("ARENA_POLICY", str(tmp_path / "policy.yaml"))


def _server_goes_after_the_leg(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    """Each leg commits; then its session ends and one new connection is refused."""
    refusing: list[str] = []
    connect, record_leg = Connection._connect, SQLStore.record_leg

    def refused(conn: Connection) -> Any:
        if refusing:
            refusing.pop()
            raise StoreError(f"cannot open store {conn.location}: connection refused")
        return connect(conn)

    def leg_then_gone(store: Any, leg: Any) -> Any:
        done = record_leg(store, leg)
        pid = store._db._conn.info.backend_pid
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
            while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone():
                time.sleep(0.01)
        refusing.append("once")
        return done

    monkeypatch.setattr(Connection, "_connect", refused)
    monkeypatch.setattr(SQLStore, "record_leg", leg_then_gone)


def test_the_server_gone_after_the_leg_keeps_the_policy_approval(
    postgres_url: str, ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _policy(tmp_path, monkeypatch, NO_PERSON)
    store = PostgresStore(postgres_url)
    try:
        with monkeypatch.context() as gone:
            _server_goes_after_the_leg(gone, postgres_url)
            first = asyncio.run(
                run_item(
                    Booker(),
                    APPROVED,
                    ENDPOINT,
                    settings=RunSettings(mode="human"),
                    record=recording(store, tools_module="arena.tools.rooms"),
                    answerer=human_answerer,
                )
            )
        assert "connection refused" in (first.trace.error or "")  # said: the server went
        run_id = first.run_id
        assert store.run(run_id).status == "waiting"
        (request,) = store.requests(run_id)
        assert request.response is None  # the leg stood, the policy's approval did not

        assert ready_runs(store) == [run_id]  # a worker and resume --all take it up
        assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
        (request,) = store.requests(run_id)
        assert request.response is not None
        assert request.response.responder.name == "policy"
        assert request.response.note == "rule any-room needs no person"
    finally:
        store.close()
    assert ledger_lines(ledger) == ["R-102"]


def test_a_rule_that_needs_a_person_still_waits_for_one(
    ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _policy(tmp_path, monkeypatch, A_PERSON)
    store = open_store(str(tmp_path / "arena.db"))
    run_id = start_waiting(store)
    assert ready_runs(store) == []
    with pytest.raises(UserError, match="still waits for an answer"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    (request,) = store.requests(run_id)
    assert request.response is None  # nothing voted in the policy's name
    assert ledger_lines(ledger) == []


def _policy_vote_lost(store: Any) -> str:
    """A first leg recorded whose policy approval never landed (the process killed between)."""
    with pytest.MonkeyPatch.context() as lost:
        lost.setattr(HomeStore, "vote", lambda *a, **k: None)
        return start_waiting(store)


def test_a_person_who_answered_since_is_not_overruled(
    ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _policy(tmp_path, monkeypatch, NO_PERSON)
    store = open_store(str(tmp_path / "arena.db"))
    run_id = _policy_vote_lost(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="deny"))
    assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
    (request,) = store.requests(run_id)
    assert request.response is not None and request.response.option_id == "deny"
    assert ledger_lines(ledger) == []  # denied: never booked


def test_an_answer_stored_as_the_policy_votes_stands(
    ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arena.runs.policy_votes import approve_lost

    _policy(tmp_path, monkeypatch, NO_PERSON)
    store = open_store(str(tmp_path / "arena.db"))
    run_id = _policy_vote_lost(store)
    stale = tuple(store.requests(run_id))  # read before another resumer's answer landed
    store.answer(InputResponse(request_id=stale[0].id, option_id="deny"))

    assert approve_lost(store, run_id, stale)  # tried; the store refused it as answered
    (request,) = store.requests(run_id)
    assert request.response is not None and request.response.option_id == "deny"
    assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
    assert ledger_lines(ledger) == []
