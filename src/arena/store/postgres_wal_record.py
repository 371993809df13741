"""This machine's record of how far it saw a PostgreSQL store's server write, so a process
started after the server was put back on its own timeline is told too
(``$ARENA_STORE_HOMES/<store id>.wal``).

A process remembers the server's write-ahead log position as it looks
(:mod:`arena.store.postgres_timeline`), and a new one remembered nothing: a worker restarted after
a snapshot put back acted on it. What the snapshot lost was not always an act the record of the
last act (:mod:`arena.store.high_water`) names: an approval given since, which that record leaves
out (its cost on every answer), was gone and asked again, with nothing said (durable42). So each
command's first check and each ``arena worker`` sweep keeps the position it found flushed here
— by the server's system identifier and timeline — and the next process starts from it. Written
aside and renamed, not synced, per login and machine like the records beside it; one that
cannot be read or written is no refusal.
"""

from __future__ import annotations

import fcntl
import os
import threading
from contextlib import suppress
from pathlib import Path

from arena.store.home_record import homes

#: What this process last wrote or read, by file: the file is written only when it grows.
_KEPT: dict[str, tuple[str, str, int]] = {}


def _path(store_id: str) -> Path | None:
    if not store_id or not all(ch in "0123456789abcdef" for ch in store_id):
        return None
    return homes() / f"{store_id}.wal"


def read(store_id: str) -> tuple[str, str, int] | None:
    """(server id, timeline, position) kept for the store on this machine, or None."""
    path = _path(store_id)
    if path is None:
        return None
    found = _read(path)
    if found is not None:
        _KEPT[str(path)] = found
    return found


def _read(path: Path) -> tuple[str, str, int] | None:
    try:
        server, timeline, at = path.read_text(encoding="utf-8").split()[:3]
        return (server, timeline, int(at))
    except (OSError, ValueError):
        return None


def keep(store_id: str, server: str, timeline: str, at: int) -> None:
    """Keep ``at`` as the furthest position seen on ``server``'s ``timeline`` (a new timeline
    or server replaces the old one's) — unless the file already holds a further one on it:
    another process here that looked later, and wrote first, was written over with the lower
    position, and a put-back between the two was not told to the next process (durable43).
    Under a lock on the folder, as :func:`arena.store.high_water.keep_acted`."""
    path = _path(store_id)
    if path is None or not server or at < 0:
        return
    known = _KEPT.get(str(path))
    if known is not None and known[:2] == (server, timeline) and known[2] >= at:
        return
    aside = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = os.open(path.parent, os.O_RDONLY)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            found = _read(path)
            if found is not None and found[:2] == (server, timeline) and found[2] >= at:
                _KEPT[str(path)] = found
                return
            aside.write_text(f"{server} {timeline} {at}\n", encoding="utf-8")
            os.replace(aside, path)
        finally:
            os.close(lock)  # and with it the lock
    except OSError:  # the records beside it say so (high_water): this one stays quiet
        with suppress(OSError):
            aside.unlink(missing_ok=True)
        return
    _KEPT[str(path)] = (server, timeline, at)


def drop(store_id: str) -> None:
    """``--adopt-copy``: what was kept is no longer the store's measure."""
    path = _path(store_id)
    if path is None:
        return
    _KEPT.pop(str(path), None)
    with suppress(OSError):
        path.unlink(missing_ok=True)
