"""One SQLite file as the store's connection: WAL, busy timeout, migrations, readable errors.

Each write is one ``BEGIN IMMEDIATE`` transaction, so concurrent processes queue on SQLite's write
lock (``busy_timeout``) and every compare-and-set is checked and applied under it. Readers never
block writers (WAL). The connection is shared by threads under a lock (framework adapters may run
tools in worker threads).
"""

from __future__ import annotations

import math
import os
import sqlite3
import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from arena.errors import StoreError, StoreReadOnly, UserError
from arena.store.chain import GENESIS
from arena.store.sql_version import (
    APPLICATION,
    CURRENT_VERSION,
    RECORD_VERSION,
    newer_schema,
    stored_version,
)
from arena.store.sqlite_checkpoint import Checkpointer
from arena.store.sqlite_errors import (
    denied,
    full,
    linked_to_nothing,
    read_only_folder,
    unmade,
    writable,
)
from arena.store.sqlite_home import (
    IDENTIFY,
    STORE_ID,
    give_identity,
    identity,
    moved_message,
    resolved,
)
from arena.store.sqlite_schema import MIGRATIONS, SCHEMA_VERSION

DEFAULT_TIMEOUT_S = 5.0

#: ``None`` and ``bool`` parameters are bound as the driver binds them anyway (NULL; 1 or 0), but
#: through an adapter in its registry: without one, sqlite3 tries the protocol's ``__adapt__``
#: and the value's ``__conform__`` first, two failed attribute lookups that each format an
#: AttributeError message (~3,000 instructions a parameter; ~20 of them per approve + claim +
#: resumed leg). Process-wide, and the same values for every sqlite3 user in the process
#: (tests/store/test_store_sqlite_writes.py compares them with the driver's own).
_NONE: dict[None, None] = {}
sqlite3.register_adapter(type(None), _NONE.get)
sqlite3.register_adapter(bool, int)
#: WAL pages after which a commit also checkpoints (SQLite's default: 1,000). A checkpoint syncs
#: the WAL, copies its pages into the database file and syncs that: on the writer's path it was
#: about a third of the wall time of approve + claim + resumed leg (~25 pages each). The copying
#: and most syncing now happen in a background thread (:mod:`arena.store.sqlite_checkpoint`),
#: which at ``sqlite_checkpoint.REWIND_PAGES`` (half this) hands the WAL's restart to the writer
#: with a few frames left to copy; this is SQLite's own checkpoint, the backstop when no hand-over
#: came (a WAL file of up to this many pages, 64 MB).
#: Commits are unaffected: ``synchronous = NORMAL`` keeps a commit through a crash of the process
#: (docs/benchmarks.md, store writes, says what a power loss may take back). 64,000 was tried:
#: no writer syncs, but each new process's WAL grows for longer, and an extending ``pwrite``
#: costs more than an overwrite: more CPU per request in the benchmark, not kept.
CHECKPOINT_PAGES = 16000

#: What a write transaction reads first, in one statement: the schema version (a newer
#: hitl-arena may have migrated the store since this process opened it) and the audit chain's
#: head, which no other writer can move before this transaction commits (``BEGIN IMMEDIATE``
#: holds the write lock from its start). Two index probes (``seq`` is the rowid: its max is
#: the last entry), no scan. With them, ``moved_to``: a copy adopted elsewhere since this process
#: checked the store's home (:mod:`arena.store.sqlite_home`) marks this file moved, and that commit
#: moves ``data_version``, so the mark is read at the next write (durable31 F1).
VERSION_AND_HEAD = (
    "SELECT value, (SELECT hash FROM audit WHERE seq = (SELECT max(seq) FROM audit)), "
    "(SELECT value FROM arena_meta WHERE key = 'moved_to') "
    "FROM arena_meta WHERE key = 'schema_version'"
)


#: The writer's checkpoint when the background thread hands the WAL's restart over.
CHECKPOINT = "PRAGMA wal_checkpoint(PASSIVE)"

#: Changes whenever another connection (this process's or another's) commits: a write that
#: finds it as the last write of this connection left it may take the schema version and the
#: chain's head from there instead of reading them (:meth:`Connection.begin_write`).
DATA_VERSION = "PRAGMA data_version"


