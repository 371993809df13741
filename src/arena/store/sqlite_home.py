"""Which file is the store: an SQLite store's identity and home, so a copy never acts beside its original.

A byte copy of a store holds the same paused runs, answers and side-effect ledger as the file it
was copied from, and nothing in either tells them apart: resuming both ran every approved action
twice (durable30 F1). So each store keeps, in ``arena_meta``, a random ``store_id`` given when it
is created (or first opened by a hitl-arena that knows of it) and its ``home``, the absolute path
it was given at. Before a process answers, claims or runs a side effect from a store found at
another path, it looks at the home: a store with the same id still there is the original, and the
copy is refused until an operator says which one is the store (``--adopt-copy``). A home that is
gone means the folder was moved only if this is the file that was there: beside the home the
store keeps its ``file``, the device and inode the home's file had (a ``mv`` within a filesystem
keeps them, a ``cp`` makes new ones), and a store found elsewhere with another file is a copy
until adopted, since the store itself may have moved on elsewhere (``mv m1 m2; cp -r m2 m3``:
both took their own path as home and booked each approval twice, durable33); a move to another
disk then takes ``--adopt-copy`` once. A store at its home records its file as it finds it (a
backup put back, a rebuilt file). A copy adopted marks the original ``moved_to`` it, and a moved
store refuses in turn. A copy is not adopted in the place of a copy adopted before it that has
acted beyond it: one whose trail has an entry (other than an adoption's) this copy's lacks,
nor in the place of an original that acted so after the copy was made. Each machine keeps every
store's last home (adopted or moved to) by store id (:mod:`arena.store.home_record`): a copy
whose home is gone asks there for the store it is a copy of, which its home alone no longer
leads to. An adoption whose home is gone, where nothing could be asked, says so in the trail.
Read-only commands never ask. The table's layout is unchanged (new rows only), but schema 11
keeps releases that ignore these rows off the store (sqlite_schema: one resumed a store marked
moved beside the adopted copy, durable35).
"""

from __future__ import annotations

import os
import secrets
import sqlite3
from contextlib import closing, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from arena.errors import StoreError, UserError
from arena.store import chain
from arena.store.home_record import HOMES_ENV as HOMES_ENV
from arena.store.home_record import keep_home as _keep_home
from arena.store.home_record import last_home as _last_home

if TYPE_CHECKING:
    from arena.store.sql_home import Adopted
    from arena.store.sqlite_conn import Connection

#: The ``arena_meta`` keys this module owns (a rebuilt store carries them over: storecopy).
STORE_ID, HOME, MOVED_TO, FILE = "store_id", "home", "moved_to", "file"
KEYS = (STORE_ID, HOME, MOVED_TO, FILE)

_READ = "SELECT key, value FROM arena_meta WHERE key IN ('store_id', 'home', 'moved_to', 'file')"
_SET = (
    "INSERT INTO arena_meta (key, value) VALUES (?, ?) "
    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)
_FLAG = "--adopt-copy"


def resolved(path: Path) -> str:
    """The absolute path a store is at, symbolic links followed: what ``home`` records."""
    try:
        return str(path.resolve())
    except OSError:
        return os.path.abspath(path)


def file_of(path: Path) -> str:
    """Which file is at ``path``: ``<device>:<inode>`` ('' when it cannot be read), what the
    store's ``file`` records beside its home (a ``mv`` within a filesystem keeps it)."""
    try:
        found = os.stat(path)
    except OSError:
        return ""
    return f"{found.st_dev}:{found.st_ino}"


#: Parameters: :func:`identity`. Never replaces an id, home or file the store has.
IDENTIFY = (
    "INSERT OR IGNORE INTO arena_meta (key, value) VALUES ('store_id', ?), ('home', ?), ('file', ?)"
)


def identity(path: Path) -> tuple[str, str, str]:
    """A new random store id, the home at ``path`` and its file: :data:`IDENTIFY`'s parameters."""
    return secrets.token_hex(16), resolved(path), file_of(path)


