"""One PostgreSQL connection as the store's connection: transactions, migrations, readable errors.

psycopg 3 is an optional extra (``pip install 'hitl-arena[postgres]'``), imported only when a
``postgresql://`` store is opened. Writes run in READ COMMITTED transactions that lock the run's
row first (see :mod:`arena.store.sql`); reads run in one REPEATABLE READ snapshot so a run read
back across several tables is one consistent picture. The connection is shared by threads under a
lock, and a connection the server dropped is replaced at the next transaction.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, nullcontext, suppress
from typing import Any

from arena.errors import CommitUnknown, MissingExtra, StoreError, UserError
from arena.store import postgres_home, postgres_timeline
from arena.store.postgres_schema import MIGRATIONS, SCHEMA_VERSION
from arena.store.sql_version import (
    APPLICATION,
    CURRENT_VERSION,
    RECORD_VERSION,
    newer_schema,
    stored_version,
)
from arena.store.sqlite_conn import StoreMissing, env_timeout
from arena.store.urls import redact

#: What a write transaction reads first: the schema version and an adopted clone's mark.
_VERSION_AND_MOVED = "SELECT key, value FROM arena_meta WHERE key IN ('schema_version', 'moved_to')"

#: pg_advisory_xact_lock key held while migrating, so two processes never migrate at once.
_MIGRATION_LOCK = 0x4A12E7A


class PostgresDriverMissing(MissingExtra):
    """A ``postgresql://`` store was asked for without the psycopg driver installed."""

    def __init__(self) -> None:
        UserError.__init__(
            self,
            "the PostgreSQL store needs the 'psycopg' package: pip install 'hitl-arena[postgres]'",
        )
        self.adapter = "postgres store"
        self.extra = "postgres"


#: The server's words for a prepared statement whose rows changed shape under it (a column
#: added by a migration since it was prepared).
_STALE_PLAN = "cached plan must not change result type"


@functools.lru_cache(maxsize=512)
def to_pyformat(sql: str) -> str:
    """``?`` and ``:name`` placeholders (the store's SQL) as psycopg's ``%s`` and ``%(name)s``."""
    sql = sql.replace("%", "%%").replace("?", "%s")
    return re.sub(r"(?<![:\w]):([A-Za-z_]\w*)", r"%(\1)s", sql)


class _Result:
    """A statement's cursor inside the pipeline: rows are fetched when read (psycopg syncs by
    itself then); the row count is known only after a sync, so asking for it syncs first."""

    __slots__ = ("_cur", "_pipeline")

    def __init__(self, cur: Any, pipeline: Any) -> None:
        self._cur, self._pipeline = cur, pipeline

    @property
    def rowcount(self) -> int:
        if self._pipeline is not None:
            self._pipeline.sync()
        return int(self._cur.rowcount)

    def fetchone(self) -> Any:
        return self._cur.fetchone()

    def __iter__(self) -> Iterator[Any]:
        return iter(self._cur)


class _Tx:
    """The open transaction as the store's SQL sees it (``?`` placeholders, rows as dicts).

    A write transaction's statements go out in pipeline mode: those whose result nobody reads (a
    leg's inserts, audit entries) cost no round trip of their own, so a leg is written in about
    five round trips rather than one per statement (a third less time over a unix socket, more
    over a network).
    """

    __slots__ = ("_conn", "_pipeline")

    def __init__(self, conn: Any, pipeline: Any) -> None:
        self._conn, self._pipeline = conn, pipeline

    def execute(self, sql: str, params: Any = None, /) -> _Result:
        return _Result(self._conn.execute(to_pyformat(sql), params), self._pipeline)

    def executemany(self, sql: str, params: Iterable[Any], /) -> None:
        self._conn.cursor().executemany(to_pyformat(sql), params)


