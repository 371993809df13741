"""Marking a PostgreSQL store moved: what ``--adopt-copy`` in a clone does to the original (and
to clones adopted in its place before), as :mod:`arena.store.postgres_home` decides it.

The mark is set under the marked store's trail lock (the advisory lock every appender of its
audit takes, keyed by its schema: :data:`AUDIT_LOCK`), only over the mark the adoption's checks read, and after checking again there that
the store has not acted beyond the adopting clone: two adoptions at once each marked the original
over the other's mark and both clones acted, and an original that booked between the check and
the mark was fenced by a clone lacking the booking (durable34). Each run still open in the store
marked gets ``run.store_moved`` in its own trail, in the transaction of the mark.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arena.errors import StoreError, UserError

if TYPE_CHECKING:
    from arena.store.postgres_conn import Connection

_FLAG = "--adopt-copy"


@dataclass(frozen=True)
class Mark:
    """The adopting clone's open write ``c``, its home, and the marks its checks read (by home)."""

    c: Any
    to: str
    seen: dict[str, str | None]


#: The audit chains' advisory lock key. Each store's appenders take it with their schema's oid as
#: a second key, so stores in two schemas of one database never wait on each other (durable40:
#: one key for the whole server made one store's writers fail as locked while another's wrote).
#: The bare key is taken shared beside it: a writer of a release from before, which takes it
#: exclusively in every schema, still holds off today's writers and they it.
AUDIT_KEY = 1096109127
#: The audit chain's lock for the store in this transaction's schema (PostgresStore.audit_lock).
AUDIT_LOCK = (
    f"SELECT pg_advisory_xact_lock_shared({AUDIT_KEY}), "
    f"pg_advisory_xact_lock({AUDIT_KEY}, to_regnamespace(current_schema())::oid::int)"
)
#: The same lock for the store whose schema oid is the parameter (the store marked moved).
_MARKED_LOCK = (
    f"SELECT pg_advisory_xact_lock_shared({AUDIT_KEY}), "
    f"pg_advisory_xact_lock({AUDIT_KEY}, %s::oid::int)"
)


def mark_moved(db: Connection, database: str, home: str, mark: Mark) -> bool:
    """Mark the store ``home`` names (in ``database``) moved to the adopted clone; whether it
    was. As sqlite_home's: only over the mark read, re-checked with its trail's appenders held
    off (UserError refuses the adoption; so does a lock not had in time); one that cannot be
    reached or written stays as it is."""
    from psycopg import sql

    from arena.store.postgres_home import _LAST_ACT, STORE_ID, _connect, _parts, _stale, said

    psycopg = __import__("psycopg")
    schema = _parts(home)[2]
    with suppress(StoreError, psycopg.Error), _connect(db, database) as conn:
        nsp = conn.execute("SELECT nspname FROM pg_namespace WHERE oid::text = %s", (schema,))
        row = nsp.fetchone()
        if row is None:
            return False
        table = sql.Identifier(str(row[0]), "arena_meta")
        audit = sql.Identifier(str(row[0]), "audit")
        with conn.transaction():
            conn.execute(f"SET LOCAL lock_timeout = {max(1, round(db.timeout_s * 1000))}")
            try:
                conn.execute(_MARKED_LOCK, (schema,))  # the marked store's, not this one's
            except psycopg.errors.LockNotAvailable:
                raise UserError(_busy(db.location, home)) from None
            query = sql.SQL("SELECT value FROM {} WHERE key = 'moved_to'").format(table)
            found = conn.execute(query).fetchone()
            if (None if found is None else str(found[0])) != mark.seen.get(home):
                raise UserError(_raced(db.location, home, found and str(found[0])))
            last = conn.execute(sql.SQL(_LAST_ACT).format(audit)).fetchone()
            if last is not None and not in_chain(mark.c, last):
                store_id = db.identity.get(STORE_ID) or ""
                raise UserError(_stale(db.location, home, store_id))
            insert = "INSERT INTO {} (key, value) VALUES ('moved_to', %s) ON CONFLICT (key) "
            try:  # a mark left by an earlier adoption elsewhere is replaced
                with conn.transaction():
                    update = "DO UPDATE SET value = excluded.value"
                    conn.execute(sql.SQL(insert + update).format(table), (mark.to,))
            except psycopg.errors.InsufficientPrivilege:  # the application role appends
                conn.execute(sql.SQL(insert + "DO NOTHING").format(table), (mark.to,))
            _say_moved(conn, str(row[0]), said(mark.to))
        return True
    return False


def _say_moved(conn: Any, schema: str, to: str) -> None:
    """``run.store_moved`` for each run still open in the store marked (sqlite_home's entries)."""
    from psycopg import sql
    from psycopg.rows import dict_row

    from arena.store import chain
    from arena.store.postgres_conn import _Tx
    from arena.store.sqlite_home import OPEN_RUNS, moved_entries

    conn.execute(sql.SQL("SET LOCAL search_path TO {}").format(sql.Identifier(schema)))
    runs = [str(r[0]) for r in conn.execute(OPEN_RUNS)]
    conn.row_factory = dict_row  # chain.head reads the hash by name
    chain.append_all(_Tx(conn, None), moved_entries(runs, to))


def in_chain(c: Any, last: Any) -> bool:
    """Whether the trail entry ``last`` (seq, hash) is in ``c``'s hash chain (so all before it)."""
    row = c.execute("SELECT hash FROM audit WHERE seq = ?", (last[0],)).fetchone()
    return row is not None and row["hash"] == last[1]


def _raced(location: str, other: str, to: str | None) -> str:
    from arena.store.postgres_home import said

    won = f"the store is {said(to)} now" if to else "another database holds the store now"
    return (
        f"{said(other)} was marked moved by another {_FLAG} at the same time as this one: "
        f"nothing was adopted in {location}; {won}. Pass {_FLAG} again here only to make this "
        "one the store instead"
    )


def _busy(location: str, other: str) -> str:
    from arena.store.postgres_home import said

    return (
        f"{said(other)} is busy (another process is writing it) and could not be marked moved: "
        f"nothing was adopted in {location}; try again when it is done"
    )