def give_identity(db: Connection) -> dict[str, str]:
    """Give the store an id and a home when it has none (one created or migrated here got them
    in that transaction; this is for a store at the current schema made before identities), and
    return them as found. A store this process may not write keeps none: it is only read."""
    found = _read(db)
    if STORE_ID in found and (FILE in found or found.get(HOME) != resolved(db.path)):
        return found
    # A store at its home given its id by a release before files: its file is the one here.
    with suppress(StoreError), db.tx() as c:
        c.execute(IDENTIFY, identity(db.path))
    return _read(db)


def marked_moved(db: Connection) -> str | None:
    """The path an adoption marked this store moved to (None: not marked, or marked here)."""
    moved = _read(db).get(MOVED_TO)
    return moved if moved and moved != db.here else None


def _read(db: Connection) -> dict[str, str]:
    with db.tx(write=False) as c:
        return {str(k): str(v) for k, v in c.execute(_READ).fetchall()}


def damage(db: Connection) -> str | None:
    """What SQLite's ``integrity_check`` finds wrong with the file, as a person reads it (None:
    nothing). A copy of a live store's files (``cp arena.db*`` while a worker writes) can be
    torn: a row kept but missing from an index reads as no row through it, so a run's history
    lost entries and the trail still verified (durable37). Asked where a copy becomes the store
    (``--adopt-copy``, a file put back at its home) and by ``arena audit verify``."""
    with db.tx(write=False) as c:
        found = [str(row[0]) for row in c.execute("PRAGMA integrity_check(3)")]
    if found == ["ok"]:
        return None
    return (
        f"the file is damaged (SQLite integrity_check: {'; '.join(found)}): a copy of the "
        "store's files taken while it was being written, or a disk fault, and what it reads "
        "may be missing rows — use another copy; take one of a running store with "
        "sqlite3 STORE '.backup COPY'"
    )


def check_home(db: Connection, *, adopt: bool = False, adopted: Adopted | None = None) -> None:
    """Refuse (UserError, nothing written) a copy of a store whose original still exists, or a
    store marked moved; otherwise record this path as the store's home. ``adopt``: make this
    file the store, marking the other one moved here. ``adopted`` writes the trail's entry of an
    adoption in the transaction that commits it (what became of the other file, as it says it),
    so no kill between the two leaves an adoption the trail does not show."""
    here, this = db.here, file_of(db.path)
    meta = db.identity  # as opened: at its home, nothing to read again (a write's statements)
    if adopt or meta.get(HOME) != here or MOVED_TO in meta or meta.get(FILE) != this:
        meta = _read(db)
    store_id = meta.get(STORE_ID)
    if not store_id:
        return  # never given an identity (read-only when opened): nothing to tell it from
    home, moved, file = meta.get(HOME, ""), meta.get(MOVED_TO, ""), meta.get(FILE)
    if moved and moved != here and not adopt:
        raise UserError(moved_message(db.location, moved, store_id))
    if not moved and (home == here or _same_file(home, db.path)):
        if file != this and this:  # the file put back at its home (a backup, a rebuild)
            if (found := damage(db)) is not None:  # a torn copy put back read as whole
                raise UserError(
                    f"{db.location}, put back at the store's home: {found} (nothing was written)"
                )
            with suppress(StoreError), db.tx() as c:
                c.execute(_SET, (FILE, this))
        db.identity = {**meta, FILE: this}
        if adopt:  # the store already: --adopt-copy again records its home (one lost: a warning)
            _keep_home(store_id, here)
        return
    other = moved if moved and moved != here else home
    twin = other != here and _holds(Path(other), store_id)
    last, passed = (None, []) if twin else _store_at(_last_home(store_id), here, other, store_id)
    if last is not None:
        # Its home gone, the store this machine last made its home is asked (a copy adopted
        # before, the original then moved away: durable34), if it still holds the store.
        other, twin = str(last), True
    if twin and not adopt:
        raise UserError(_copied(db.location, other, store_id))
    # A home that is gone: moved only if this is the file that was there (a store from before
    # files, none recorded, is taken as moved as it was).
    if not twin and not adopt and not moved and file is not None and file != this:
        raise UserError(_not_moved(db.location, other, store_id))
    seen: dict[str, str | None] = {}  # each store's moved_to as read here: marked only over it
    adopted_before = _adopted_from(Path(other), here, store_id, seen) if twin else []
    # Not over a store that acted beyond this copy: a copy adopted before (the one this file was
    # marked moved to, those adopted in its original's place) or the original itself, which
    # acted after this copy was made (durable34: adopting it replayed the original's booking).
    # (And not over a copy fenced since that the record led through: its acts are the store's.)
    for ahead in ([other] if twin else []) + adopted_before + passed:
        if _acted_beyond(db, Path(ahead)):
            raise UserError(_stale(db.location, ahead, store_id))
    # The other file is marked moved before this one's home commits: killed between the two,
    # at most one of them acts (the mark alone refuses both until --adopt-copy runs again). The
    # home committed first once left both acting, each booking the same approvals (durable33).
    with db.tx() if adopted is None else adopted.write() as c:
        c.execute(_SET, (HOME, here))
        c.execute(_SET, (FILE, this))
        c.execute("DELETE FROM arena_meta WHERE key = 'moved_to'")
        if twin:  # else the folder was moved: nothing else holds the store
            mark = _Mark(c, here, db.location, store_id, db.timeout_s, seen)
            fenced = [path for path in adopted_before if _mark_moved(Path(path), mark)]
            marked = _mark_moved(Path(other), mark)
            if adopted is not None:
                adopted.record(c, here, _became(other, marked, fenced))
        elif adopt and adopted is not None and other != here:  # its home gone: once no trace
            adopted.record(c, here, gone_note(other))
    db.identity = {STORE_ID: store_id, HOME: here, FILE: this}
    _keep_home(store_id, here)