def env_timeout() -> float:
    """``ARENA_STORE_TIMEOUT`` (seconds a write waits for another process's lock), else 5."""
    text = os.environ.get("ARENA_STORE_TIMEOUT", "").strip()
    if not text:
        return DEFAULT_TIMEOUT_S
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0 or value > 86_400:  # 1e308: a traceback (users34)
        raise UserError(
            f"ARENA_STORE_TIMEOUT={text!r}: give the seconds (at most 86400) a write may wait "
            "for another process's lock, e.g. ARENA_STORE_TIMEOUT=30 "
            f"(unset: {DEFAULT_TIMEOUT_S:g})"
        )
    return value


class StoreMissing(UserError):
    """A command that only reads or answers was pointed at a store that does not exist."""


class Connection:
    #: What a write reads first to tell whether another connection committed since its last one.
    changes_since: str = DATA_VERSION

    def __init__(
        self, path: str | os.PathLike[str], *, timeout_s: float | None = None, create: bool = True
    ) -> None:
        self.path = Path(path)
        self.location = str(self.path)
        self.timeout_s = timeout_s if timeout_s is not None else env_timeout()
        if self.path.is_dir():
            raise UserError(
                f"store {self.location} is a folder; give a file path for the store, e.g. "
                f"{self.path / 'arena.db'}"
            )
        if not create and not self.path.exists():
            raise StoreMissing(
                f"no store at {self.location}: nothing has been recorded here yet "
                "(arena run ... --human creates it), or pass --store PATH / set ARENA_STORE"
            )
        self._lock = threading.RLock()
        self._checkpoints = Checkpointer(self.path)
        # An unclosed store's thread ends with it (the thread holds no reference to this object).
        weakref.finalize(self, self._checkpoints.stop)
        #: Set once migrated: from then on every write checks the store is still at it.
        self._schema: int | None = None
        #: ``PRAGMA data_version`` at the start of this connection's last write, and the chain's
        #: head its commit left (None: not known, read them).
        self._known: tuple[int, str] | None = None
        self._began = 0
        #: ``moved_to`` as this connection's last read of :data:`VERSION_AND_HEAD` found it.
        self._moved: str | None = None
        #: Whether the file was there: one this process creates is taken away again when its
        #: set-up stops (:func:`_discard_unborn`).
        existed = self.path.exists()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(
                self.path, timeout=self.timeout_s, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise self.translate(exc, opening=True) from None
        except OSError as exc:
            raise StoreError(unmade(self.location, self.path, exc)) from None
        self._conn.row_factory = sqlite3.Row
        #: The cursor of the write path's own statements (BEGIN IMMEDIATE, the data_version read,
        #: COMMIT), made once: ``Connection.execute`` makes a cursor per statement, nine per
        #: approve + claim + resumed leg (~1 % of its instructions). Each result is read before
        #: the next statement, under the write lock; the store's own statements keep their own.
        self._own = self._conn.cursor()
        try:
            self._conn.execute(f"PRAGMA busy_timeout = {int(self.timeout_s * 1000)}")
            if existed:  # another application's database is refused before WAL rewrites its
                self._version()  # header (it was switched to WAL, then refused: durable47)
            mode = self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError(f"store {self.location}: could not switch to WAL mode ({mode})")
            self._conn.execute("PRAGMA synchronous = NORMAL")
            self._conn.execute(f"PRAGMA wal_autocheckpoint = {CHECKPOINT_PAGES}")
            self._migrate()
            self._conn.execute("PRAGMA foreign_keys = ON")
            self._schema = SCHEMA_VERSION
        except sqlite3.Error as exc:
            self._conn.close()
            error = self.translate(exc)
            if not existed:
                _discard_unborn(self.path)
            raise error from None
        except BaseException:
            self._conn.close()
            if not existed:
                _discard_unborn(self.path)
            raise
        #: ``store_id``, ``home`` (and ``moved_to``) as opened: which file is the store, so a
        #: copy is told from its original (:mod:`arena.store.sqlite_home`).
        self.identity = give_identity(self)
        #: Where this connection's file is, resolved once: every answer, claim and side effect
        #: checks it against ``home`` (resolving per call cost ~30 µs, 5-15 % of a write).
        self.here = resolved(self.path)

    def translate(self, exc: sqlite3.Error, *, opening: bool = False) -> StoreError:
        text = str(exc)
        if "locked" in text or "busy" in text:
            return StoreError(
                f"store {self.location} is locked by another process (waited "
                f"{self.timeout_s:g}s); try again when it is done, or raise ARENA_STORE_TIMEOUT"
            )
        if "disk is full" in text or full(exc, self.path.parent):
            return StoreError(
                f"store {self.location}: the disk is full (SQLite: {text}); free space there "
                "and try again — nothing of this write was kept"
            )
        if "unable to open" in text and (why := linked_to_nothing(self.location, self.path)):
            return StoreError(why)
        if "unable to open" in text and not writable(self.path.parent):
            return StoreError(read_only_folder(self.location, self.path.parent, text))
        if "unable to open" in text and (why := denied(self.location, self.path)):
            return StoreError(why)
        if "readonly" in text or "read-only" in text:
            return StoreReadOnly(
                f"store {self.location} is read-only (SQLite: {text}); make the file and its "
                "folder writable, or point --store / ARENA_STORE at a writable store"
            )
        if isinstance(exc, sqlite3.DatabaseError) and (
            "not a database" in text or "malformed" in text or "corrupt" in text
        ):
            return StoreError(
                f"{self.location} is not a readable hitl-arena store ({text}); move it aside "
                "or point --store / ARENA_STORE at another file"
            )
        return StoreError(f"{'cannot open store' if opening else 'store'} {self.location}: {text}")

    @contextmanager
    def tx(self, *, write: bool = True) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                self._conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            except sqlite3.Error as exc:
                raise self.translate(exc) from None
            try:
                if write and self._schema is not None:
                    self._same_schema()
                if write:
                    self._known = None  # this write may append entries its own way
                yield self._conn
                self._conn.execute("COMMIT")
                if write and self._checkpoints.committed():
                    self._checkpoint()
            except sqlite3.Error as exc:
                self._rollback()
                raise self.translate(exc) from None
            except BaseException:
                self._rollback()
                raise

    def _same_schema(self) -> None:
        row = self._conn.execute(CURRENT_VERSION).fetchone()
        refusal = newer_schema(self.location, row[0] if row else None, SCHEMA_VERSION)
        if refusal is not None:
            raise refusal

    def begin_write(self, *, acting: bool = False) -> str:
        """Take the lock and open the store's write transaction (``BEGIN IMMEDIATE``): refused
        when the schema changed since this process migrated it, and, for a write that answers,
        claims or begins a side effect (``acting``), when a copy adopted elsewhere has marked
        this file moved since the process checked its home (a long-running ``arena serve`` or
        ``arena worker`` went on deciding and booking beside the adopted copy: durable31 F1);
        returns the chain's head. Every call is followed by one :meth:`end_write`, which
        releases the lock.

        When no other connection has committed since this one's last write began (``PRAGMA
        data_version`` unchanged: it moves with every other connection's commit, a migration
        included), the schema is the one that write checked and the head is the one its commit
        left, so neither is read again: one statement that touches no page instead of three
        b-tree probes (docs/benchmarks.md, store writes)."""
        self._lock.acquire()
        try:
            self._own.execute("BEGIN IMMEDIATE")
        except BaseException as exc:
            self._lock.release()
            if isinstance(exc, sqlite3.Error):
                raise self.translate(exc) from None
            raise
        try:
            self._began = began = self._own.execute(self.changes_since).fetchone()[0]
            known = self._known
            if known is not None and known[0] == began:
                head: str | None = known[1]
            else:
                row = self._conn.execute(VERSION_AND_HEAD).fetchone() or (None, None, None)
                found, head, self._moved = row
                refusal = newer_schema(self.location, found, SCHEMA_VERSION)
                if refusal is not None:
                    raise refusal
            if acting and self._moved and self._moved != self.here:
                store_id = self.identity.get(STORE_ID, "")
                raise UserError(
                    moved_message(self.location, self._moved, store_id)
                    + " (it was moved while this process ran: restart it on the store)"
                )
        except BaseException as exc:
            self.end_write(failed=True)
            if isinstance(exc, sqlite3.Error):
                raise self.translate(exc) from None
            raise
        return head or GENESIS

    def end_write(self, *, failed: bool, head: str | None = None) -> None:
        """COMMIT (or roll back when ``failed``) what :meth:`begin_write` opened; release the
        lock. ``head``: the chain's head this write's commit leaves (None: not known)."""
        self._known = None
        try:
            if failed:
                self._rollback()
            else:
                try:
                    self._own.execute("COMMIT")
                except sqlite3.Error as exc:
                    self._rollback()
                    raise self.translate(exc) from None
                if head is not None:
                    self._known = (self._began, head)
                if self._checkpoints.committed():
                    self._checkpoint()
        finally:
            self._lock.release()

    def _checkpoint(self) -> None:
        """Copy the WAL's last frames, which restarts it at the next write: the checkpoint
        thread handed this over with the rest copied and synced (:mod:`sqlite_checkpoint`). A
        failure (busy) is left to the next hand-over or SQLite's own checkpoint; the commit
        before it stands."""
        with suppress(sqlite3.Error):
            self._own.execute(CHECKPOINT).fetchall()

    @property
    def raw(self) -> sqlite3.Connection:
        """The driver's connection, for a transaction :meth:`begin_write` opened."""
        return self._conn

    def _rollback(self) -> None:
        if self._conn.in_transaction:
            self._conn.execute("ROLLBACK")

    def _migrate(self) -> None:
        version = self._version()
        if version == SCHEMA_VERSION:
            return
        # Foreign keys off (it cannot change inside a transaction) so a migration may rebuild a
        # table others refer to; every reference is checked before the commit instead.
        self._conn.execute("PRAGMA foreign_keys = OFF")
        with self.tx() as c:
            version = self._version()  # someone may have migrated while we waited
            for index in range(version, SCHEMA_VERSION):
                for statement in _statements(MIGRATIONS[index]):
                    c.execute(statement)
            dangling = c.execute("PRAGMA foreign_key_check").fetchone()
            if dangling is not None:
                raise StoreError(
                    f"store {self.location}: migrating to schema {SCHEMA_VERSION} left a dangling "
                    f"reference in table {dangling[0]}; nothing was changed"
                )
            c.execute(RECORD_VERSION, (APPLICATION, str(SCHEMA_VERSION)))
            c.execute(IDENTIFY, identity(self.path))  # in the same commit (sqlite_home)

    def _version(self) -> int:
        tables = {
            r[0]
            for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
            if not r[0].startswith("sqlite_")
        }
        meta = None
        if "arena_meta" in tables:
            meta = dict(self._conn.execute("SELECT key, value FROM arena_meta").fetchall())
        return stored_version(
            self.location, tables, meta, known=SCHEMA_VERSION, what="an SQLite database"
        )

    def close(self) -> None:
        self._checkpoints.close()  # first: the last connection to close checkpoints the rest
        with self._lock:
            self._conn.close()


#: The first bytes of an SQLite file, and the b-tree page type of a schema page holding its
#: entries itself (one with no cells: a database without a single table).
_MAGIC, _LEAF_TABLE = b"SQLite format 3\x00", 0x0D


def _discard_unborn(path: Path) -> None:
    """Take away the store file this process created and could not set up (a Ctrl-C before its
    schema was committed, a full disk), with its -wal and -shm: left there, an empty file or one
    with no tables, every command after it refused it as "not a hitl-arena store" (users43).
    Kept when anything may be in it: a -wal with frames (another process setting it up or
    holding it open), or tables."""
    wal, shm = (path.with_name(path.name + end) for end in ("-wal", "-shm"))
    try:
        if wal.exists() and wal.stat().st_size > 0:
            return
        with path.open("rb") as f:
            head = f.read(108)
    except OSError:
        return
    empty = len(head) >= 105 and head[100] == _LEAF_TABLE and head[103:105] == b"\x00\x00"
    if head and not (head.startswith(_MAGIC) and empty):
        return
    for left in (path, wal, shm):
        with suppress(OSError):
            left.unlink()


def _statements(script: str) -> list[str]:
    """Split a migration into statements (trigger bodies hold ``;`` of their own)."""
    out, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        raise StoreError(f"incomplete statement in a migration: {buf.strip()[:80]}")
    return out
