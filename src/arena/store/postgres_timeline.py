"""A PostgreSQL store put back to a point in time is told by the server's timeline, not acted on.

A point-in-time restore (PITR), or a base backup restored and recovered, puts back exactly what
the store held then — its trail, its ledger, ``arena_meta`` — and keeps the server's system
identifier and every oid the home is checked by (:mod:`arena.store.postgres_home`). Only this
machine's record of the store's last act (:mod:`arena.store.high_water`) told it from the store,
and a worker whose records folder was not kept (a new container, a wiped ``$HOME``) resumed its
approvals and booked each again (durable41). What a restore cannot put back is the server's
timeline: archive recovery (a backup restored with ``recovery.signal``: a PITR, or replayed to
the archive's end) and a standby promoted start a new one. So each store records, insert-only in ``arena_meta`` (``timeline:<id>``), the timeline it
was made on (one made by an earlier release: the one it first acts on), and every answer, claim
and side effect reads the server's current timeline in the same statement as the schema version
(no round trip of its own): one the store never acted on is refused, as a store behind this
machine's record is, until a person has checked what was made since and passed
``--adopt-copy``, which records it. A failover that lost nothing (a synchronous standby) is
refused the same way: nothing in the store tells the two apart. What replays as after a crash
keeps the timeline — a base backup started without ``recovery.signal`` (``pg_basebackup -X
stream`` put in place and started), a filesystem snapshot put back — and is told only where
the server was seen before: its write-ahead log position, which on one timeline goes back only
so, is behind where this process, or this machine's last look
(:mod:`arena.store.postgres_wal_record`), saw it reach (:func:`went_back`, durable42).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.store import postgres_wal_record as wal_record
from arena.store.high_water import StoreBehind

if TYPE_CHECKING:
    from arena.store.postgres_conn import Connection

#: ``arena_meta`` keys of the timelines a store acted on: ``timeline:0000000A``.
PREFIX = "timeline:"
#: The key under which the meta read returns the server's current timeline (8 hex digits).
SERVER = "server_timeline"
#: The server's current timeline: the first 8 hex digits of the WAL file being written (the
#: WAL insert timeline, new at once after a promotion; the checkpoint's lags behind it).
_NOW = "substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)"
#: What an acting write reads first (postgres_conn.tx): the schema version, an adopted clone's
#: mark, the timelines the store acted on and the server's own, in one statement.
#: The key under which it returns the server's write-ahead log position now (where the next
#: record goes) and as far as it is flushed, as ``pg_lsn`` text: ``0/3000148 0/3000148``.
WAL = "server_wal"
_WAL = "pg_current_wal_insert_lsn()::text || ' ' || pg_current_wal_flush_lsn()::text"
_SERVER_NOW = f"UNION ALL SELECT '{SERVER}', {_NOW} UNION ALL SELECT '{WAL}', {_WAL}"
ACTING_META = (
    "SELECT key, value FROM arena_meta WHERE key IN ('schema_version', 'moved_to') "
    f"OR key LIKE 'timeline:%' {_SERVER_NOW}"
)
_TIMELINES = f"SELECT key, value FROM arena_meta WHERE key LIKE 'timeline:%' {_SERVER_NOW}"
#: Read last in an acting write, just before its COMMIT: where the act's records end (its commit
#: record follows at once), what this process then remembers of the server (:func:`saw`).
ACTED_AT = "SELECT pg_current_wal_insert_lsn()::text AS lsn"
#: Records a timeline as one the store acts on (insert-only: the application role's grants).
_RECORD = "INSERT INTO arena_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"

#: Records the server's timeline as the one a store is made on (postgres_home.give_identity).
CREATED = (
    f"INSERT INTO arena_meta (key, value) SELECT '{PREFIX}' || {_NOW}, 'made on' "
    "ON CONFLICT (key) DO NOTHING"
)


def readable(conn: Any) -> bool:
    """Whether this server tells this role its timeline (a standby in recovery, or a managed
    server that refuses WAL functions, does not: then no timeline is checked)."""
    psycopg = __import__("psycopg")
    try:
        conn.execute(f"SELECT {_NOW}, {_WAL}").fetchone()
    except psycopg.Error:
        return False
    return True


def check(
    db: Connection, c: Any, meta: dict[str, str], before: dict[str, int]
) -> StoreBehind | None:
    """The refusal of an acting write (in ``c``) on a server whose timeline the store never acted
    on, or whose write-ahead log went back under this process (None: neither). A store that has
    recorded no timeline records the server's now, in ``c``. ``before``: :func:`seen` taken
    before ``meta`` was read."""
    server = meta.get(SERVER)
    if not server:
        return None
    acted = sorted(k.removeprefix(PREFIX) for k in meta if k.startswith(PREFIX))
    if acted and server not in acted:
        return StoreBehind(refusal(db.location, acted[-1], server))
    if not acted:
        c.execute(_RECORD, (PREFIX + server, "first acted on"))
    return went_back(db, server, meta.get(WAL, ""), before)


def check_read(db: Connection) -> None:
    """:func:`check` in a read of its own, recording nothing in the store: a command's first
    check, each ``arena worker`` sweep, and the pages that list a store they may not act on
    (raises StoreBehind). What it finds flushed is remembered (:func:`saw`)."""
    if not db.timeline_readable:
        return
    store_id = db.identity.get("store_id", "") if hasattr(db, "identity") else ""
    # What this machine saw before this process (durable42), and this process, read before the
    # server is: a position another process or thread sees after the read is no sign of a
    # server gone back (CI's four writers at once were refused so).
    kept = wal_record.read(store_id)
    before = seen(db)
    blind = _blind(db, kept, before)
    with db.tx(write=False) as c:
        meta = {str(r["key"]): str(r["value"]) for r in c.execute(_TIMELINES)}
        blind = blind and c.execute(_ANSWERED).fetchone() is not None
    server = meta.get(SERVER)
    acted = sorted(k.removeprefix(PREFIX) for k in meta if k.startswith(PREFIX))
    if server and acted and server not in acted:
        raise StoreBehind(refusal(db.location, acted[-1], server))
    if not server:
        return
    if (machine := kept.get((db.server_id, server))) is not None:
        key = (_store_key(db), server)
        _SEEN[key] = max(_SEEN.get(key, -1), machine)
        before[server] = max(before.get(server, -1), machine)
    if (behind := went_back(db, server, meta.get(WAL, ""), before)) is not None:
        raise behind
    saw(db, server, meta.get(WAL, " ").split(" ")[-1])
    wal_record.keep(store_id, db.server_id, server, _SEEN.get((_store_key(db), server), -1))
    if blind:
        wal_record.started_blind(store_id, db.location)


#: Whether the store holds any answer: one that holds none lost no decision to a put-back.
_ANSWERED = "SELECT 1 FROM responses LIMIT 1"
#: Stores taken as they are in this process (``--adopt-copy``): what was seen is dropped on
#: purpose, and their next look is no first look of this machine.
_TAKEN: set[str] = set()


def _blind(db: Connection, kept: dict[tuple[str, str], int], before: dict[str, int]) -> bool:
    """Whether this is the first look at the store's server from this machine: nothing kept
    here (a new container, its records folder gone) and nothing seen by this process. A server
    put back before it cannot be told — nothing left in the server tells (its log, trail and
    ``arena_meta`` all went back together) — so :func:`check_read` starts the record from the
    server as it is now and says so once (durable44)."""
    if not db.server_id or before or db.here.partition(" ")[0] in _TAKEN:
        return False
    return not any(server == db.server_id for server, _ in kept)


#: What this process saw of each store's server: by store (its home's key, and the system
#: identifier of the server its connection reached: another cluster behind the same host name
#: has positions of its own) and timeline, the
#: furthest write-ahead log position it knows the server reached with a write (``pg_lsn`` as a
#: number). On one timeline the position only grows, through restarts and crashes alike (what
#: was flushed is replayed); it goes back only where the server's files were put back — a base
#: backup started without ``recovery.signal``, a filesystem snapshot — which keep the timeline,
#: its system identifier and every oid (durable42).
_SEEN: dict[tuple[str, str], int] = {}


def server_id(conn: Any) -> str:
    """The system identifier of the server ``conn`` reached ('': refused to this role). A
    restore and a restart keep it; another cluster — a blue/green switch behind one host name,
    a dump restored elsewhere — has its own, and its own log positions."""
    psycopg = __import__("psycopg")
    try:
        row = conn.execute("SELECT system_identifier::text AS id FROM pg_control_system()")
        return str(row.fetchone()["id"])
    except psycopg.Error:
        return ""


def _store_key(db: Connection) -> str:
    """The store and the server now reached: positions seen on one are compared on it only."""
    return f"{db.here.partition(' ')[0]}@{db.server_id}"


def lsn(text: str) -> int:
    """A ``pg_lsn`` as text (``16/B374D848``) as a number (-1: not one)."""
    high, _, low = text.strip().partition("/")
    try:
        return (int(high, 16) << 32) | int(low, 16)
    except ValueError:
        return -1


def saw(db: Connection, timeline: str, position: str) -> None:
    """Remember that the server reached ``position`` on ``timeline``: an acting write's last
    position before its commit (postgres_conn.tx), or what a check found flushed."""
    at = lsn(position)
    key = (_store_key(db), timeline)
    if at > _SEEN.get(key, -1):  # a race of two threads keeps the lower: only less is told
        _SEEN[key] = at


def seen(db: Connection) -> dict[str, int]:
    """What this process saw the store's server reach, by timeline, taken *before* a read of the
    server: only a position seen before the read was reached before it. One taken after may be
    another thread's act committed meanwhile, ahead of what the read found (a false refusal)."""
    key = _store_key(db)
    return {timeline: at for (store, timeline), at in list(_SEEN.items()) if store == key}


