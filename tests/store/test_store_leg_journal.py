"""A leg's events and tool calls on its own row (schema 10), and a v9 store migrated to it.

A resumed leg wrote six event rows and two tool-call rows, each table with its key index: 6 of
its 13 WAL pages. Since schema 10 they are two JSON columns of the leg's row, and ``events`` and
``tool_calls`` are read-only views with the old columns, so every reader reads what it read
before. These tests show a v9 store (a completed booking, a run whose tool call holds a NUL, a
lone surrogate, the escape marker and non-ASCII text, a blocked call with its audit entry)
migrates with every event, call, answer and audit hash as the store read them before; that a
leg's statements write no event or call rows; and that a claimed run's leg stores an answer it
was handed for a request the claim saw open (broken on purpose: a store that takes every
request as answered loses it).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from arena.context import RunContext
from arena.store import EndpointSpec, LegWrite, RunOrigin, SQLiteStore, Store
from arena.store import sql_text as q
from arena.store.sqlite_conn import _statements
from arena.store.sqlite_schema import MIGRATIONS, SCHEMA_VERSION
from arena.types import EvalItem, InputResponse, Responder
from store_support import ENDPOINT, completed_booking, synthetic_waiting

ACTOR = Responder(name="tester", role="ops", interface="cli")
ODD = "x\x00y\ud800z\ue000 café — done"
OLD_LEG_COLUMNS = (
    "run_id, leg, status, message, error, session, durable, owner, started_at, finished_at, "
    "duration_s, usage"
)
#: ``runs`` before schema 12 (SQLite) / 8 (PostgreSQL), which added ``request_ttl_s``.
OLD_RUN_COLUMNS = (
    "id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, mode, status, "
    "durable, legs, error, checks, created_at, updated_at, created_by, claim_owner, "
    "claim_expires_at, claim_token"
)
TABLES = ("runs", "legs", "events", "tool_calls", "requests", "responses", "audit", "side_effects")


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def _odd_run(store: Store) -> str:
    """One completed leg whose blocked tool call and note hold text every layer must keep."""
    ctx = RunContext(run_id="run_odd", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    ctx.record_tool("lookup", {"room_id": ODD}, "blocked", "no approval covered it")
    ctx.emit("note", text=ODD, n=[1, 2.5, None, True])
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=ctx.finish("completed", message=ODD),
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="odd", input="book"),
            ),
        )
    )
    return ctx.run_id


def _reads(store: Store, run_id: str) -> Any:
    return (
        store.turns(run_id),
        store.events(run_id),
        store.tool_calls(run_id),
        store.history(run_id),
        store.requests(run_id),
    )


def test_a_version_9_store_keeps_every_event_call_answer_and_hash(tmp_path: Path) -> None:
    source = SQLiteStore(tmp_path / "now.db")
    runs = [completed_booking(source), _odd_run(source), synthetic_waiting(source)[0]]
    before = {r: _reads(source, r) for r in runs}
    assert any(c.status == "blocked" for c in before["run_odd"][2])
    assert before["run_odd"][2][0].args["room_id"] == ODD
    assert [e.data["text"] for e in before["run_odd"][1] if e.type == "note"] == [ODD]
    head = source.verify_audit().head
    source.close()
    db = raw(tmp_path / "now.db")
    old_columns = {"legs": OLD_LEG_COLUMNS, "runs": OLD_RUN_COLUMNS}
    columns = {t: old_columns.get(t, "*") for t in TABLES}
    rows = {t: db.execute(f"SELECT {columns[t]} FROM {t} ORDER BY 1, 2").fetchall() for t in TABLES}
    db.close()
    assert all(rows.values())

    path = tmp_path / "v9.db"
    old = raw(path)
    for statement in [s for m in MIGRATIONS[:9] for s in _statements(m)]:
        old.execute(statement)
    old.execute(
        "INSERT INTO arena_meta VALUES ('application', 'hitl-arena'), ('schema_version', '9')"
    )
    for table, found in rows.items():
        marks = ",".join("?" * len(found[0]))
        old.executemany(f"INSERT INTO {table} VALUES ({marks})", found)
    old.close()

    store = SQLiteStore(path)
    try:
        db = raw(path)
        assert db.execute(
            "SELECT value FROM arena_meta WHERE key = 'schema_version'"
        ).fetchone() == (str(SCHEMA_VERSION),)
        kinds = dict(db.execute("SELECT name, type FROM sqlite_master WHERE name LIKE '%s'"))
        assert (kinds["events"], kinds["tool_calls"]) == ("view", "view")
        assert {r: _reads(store, r) for r in runs} == before
        after = {
            t: db.execute(f"SELECT {columns[t]} FROM {t} ORDER BY 1, 2").fetchall() for t in TABLES
        }
        assert after == rows
        verdict = store.verify_audit()
        assert verdict.broken is None and verdict.head == head
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            db.execute("UPDATE legs SET calls = '[]'")
        with pytest.raises(sqlite3.DatabaseError, match="is a view"):
            db.execute("DELETE FROM tool_calls")
        db.close()
        store.answer(InputResponse(request_id=store.requests(runs[2])[0].id, option_id="deny"))
        assert store.verify_audit().broken is None
    finally:
        store.close()


def test_a_migration_that_would_lose_an_event_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "v9.db"
    old = raw(path)
    for statement in [s for m in MIGRATIONS[:9] for s in _statements(m)]:
        old.execute(statement)
    old.execute(
        "INSERT INTO arena_meta VALUES ('application', 'hitl-arena'), ('schema_version', '9')"
    )
    old.execute(
        "INSERT INTO runs (id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, "
        "mode, status, durable, legs, created_at, updated_at, created_by) VALUES ('run_x', 'a', "
        "'i', '{}', 'fake', '{}', 'm', '{}', 'eval', 'completed', 0, 1, 't', 't', 'me')"
    )
    old.execute("INSERT INTO events VALUES ('run_x', 1, 1, 'leg.started', '{}', 't')")
    old.close()
    from arena.errors import StoreError

    with pytest.raises(StoreError, match="every_event_and_tool_call_has_its_leg_row"):
        SQLiteStore(path)
    db = raw(path)
    assert db.execute("SELECT value FROM arena_meta WHERE key = 'schema_version'").fetchone() == (
        "9",
    )
    assert db.execute("SELECT count(*) FROM events").fetchone() == (1,)
    db.close()


def test_a_leg_writes_one_row_for_its_events_and_calls(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        seen: list[str] = []
        store._db.raw.set_trace_callback(seen.append)
        run_id = _odd_run(store)
        store._db.raw.set_trace_callback(None)
        written = [s.split("(")[0].strip() for s in seen if s.startswith("INSERT")]
        # the run, its leg, and the audit entries (the run's and the blocked call's)
        assert written == ["INSERT INTO runs", "INSERT INTO legs"] + ["INSERT INTO audit"] * 2
        [(events, calls)] = raw(tmp_path / "arena.db").execute(
            "SELECT events, calls FROM legs WHERE run_id = ?", (run_id,)
        )
        assert '"blocked"' in calls and '"note"' in events
        types = [e.type for e in store.events(run_id)]
        assert "note" in types and types[-1] == "leg.finished"
        assert store.verify_audit().broken is None  # the blocked call has its entry
    finally:
        store.close()


class EveryRequestAnswered(SQLiteStore):
    """Broken on purpose: takes every request of a claimed run as answered already."""

    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> Any:
        plain = q.RUN_TO_CLAIM
        q.RUN_TO_CLAIM = "SELECT runs.*, 1 AS answered FROM runs WHERE id = ?"
        try:
            return super().claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        finally:
            q.RUN_TO_CLAIM = plain


@pytest.mark.parametrize("broken", [False, True], ids=["store", "every-request-answered"])
def test_a_claimed_legs_answer_to_a_request_still_open_is_stored(
    tmp_path: Path, broken: bool
) -> None:
    # Two requests: the person answered one through the store; the harness hands the leg the
    # other's answer directly (as a scripted answerer does). The claim saw it open, so the leg
    # stores it.
    store = (EveryRequestAnswered if broken else SQLiteStore)(tmp_path / "arena.db")
    try:
        ctx = RunContext(run_id="run_two", adapter="fake", endpoint=ENDPOINT)
        ctx.begin_leg()
        first = ctx.request_input(action="request_approval", args={"summary": "one"})
        second = ctx.request_input(action="request_approval", args={"summary": "two"})
        store.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=ctx.finish("waiting"),
                snapshot={"version": 1, "slots": {}},
                actor=Responder(name="runner", interface="scripted"),
                origin=RunOrigin(
                    adapter="fake",
                    endpoint=EndpointSpec.of(ENDPOINT),
                    item=EvalItem(id="two", input="book"),
                ),
            )
        )
        by_person = InputResponse(request_id=first.id, option_id="approve", responder=ACTOR)
        store.answer(by_person)
        store.claim(ctx.run_id, "me", ttl_s=60, actor=ACTOR)
        handed = InputResponse(
            request_id=second.id,
            option_id="deny",
            responder=Responder(name="script", interface="scripted"),
        )
        ctx.deliver([store.request(first.id).response, handed])  # type: ignore[list-item]
        ctx.begin_leg()
        ctx.resolve(first, store.request(first.id).response)  # type: ignore[arg-type]
        ctx.resolve(second, handed)
        store.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=ctx.finish("completed", message="done"),
                snapshot={"version": 1, "slots": {}},
                actor=ACTOR,
                owner="me",
            )
        )
        stored = store.request(second.id).response
        if broken:
            assert stored is None  # the handed answer was lost
            return
        assert stored is not None and stored.option_id == "deny"
        assert store.verify_audit().broken is None
    finally:
        store.close()
