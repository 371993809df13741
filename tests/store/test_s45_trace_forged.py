"""The audit chain's last holes in a run's trace: a deleted ``input.responded`` event and its
``binds`` (session 44's note after red team 44b).

Each ``input.responded`` event was held to the stored answer its audit entry hashed, field by
field, but not its ``binds`` (the call the approval authorises: what the harness's
authorisation and the report's scorecard read), and an event deleted outright had nothing to be
compared with: a completed run whose approval was cut from its trace, or whose binding was
turned into another room's, still read "verifies" in ``arena audit verify`` and ``verify_run``.
Now a break names the run, the request and the field; honest runs (approved, denied, edited, a
resume that failed before its adapter resolved the answer, one still waiting) verify as before.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.context import RunContext
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SQLiteStore, Store, open_store
from arena.types import InputResponse, Responder, Turn
from store_support import APPROVED, DENIED, Booker, book_room, start_waiting

BOB = Responder(name="bob", interface="cli")


class EditBooker(Booker):
    """Books the room an edit names (Booker books the one it proposed whatever the answer)."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        edited = [r.edited_args for r in responses if r.edited_args]
        if not edited:
            return await super().resume(responses, ctx)
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return ctx.finish("completed", message=book_room(room_id=edited[0]["room_id"]))


class ApprovedUnbooked(Booker):
    """Resolves the answer and books nothing: an approval no call ran under, whose binding is
    held to the request's own."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return ctx.finish("completed", message="Approved; I will book it later.")


class CrashingBooker(Booker):
    """Raises in resume before resolving anything: an honest failed run with an answer its
    adapter never logged."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        raise RuntimeError("lost my state")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def _finished(
    store: Store, answer: dict[str, Any], adapter: Booker | None = None
) -> tuple[str, str]:
    """A run answered by bob and resumed to the end: (run, request)."""
    run_id = start_waiting(store, DENIED if answer.get("option_id") == "deny" else APPROVED)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, responder=BOB, **answer))
    LIVE.pop(run_id, None)
    asyncio.run(resume_run(run_id, store, adapter=adapter or EditBooker()))
    return run_id, request_id


def _legs(
    db: Path, run_id: str, change: Callable[[list[list[Any]], list[list[Any]]], None]
) -> None:
    """Rewrite a run's legs (events and tool calls, two JSON columns) as their owner can."""
    conn = sqlite3.connect(db)
    for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'legs'"
    ).fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')
    for leg, events, calls in conn.execute(
        "SELECT leg, events, calls FROM legs WHERE run_id = ?", (run_id,)
    ).fetchall():
        rows, made = json.loads(events), json.loads(calls)
        change(rows, made)
        conn.execute(
            "UPDATE legs SET events = ?, calls = ? WHERE run_id = ? AND leg = ?",
            (json.dumps(rows), json.dumps(made), run_id, leg),
        )
    conn.commit()
    conn.close()


def _without_event(events: list[list[Any]], calls: list[list[Any]]) -> None:
    events[:] = [e for e in events if e[2] != "input.responded"]


def _without_event_or_calls(events: list[list[Any]], calls: list[list[Any]]) -> None:
    """The careful forger: the event and every call logged under the request go."""
    events[:] = [e for e in events if e[2] not in ("input.responded", "tool.finished")
                 or not (e[3].get("request_id"))]  # fmt: skip
    calls[:] = [c for c in calls if not c[7]]


def _binds(
    change: Callable[[dict[str, Any]], None],
) -> Callable[[list[list[Any]], list[list[Any]]], None]:
    def rewrite(events: list[list[Any]], calls: list[list[Any]]) -> None:
        for e in events:
            if e[2] == "input.responded":
                change(e[3])

    return rewrite


