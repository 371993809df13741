"""This machine's record of the last booking each store began here, so a store put back behind
it (a backup restored over it) is told, not resumed (``$ARENA_STORE_HOMES/<store id>.booked``).

A backup restored at the store's own path is the store (:mod:`arena.store.sqlite_home`: same
home, even the same inode): it holds the approvals it held when it was copied, but not the
bookings begun since, and resuming it booked each of them again without a word (durable37; a
PostgreSQL database restored to an earlier point in time is the same). Every side effect begun
records its trail entry (run id and hash) here once it committed; before its first answer, claim
or side effect a process asks whether the store still holds the entry recorded, and a store
that does not is refused until a person has looked (deleting the record goes on with it). Like
the record of each store's last home, it is a hint kept per login and machine: bookings begun
on another machine, or by another login, are not seen; one that cannot be written is said once.
"""

from __future__ import annotations

import os
import threading
from contextlib import suppress
from pathlib import Path

from arena.item_warnings import say
from arena.store.home_record import HOMES_ENV, HomeNotRecorded, homes

#: Whether this process has said that a booking could not be recorded (said once, not per booking).
_SAID = threading.Event()

#: Does the store hold the entry? (parameters: run id, hash; the ``audit_by_run`` index).
HOLDS = "SELECT 1 FROM audit WHERE run_id = ? AND hash = ?"

#: The trail entry of a side effect just begun (parameters: run id, request id).
STARTED = (
    "SELECT hash FROM audit WHERE run_id = ? AND request_id = ? "
    "AND transition = 'side_effect.started' ORDER BY seq DESC LIMIT 1"
)


def record_path(store_id: str) -> Path:
    return homes() / f"{store_id}.booked"


def _is_id(store_id: str) -> bool:
    return bool(store_id) and all(ch in "0123456789abcdef" for ch in store_id)


def last_booked(store_id: str) -> tuple[str, str] | None:
    """(run id, entry hash) of the last booking this machine recorded for the store, or None:
    none, garbage, or a record that cannot be read (a hint: nothing is refused for its absence)."""
    if not _is_id(store_id):
        return None
    try:
        run_id, entry = record_path(store_id).read_text(encoding="utf-8").split()
    except (OSError, ValueError):
        return None
    return run_id, entry


def keep_booked(store_id: str, run_id: str, entry: str) -> None:
    """Record the side effect's trail entry as the store's latest here (aside, then renamed)."""
    if not _is_id(store_id) or not entry:
        return
    folder = homes()
    aside = folder / f".{store_id}.booked.{os.getpid()}.{threading.get_ident()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        aside.write_text(f"{run_id} {entry}\n", encoding="utf-8")
        os.replace(aside, record_path(store_id))
    except OSError as exc:
        with suppress(OSError):
            aside.unlink(missing_ok=True)
        if not _SAID.is_set():
            _SAID.set()
            say(
                f"could not record store {store_id[:8]}…'s booking in {folder} "
                f"({_why(exc)}): a backup restored over the store "
                "later will not be told from it, and resuming there would book again. Set "
                f"{HOMES_ENV} to a folder this login can write",
                HomeNotRecorded,
            )


def behind(location: str, store_id: str, run_id: str, entry: str) -> str:
    """The refusal for a store that no longer holds the booking this machine recorded."""
    record = record_path(store_id)
    return (
        f"store {location} is behind what this machine saw it do: the booking begun in run "
        f"{run_id} (trail entry {entry[:12]}…, recorded in {record}) is not in it — a backup "
        "restored over the store, or an older copy put in its place? The approvals it holds may "
        "have been acted on since, and resuming them would run them again; nothing was written. "
        "Check the bookings made since that backup by hand, and only to go on with this store "
        f"as it is, delete {record}"
    )


def _why(exc: OSError) -> str:
    if isinstance(exc, FileExistsError | NotADirectoryError):
        return "not a folder"  # as home_record says it: 'File exists' named no problem
    return exc.strerror or type(exc).__name__
