"""This machine's record of the last act each store took here — a side effect begun, or an
answer that was not a plain approval — so a store put back behind it (a backup restored over
it) is told, not resumed (``$ARENA_STORE_HOMES/<store id>.acted``).

A backup restored at the store's own path is the store (:mod:`arena.store.sqlite_home`: same
home, even the same inode): it holds the approvals it held when it was copied, but not the
bookings begun since, and resuming it booked each of them again without a word; a denial given
since was lost, and another operator's approval then booked what it refused (durable37; a
PostgreSQL database restored to an earlier point in time is the same). Each side effect begun
and each denial, edit or reply records its trail entry (run id, hash, transition) here once it
committed — a plain approval does not (what it leads to is a booking, recorded as it begins;
writing the record costs ~0.2 ms of CPU and more of the disk's time, and the store's write
benchmark is all approvals). Each answer, claim and side effect asks, in its own transaction,
whether the store still holds the entry recorded — not only a process's first: a running ``arena
worker`` went on from a backup restored under it and booked again (durable38) — and a store that
does not is refused until a person has looked (deleting the record goes on with it). Like the
record of each store's last home, it is a hint kept per login and machine: acts by another
login, or on another machine, are seen only as this one looks at the store — a store several
machines share (PostgreSQL) is asked for its latest act, whoever took it, at each command's first
check and each ``arena worker`` sweep (durable39: machine A, whose own booking a backup held,
adopted it and booked again what machine B had booked since) — or where machines share one
records folder; one that cannot be written is said once. It is
written after the act commits and not synced: an OS crash may take back its last updates (it
then names an earlier act); a sync cost 1.5-16 ms of wall time an act on ext4 (durable38), for
a window that needs a crash and a backup from within it restored.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Mapping
from contextlib import suppress
from pathlib import Path
from typing import Any

from arena.errors import UserError
from arena.item_warnings import say
from arena.store.home_record import HOMES_ENV, HomeNotRecorded, homes


class StoreBehind(UserError):
    """The store no longer holds the last act this machine recorded: refused before it acts,
    and said by ``arena pending``, which lists it all the same."""


#: Whether this process has said that an act could not be recorded (said once, not per act).
_SAID = threading.Event()

#: Does the store hold the entry? (parameters: run id, hash; the ``audit_by_run`` index).
HOLDS = "SELECT 1 FROM audit WHERE run_id = ? AND hash = ?"

#: The trail entry of a side effect just begun (parameters: run id, request id).
STARTED = (
    "SELECT run_id, hash, transition, seq FROM audit WHERE run_id = ? AND request_id = ? "
    "AND transition = 'side_effect.started' ORDER BY seq DESC LIMIT 1"
)

#: The trail entry of a request's answer (parameter: request id; by run, for ``audit_by_run``).
DECIDED = (
    "SELECT a.run_id, a.hash, a.transition, a.seq FROM requests r JOIN audit a "
    "ON a.run_id = r.run_id AND a.request_id = r.id "
    "WHERE r.id = ? AND a.subject IS NOT NULL ORDER BY a.seq LIMIT 1"
)


#: The store's latest act past a trail seq, whoever took it (parameter: the seq this machine's
#: record names, -1 for none): what a machine sharing a store with others records as it looks
#: (:meth:`arena.store.sql_home.HomeStore.observe`). Only entries past the record are read.
LATEST = (
    "SELECT run_id, hash, transition, seq FROM audit WHERE seq > ? AND transition IN "
    "('side_effect.started', 'request.denied', 'request.edited', 'request.answered') "
    "ORDER BY seq DESC LIMIT 1"
)


#: Whether the store ever began a side effect (one row read): only such a store has a booking
#: a backup restored over it would run again, and only it is said and recorded on a first look.
#: (A range on the key's first column: one probe of its index, where a bare LIMIT reads as a scan.)
BOOKED = "SELECT 1 FROM side_effects WHERE run_id >= '' LIMIT 1"

#: Stores whose first look from this machine was said (:func:`started_blind`).
_BLIND: set[str] = set()


def record_path(store_id: str) -> Path:
    return homes() / f"{store_id}.acted"


def _is_id(store_id: str) -> bool:
    return bool(store_id) and all(ch in "0123456789abcdef" for ch in store_id)


#: The record as last read, by its path: (its file's inode, mtime and size; what it said). Each
#: acting write asks (:meth:`HomeStore._still_holds`), so a record unchanged is one ``stat``
#: (~3 µs), not a read (~15 µs). Only a record older than :data:`_SETTLED_NS` is kept: a record
#: is replaced, never written in place, but a freed inode may come back within the filesystem's
#: clock tick with the same size, which a younger stamp could not tell apart (as git's index).
_READ: dict[str, tuple[tuple[int, int, int], tuple[str, str, str] | None]] = {}
_SETTLED_NS = 2_000_000_000


def last_acted(store_id: str) -> tuple[str, str, str] | None:
    """(run id, entry hash, transition) of the last act this machine recorded for the store, or
    None: none, garbage, or a record that cannot be read (a hint: nothing is refused for it)."""
    path = _record_file(store_id)
    if path is None:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
    known = _READ.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    seen: tuple[str, str, str] | None
    try:
        with open(path, encoding="utf-8") as fh:
            run_id, entry, transition, *_ = fh.read().split()  # then its seq (durable38)
    except (OSError, ValueError):
        seen = None
    else:
        seen = (run_id, entry, transition)
    if time.time_ns() - st.st_mtime_ns > _SETTLED_NS:
        _READ[path] = (stamp, seen)
    return seen


#: :func:`record_path` as a string, by what it is made of (the variables :func:`homes` reads
#: and the store id): building the ``Path`` was two thirds of the check each act makes.
_FILES: dict[tuple[str | None, str | None, str | None, str], str | None] = {}


def _record_file(store_id: str) -> str | None:
    env = os.environ
    key = (env.get(HOMES_ENV), env.get("XDG_STATE_HOME"), env.get("HOME"), store_id)
    try:
        return _FILES[key]
    except KeyError:
        pass
    path = str(record_path(store_id)) if _is_id(store_id) else None
    _FILES[key] = path
    return path


def keep_acted(store_id: str, row: Mapping[str, Any] | None) -> None:
    """Record an act's trail entry (``run_id``, ``hash``, ``transition``, ``seq``) as the
    store's latest here (aside, then renamed, so a reader never sees half of it) — unless the
    record already names a later one: two workers here that book at once write in either order,
    and the one that committed first, written last, left the record behind the store, so a
    backup taken between the two was not told (durable38). Under a lock on the folder."""
    if row is None or not _is_id(store_id) or not row["hash"]:
        return
    folder = homes()
    aside = folder / f".{store_id}.acted.{os.getpid()}.{threading.get_ident()}"
    record = record_path(store_id)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = os.open(folder, os.O_RDONLY)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if _seq(record) >= row["seq"]:
                return
            line = f"{row['run_id']} {row['hash']} {row['transition']} {row['seq']}\n"
            aside.write_text(line, encoding="utf-8")
            os.replace(aside, record)
        finally:
            os.close(lock)  # and with it the lock
    except OSError as exc:
        with suppress(OSError):
            aside.unlink(missing_ok=True)
        if not _SAID.is_set():
            _SAID.set()
            say(
                f"could not record store {store_id[:8]}…'s last act in {folder} "
                f"({_why(exc)}): a backup restored over the store later will not be told from it, "
                "and resuming there would act again. Set "
                f"{HOMES_ENV} to a folder this login can write",
                HomeNotRecorded,
            )


def not_read(store_id: str, exc: Exception) -> None:
    """Say (once a process) that an act committed but its trail entry could not be read back
    to record: the store went out of reach just after (:meth:`HomeStore._note_begun`)."""
    if _SAID.is_set():
        return
    _SAID.set()
    say(
        f"could not record store {store_id[:8]}…'s last act on this machine (the act itself "
        f"is stored): its trail entry could not be read back ({exc}): a backup restored over "
        "the store later will not be told from it, and resuming there would act again",
        HomeNotRecorded,
    )


def started_blind(store_id: str, location: str) -> None:
    """Say, once a process, that this machine kept no record of a store that has booked, so a
    backup restored over it before this first look could not be told; the record starts from
    the store as it is now (:meth:`HomeStore._start_record`). Said, not refused: the store's
    own content cannot tell a restore (durable40), and another login's or machine's store, or
    one whose record a person deleted to go on with it, is the same first look. It was
    silent, where a PostgreSQL server's first look is said (durable44, durable45)."""
    if store_id in _BLIND:
        return
    _BLIND.add(store_id)
    say(
        f"this machine kept no record of store {location}'s last act "
        f"({HOMES_ENV}/{store_id[:8]}….acted is not there: another machine or login acted on "
        "it, this machine's records folder is gone, or the record was deleted to go on with "
        "the store): if a backup was restored over the store before now, nothing here can "
        "tell, and resuming its approvals would book them again. The record starts from the "
        f"store as it is now. Keep {HOMES_ENV} on storage that outlives this machine",
        HomeNotRecorded,
    )