def _room(room: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["binds"] = {**data["binds"], "args": {"room_id": room}}

    return change


def _bound_call(data: dict[str, Any]) -> None:
    data["binds"] = {"tool": "book_room", "args": {"room_id": "R-102"}, "sha256": "0" * 64,
                     "excludes": [], "note": "", "authorises": "book_room(room_id='R-102') once"}  # fmt: skip


def _unbound(data: dict[str, Any]) -> None:
    data["binds"] = None


FORGED = [
    # (answer, the rewrite, what the break says)
    ({"option_id": "approve"}, _without_event,
     "logged request_approval (ok) under {rid}, but no input.responded event for {rid} precedes it"),
    ({"option_id": "deny"}, _without_event,
     "logged request_approval (rejected) under {rid}, but no input.responded event for {rid}"),
    ({"option_id": "approve"}, _without_event_or_calls,
     "its answer to {rid} (approve) has no input.responded event though the run completed"),
    ({"option_id": "deny"}, _without_event_or_calls,
     "its answer to {rid} (deny) has no input.responded event though the run completed"),
    ({"option_id": "approve"}, _binds(_room("R-999")),
     "its input.responded event binds book_room(room_id='R-999'), not the call that ran "
     "(book_room(room_id='R-102'))"),
    ({"option_id": "approve", "adapter": ApprovedUnbooked}, _binds(_room("R-999")),
     "binds book_room(room_id='R-999') where the request, approved as asked, binds "
     "book_room(room_id='R-102')"),
    ({"option_id": "deny"}, _binds(_bound_call),
     "binds book_room(room_id='R-102') where the stored answer ('deny') binds nothing"),
    ({"option_id": "approve"}, _binds(_unbound),
     "binds None where the stored answer approves a call"),
    ({"edited_args": {"room_id": "R-305"}}, _binds(_room("R-999")),
     "its input.responded event binds book_room(room_id='R-999'), not the call that ran "
     "(book_room(room_id='R-305'))"),
]  # fmt: skip


IDS = ["approve-event-gone", "deny-event-gone", "approve-event-and-calls-gone",
       "deny-event-and-calls-gone", "approve-binds-other-room",
       "approve-unbooked-binds-other-room", "deny-binds-a-call",
       "approve-binds-nothing", "edit-binds-other-room"]  # fmt: skip


@pytest.mark.parametrize(("answer", "forge", "says"), FORGED, ids=IDS)
def test_a_forged_trace_breaks_verify_naming_run_request_and_field(
    store: SQLiteStore, db: Path, answer: dict[str, Any], forge: Callable[..., None], says: str
) -> None:
    given = {k: v for k, v in answer.items() if k != "adapter"}
    adapter = answer.get("adapter", EditBooker)
    run_id, request_id = _finished(store, given, adapter())
    assert store.run(run_id).status == "completed"
    assert store.verify_audit().broken is None and store.verify_run(run_id) is None
    _legs(db, run_id, forge)
    broken = store.verify_audit().broken
    assert broken is not None and broken.run_id == run_id, broken
    assert says.format(rid=request_id) in broken.reason, broken.reason
    assert broken.seq > 0  # the decision's own audit entry is named
    assert store.verify_run(run_id) == broken
    result = CliRunner().invoke(main, ["audit", "verify", "--store", str(db)])
    assert result.exit_code == 1, result.output
    assert run_id in result.output and request_id in result.output


def test_honest_runs_verify_a_failed_resume_and_a_waiting_run_too(store: SQLiteStore) -> None:
    """A resume whose adapter raised before resolving the answer leaves an answer with no
    event (the run failed: honest), as does a run answered and not yet resumed."""
    runs = [_finished(store, a)[0] for a in
            ({"option_id": "approve"}, {"option_id": "deny"}, {"edited_args": {"room_id": "R-305"}})]  # fmt: skip
    crashed, _ = _finished(store, {"option_id": "approve"}, CrashingBooker())
    assert store.run(crashed).status == "failed"
    assert not [e for e in store.events(crashed) if e.type == "input.responded"]
    waiting = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(waiting)[0].id, option_id="approve"))
    assert store.verify_audit().broken is None
    assert [store.verify_run(r) for r in (*runs, crashed, waiting)] == [None] * 5


def test_a_deleted_event_on_postgresql_breaks_verify(postgres_url: str) -> None:
    psycopg = pytest.importorskip("psycopg")
    store = open_store(postgres_url)
    try:
        run_id, request_id = _finished(store, {"option_id": "approve"})
        assert store.verify_audit().broken is None
        with psycopg.connect(postgres_url, autocommit=True) as c:
            c.execute("ALTER TABLE legs DISABLE TRIGGER USER")
            c.execute(
                "UPDATE legs SET events = (SELECT COALESCE(jsonb_agg(e ORDER BY o), '[]') "
                "FROM jsonb_array_elements(events) WITH ORDINALITY AS x(e, o) "
                "WHERE e->>2 <> 'input.responded') WHERE run_id = %s",
                (run_id,),
            )
        broken = store.verify_audit().broken
        assert broken is not None and broken.run_id == run_id, broken
        assert f"no input.responded event for {request_id}" in broken.reason
        assert store.verify_run(run_id) == broken
    finally:
        store.close()
