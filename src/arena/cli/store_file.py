"""The store an operator command reads must be a hitl-arena store already: an existing file that
SQLite would adopt as a new database (an empty file, an SQLite database with no tables) is
refused with one line, never turned into a store. SQLite takes an empty file for an empty database, so ``arena pending
--store notes.txt`` on an empty file made it a store and said "nothing pending" (tester).

Any other file that is no store (text, another program's database) the store itself refuses. A path
that does not exist is left to the store (StoreMissing, or created where a command creates one).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import TYPE_CHECKING

from arena.errors import UserError

if TYPE_CHECKING:
    from arena.store.base import Store

_MAGIC = b"SQLite format 3\x00"
_LEAF_TABLE = 0x0D  # b-tree page type of a schema page that holds its entries itself


def not_a_store(location: str) -> str | None:
    """What the existing file at ``location`` is, when it is no hitl-arena store SQLite would
    adopt as one; None when it may be one (or is not a file: a URL, a missing path)."""
    path = Path(location)
    if "://" in location or not path.is_file():
        return None
    wal = path.with_name(path.name + "-wal")
    if wal.is_file() and wal.stat().st_size > 0:
        return None  # its tables may still be in the write-ahead log: the store reads both
    try:
        with path.open("rb") as f:
            head = f.read(108)
    except OSError:
        return None  # unreadable: the store says why
    if not head:
        return "an empty file"
    if not head.startswith(_MAGIC):
        return None  # SQLite refuses it: the store says "not a readable hitl-arena store"
    # Page 1 holds the schema table: a leaf with no cells is a database without a single table.
    if len(head) >= 105 and head[100] == _LEAF_TABLE and head[103:105] == b"\x00\x00":
        return "an SQLite database with no tables"
    return None


def refuse_foreign(store_path: str | None) -> None:
    """A UserError when the store the command would read is an existing file but no store."""
    from arena.store import store_location

    location = store_location(store_path)
    what = not_a_store(location)
    if what:
        raise UserError(
            f"store {location} is {what}: not a hitl-arena store, and left as it is; point "
            "--store / ARENA_STORE at an arena store, or move the file aside and let `arena run "
            "... --human` create one there"
        )


def open_existing(store_path: str | None) -> Store:
    """:func:`arena.cli.options.open_existing`, refusing a file that is no store first."""
    from arena.cli import options

    refuse_foreign(store_path)
    return options.open_existing(store_path)


def open_listing(store_path: str | None) -> Store | None:
    """:func:`arena.cli.options.open_listing`, refusing a file that is no store first."""
    from arena.cli import options

    refuse_foreign(store_path)
    return options.open_listing(store_path)


def read_in(store: Store) -> str:
    """The store a listing read, as "nothing pending in" names it, shown inert: its absolute
    path (the default is relative to the folder), or its URL without a password. A bare "nothing
    pending" did not say which store was read, so the default store read in place of one named
    by a misspelt ``ARENA_STOR`` looked like it (outside tester 26)."""
    import os

    from arena.display import inert
    from arena.store.urls import is_url

    location = store.location
    return inert(location if is_url(location) else os.path.abspath(location))


def check_writable(store: Store) -> None:
    """Take the store's write lock and let go of it, before any leg: a store another process
    holds locked failed every run after its lock timeout, one by one (nothing stored, exit 1);
    now it is one line and exit 2, and no run is spent. A lock taken later still fails the runs
    that meet it."""
    write = getattr(store, "_tx", None)  # every SQL store's transaction (arena.store.sql)
    if write is None:
        return
    try:
        with write(write=True):
            pass
    except BaseException:
        store.close()
        raise


#: Errors of a path this user cannot reach, each with its fix.
_REACH = {
    errno.EACCES: "let this user search every folder on the way (chmod/chown), or",
    errno.EPERM: "let this user search every folder on the way (chmod/chown), or",
    errno.ENAMETOOLONG: "a name in it is longer than the filesystem allows (255 bytes):",
    errno.ENOTDIR: "a part of it is a file, not a folder:",
    errno.ELOOP: "its symbolic links go round in a loop:",
}


def unreachable(exc: OSError, store_path: str | None) -> str | None:
    """One line for an OSError met reaching the store's path (a folder this user cannot search,
    a name over 255 bytes, a file used as a folder), or None when ``exc`` is not that. Every
    command checked or opened the store with ``Path.is_dir``/``is_file``, which raise these, so
    ``--store`` / ``ARENA_STORE`` under such a path ended in a traceback (fixes35b)."""
    from arena.store import ENV, store_location
    from arena.store.urls import is_url

    fix = _REACH.get(exc.errno or 0)
    location = store_location(store_path)
    if fix is None or exc.filename is None or is_url(location):
        return None
    met, store = os.path.abspath(os.fsdecode(exc.filename)), os.path.abspath(location)
    name = os.path.basename(met)  # its -wal, its journal, the policy file beside it
    beside = os.path.dirname(met) == os.path.dirname(store) and (
        name.startswith(os.path.basename(store)) or name == "policy.yaml"
    )
    if not (met == store or store.startswith(met.rstrip(os.sep) + os.sep) or beside):
        return None
    named = "--store" if store_path else (f"${ENV}" if os.environ.get(ENV) else "the default")
    return (
        f"store {location} (named by {named}) cannot be reached: {exc.strerror} "
        f"[{errno.errorcode.get(exc.errno or 0, exc.errno)}]; {fix} give --store / {ENV} a "
        "path this user can reach"
    )


def path_unreachable(exc: OSError) -> str | None:
    """One line for any other path this user cannot reach, or None when ``exc`` is not that:
    ``--out`` (run, resume, matrix), ``arena report``/``view``'s folder and ``arena run``'s arena
    folder are looked at with ``Path.exists``/``is_dir``, which raise these, so one under a folder
    this user cannot search (``chmod 000``) ended in a traceback (users36). Names the folder
    that cannot be searched where that is the reason."""
    fix = _REACH.get(exc.errno or 0)
    if fix is None or exc.filename is None:
        return None
    path = os.path.abspath(os.fsdecode(exc.filename))
    why = f"{exc.strerror} [{errno.errorcode.get(exc.errno or 0, exc.errno)}]"
    if exc.errno in (errno.EACCES, errno.EPERM):
        closed = _unsearchable(path)
        if closed is None:  # the path itself refuses this user
            return f"{path}: {why}; let this user read and write it (chmod/chown), or give another"
        return (
            f"{path} cannot be reached: {closed} is not searchable by this user ({why}); let "
            "this user search it (chmod/chown), or give a path this user can reach"
        )
    return f"{path} cannot be reached: {why}; {fix} give a path this user can reach"


def _unsearchable(path: str) -> str | None:
    """The folder on the way to ``path`` that this user cannot search (the parent of the first
    part that cannot be looked up), or None when every part up to ``path`` can be."""
    parts = Path(path).parts
    for depth in range(2, len(parts) + 1):
        try:
            os.stat(os.path.join(*parts[:depth]))
        except PermissionError:
            return os.path.join(*parts[: depth - 1])
        except OSError:
            return None
    return None