def _store_at(
    last: str | None, here: str, other: str, store_id: str
) -> tuple[str | None, list[str]]:
    """The store the recorded home ``last`` leads to (None: none but ``here`` or ``other``): that
    path while it holds the store and is not marked moved, else where its marks lead; and the
    copies fenced since it led through, which an adoption must not have fallen behind. A record
    left before an adoption another login or machine made named a copy fenced since: a store
    moved on from the one adopted there was refused as a copy of it and told to use it, which
    refused in turn, and adopting it once more booked again what the other had (durable34b)."""
    seen: list[str] = []
    while last and last not in (here, other, *seen) and _holds(Path(last), store_id):
        seen.append(last)
        moved = _moved_to(Path(last))
        if not moved or moved == here:
            return last, seen[:-1]
        last = moved
    return None, seen


def _adopted_from(path: Path, here: str, store_id: str, seen: dict[str, str | None]) -> list[str]:
    """Copies adopted in ``path``'s place before (its ``moved_to``, and theirs in turn) that
    still hold the store: adopting a second copy of the same original re-marked the original
    only, and the copy adopted first went on acting beside it (durable33: R-102 booked twice).
    ``seen`` gets each mark read, by path: the adoption marks a store only over that mark."""
    found: list[str] = []
    moved = seen[str(path)] = _moved_to(path)
    while moved and moved != here and moved not in found and _holds(Path(moved), store_id):
        found.append(moved)
        moved = seen[moved] = _moved_to(Path(moved))
    return found


#: A store's last trail entry other than an adoption's (adopting writes those in each copy, and
#: ``run.store_moved`` in the store it marks moved).
LAST_ACT = (
    "SELECT seq, hash FROM audit WHERE transition NOT IN ('run.store_adopted', 'run.store_moved') "
    "ORDER BY seq DESC LIMIT 1"
)
#: The runs a store marked moved refuses from then on: those still open in it.
OPEN_RUNS = (
    "SELECT id FROM runs WHERE status NOT IN ('completed', 'failed') ORDER BY created_at, id"
)


