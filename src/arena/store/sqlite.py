"""The zero-set-up store: one SQLite file (WAL) under ``.arena/`` in the working directory.

Every write is one ``BEGIN IMMEDIATE`` transaction (see :mod:`arena.store.sqlite_conn`): each
compare-and-set of the contract — one answer per request, a claim, a leg appended by the run's
owner — is checked and applied under SQLite's write lock, so it holds across processes.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any, Literal

from arena.checks import CheckResult
from arena.context import validate_response
from arena.errors import Ambiguous, Conflict, InvalidAnswer, NotFound
from arena.store import codec
from arena.store.base import (
    AuditEntry,
    LegWrite,
    RequestRecord,
    RunRecord,
    RunStatus,
    SideEffect,
    SideEffectKey,
    Store,
)
from arena.store.rows import (
    already_answered,
    event_from_row,
    request_from_row,
    request_record_from_row,
    response_from_row,
    response_values,
    responses_in,
    run_from_row,
    side_effect_from_row,
    tool_call_from_row,
    turns_from_rows,
    verdict,
)
from arena.store.sqlite_conn import Connection, StoreMissing
from arena.types import InputRequest, InputResponse, Responder, ToolStatus, Turn, utcnow

__all__ = ["SQLiteStore", "StoreMissing", "host_pid"]


def host_pid() -> str:
    return f"{os.uname().nodename}:{os.getpid()}"


class SQLiteStore(Store):
    def __init__(
        self, path: str | os.PathLike[str], *, timeout_s: float | None = None, create: bool = True
    ) -> None:
        self._db = Connection(path, timeout_s=timeout_s, create=create)
        self.path = self._db.path
        self.location = self._db.location
        self._tx = self._db.tx

    def close(self) -> None:
        self._db.close()

    def _audit(
        self,
        c: sqlite3.Connection,
        run_id: str,
        transition: str,
        actor: Responder,
        *,
        request_id: str | None = None,
        note: str | None = None,
        at: str,
    ) -> None:
        c.execute(
            "INSERT INTO audit (run_id, request_id, transition, actor, role, interface, at, note) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (run_id, request_id, transition, actor.name, actor.role, actor.interface, at, note),
        )

    # -- writes ---------------------------------------------------------------------------------
    def record_leg(self, leg: LegWrite) -> RunRecord:
        turn, now = leg.turn, codec.ts(utcnow())
        status: RunStatus = "failed" if leg.run_error else turn.status
        durable = leg.snapshot is not None
        checks = codec.checks_to_json(leg.checks)
        with self._tx() as c:
            row = c.execute("SELECT * FROM runs WHERE id = ?", (leg.run_id,)).fetchone()
            if row is None:
                if turn.leg != 1 or leg.origin is None:
                    raise NotFound(f"no run {leg.run_id} in store {self.location}")
                cols = codec.origin_columns(leg.origin)
                c.execute(
                    "INSERT INTO runs (id, arena, item_id, item, adapter, endpoint, tools_module, "
                    "check_spec, mode, status, durable, legs, error, checks, created_at, "
                    "updated_at, created_by) VALUES (:id, :arena, :item_id, :item, :adapter, "
                    ":endpoint, :tools_module, :check_spec, :mode, :status, :durable, 1, :error, "
                    ":checks, :now, :now, :by)",
                    cols
                    | {
                        "id": leg.run_id,
                        "status": status,
                        "durable": durable,
                        "error": leg.run_error,
                        "checks": checks,
                        "now": now,
                        "by": host_pid(),
                    },
                )
            else:
                self._check_continuation(row, turn.leg, leg.owner)
                c.execute(
                    "UPDATE runs SET status = ?, durable = ?, legs = ?, error = ?, checks = ?, "
                    "updated_at = ?, claim_owner = NULL, claim_expires_at = NULL WHERE id = ?",
                    (status, durable, turn.leg, leg.run_error, checks, now, leg.run_id),
                )
            self._append_leg(c, leg, now)
            note = f"leg {turn.leg} {turn.status}" + (f": {turn.error}" if turn.error else "")
            if leg.run_error:
                note += f"; run failed: {leg.run_error}"
            self._audit(c, leg.run_id, f"run.{status}", leg.actor, note=note, at=now)
            for request in turn.requests:
                what = request.prompt or request.action
                self._audit(
                    c,
                    leg.run_id,
                    "request.created",
                    leg.actor,
                    request_id=request.id,
                    note=what,
                    at=now,
                )
            return run_from_row(self._run_row(c, leg.run_id))

    def _check_continuation(self, row: sqlite3.Row, leg: int, owner: str | None) -> None:
        run_id = row["id"]
        if row["legs"] != leg - 1:
            raise Conflict(
                f"run {run_id} already has {row['legs']} leg(s); leg {leg} cannot be appended "
                "(another process continued it first)"
            )
        if row["status"] == "resuming" and row["claim_owner"] != owner:
            raise Conflict(
                f"run {run_id} is claimed by {row['claim_owner']} (until "
                f"{row['claim_expires_at']}); this process lost its claim, its leg is discarded"
            )
        if row["status"] not in ("waiting", "resuming"):
            raise Conflict(f"run {run_id} is already {row['status']}; nothing can be appended")

    def _append_leg(self, c: sqlite3.Connection, leg: LegWrite, now: str) -> None:
        turn = leg.turn
        usage = turn.usage
        c.execute(
            "INSERT INTO legs (run_id, leg, status, message, error, session, durable, owner, "
            "started_at, finished_at, duration_s, usage) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                leg.run_id,
                turn.leg,
                turn.status,
                turn.message,
                turn.error,
                codec.dumps(leg.snapshot) if leg.snapshot is not None else None,
                leg.snapshot is not None,
                leg.owner,
                codec.ts_or_none(leg.started_at),
                now,
                leg.duration_s,
                codec.dumps(usage.__dict__) if usage else None,
            ),
        )
        c.executemany(
            "INSERT INTO events (run_id, seq, leg, type, data, at) VALUES (?,?,?,?,?,?)",
            [
                (leg.run_id, e.seq, e.leg, e.type, codec.dumps(e.data), codec.ts(e.at))
                for e in turn.events
            ],
        )
        c.executemany(
            "INSERT INTO tool_calls (run_id, seq, call_id, tool, args, leg, status, result, "
            "request_id, at) VALUES (?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    leg.run_id,
                    t.seq,
                    t.call_id,
                    t.tool,
                    codec.dumps(t.args),
                    t.leg,
                    t.status,
                    t.result,
                    t.request_id,
                    codec.ts(t.at),
                )
                for t in turn.tool_calls
            ],
        )
        for request in turn.requests:
            self._insert_request(c, request)
        for response in responses_in(turn.events):
            inserted = c.execute(
                "INSERT OR IGNORE INTO responses (request_id, run_id, option_id, text, "
                "edited_args, responder, role, interface, note, at) "
                "SELECT ?,?,?,?,?,?,?,?,?,? WHERE EXISTS (SELECT 1 FROM requests WHERE id = ?)",
                (*response_values(leg.run_id, response), response.request_id),
            ).rowcount
            if inserted:
                self._audit(
                    c,
                    leg.run_id,
                    f"request.{verdict(response)}",
                    response.responder,
                    request_id=response.request_id,
                    note=response.note,
                    at=now,
                )

    def _insert_request(self, c: sqlite3.Connection, r: InputRequest) -> None:
        c.execute(
            "INSERT INTO requests (id, run_id, leg, action, tool_name, args, prompt, reason, "
            "options, details, native_id, created_at, expires_at) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                r.id,
                r.run_id,
                r.leg,
                r.action,
                r.tool_name,
                codec.dumps(r.args),
                r.prompt,
                r.reason,
                codec.options_to_json(r.options),
                codec.dumps(r.details),
                r.native_id,
                codec.ts(r.created_at),
                codec.ts_or_none(r.expires_at),
            ),
        )

    def answer(self, response: InputResponse) -> InputResponse:
        now = utcnow()
        with self._tx() as c:
            row = c.execute(
                "SELECT r.*, runs.status AS run_status FROM requests r "
                "JOIN runs ON runs.id = r.run_id WHERE r.id = ?",
                (response.request_id,),
            ).fetchone()
            if row is None:
                raise NotFound(f"no request {response.request_id} in store {self.location}")
            first = c.execute(
                "SELECT * FROM responses WHERE request_id = ?", (response.request_id,)
            ).fetchone()
            if first is not None:
                raise Conflict(already_answered(response_from_row(first)))
            if row["run_status"] not in ("waiting", "resuming"):
                raise Conflict(
                    f"run {row['run_id']} is already {row['run_status']}; request "
                    f"{response.request_id} can no longer be answered"
                )
            request = request_from_row(row)
            if request.expires_at is not None and request.expires_at <= now:
                raise InvalidAnswer(
                    f"request {request.id} expired at {request.expires_at:%Y-%m-%d %H:%M:%S} UTC; "
                    "it can no longer be answered"
                )
            validate_response(request, response)
            try:
                c.execute(
                    "INSERT INTO responses (request_id, run_id, option_id, text, edited_args, "
                    "responder, role, interface, note, at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                    response_values(request.run_id, response),
                )
            except sqlite3.IntegrityError:
                again = c.execute(
                    "SELECT * FROM responses WHERE request_id = ?", (response.request_id,)
                ).fetchone()
                raise Conflict(already_answered(response_from_row(again))) from None
            self._audit(
                c,
                request.run_id,
                f"request.{verdict(response)}",
                response.responder,
                request_id=request.id,
                note=response.note,
                at=codec.ts(now),
            )
        return response

    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> RunRecord:
        now = utcnow()
        with self._tx() as c:
            row = self._run_row(c, run_id)
            status, holder, until = row["status"], row["claim_owner"], row["claim_expires_at"]
            if status == "waiting":
                transition, note = "run.claimed", f"claimed by {owner}"
            elif status == "resuming" and until is not None and until <= codec.ts(now):
                transition = "run.claim_taken_over"
                note = f"claim of {holder} expired at {until}; taken over by {owner}"
            elif status == "resuming":
                raise Conflict(
                    f"run {run_id} is being resumed by {holder} (claim until {until}); if that "
                    "process died, the claim can be taken over once it expires"
                )
            else:
                raise Conflict(f"run {run_id} is already {status}; there is nothing to resume")
            c.execute(
                "UPDATE runs SET status = 'resuming', claim_owner = ?, claim_expires_at = ?, "
                "updated_at = ? WHERE id = ? AND status = ? AND claim_owner IS ?",
                (
                    owner,
                    codec.ts(now + timedelta(seconds=ttl_s)),
                    codec.ts(now),
                    run_id,
                    status,
                    holder,
                ),
            )
            self._audit(c, run_id, transition, actor, note=note, at=codec.ts(now))
            return run_from_row(self._run_row(c, run_id))

    def release(self, run_id: str, owner: str, *, actor: Responder, note: str) -> None:
        now = codec.ts(utcnow())
        with self._tx() as c:
            done = c.execute(
                "UPDATE runs SET status = 'waiting', claim_owner = NULL, claim_expires_at = NULL, "
                "updated_at = ? WHERE id = ? AND status = 'resuming' AND claim_owner = ?",
                (now, run_id, owner),
            ).rowcount
            if done:
                self._audit(c, run_id, "run.released", actor, note=note, at=now)

    def fail_run(
        self,
        run_id: str,
        error: str,
        *,
        actor: Responder,
        owner: str | None = None,
        checks: Sequence[CheckResult] | None = None,
    ) -> None:
        now = codec.ts(utcnow())
        with self._tx() as c:
            row = self._run_row(c, run_id)
            if row["status"] == "resuming" and row["claim_owner"] != owner:
                raise Conflict(f"run {run_id} is claimed by {row['claim_owner']}, not {owner}")
            if row["status"] in ("completed", "failed"):
                raise Conflict(f"run {run_id} is already {row['status']}")
            c.execute(
                "UPDATE runs SET status = 'failed', error = ?, checks = COALESCE(?, checks), "
                "updated_at = ?, claim_owner = NULL, claim_expires_at = NULL WHERE id = ?",
                (error, codec.checks_to_json(checks), now, run_id),
            )
            self._audit(c, run_id, "run.failed", actor, note=error, at=now)

    def begin_side_effect(
        self, key: SideEffectKey, *, args: Mapping[str, Any], leg: int, owner: str
    ) -> SideEffect | None:
        with self._tx() as c:
            row = c.execute(_SIDE_EFFECT_BY_KEY, _key(key)).fetchone()
            if row is not None:
                return side_effect_from_row(row)
            c.execute(
                "INSERT INTO side_effects (run_id, request_id, tool, occurrence, leg, args, "
                "status, owner, started_at) VALUES (?,?,?,?,?,?,'started',?,?)",
                (*_key(key), leg, codec.dumps(args), owner, codec.ts(utcnow())),
            )
        return None

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        outcome = "ok" if status == "ok" else "failed"
        with self._tx() as c:
            c.execute(
                "UPDATE side_effects SET status = ?, result = ?, finished_at = ? "
                "WHERE run_id = ? AND request_id = ? AND tool = ? AND occurrence = ? "
                "AND status = 'started'",
                (outcome, result, codec.ts(utcnow()), *_key(key)),
            )

    # -- reads ----------------------------------------------------------------------------------
    def _run_row(self, c: sqlite3.Connection, run_id: str) -> sqlite3.Row:
        row = c.execute("SELECT * FROM runs WHERE id = ?", (run_id,)).fetchone()
        if row is None:
            raise NotFound(f"no run {run_id} in store {self.location}")
        return row

    def run(self, run_id: str) -> RunRecord:
        with self._tx(write=False) as c:
            return run_from_row(self._run_row(c, run_id))

    def runs(self, *, status: RunStatus | None = None, limit: int | None = None) -> list[RunRecord]:
        where, params = ("WHERE status = ?", [status]) if status else ("", [])
        sql = f"SELECT * FROM runs {where} ORDER BY created_at DESC, id DESC LIMIT ?"
        with self._tx(write=False) as c:
            return [run_from_row(r) for r in c.execute(sql, [*params, limit or -1])]

    def request(self, request_id: str) -> RequestRecord:
        with self._tx(write=False) as c:
            row = c.execute(f"{_REQUESTS} WHERE r.id = ?", (request_id,)).fetchone()
            if row is None:
                raise NotFound(f"no request {request_id} in store {self.location}")
            return request_record_from_row(row, self._resolved(c, row["run_id"]))

    def requests(self, run_id: str) -> list[RequestRecord]:
        with self._tx(write=False) as c:
            resolved = self._resolved(c, run_id)
            rows = c.execute(f"{_REQUESTS} WHERE r.run_id = ? ORDER BY r.created_at", (run_id,))
            return [request_record_from_row(r, resolved) for r in rows]

    def pending(self, *, limit: int | None = None, offset: int = 0) -> list[RequestRecord]:
        sql = (
            f"{_REQUESTS} WHERE s.request_id IS NULL AND runs.status IN ('waiting', 'resuming') "
            "ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?"
        )
        with self._tx(write=False) as c:
            return [
                request_record_from_row(r, set()) for r in c.execute(sql, (limit or -1, offset))
            ]

    def _resolved(self, c: sqlite3.Connection, run_id: str) -> set[str]:
        rows = c.execute(
            "SELECT data FROM events WHERE run_id = ? AND type = 'input.responded'", (run_id,)
        )
        return {codec.loads(r[0]).get("request_id") for r in rows}

    def turns(self, run_id: str) -> list[Turn]:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            legs = c.execute("SELECT * FROM legs WHERE run_id = ? ORDER BY leg", (run_id,))
            events = [event_from_row(r) for r in c.execute(_EVENTS, (run_id,))]
            calls = [tool_call_from_row(r) for r in c.execute(_CALLS, (run_id,))]
            requests = [
                request_from_row(r)
                for r in c.execute("SELECT * FROM requests WHERE run_id = ?", (run_id,))
            ]
            return turns_from_rows(legs, events, calls, requests)

    def snapshot(self, run_id: str) -> dict[str, Any] | None:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            row = c.execute(
                "SELECT session FROM legs WHERE run_id = ? ORDER BY leg DESC LIMIT 1", (run_id,)
            ).fetchone()
        return codec.loads(row[0]) if row is not None else None

    def events(self, run_id: str) -> list[Any]:
        with self._tx(write=False) as c:
            return [event_from_row(r) for r in c.execute(_EVENTS, (run_id,))]

    def tool_calls(self, run_id: str) -> list[Any]:
        with self._tx(write=False) as c:
            return [tool_call_from_row(r) for r in c.execute(_CALLS, (run_id,))]

    def history(self, run_id: str) -> list[AuditEntry]:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            rows = c.execute("SELECT * FROM audit WHERE run_id = ? ORDER BY seq", (run_id,))
            return [
                AuditEntry(
                    seq=r["seq"],
                    run_id=r["run_id"],
                    request_id=r["request_id"],
                    transition=r["transition"],
                    actor=Responder(name=r["actor"], role=r["role"], interface=r["interface"]),
                    at=codec.parse_ts_required(r["at"]),
                    note=r["note"],
                )
                for r in rows
            ]

    def side_effects(self, run_id: str) -> list[SideEffect]:
        with self._tx(write=False) as c:
            rows = c.execute(
                "SELECT * FROM side_effects WHERE run_id = ? ORDER BY leg, request_id, tool, "
                "occurrence",
                (run_id,),
            )
            return [side_effect_from_row(r) for r in rows]

    def resolve_id(self, prefix: str) -> tuple[Literal["run", "request"], str]:
        text = prefix.strip()
        if not text:
            raise NotFound("an empty id matches nothing; give a run or request id (or a prefix)")
        wanted = (
            [text] if text.startswith(("run_", "req_")) else [text, f"run_{text}", f"req_{text}"]
        )
        found: list[tuple[Literal["run", "request"], str]] = []
        with self._tx(write=False) as c:
            for table, kind in (("runs", "run"), ("requests", "request")):
                for p in wanted:
                    rows = c.execute(
                        f"SELECT id FROM {table} WHERE id >= ? AND id < ? ORDER BY id LIMIT 11",
                        (p, p + "\U0010ffff"),
                    )
                    found.extend((kind, r[0]) for r in rows)  # type: ignore[misc]
        exact = [f for f in found if f[1] == text]
        unique = list(dict.fromkeys(exact or found))
        if not unique:
            raise NotFound(f"no run or request matches {text!r} in store {self.location}")
        if len(unique) > 1:
            many = "more than 10" if len(unique) > 10 else str(len(unique))
            shown = ", ".join(i for _, i in unique[:10]) + (", ..." if len(unique) > 10 else "")
            raise Ambiguous(f"{text!r} matches {many} ids: {shown}; type more of the id")
        return unique[0]


_REQUESTS = (
    "SELECT r.*, runs.status AS run_status, runs.item_id, runs.adapter, runs.durable, "
    "s.request_id AS s_request_id, s.option_id AS s_option_id, s.text AS s_text, "
    "s.edited_args AS s_edited_args, s.responder AS s_responder, s.role AS s_role, "
    "s.interface AS s_interface, s.note AS s_note, s.at AS s_at "
    "FROM requests r JOIN runs ON runs.id = r.run_id "
    "LEFT JOIN responses s ON s.request_id = r.id"
)
_EVENTS = "SELECT * FROM events WHERE run_id = ? ORDER BY seq"
_CALLS = "SELECT * FROM tool_calls WHERE run_id = ? ORDER BY seq"
_SIDE_EFFECT_BY_KEY = (
    "SELECT * FROM side_effects WHERE run_id = ? AND request_id = ? AND tool = ? AND occurrence = ?"
)


def _key(key: SideEffectKey) -> tuple[str, str, str, int]:
    return (key.run_id, key.request_id, key.tool, key.occurrence)
