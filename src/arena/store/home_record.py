"""This machine's record of each SQLite store's last home, by store id (``$ARENA_STORE_HOMES``).

A copy names only the home it was copied from: where that is gone (the original moved or
deleted), a copy adopted in its place before could not be found, and adopting a second copy
left both acting (durable34). So each adoption or move records the store's new path here, and a
copy whose home is gone asks here (:mod:`arena.store.sqlite_home`). The record is per login and
per machine, a hint only: one that cannot be kept or read is said (:class:`HomeNotRecorded`, one
``warning:`` line), not refused, where it was once lost without a word (durable35).
"""

from __future__ import annotations

import os
import threading
from contextlib import suppress
from pathlib import Path

from arena.item_warnings import Said, say

#: The folder where this machine keeps each store's last home, by store id (tests set it).
HOMES_ENV = "ARENA_STORE_HOMES"


class HomeNotRecorded(Said):
    """The record of a store's last home could not be kept or read: a copy whose own home is
    gone is then told only of that home, and ``--adopt-copy`` there makes it the store beside
    the one recorded. Said, not refused (docs/operator.md says why)."""


def homes() -> Path:
    """``$ARENA_STORE_HOMES`` (``~`` expanded, blank refused: durable47), else the default."""
    from arena.given_paths import env_path

    given = env_path(HOMES_ENV, "a folder this login can read and write")
    if given:
        return Path(given)
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "arena" / "homes"


def _is_id(store_id: str) -> bool:
    return all(ch in "0123456789abcdef" for ch in store_id)


def last_home(store_id: str) -> str | None:
    """The home this machine last recorded for the store (None: none, garbage, or it cannot be
    read, which is said). A folder this login may not search once raised out of the copy check
    (``PermissionError`` from ``is_file``), and one it may not read returned no record silently."""
    try:
        return _recorded(store_id)
    except OSError as exc:
        say(
            f"could not read this machine's record of store {store_id[:8]}…'s last home, "
            f"{homes() / store_id} ({_why(exc)}): a copy of it adopted since cannot be found "
            "from here, and --adopt-copy would make this one the store beside it (each approved "
            f"action run twice). Set {HOMES_ENV} to a folder this login can read and write",
            HomeNotRecorded,
        )
        return None


def _recorded(store_id: str) -> str | None:
    """:func:`last_home`, raising OSError where the record cannot be read."""
    if not _is_id(store_id):
        return None  # an id that is not one names no record
    record = homes() / store_id
    if not record.is_file():
        return None  # none kept (and a FIFO there would never end)
    try:
        found = record.read_text(encoding="utf-8").strip()
    except ValueError:
        return None  # garbage names no store
    return found if os.path.isabs(found) else None  # garbage names no store


def keep_home(store_id: str, here: str) -> None:
    """Record ``here`` as the store's last home on this machine (written aside and renamed, so
    a reader never sees half of it). One that cannot be written is said, not refused: the
    adoption or move stands, as it does for every login that never sees this record; it was
    once left without a word, and a copy whose home is gone adopted beside it (durable35)."""
    with suppress(OSError):  # unread (said where it was asked): written over, or said below
        if not _is_id(store_id) or _recorded(store_id) == here:
            return
    folder = homes()
    # Per thread too: two threads of one process recording at once wrote one aside file, and
    # the second rename found it gone, said as a record not kept (durable43).
    aside = folder / f".{store_id}.{os.getpid()}.{threading.get_ident()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        aside.write_text(here + "\n", encoding="utf-8")
        os.replace(aside, folder / store_id)
    except OSError as exc:
        with suppress(OSError):
            aside.unlink(missing_ok=True)
        say(
            f"could not record store {store_id[:8]}…'s new home {here} in {folder} "
            f"({_why(exc)}): a copy of the store whose own home is gone will not be told this "
            "is the store, and --adopt-copy there would make it the store beside this one (each "
            f"approved action run twice). Set {HOMES_ENV} to a folder this login can write",
            HomeNotRecorded,
        )


def _why(exc: OSError) -> str:
    if isinstance(exc, FileExistsError | NotADirectoryError):
        return "not a folder"  # mkdir's 'File exists' named no problem a person could see
    return exc.strerror or type(exc).__name__
