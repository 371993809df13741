"""Which database is the store: a PostgreSQL store's identity and home, so a clone never acts
beside its original.

``CREATE DATABASE c2 TEMPLATE c1``, or a dump restored into another database or server, holds
the same paused runs, answers and side-effect ledger as the store it was made from, and nothing
in either told them apart: resuming both booked each of 12 approvals twice (durable31 F5). So a
PostgreSQL store keeps, in ``arena_meta`` as an SQLite store does (:mod:`arena.store.sqlite_home`),
a random ``store_id`` and its ``home``: the server's system identifier (``pg_control_system()``:
a promoted standby or a restored base backup keeps it, ``initdb`` makes a new one) with the oids
of the database and of the schema (a rename keeps them; a clone, a restored dump, a database
created again get new ones), then, for the reader, their names. A store found elsewhere looks
at its home first: on this server, a database with that oid whose schema still holds the id is
the original, and the clone is refused until ``--adopt-copy``. A home that is gone is refused
too, until adopted: a rename keeps both oids, so a store found with other oids is a clone, and
another clone of the dropped original holds the store as well (two clones of it each took their
own database as home and booked each approval twice: durable33). Another server cannot be
asked, so a store whose home is on another server is refused until an operator adopts it.
Read-only commands never ask.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING, Any

from arena.errors import StoreError, UserError
from arena.store import postgres_timeline
from arena.store.postgres_mark import Mark as _Mark
from arena.store.postgres_mark import in_chain as _in_chain
from arena.store.postgres_mark import mark_moved as _mark_moved

if TYPE_CHECKING:
    from arena.store.postgres_conn import Connection
    from arena.store.sql_home import Adopted

#: The ``arena_meta`` keys this module owns (the same names as an SQLite store's).
STORE_ID, HOME, MOVED_TO = "store_id", "home", "moved_to"

_FLAG = "--adopt-copy"

#: Where this connection's store is: the server, the database, the schema, and their names.
WHERE = (
    "SELECT {sysid} AS sysid, d.oid::text AS db, n.oid::text AS nsp, "
    "current_database() AS dbname, current_schema() AS schema "
    "FROM pg_database d, pg_namespace n "
    "WHERE d.datname = current_database() AND n.nspname = current_schema()"
)
_SYSID = "(SELECT system_identifier::text FROM pg_control_system())"

_READ = "SELECT key, value FROM arena_meta WHERE key IN ('store_id', 'home', 'moved_to')"
#: Parameters: a new random store id, this store's home. Never replaces an id or home it has.
IDENTIFY = (
    "INSERT INTO arena_meta (key, value) VALUES ('store_id', ?), ('home', ?) "
    "ON CONFLICT (key) DO NOTHING"
)
_SET_HOME = (
    "INSERT INTO arena_meta (key, value) VALUES ('home', ?) "
    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)


def where(conn: Any) -> str:
    """This store's home as ``arena_meta`` keeps it: ``pg:<system id>/<database oid>/<schema
    oid> database <name>, schema <name>`` (a server that refuses its system identifier to this
    role reads ``-``: then only clones on one server are told apart)."""
    psycopg = __import__("psycopg")
    try:
        row = conn.execute(WHERE.format(sysid=_SYSID)).fetchone()
    except psycopg.Error:  # refused to this role, or a managed server's own restriction
        row = conn.execute(WHERE.format(sysid="'-'")).fetchone()
    return (
        f"pg:{row['sysid']}/{row['db']}/{row['nsp']} "
        f"database {row['dbname']}, schema {row['schema']}"
    )


def _key(home: str) -> str:
    """The part of a home that says which store it is (the names after it may be stale)."""
    return home.partition(" ")[0]


def said(home: str) -> str:
    """A home as a person reads it: ``database c1, schema public``."""
    return home.partition(" ")[2] or home


def read(db: Connection) -> dict[str, str]:
    with db.tx(write=False) as c:
        return {str(r["key"]): str(r["value"]) for r in c.execute(_READ)}


def give_identity(db: Connection) -> dict[str, str]:
    """Give the store an id and its home when it has none (a store new here, or made by a
    release before identities); return them as found. A role that may not write keeps none."""
    found = read(db)
    if STORE_ID in found:
        return found
    import secrets

    with suppress(StoreError), db.tx() as c:
        c.execute(IDENTIFY, (secrets.token_hex(16), db.here))
        if db.timeline_readable:  # a backup from before its first act is told too
            c.execute(postgres_timeline.CREATED)
    return read(db)


def marked_moved(db: Connection) -> str | None:
    """The database an adoption marked this store moved to, as said (None: not marked)."""
    moved = read(db).get(MOVED_TO)
    return said(moved) if moved and _key(moved) != _key(db.here) else None


def moved_here(db: Connection, moved: str | None) -> UserError | None:
    """The refusal of an answer, claim or side effect in a store a copy adopted since this
    process checked its home (read in that write's own transaction)."""
    if not moved or _key(moved) == _key(db.here):
        return None
    store_id = db.identity.get(STORE_ID, "")
    return UserError(
        moved_message(db.location, moved, store_id)
        + " (it was moved while this process ran: restart it on the store)"
    )


def check_home(db: Connection, *, adopt: bool = False, adopted: Adopted | None = None) -> None:
    """Refuse (UserError, nothing written) a clone of a store whose original still exists, a
    store whose home is on another server, or a store marked moved; otherwise record this
    database as the store's home. ``adopt``: make this one the store, marking the original
    moved here where it can be reached. ``adopted`` writes the trail's entry of an adoption (what
    became of the original, as it says it) in the transaction that commits it."""
    here = db.here
    meta = read(db)
    store_id = meta.get(STORE_ID)
    if not store_id:
        return  # never given an identity (this role may not write): nothing to tell apart
    home, moved = meta.get(HOME, ""), meta.get(MOVED_TO, "")
    if moved and _key(moved) != _key(here) and not adopt:
        raise UserError(moved_message(db.location, moved, store_id))
    if not moved and _key(home) == _key(here):
        return
    other = moved if moved and _key(moved) != _key(here) else home
    found = _look(db, other, store_id) if _key(other) != _key(here) else "gone"
    if found == "gone" and _key(other) != _key(here) and (holder := _holder(db, store_id)):
        other, found = holder, "there"  # a clone adopted before, its original since dropped
    if found != "gone" and not adopt:
        raise UserError(_copied(db.location, other, store_id, found))
    if _key(other) != _key(here) and not adopt:  # gone: its other clones may act too
        raise UserError(_dropped(db.location, other, store_id))
    # The original is marked moved before this database's home commits (written first, so a
    # role that may not write it is refused before anything is marked): killed between the
    # two, at most one of them acts. The home committed first once left both acting (durable33).
    original = _database(db, other) if found == "there" else None
    seen: dict[str, str | None] = {}  # each store's moved_to as read here: marked only over it
    adopted_before = _adopted_from(db, original, other, here, store_id, seen) if original else []
    # Not over a store that acted beyond this clone: a clone adopted before, or the original,
    # which acted after this clone was made (durable34: adopting it replayed that booking).
    ahead = [(original, other)] if original else []
    for database, home in ahead + adopted_before:
        if _acted_beyond(db, database, home):
            raise UserError(_stale(db.location, home, store_id))
    try:
        with db.tx() if adopted is None else adopted.write() as c:
            c.execute(_SET_HOME, (here,))
            c.execute("DELETE FROM arena_meta WHERE key = 'moved_to'")
            if found != "gone":  # else the original is gone: nothing else holds the store
                mark = _Mark(c, here, seen)
                fenced = [h for d, h in adopted_before if _mark_moved(db, d, h, mark)]
                marked = original is not None and _mark_moved(db, original, other, mark)
                if adopted is not None:
                    adopted.record(c, said(here), _became(other, found, marked, fenced))
            elif adopted is not None and _key(other) != _key(here):  # dropped: once no trace
                from arena.store.sqlite_home import gone_note

                adopted.record(c, said(here), gone_note(said(other)))
    except StoreError as exc:
        if adopt:
            hint = f"{_FLAG} records the store's new home in arena_meta"
        else:  # no flag given: a clone whose original was dropped takes its place (a rename)
            hint = (
                f"this database was made from {said(other)}, which is gone, and records that it "
                "is the store now in arena_meta"
            )
        raise StoreError(
            f"{exc}; {hint}: run this command once as the role that owns the store's tables"
        ) from None
    db.identity = {STORE_ID: store_id, HOME: here}


def _adopted_from(
    db: Connection,
    database: str,
    home: str,
    here: str,
    store_id: str,
    seen: dict[str, str | None],
) -> list[tuple[str, str]]:
    """Clones adopted in the original's place before (its ``moved_to``, and theirs in turn)
    that still hold the store, as (database, home): adopting a second clone re-marked the
    original only, and the clone adopted first went on acting beside it (durable33). ``seen``
    gets each mark read, by home: the adoption marks a store only over that mark."""
    found: list[tuple[str, str]] = []
    moved = seen[home] = _moved_to(db, database, home)
    while moved and _key(moved) != _key(here) and moved not in [h for _, h in found]:
        if _look(db, moved, store_id) != "there" or (name := _database(db, moved)) is None:
            break
        found.append((name, moved))
        moved = seen[moved] = _moved_to(db, name, moved)
    return found


def _holder(db: Connection, store_id: str) -> str | None:
    """Another database of this server that is the store (the id in the schema of this one's oid,
    itself its home, not marked moved): a clone adopted before its original was dropped."""
    from psycopg import sql

    psycopg = __import__("psycopg")
    sysid, this, schema = _parts(db.here)
    with db.tx(write=False) as c:
        rows = list(
            c.execute(
                "SELECT oid::text AS oid, datname FROM pg_database "
                "WHERE datallowconn AND NOT datistemplate AND oid::text <> ? ORDER BY oid",
                (this,),
            )
        )
    for row in rows:
        with suppress(StoreError, psycopg.Error), _connect(db, str(row["datname"])) as conn:
            nsp = conn.execute("SELECT nspname FROM pg_namespace WHERE oid::text = %s", (schema,))
            name = nsp.fetchone()
            if name is None:
                continue
            table = sql.Identifier(str(name[0]), "arena_meta")
            query = sql.SQL(
                "SELECT key, value FROM {} WHERE key IN ('store_id', 'home', 'moved_to')"
            )
            meta = {str(k): str(v) for k, v in conn.execute(query.format(table))}
            home = meta.get(HOME, "")
            own = _key(home) == f"pg:{sysid}/{row['oid']}/{schema}"
            if meta.get(STORE_ID) == store_id and MOVED_TO not in meta and own:
                return home
    return None


def _moved_to(db: Connection, database: str, home: str) -> str | None:
    """The ``moved_to`` mark of the store ``home`` names, in ``database`` (None: none, or it
    cannot be read from here)."""
    from psycopg import sql

    psycopg = __import__("psycopg")
    with suppress(StoreError, psycopg.Error), _connect(db, database) as conn:
        nsp = conn.execute(
            "SELECT nspname FROM pg_namespace WHERE oid::text = %s", (_parts(home)[2],)
        )
        row = nsp.fetchone()
        if row is None:
            return None
        table = sql.Identifier(str(row[0]), "arena_meta")
        query = sql.SQL("SELECT value FROM {} WHERE key = 'moved_to'").format(table)
        mark = conn.execute(query).fetchone()
        return None if mark is None else str(mark[0])
    return None


#: A store's last trail entry other than an adoption's (adopting writes those in each clone,
#: and ``run.store_moved`` in the one it marks moved).
_LAST_ACT = (
    "SELECT seq, hash FROM {} WHERE transition NOT IN ('run.store_adopted', 'run.store_moved') "
    "ORDER BY seq DESC LIMIT 1"
)


def _acted_beyond(db: Connection, database: str, home: str) -> bool:
    """Whether the store ``home`` names (in ``database``) has acted beyond this clone: its last
    trail entry other than an adoption's is not in this one's (a hash chain: the same ``seq``
    and hash hold all before it). A clone adopted, resumed, and then another clone of the same
    original adopted in its place fenced the newer one and acted from the older (durable33).
    One that cannot be read is fenced as before."""
    from psycopg import sql

    psycopg = __import__("psycopg")
    with suppress(StoreError, psycopg.Error), _connect(db, database) as conn:
        nsp = conn.execute(
            "SELECT nspname FROM pg_namespace WHERE oid::text = %s", (_parts(home)[2],)
        )
        name = nsp.fetchone()
        if name is None:
            return False
        table = sql.Identifier(str(name[0]), "audit")
        last = conn.execute(sql.SQL(_LAST_ACT).format(table)).fetchone()
        if last is None:
            return False
        with db.tx(write=False) as c:
            return not _in_chain(c, last)
    return False


def _became(other: str, found: str, marked: bool, fenced: list[str] | None = None) -> str:
    """What became of the original a clone was adopted in place of (and of clones adopted in
    its place before), as the trail says it."""
    if found == "elsewhere":
        return f"{said(other)} on another server could not be marked moved from here"
    if marked:
        also = "".join(f"; so is {said(h)}, adopted in its place before" for h in fenced or ())
        return f"{said(other)} is marked moved{also}"
    return (
        f"{said(other)} could not be marked moved (not reachable or writable from here): it "
        "does not refuse to resume; resume from this database only"
    )


def _parts(home: str) -> tuple[str, str, str]:
    sysid, _, rest = _key(home).removeprefix("pg:").partition("/")
    database, _, schema = rest.partition("/")
    return sysid, database, schema


def _look(db: Connection, home: str, store_id: str) -> str:
    """Whether the store ``home`` names still holds ``store_id``: ``there``, ``gone``, or
    ``elsewhere`` (on another server, which cannot be asked). A database that cannot be read
    counts as there: refusing a clone wrongly costs an ``--adopt-copy``, resuming beside its
    original a double booking."""
    sysid, database, schema = _parts(home)
    if sysid != _parts(db.here)[0]:
        return "elsewhere"
    with db.tx(write=False) as c:
        row = c.execute("SELECT datname FROM pg_database WHERE oid::text = ?", (database,))
        found = row.fetchone()
    if found is None:
        return "gone"
    try:
        with _connect(db, str(found["datname"])) as conn:
            return _holds(conn, schema, store_id)
    except StoreError:
        return "there"


def _holds(conn: Any, schema: str, store_id: str) -> str:
    from psycopg import sql

    nsp = conn.execute("SELECT nspname FROM pg_namespace WHERE oid::text = %s", (schema,))
    name = nsp.fetchone()
    if name is None:
        return "gone"
    table = sql.Identifier(str(name[0]), "arena_meta")
    try:
        query = sql.SQL("SELECT value FROM {} WHERE key = 'store_id'").format(table)
        row = conn.execute(query).fetchone()
    except __import__("psycopg").errors.UndefinedTable:
        return "gone"
    return "there" if row is not None and str(row[0]) == store_id else "gone"


def _connect(db: Connection, database: str) -> Any:
    """A connection to another database of this server, as this store's URL connects."""
    psycopg = __import__("psycopg")
    try:
        return psycopg.connect(
            db.url, dbname=database, autocommit=True, connect_timeout=max(1, round(db.timeout_s))
        )
    except psycopg.Error as exc:
        raise StoreError(str(exc)) from None


def _database(db: Connection, home: str) -> str | None:
    """The name of the database ``home`` names on this server (None: gone, or unreadable)."""
    psycopg = __import__("psycopg")
    with suppress(StoreError, psycopg.Error), db.tx(write=False) as c:
        found = c.execute("SELECT datname FROM pg_database WHERE oid::text = ?", (_parts(home)[1],))
        name = found.fetchone()
        return None if name is None else str(name["datname"])
    return None


def _copied(location: str, home: str, store_id: str, found: str) -> str:
    if found == "elsewhere":
        sysid = _parts(home)[0]
        return (
            f"{location} was made as {said(home)} on another PostgreSQL server (system "
            f"identifier {sysid}; store {store_id[:8]}…): a dump restored here, or a server "
            "upgraded into a new cluster. Whether that store still runs cannot be asked from "
            "here, and resuming or answering both would run each approved action twice. If this "
            f"database is to be the store from now on, pass {_FLAG}"
        )
    return (
        f"{location} is a copy of {said(home)} on this server (store {store_id[:8]}…), which "
        "still exists: resuming or answering both would run each approved action twice. Use "
        f"--store with the original's URL, or pass {_FLAG} to make this copy the store (the "
        "original is then marked moved and refuses to resume)"
    )


def _stale(location: str, other: str, store_id: str) -> str:
    return (
        f"{said(other)} holds the store (store {store_id[:8]}…) and has acted beyond {location} "
        "(its trail has entries this database's lacks): adopting this one would run again what "
        f"it ran. Use --store with that database's URL; to make this one the store anyway, drop "
        f"that database first, then pass {_FLAG} again"
    )


def _dropped(location: str, home: str, store_id: str) -> str:
    return (
        f"{location} was made from {said(home)}, which is gone (store {store_id[:8]}…): a "
        "clone of the store, as any other clone made from it is, and resuming or answering "
        "two of them would run each approved action twice. If this database is to be the "
        f"store from now on, pass {_FLAG}, once (a rename, ALTER DATABASE … RENAME TO, keeps "
        "the store as it is)"
    )


def moved_message(location: str, moved: str, store_id: str) -> str:
    """The refusal of a store marked moved to ``moved`` (a clone adopted)."""
    return (
        f"store {location} was moved to {said(moved)} (store {store_id[:8]}…, adopted there "
        f"with {_FLAG}): resuming or answering here too would run each approved action twice. "
        f"Use --store with that database's URL, or pass {_FLAG} to make this one the store "
        "again (the other is then marked moved)"
    )