def recorded_seq(store_id: str) -> int:
    """The trail seq of the act this machine's record names (-1: none)."""
    return _seq(record_path(store_id)) if _is_id(store_id) else -1


def _seq(record: Path) -> int:
    """The trail seq of the entry the record names (-1: none, or a record from before seqs)."""
    try:
        return int(record.read_text(encoding="utf-8").split()[3])
    except (OSError, ValueError, IndexError):
        return -1


#: How the refusal names the act recorded, by its transition.
_SAID_AS = {
    "side_effect.started": "the booking begun",
    "request.denied": "the denial",
    "request.edited": "the approval with changed arguments",
    "request.answered": "the reply",
}


def behind(location: str, store_id: str, run_id: str, entry: str, transition: str) -> str:
    """The refusal for a store that no longer holds the act this machine recorded."""
    record = record_path(store_id)
    what = _SAID_AS.get(transition, f"the {transition}")
    return (
        f"store {location} is behind what this machine saw it do: {what} in run {run_id} "
        f"(trail entry {entry[:12]}…, recorded in {record}) is not in it — a backup restored "
        "over the store, an older copy put in its place, or its trail rewritten? The approvals "
        "it holds may have been acted on since (resuming them would run them again) and "
        "decisions taken since are lost; nothing was written. Check the bookings and decisions "
        "made since that backup "
        f"by hand, and only to go on with this store as it is, delete {record}"
    )


def _why(exc: OSError) -> str:
    if isinstance(exc, FileExistsError | NotADirectoryError):
        return "not a folder"  # as home_record says it: 'File exists' named no problem
    return exc.strerror or type(exc).__name__
