"""The store's reads over SQL, for both backends (mixed into ``SQLStore``).

Reads never lock and never write; ``pending`` pages by keyset so any page of 100,000 requests is
one index walk (bench/results/LATEST.md).
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Literal

from arena.errors import Ambiguous, NotFound, UnknownId
from arena.store import chain_verify, codec
from arena.store import sql_text as q
from arena.store.base import AuditEntry, RequestRecord, RunRecord, RunStatus, SideEffect
from arena.store.rows import (
    audit_from_row,
    event_from_row,
    request_from_row,
    request_record_from_row,
    run_from_row,
    side_effect_from_row,
    tool_call_from_row,
    turns_from_rows,
)
from arena.types import Event, ToolCall, Turn

if TYPE_CHECKING:
    from arena.store.sql import Tx

#: "No limit" for ``LIMIT ? OFFSET ?`` (both databases need a number there).
NO_LIMIT = 2**62
#: The condition of SQLite's partial index ``runs_by_status`` (schema 8; written as two
#: exclusions since schema 9), repeated by a query that looks runs up by one of these statuses:
#: SQLite uses a partial index only for a query whose WHERE holds the index's own condition.
#: Harmless on PostgreSQL (a full index there).
INDEXED = ("waiting", "failed", "needs_reconciliation")
INDEXED_STATUS = "status NOT IN ('resuming', 'completed')"


class ReadsSQL:
    """Runs, requests, legs, events, the audit trail and the ledger as records; ``SQLStore``
    supplies the hooks below."""

    location: str

    def _tx(self, *, write: bool = True) -> AbstractContextManager[Tx]:
        raise NotImplementedError

    def _run_row(self, c: Tx, run_id: str, *, lock: bool = False) -> Any:
        raise NotImplementedError

    def _prefix_match(self, column: str, prefix: str) -> tuple[str, tuple[Any, ...]]:
        raise NotImplementedError

    def run(self, run_id: str) -> RunRecord:
        with self._tx(write=False) as c:
            return run_from_row(self._run_row(c, run_id))

    def runs(self, *, status: RunStatus | None = None, limit: int | None = None) -> list[RunRecord]:
        where, params = ("WHERE status = ?", [status]) if status else ("", [])
        if status in INDEXED:  # the partial index's own condition, so SQLite uses it
            where += f" AND {INDEXED_STATUS}"
        sql = f"SELECT * FROM runs {where} ORDER BY created_at DESC, id DESC LIMIT ?"
        with self._tx(write=False) as c:
            return [run_from_row(r) for r in c.execute(sql, [*params, limit or NO_LIMIT])]

    def request(self, request_id: str) -> RequestRecord:
        with self._tx(write=False) as c:
            row = c.execute(f"{q.REQUESTS} WHERE r.id = ?", (request_id,)).fetchone()
            if row is None:
                raise NotFound(f"no request {request_id} in store {self.location}")
            return request_record_from_row(row, self._resolved(c, row["run_id"]))

    def requests(self, run_id: str) -> list[RequestRecord]:
        with self._tx(write=False) as c:
            resolved = self._resolved(c, run_id)
            rows = c.execute(f"{q.REQUESTS} WHERE r.run_id = ? ORDER BY r.created_at", (run_id,))
            return [request_record_from_row(r, resolved) for r in rows]

    def pending(
        self, *, limit: int | None = None, offset: int = 0, after: str | None = None
    ) -> list[RequestRecord]:
        # Walk requests newest first and probe their run, rather than gather every waiting run
        # and sort: CROSS JOIN fixes that order in SQLite (a plain join in PostgreSQL).
        # 100,000 pending: first page 1.4 s -> about 1 ms (bench/results/LATEST.md).
        keyset, params = "", []
        with self._tx(write=False) as c:
            if after is not None:
                row = c.execute("SELECT created_at FROM requests WHERE id = ?", (after,)).fetchone()
                if row is None:
                    raise NotFound(f"no request {after} in store {self.location} (--after)")
                # The first bound lets the created_at index start at the cursor (an OR alone
                # would scan from the top); the second breaks ties between equal times by id.
                keyset = q.PENDING_AFTER
                params = [row["created_at"], row["created_at"], after]
            rows = c.execute(q.PENDING.format(keyset=keyset), (*params, limit or NO_LIMIT, offset))
            return [request_record_from_row(r, set()) for r in rows]

    def _resolved(self, c: Tx, run_id: str) -> set[str]:
        rows = c.execute(
            "SELECT data FROM events WHERE run_id = ? AND type = 'input.responded'", (run_id,)
        )
        return {codec.loads(r["data"]).get("request_id") for r in rows}

    def turns(self, run_id: str) -> list[Turn]:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            legs = list(c.execute("SELECT * FROM legs WHERE run_id = ? ORDER BY leg", (run_id,)))
            events = [event_from_row(r) for r in c.execute(q.EVENTS, (run_id,))]
            calls = [tool_call_from_row(r) for r in c.execute(q.CALLS, (run_id,))]
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
        return codec.loads(row["session"]) if row is not None else None

    def events(self, run_id: str) -> list[Event]:
        with self._tx(write=False) as c:
            return [event_from_row(r) for r in c.execute(q.EVENTS, (run_id,))]

    def tool_calls(self, run_id: str) -> list[ToolCall]:
        with self._tx(write=False) as c:
            return [tool_call_from_row(r) for r in c.execute(q.CALLS, (run_id,))]

    def history(self, run_id: str) -> list[AuditEntry]:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            rows = c.execute("SELECT * FROM audit WHERE run_id = ? ORDER BY seq", (run_id,))
            return [audit_from_row(r) for r in rows]

    def side_effects(self, run_id: str) -> list[SideEffect]:
        with self._tx(write=False) as c:
            rows = c.execute(
                "SELECT * FROM side_effects WHERE run_id = ? ORDER BY leg, request_id, tool, "
                "occurrence",
                (run_id,),
            )
            return [side_effect_from_row(r) for r in rows]

    def verify_audit(self, *, head: str | None = None) -> chain_verify.Verdict:
        with self._tx(write=False) as c:
            return chain_verify.verify(c, head=head)

    def verify_run(self, run_id: str) -> chain_verify.Broken | None:
        with self._tx(write=False) as c:
            return chain_verify.verify_run(c, run_id)

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
                    where, params = self._prefix_match("id", p)
                    rows = c.execute(
                        f"SELECT id FROM {table} WHERE {where} ORDER BY id LIMIT 11", params
                    )
                    found.extend((kind, r["id"]) for r in rows)  # type: ignore[misc]
        exact = [f for f in found if f[1] == text]
        unique = list(dict.fromkeys(exact or found))
        if not unique and text != text.lower():
            # "RUN_F450A4C6…", "Req_9f2…": ids are lower case, and a ticket, a chat or caps lock
            # wrote this one otherwise; it was "no run or request matches" (users51)
            try:
                return self.resolve_id(text.lower())
            except UnknownId:
                pass  # said below as typed
        if not unique:
            raise UnknownId(
                f"no run or request matches {text!r} in store {self.location}", self.location
            )
        if len(unique) > 1:
            many = "more than 10" if len(unique) > 10 else str(len(unique))
            shown = ", ".join(i for _, i in unique[:10]) + (", ..." if len(unique) > 10 else "")
            raise Ambiguous(f"{text!r} matches {many} ids: {shown}; type more of the id")
        return unique[0]