class Connection:
    def __init__(self, url: str, *, timeout_s: float | None = None, create: bool = True) -> None:
        try:
            import psycopg
        except ImportError:
            raise PostgresDriverMissing() from None
        self._psycopg = psycopg
        self.url = url
        self.location = redact(url)
        self.timeout_s = timeout_s if timeout_s is not None else env_timeout()
        self._lock = threading.RLock()
        #: This transaction is a write that has sent its COMMIT: a connection lost now leaves
        #: unknown whether it landed (:meth:`translate`).
        self._committing = False
        self._conn = self._connect()
        try:
            self._migrate(create)
            #: Where this store is (server, database, schema), read once: every answer, claim
            #: and side effect checks no clone adopted since marked it moved (postgres_home).
            try:
                self.here: str = postgres_home.where(self._conn)
            except psycopg.Error as exc:
                raise self.translate(exc) from None
            #: Whether each acting write reads the server's timeline (postgres_timeline).
            self.timeline_readable = postgres_timeline.readable(self._conn)
            #: ``store_id`` and ``home`` as opened: which database is the store (postgres_home).
            self.identity: dict[str, str] = postgres_home.give_identity(self)
        except BaseException:
            self._conn.close()
            raise

    def _connect(self) -> Any:
        psycopg = self._psycopg
        from psycopg.rows import dict_row
        from psycopg.types.string import TextLoader

        try:
            conn = psycopg.connect(
                self.url,
                autocommit=True,
                row_factory=dict_row,
                connect_timeout=max(1, round(self.timeout_s)),
            )
        except psycopg.Error as exc:
            raise StoreError(_cannot_connect(self.location, exc)) from None
        # JSON comes back as its text, exactly what the shared row readers parse (arena.store.rows).
        conn.adapters.register_loader("jsonb", TextLoader)
        conn.execute(
            f"SET TIME ZONE 'UTC'; SET lock_timeout = {int(self.timeout_s * 1000)}"  # type: ignore[arg-type]
        )
        #: The server this connection reached, read at each connect: what this process saw of
        #: its write-ahead log is compared on that server only (postgres_timeline.went_back).
        self.server_id = postgres_timeline.server_id(conn)
        return conn

    def translate(self, exc: Exception) -> StoreError:
        """The driver's error as the store's (CommitUnknown: it went as a write committed)."""
        errors = self._psycopg.errors
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        if isinstance(exc, errors.LockNotAvailable):
            return StoreError(
                f"store {self.location} is locked by another process (waited "
                f"{self.timeout_s:g}s); try again when it is done, or raise ARENA_STORE_TIMEOUT"
            )
        stale = isinstance(exc, errors.FeatureNotSupported) and _STALE_PLAN in text
        if stale and (migrated := self._migrated_since()) is not None:
            return migrated
        if (self._conn.broken or self._conn.closed) and self._committing:
            # The COMMIT may have reached the server before the connection went (a failover,
            # a restart): whether this write landed is unknown here (durable39).
            return CommitUnknown(
                f"store {self.location}: lost the connection to the server as this write "
                f"committed ({text}): it may or may not have been recorded — look (arena show, "
                "arena history) before doing it again; the next command reconnects"
            )
        if self._conn.broken or self._conn.closed:
            return StoreError(
                f"store {self.location}: lost the connection to the server ({text}); "
                "the next command reconnects"
            )
        return StoreError(f"store {self.location}: {text}")

    def _migrated_since(self) -> StoreError | None:
        """The refusal of a process whose store a newer release migrated since it opened it, for
        a read that met the server's stale-plan error first (None: the version is the same, or
        cannot be read): a statement psycopg prepared before a column was added fails so, where
        a write reads the version first (newer_schema)."""
        if self._conn.broken or self._conn.closed:
            return None
        try:
            row = self._conn.execute(CURRENT_VERSION).fetchone()
        except self._psycopg.Error:
            return None
        return newer_schema(self.location, None if row is None else row["value"], SCHEMA_VERSION)

    @contextmanager
    def tx(self, *, write: bool = True, acting: bool = False) -> Iterator[_Tx]:
        """A transaction; a write first reads the schema version (a newer hitl-arena may have
        migrated the store since) and, in the same statement, whether a clone adopted since
        this process opened the store marked it moved, which refuses an ``acting`` write: an
        answer, claim or side effect (durable31 F1's long-running worker, on PostgreSQL) — as
        does a server on a timeline the store never acted on (postgres_timeline)."""
        with self._lock:
            begin = "BEGIN" if write else "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY"
            # Reads fetch every result at once: a pipeline would only add its own overhead.
            ended = None
            with self._transaction(begin) as conn, conn.pipeline() if write else nullcontext() as p:
                tx = _Tx(conn, p)
                if write:
                    timeline = acting and self.timeline_readable
                    read = postgres_timeline.ACTING_META if timeline else _VERSION_AND_MOVED
                    before = postgres_timeline.seen(self) if timeline else {}
                    meta = {r["key"]: r["value"] for r in conn.execute(read)}
                    found = meta.get("schema_version")
                    if (refusal := newer_schema(self.location, found, SCHEMA_VERSION)) is not None:
                        raise refusal
                    if acting and (moved := postgres_home.moved_here(self, meta.get("moved_to"))):
                        raise moved
                    # A server on a timeline the store never acted on: put back to a point in
                    # time, or failed over (durable41).
                    if timeline and (behind := postgres_timeline.check(self, tx, meta, before)):
                        raise behind
                yield tx
                self._committing = write  # sent with the COMMIT: a loss now is the commit's
                # Where the act's records end, remembered once it commits: a server put back
                # behind it on this timeline is told by the next act (durable42).
                ended = conn.execute(postgres_timeline.ACTED_AT) if write and timeline else None
                conn.execute("COMMIT")
            self._committing = False  # it landed: a later error is no commit's
            if ended is not None and (row := ended.fetchone()) is not None:
                postgres_timeline.saw(self, meta[postgres_timeline.SERVER], str(row["lsn"]))

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[Any]:
        """BEGIN, then roll back on any exception, driver errors becoming StoreErrors."""
        conn = self._begin(begin)
        try:
            yield conn
        except self._psycopg.Error as exc:
            self._rollback()
            raise self.translate(exc) from None
        except BaseException:
            self._rollback()
            raise

    def _begin(self, begin: str) -> Any:
        """Open a transaction; a connection the server dropped since (restart, idle timeout,
        terminated) is replaced once — nothing was sent in this transaction yet, so that is safe."""
        psycopg = self._psycopg
        self._committing = False  # set as a write sends its COMMIT (translate)
        for attempt in (1, 2):
            if self._conn.closed or self._conn.broken:
                self._conn = self._connect()
            try:
                self._conn.execute(begin)
                return self._conn
            except psycopg.OperationalError as exc:
                if attempt == 2 or not self._conn.broken:
                    raise self.translate(exc) from None
            except psycopg.Error as exc:
                raise self.translate(exc) from None
        raise AssertionError("unreachable")

    def _rollback(self) -> None:
        if not self._conn.broken and not self._conn.closed:
            with suppress(self._psycopg.Error):
                self._conn.execute("ROLLBACK")

    def _migrate(self, create: bool) -> None:
        """Bring the schema to this release's version, in one transaction (DDL is transactional
        here), outside pipeline mode: a migration is a script of many statements."""
        with self._lock, self._transaction("BEGIN") as conn:
            version = self._version(conn)
            if version == 0 and not create:
                raise StoreMissing(
                    f"no store at {self.location}: nothing has been recorded in this database "
                    "yet (arena run ... --human --store URL creates it), or pass another --store"
                )
            if version < SCHEMA_VERSION:
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
                version = self._version(conn)  # someone may have migrated while we waited
                for index in range(version, SCHEMA_VERSION):
                    try:
                        conn.execute(MIGRATIONS[index])
                    except self._psycopg.errors.InsufficientPrivilege as exc:
                        raise StoreError(_not_owner(self.location, exc, version)) from None
                conn.execute(to_pyformat(RECORD_VERSION), (APPLICATION, str(SCHEMA_VERSION)))
            conn.execute("COMMIT")

    def _version(self, conn: Any) -> int:
        rows = conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
        tables = {r["tablename"] for r in rows}
        meta = None
        if "arena_meta" in tables:
            meta = {r["key"]: r["value"] for r in conn.execute("SELECT key, value FROM arena_meta")}
        return stored_version(
            self.location, tables, meta, known=SCHEMA_VERSION, what="a PostgreSQL database"
        )

    def close(self) -> None:
        with self._lock:
            self._conn.close()


def _not_owner(location: str, exc: Exception, version: int) -> str:
    """A migration this role may not run: the two-role layout's application role (durable33:
    it said only 'must be owner of table legs')."""
    text = " ".join(str(exc).split())
    return (
        f"store {location} is at schema {version} and this release needs {SCHEMA_VERSION}, but "
        f"this role may not migrate it ({text}); nothing was changed. Run one arena command as "
        "the role that owns the store's tables, then run the grants of "
        "arena.store.postgres_roles.app_grants again (docs/operator.md, Roles)"
    )


def _cannot_connect(location: str, exc: Exception) -> str:
    text = " ".join(str(exc).split())
    hint = "check the URL, that the server runs, and the credentials (PGPASSWORD or ~/.pgpass)"
    if "does not exist" in text and "database" in text:
        hint = "create the database first (createdb NAME); hitl-arena creates its tables itself"
    return f"cannot open store {location}: {text}; {hint}"