def went_back(
    db: Connection, timeline: str, wal: str, before: dict[str, int]
) -> StoreBehind | None:
    """The refusal where the server's log is now behind what this process saw it reach on this
    timeline before the read (``wal``: the read's "now flushed" pair; ``before``: :func:`seen`
    taken before it); None: it is not, or nothing seen."""
    if not db.server_id:  # no identity to hold positions to: another cluster could not be told
        return None
    was = before.get(timeline)
    now = lsn(wal.partition(" ")[0])
    if was is None or now < 0 or now >= was:
        return None
    return StoreBehind(rewound(db.location, _said(timeline), _text(was), _text(now)))


def forget(db: Connection) -> None:
    """``--adopt-copy``: the store taken as the server holds it now, what was seen before it
    went back forgotten."""
    key = db.here.partition(" ")[0]
    _TAKEN.add(key)
    for seen in [k for k in _SEEN if k[0].partition("@")[0] == key]:
        _SEEN.pop(seen, None)
    wal_record.drop(db.identity.get("store_id", "") if hasattr(db, "identity") else "")


def _text(at: int) -> str:
    return f"{at >> 32:X}/{at & 0xFFFFFFFF:X}"


def accept(db: Connection, write: Any, record: Any, here: str) -> bool:
    """``--adopt-copy`` on a store the server's timeline left behind: the timeline recorded as
    one it acts on, and ``run.store_adopted`` in the trail of each open run, in one write.
    Returns whether there was one to accept."""
    if not db.timeline_readable:
        return False
    with write() as c:
        meta = {str(r["key"]): str(r["value"]) for r in c.execute(_TIMELINES)}
        server = meta.get(SERVER)
        acted = sorted(k.removeprefix(PREFIX) for k in meta if k.startswith(PREFIX))
        if not server or not acted or server in acted:
            return False
        c.execute(_RECORD, (PREFIX + server, "adopted (--adopt-copy)"))
        record(
            c,
            here,
            f"the server moved from timeline {_said(acted[-1])} to "
            f"{_said(server)} since the store last acted (a point-in-time restore or a "
            "failover); taken as it is now",
        )
    return True


