"""Red team 44: a rewritten ``input.responded`` event passed the audit chain.

A run's legs record each decision handed to the adapter as an ``input.responded`` event: what
``arena show`` prints and the checks read. Events are not hashed, so whoever owns the store could
turn a completed run's "approve" into "deny", or its edit into another room's, and ``arena audit
verify`` (``verify_audit``) and ``verify_run`` (what a resume checks) still said the chain
verifies. Now each such event is held to the stored answer its audit entry hashed, and a break
names the run, the request and what differs; honest runs (approved, denied, edited, answered in
the run's own process) verify as before.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.runner import run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.settings import RunSettings
from arena.store import SQLiteStore, Store, open_store
from arena.types import InputRequest, InputResponse, Responder
from store_support import APPROVED, DENIED, ENDPOINT, Booker, start_waiting

BOB = Responder(name="bob", interface="cli")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def _finished(store: Store, answer: dict[str, Any]) -> tuple[str, str]:
    """A Booker run answered by bob and resumed to the end: (run, request)."""
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, responder=BOB, **answer))
    LIVE.pop(run_id, None)
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert store.run(run_id).status == "completed"
    return run_id, request_id


def _in_process(store: Store) -> tuple[str, str]:
    """A Booker run answered by a scripted answerer in its own process (its answer is stored
    from the event, by record_leg)."""

    def answer(requests: list[InputRequest], resumes: int) -> list[InputResponse]:
        return [InputResponse(request_id=r.id, option_id="approve") for r in requests]

    result = asyncio.run(
        run_item(
            Booker(),
            APPROVED,
            ENDPOINT,
            settings=RunSettings(mode="scripted"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=answer,  # type: ignore[arg-type]
        )
    )
    assert result.status == "completed", result.trace.error
    return result.run_id, store.requests(result.run_id)[0].id


def _rewrite_sqlite(db: Path, run_id: str, change: Callable[[dict[str, Any]], None]) -> None:
    conn = sqlite3.connect(db)
    for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'legs'"
    ).fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')
    for leg, events in conn.execute(
        "SELECT leg, events FROM legs WHERE run_id = ?", (run_id,)
    ).fetchall():
        rows = json.loads(events)
        touched = False
        for row in rows:
            if row[2] == "input.responded":
                change(row[3])
                touched = True
        if touched:
            conn.execute(
                "UPDATE legs SET events = ? WHERE run_id = ? AND leg = ?",
                (json.dumps(rows), run_id, leg),
            )
    conn.commit()
    conn.close()


def _deny(data: dict[str, Any]) -> None:
    data.update(option_id="deny", approved=False, binds=None)


def _other_room(data: dict[str, Any]) -> None:
    data["edited_args"] = {"room_id": "R-999"}


def _other_person(data: dict[str, Any]) -> None:
    data["responder"] = "mallory"


def test_an_approval_rewritten_as_a_denial_breaks_verify(store: SQLiteStore, db: Path) -> None:
    run_id, request_id = _finished(store, {"option_id": "approve"})
    _rewrite_sqlite(db, run_id, _deny)
    assert [e.data["option_id"] for e in store.events(run_id) if e.type == "input.responded"] == [
        "deny"
    ]
    broken = store.verify_audit().broken
    assert broken is not None and broken.run_id == run_id and broken.seq > 0
    assert f"input.responded event for {request_id}" in broken.reason
    assert "option_id 'deny' where the stored answer has 'approve'" in broken.reason
    assert store.verify_run(run_id) == broken
    result = CliRunner().invoke(main, ["audit", "verify", "--store", str(db)])
    assert result.exit_code == 1, result.output
    assert result.output.startswith("BROKEN: first broken link: audit entry")
    assert run_id in result.output and request_id in result.output and "'deny'" in result.output


@pytest.mark.parametrize(
    ("answer", "change", "says"),
    [
        ({"edited_args": {"room_id": "R-305"}}, _other_room, "edited_args {'room_id': 'R-999'}"),
        ({"option_id": "deny"}, _other_person, "responder 'mallory' where the stored answer"),
    ],
)
def test_an_edit_or_a_person_rewritten_breaks_verify_run(
    store: SQLiteStore,
    db: Path,
    answer: dict[str, Any],
    change: Callable[[dict[str, Any]], None],
    says: str,
) -> None:
    run_id, request_id = _finished(store, answer)
    _rewrite_sqlite(db, run_id, change)
    broken = store.verify_run(run_id)
    assert broken is not None and broken.run_id == run_id, broken
    assert request_id in broken.reason and says in broken.reason, broken.reason


def test_an_answer_given_in_process_rewritten_breaks_verify(store: SQLiteStore, db: Path) -> None:
    run_id, request_id = _in_process(store)
    assert store.verify_run(run_id) is None
    _rewrite_sqlite(db, run_id, _deny)
    broken = store.verify_run(run_id)
    assert broken is not None and request_id in broken.reason and "'deny'" in broken.reason


@pytest.mark.parametrize(
    "answer",
    [{"option_id": "approve"}, {"option_id": "deny"}, {"edited_args": {"room_id": "R-305"}}],
)
def test_honest_runs_still_verify(store: SQLiteStore, answer: dict[str, Any]) -> None:
    run_id, _ = _finished(store, answer)
    other, _ = _in_process(store)
    waiting = start_waiting(store, DENIED)
    assert store.verify_audit().broken is None
    assert [store.verify_run(r) for r in (run_id, other, waiting)] == [None, None, None]


def test_a_rewritten_event_on_postgresql_breaks_verify(postgres_url: str) -> None:
    psycopg = pytest.importorskip("psycopg")
    store = open_store(postgres_url)
    try:
        run_id, request_id = _finished(store, {"option_id": "approve"})
        assert store.verify_audit().broken is None
        with psycopg.connect(postgres_url, autocommit=True) as c:
            c.execute("ALTER TABLE legs DISABLE TRIGGER USER")
            c.execute(
                "UPDATE legs SET events = (SELECT jsonb_agg(CASE WHEN e->>2 = 'input.responded' "
                "THEN jsonb_set(e, '{3,option_id}', '\"deny\"') ELSE e END ORDER BY o) "
                "FROM jsonb_array_elements(events) WITH ORDINALITY AS x(e, o)) WHERE run_id = %s",
                (run_id,),
            )
        broken = store.verify_audit().broken
        assert broken is not None and broken.run_id == run_id
        assert request_id in broken.reason and "option_id 'deny'" in broken.reason
        assert store.verify_run(run_id) == broken
    finally:
        store.close()
