"""This machine's record of how far it saw a PostgreSQL store's server write, so a process
started after the server was put back on its own timeline is told too
(``$ARENA_STORE_HOMES/<store id>.wal``).

A process remembers the server's write-ahead log position as it looks
(:mod:`arena.store.postgres_timeline`), and a new one remembered nothing: a worker restarted after
a snapshot put back acted on it. What the snapshot lost was not always an act the record of the
last act (:mod:`arena.store.high_water`) names: an approval given since, which that record leaves
out (its cost on every answer), was gone and asked again, with nothing said (durable42). So each
command's first check and each ``arena worker`` sweep keeps the position it found flushed here
— a line for each server (its system identifier) and timeline — and the next process starts
from it. Written aside and renamed, not synced, per login and machine like the records beside
it; one that cannot be read or written is no refusal.
"""

from __future__ import annotations

import fcntl
import os
import threading
from contextlib import suppress
from pathlib import Path

from arena.item_warnings import say
from arena.store.home_record import HOMES_ENV, HomeNotRecorded, homes

#: What this process last wrote or read, by file: a line is written only when it grows.
_KEPT: dict[str, dict[tuple[str, str], int]] = {}
#: Stores whose first look from this machine was said (:func:`started_blind`).
_SAID: set[str] = set()
#: Lines kept in one file, the latest written first: a store meets few servers and timelines.
_LINES = 16


def _path(store_id: str) -> Path | None:
    if not store_id or not all(ch in "0123456789abcdef" for ch in store_id):
        return None
    return homes() / f"{store_id}.wal"


def read(store_id: str) -> dict[tuple[str, str], int]:
    """The positions kept for the store on this machine, by (server id, timeline); {}: none."""
    path = _path(store_id)
    if path is None:
        return {}
    found = _read(path)
    if found:
        _KEPT[str(path)] = dict(found)
    return found


def _read(path: Path) -> dict[tuple[str, str], int]:
    """One ``server timeline position`` a line, the latest written first (a file of an earlier
    release holds one line); a line that is not one is passed over."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, ValueError):
        return {}
    found: dict[tuple[str, str], int] = {}
    for line in text.splitlines():
        words = line.split()
        if len(words) < 3 or (words[0], words[1]) in found:
            continue
        with suppress(ValueError):
            found[(words[0], words[1])] = int(words[2])
    return found


def keep(store_id: str, server: str, timeline: str, at: int) -> None:
    """Keep ``at`` as the furthest position seen on ``server``'s ``timeline``, beside what is kept
    for other servers and timelines — unless the file already holds a further one for it:
    another process here that looked later, and wrote first, was written over with the lower
    position (durable43). One line per server and timeline: with one line for all, a process
    still on the older timeline around a failover, written last, put the new timeline's first
    line out, and a snapshot of the new timeline put back was not told to the next process
    (durable44). Under a lock on the folder, as :func:`arena.store.high_water.keep_acted`."""
    path = _path(store_id)
    if path is None or not server or at < 0:
        return
    key = (server, timeline)
    known = _KEPT.get(str(path), {})
    if known.get(key, -1) >= at:
        return
    aside = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = os.open(path.parent, os.O_RDONLY)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            found = _read(path)
            if found.get(key, -1) >= at:
                _KEPT[str(path)] = found
                return
            lines = {key: at, **{k: v for k, v in found.items() if k != key}}
            kept = dict(list(lines.items())[:_LINES])
            text = "".join(f"{s} {t} {n}\n" for (s, t), n in kept.items())
            aside.write_text(text, encoding="utf-8")
            os.replace(aside, path)
        finally:
            os.close(lock)  # and with it the lock
    except OSError:  # the records beside it say so (high_water): this one stays quiet
        with suppress(OSError):
            aside.unlink(missing_ok=True)
        return
    _KEPT[str(path)] = kept


def started_blind(store_id: str, location: str) -> None:
    """Say, once a process, that this machine kept nothing of a store that holds decisions, so
    a put-back before this first look could not be told (:func:`postgres_timeline._blind`).
    Said, not refused: a new container's first look is the same, and nothing tells the two
    apart; refusing each would teach passing ``--adopt-copy`` by habit (durable44)."""
    if store_id in _SAID:
        return
    _SAID.add(store_id)
    say(
        f"this machine kept no record of how far store {location}'s server wrote "
        f"({HOMES_ENV}/{store_id[:8]}….wal is not there: a new container, or its records "
        "folder gone): if the server was put back from a backup or a filesystem snapshot "
        "before now, nothing here can tell, and resuming its approvals would book them "
        "again. The record starts from the server as it is now. Keep "
        f"{HOMES_ENV} on storage that outlives this machine (or one folder its machines "
        "share), and restore PostgreSQL with recovery.signal",
        HomeNotRecorded,
    )


def drop(store_id: str) -> None:
    """``--adopt-copy``: what was kept is no longer the store's measure."""
    path = _path(store_id)
    if path is None:
        return
    _KEPT.pop(str(path), None)
    with suppress(OSError):
        path.unlink(missing_ok=True)
