"""A decision deleted from the store by whoever owns the file (triggers dropped) is a broken link:
`arena audit verify` names it, a resume refuses the run, and the request cannot be answered again
— the chain once let a denial be deleted, approved by someone else and booked (tester, seed 003)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.errors import Conflict
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.runs.resume import AuditBroken
from arena.store import SQLiteStore, open_store
from arena.store.chain import decision_subject
from arena.store.chain_verify import check_decisions
from arena.types import InputResponse, Responder
from store_support import Booker, start_waiting

BOB = Responder(name="bob", interface="cli")
MALLORY = Responder(name="mallory", interface="cli")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def denied_then_deleted(store: SQLiteStore, db: Path) -> tuple[str, str, int]:
    """A denial, then its answer row deleted as del_denial.sh does; (run, request, entry seq)."""
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="deny", responder=BOB))
    LIVE.pop(run_id, None)
    denied = next(e for e in store.history(run_id) if e.transition == "request.denied")
    conn = sqlite3.connect(db)
    for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'responses'"
    ).fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')
    conn.execute("DELETE FROM responses WHERE request_id = ?", (request_id,))
    conn.commit()
    conn.close()
    return run_id, request_id, denied.seq


def test_a_deleted_denial_breaks_the_chain_at_its_entry(store: SQLiteStore, db: Path) -> None:
    run_id, request_id, seq = denied_then_deleted(store, db)
    reason = f"the answer to {request_id} it records is gone: deleted outside hitl-arena"
    broken = store.verify_audit().broken
    assert broken is not None and (broken.seq, broken.run_id) == (seq, run_id)
    assert broken.reason == reason
    result = arena("audit", "verify", "--store", str(db))
    assert result.exit_code == 1
    assert result.stdout == (
        f"BROKEN: first broken link: audit entry {seq} (run {run_id}): {reason}\n"
    )
    run_broken = store.verify_run(run_id)
    assert run_broken is not None and run_broken.reason == reason


def test_a_request_whose_answer_was_deleted_is_not_answered_again(
    store: SQLiteStore, db: Path
) -> None:
    run_id, request_id, seq = denied_then_deleted(store, db)
    refusal = (
        f"request {request_id} was already decided (request.denied by bob, audit entry {seq}) "
        "but its answer is gone from the store, deleted outside hitl-arena; it is not answered "
        "again (arena audit verify names the break)"
    )
    again = InputResponse(request_id=request_id, option_id="approve", responder=MALLORY)
    with pytest.raises(Conflict) as caught:
        store.answer(again)
    assert str(caught.value) == refusal
    result = arena("approve", request_id, "--as", "mallory", "--store", str(db))
    assert result.exit_code == 2 and f"error: {refusal}" in result.stderr
    assert store.requests(run_id)[0].response is None  # nothing written, no second entry
    assert [e.transition for e in store.history(run_id)].count("request.approved") == 0


def test_a_run_whose_answer_was_deleted_is_not_resumed(store: SQLiteStore, db: Path) -> None:
    run_id, request_id, _ = denied_then_deleted(store, db)
    with pytest.raises(AuditBroken, match=f"run {run_id} is not resumed: its audit trail"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    refused = arena("resume", run_id, "--store", str(db))
    assert refused.exit_code == 2
    assert f"the answer to {request_id} it records is gone" in refused.stderr
    assert "answer first" not in refused.stderr  # an answer would be refused: not advised
    assert store.run(run_id).status == "waiting" and store.side_effects(run_id) == []


def test_a_denial_deleted_by_the_tables_owner_on_postgresql_is_caught_too(
    postgres_url: str,
) -> None:
    psycopg = pytest.importorskip("psycopg")
    store = open_store(postgres_url)
    try:
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="deny", responder=BOB))
        with psycopg.connect(postgres_url, autocommit=True) as c:
            c.execute("ALTER TABLE responses DISABLE TRIGGER USER")
            c.execute("DELETE FROM responses WHERE request_id = %s", (request_id,))
        broken = store.verify_run(run_id)
        assert broken is not None
        assert (
            broken.reason
            == f"the answer to {request_id} it records is gone: deleted outside hitl-arena"
        )
        again = InputResponse(request_id=request_id, option_id="approve", responder=MALLORY)
        with pytest.raises(Conflict, match=f"request {request_id} was already decided "):
            store.answer(again)
        assert store.requests(run_id)[0].response is None
    finally:
        store.close()


def test_a_request_decided_twice_is_a_broken_link() -> None:
    """An answer deleted and another inserted by hand (its own entry forged too) still shows:
    one request, two decisions."""
    entry = {"request_id": "req_1", "run_id": "run_1", "transition": "request.denied"}
    answer = {
        "request_id": "req_1",
        "run_id": "run_1",
        "option_id": "approve",
        "text": None,
        "edited_args": None,
        "responder": "mallory",
        "role": None,
        "interface": "cli",
        "note": None,
        "at": "2026-01-01T00:00:00.000000+00:00",
    }

    audit = [
        entry | {"seq": 4, "subject": "deadbeef"},
        entry | {"seq": 9, "transition": "request.approved", "subject": decision_subject(answer)},
    ]
    broken = check_decisions([answer], audit)
    assert broken is not None and broken.seq == 9
    assert broken.reason == (
        "it decides req_1 again, after entry 4: the first answer was deleted outside hitl-arena "
        "and the request answered twice"
    )