def moved_entries(run_ids: list[str], to: str) -> list[dict[str, Any]]:
    """``run.store_moved`` for each run still open in a store an adoption marks moved, in its
    own trail (chain.AUDIT_COLUMNS): the store refused from then on, and its history said
    nothing of why (durable34)."""
    import getpass

    from arena.store import codec
    from arena.types import utcnow

    try:
        who = getpass.getuser()
    except (KeyError, OSError):
        who = "unknown"
    at = codec.ts(utcnow())
    note = f"this store was marked moved to {to} (--adopt-copy there): it refuses to act here"
    return [
        {"run_id": run_id, "request_id": None, "transition": "run.store_moved", "actor": who,
         "role": None, "interface": "cli", "at": at, "note": note, "subject": None}
        for run_id in run_ids
    ]  # fmt: skip


def _in_chain(c: Any, last: Any) -> bool:
    """Whether the trail entry ``last`` (seq, hash) is in the chain ``c`` reads: all before it
    too, the trail being a hash chain."""
    row = c.execute("SELECT hash FROM audit WHERE seq = ?", (last[0],)).fetchone()
    return row is not None and row[0] == last[1]


def _acted_beyond(db: Connection, path: Path) -> bool:
    """Whether the store at ``path`` has acted beyond this copy: its last trail entry other than
    an adoption's is not in this one's (the trail is a hash chain, so an entry with the same
    ``seq`` and hash holds all before it). A copy adopted, resumed, and then a copy of the same
    original made from before adopted in its place fenced the newer one and acted from the
    older: R-102 booked twice (durable33). One that cannot be read is fenced as before."""
    with (
        suppress(sqlite3.Error, OSError),
        closing(sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)) as con,
    ):
        last = con.execute(LAST_ACT).fetchone()
        if last is None:
            return False
        with db.tx(write=False) as c:
            return not _in_chain(c, last)
    return False


def _moved_to(path: Path) -> str | None:
    """The ``moved_to`` mark of the store at ``path`` (None: none, or it cannot be read)."""
    with (
        suppress(sqlite3.Error, OSError),
        closing(sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)) as con,
    ):
        row = con.execute("SELECT value FROM arena_meta WHERE key = 'moved_to'").fetchone()
        return None if row is None else str(row[0])
    return None


def _became(other: str, marked: bool, fenced: list[str] | None = None) -> str:
    """What became of the file a copy was adopted in place of (and of copies adopted in its
    place before), as the audit trail says it."""
    if marked:
        also = "".join(f"; so is {path}, adopted in its place before" for path in fenced or ())
        return f"{other} is marked moved{also}"
    return (
        f"{other} could not be marked moved (it cannot be written from here): it does not "
        "refuse to resume; resume from this copy only"
    )


def gone_note(home: str) -> str:
    """What the trail says of an adoption whose home ``home`` (as a person reads it) was gone:
    nothing could be asked (both backends; it once left no entry at all: durable35)."""
    return (
        f"its home {home} is gone, so no other copy could be asked (one adopted by another login "
        "or on another machine is not known here): resume from this copy only"
    )


def _same_file(home: str, path: Path) -> bool:
    """The home path names this very file (a hard link, the same folder mounted elsewhere)."""
    try:
        return bool(home) and os.path.samefile(home, path)
    except OSError:
        return False


def _holds(path: Path, store_id: str) -> bool:
    """Whether a store with this id is at ``path``. One that cannot be read counts as there:
    refusing a copy wrongly costs an ``--adopt-copy``, resuming beside its original a double
    booking. So does one whose folder this login may not search: ``is_file`` raised there (a
    home in another login's 0700 folder) and the check ended in a traceback (durable35)."""
    try:
        if not path.is_file():
            return False
    except OSError:
        return True
    try:
        with closing(sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)) as con:
            row = con.execute("SELECT value FROM arena_meta WHERE key = 'store_id'").fetchone()
    except sqlite3.DatabaseError as exc:
        text = str(exc)
        return not ("not a database" in text or "no such table" in text)
    return row is not None and str(row[0]) == store_id


@dataclass(frozen=True)
class _Mark:
    """What marking a store moved asks of it, under its write lock: the adopting copy's open
    write ``c`` (its trail) and home, the marks its checks read (``seen``), and the wait."""

    c: Any
    to: str
    location: str
    store_id: str
    timeout_s: float
    seen: dict[str, str | None]