def _said(timeline: str) -> str:
    try:
        return str(int(timeline, 16))
    except ValueError:
        return timeline


def refusal(location: str, acted: str, server: str) -> str:
    """The words of a refusal: what happened, what may be lost, what to do."""
    return (
        f"store {location} last acted on PostgreSQL timeline {_said(acted)} and the server is "
        f"now on timeline {_said(server)}: it was restored to a point in time, or a standby "
        "was promoted, since. Bookings begun and decisions taken after the point it went back "
        "to may be gone from it (resuming its approvals would book them again); nothing was "
        "written. Check the bookings and decisions made since by hand, then pass --adopt-copy "
        "once to go on with this store as it is"
    )


def rewound(location: str, timeline: str, seen: str, now: str) -> str:
    """The words of a refusal of a server whose log went back on its timeline."""
    return (
        f"store {location} went back: the server's write-ahead log is at {now} on timeline "
        f"{timeline}, and this machine saw it reach {seen} — its files were put back from a "
        "backup or a filesystem snapshot (started without recovery.signal). Bookings begun and "
        "decisions taken after the point it went back to may be gone from it (resuming its "
        "approvals would book them again); nothing was written. Check the bookings and "
        "decisions made since by hand, then pass --adopt-copy once to go on with this store "
        "as it is"
    )