def _mark_moved(path: Path, mark: _Mark) -> bool:
    """Mark the store at ``path`` moved to the adopted copy; whether it was. Under its write
    lock, and only over the mark the adoption's checks read, after checking again that it has
    not acted beyond the copy: two --adopt-copy at once each marked the original over the
    other's mark and both copies acted (durable34), and an original that booked between the
    check and the mark was fenced by a copy lacking the booking. Either refuses the adoption
    (UserError: the adopting copy's write rolls back), as does a store too busy to be written:
    it went on unmarked. A store that cannot be written stays as it is (the copy's home is
    recorded either way, and the trail says the original was not marked)."""
    with (
        suppress(sqlite3.Error, OSError),
        closing(sqlite3.connect(path, timeout=mark.timeout_s, isolation_level=None)) as con,
    ):
        try:
            con.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise UserError(_busy(mark.location, str(path))) from None
            raise
        row = con.execute("SELECT value FROM arena_meta WHERE key = 'moved_to'").fetchone()
        if (None if row is None else str(row[0])) != mark.seen.get(str(path)):
            con.execute("ROLLBACK")
            raise UserError(_raced(mark.location, str(path), None if row is None else str(row[0])))
        last = con.execute(LAST_ACT).fetchone()
        if last is not None and not _in_chain(mark.c, last):
            con.execute("ROLLBACK")
            raise UserError(_stale(mark.location, str(path), mark.store_id))
        con.execute(_SET, (MOVED_TO, mark.to))
        runs = [str(row[0]) for row in con.execute(OPEN_RUNS)]
        con.row_factory = sqlite3.Row  # chain.head reads the hash by name
        chain.append_all(con, moved_entries(runs, mark.to))
        con.execute("COMMIT")
        return True
    return False


def _word(path: str) -> str:
    """A path as a command's word: ``--store /abs/cq 1/a.db`` copied whole ran another store."""
    import shlex

    return shlex.quote(path)


def _copied(location: str, home: str, store_id: str) -> str:
    return (
        f"{location} is a copy of {home} (store {store_id[:8]}…), which still exists: resuming "
        "or answering both would run each approved action twice. Use --store "
        f"{_word(home)}, or pass {_FLAG} to make this copy the store (the original is then marked "
        "moved and refuses to resume)"
    )


def _stale(location: str, other: str, store_id: str) -> str:
    return (
        f"{other} holds the store (store {store_id[:8]}…) and has acted beyond {location} (its "
        f"trail has entries this copy's lacks): adopting this copy would run again what {other} "
        f"ran. Use --store {_word(other)}; to make this copy the store anyway, delete {other} first, "
        f"then pass {_FLAG} again"
    )


def _raced(location: str, other: str, to: str | None) -> str:
    won = f"--store {_word(to)}" if to else f"--store with the store {other} is marked moved to"
    return (
        f"{other} was marked moved {f'to {to} ' if to else ''}by another {_FLAG} at the same "
        f"time as this one: nothing was adopted in {location}. Use {won}, or pass {_FLAG} "
        "again here to make this copy the store instead"
    )


def _busy(location: str, other: str) -> str:
    return (
        f"{other} is busy (another process is writing it) and could not be marked moved: "
        f"nothing was adopted in {location}; try again when it is done, or stop what writes it"
    )


def _not_moved(location: str, home: str, store_id: str) -> str:
    return (
        f"{location} is not the file the store's home {home} had (store {store_id[:8]}…), "
        "which is gone: a copy of the store, or the store moved to another disk. If the store "
        "was moved elsewhere, resuming or answering here too would run each approved action "
        f"twice. Use --store with the moved store, or pass {_FLAG} to make this file the store "
        "(once after a move to another disk)"
    )


def moved_message(location: str, moved: str, store_id: str) -> str:
    """The refusal of a store marked moved to ``moved`` (an adopted copy)."""
    return (
        f"store {location} was moved to {moved} (store {store_id[:8]}…, adopted there with "
        f"{_FLAG}): resuming or answering here too would run each approved action twice. Use "
        f"--store {_word(moved)}, or pass {_FLAG} to make this file the store again (the other is then "
        "marked moved)"
    )
