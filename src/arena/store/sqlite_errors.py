"""Why an SQLite store could not be opened or written, in the operator's words: SQLite says only
"unable to open database file" or "disk I/O error"; these name the cause (a full disk, a folder
that takes no new file, a file this user may not open, a file where a folder should be) and the
fix. Apart from :mod:`arena.store.sqlite_conn`, which opens the file and runs its transactions.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

#: SQLite's primary result codes (the low byte of an extended one).
_SQLITE_IOERR, _SQLITE_FULL = 10, 13
#: Less free space than this in the store's folder makes an I/O error a full disk.
_NEARLY_FULL = 64 * 1024


def full(exc: sqlite3.Error, folder: Path) -> bool:
    """SQLITE_FULL, or an I/O error (SQLITE_IOERR_WRITE and kin: the WAL or its index could
    not grow) where the store's folder has no space left: both are a full disk to the operator."""
    code = getattr(exc, "sqlite_errorcode", None)
    if not isinstance(code, int):
        return False
    if code & 0xFF == _SQLITE_FULL:
        return True
    return code & 0xFF == _SQLITE_IOERR and free_bytes(folder) < _NEARLY_FULL


def free_bytes(folder: Path) -> int:
    """Bytes this process may still write in ``folder`` (unknown: as if plenty)."""
    try:
        st = os.statvfs(folder)
    except (OSError, AttributeError):
        return _NEARLY_FULL
    return st.f_bavail * st.f_frsize


def writable(folder: Path) -> bool:
    """Whether this process may create files in ``folder`` (SQLite's ``-wal`` and ``-shm``): a
    read-only mount says no even to root."""
    return not read_only_mount(folder) and os.access(folder, os.W_OK)


def denied(location: str, path: Path) -> str | None:
    """Why this user may not open the store file it names (SQLite says only "unable to open
    database file": outside user 27, a store of mode 000), or None when it may, or is absent."""
    if not path.exists() or os.access(path, os.R_OK | os.W_OK):
        return None
    import pwd  # only on this error: the open path stays as it was
    import stat

    try:
        st = path.stat()
        owner = pwd.getpwuid(st.st_uid).pw_name
        me = pwd.getpwuid(os.geteuid()).pw_name
    except (OSError, KeyError):
        return None
    fix = (
        f"chmod u+rw {location}"
        if st.st_uid == os.geteuid()
        else f"run as {owner}, or have {owner} give {me} read and write permission on it"
    )
    return (
        f"cannot open store {location}: permission denied, this user ({me}) may not read and "
        f"write it (owner {owner}, {stat.filemode(st.st_mode)}); {fix}, or point --store / "
        "ARENA_STORE at another store"
    )


def unmade(location: str, path: Path, exc: OSError) -> str:
    """Why its folder was not made: "[Errno 17] File exists" named no fix (users46)."""
    if isinstance(exc, FileExistsError | NotADirectoryError):
        if linked := linked_to_nothing(location, path):  # mkdir met the link (durable47)
            return linked
        above = next((p for p in path.absolute().parents if p.is_file()), None)
        if above is not None:
            return (
                f"cannot open store {location}: {above} is a file, so {path} cannot be made; "
                "point --store / ARENA_STORE at a path under a folder"
            )
    return f"cannot open store {location}: {exc}"


def linked_to_nothing(location: str, path: Path) -> str | None:
    """Why SQLite could not open ``path``: it, or a folder above it, is a link to nothing (a
    disk not mounted): SQLite said only "unable to open database file" (durable47)."""
    for above in (path, *path.parents):
        if above.is_symlink() and not above.exists():
            return (
                f"store {location}: {above} is a link to {os.readlink(above)}, which does not "
                "exist (an unmounted disk?); mount it, or point --store / ARENA_STORE at another "
                "path"
            )
    return None


def read_only_folder(location: str, folder: Path, text: str) -> str:
    """The open error of a store whose folder takes no new file: SQLite's own words ("unable to
    open database file") name neither the cause nor the fix. A store not made yet has nothing
    to copy: it was told to copy it with --adopt-copy (durable47)."""
    mount = (
        "is on a read-only filesystem"
        if read_only_mount(folder)
        else "is not writable by this user"
    )
    if not Path(location).exists():  # nothing to copy: the store was to be made there
        remedy = "remount it read-write" if read_only_mount(folder) else f"chmod u+w {folder}"
        return (
            f"cannot create store {location}: its folder {folder} {mount} (SQLite: {text}); "
            f"make the folder writable ({remedy}), or point --store / ARENA_STORE at a path in "
            "a folder this user can write"
        )
    return (
        f"store {location} cannot be opened: its folder {folder} {mount}, and SQLite must create "
        f"{Path(location).name}-wal and -shm beside the store to open it in WAL mode, even to "
        "read it (SQLite: " + text + "). Make the folder writable (remount it read-write), or "
        f"copy the store with its -wal file to a writable folder and pass --store there "
        f"with --adopt-copy (cp {location}* /tmp/)"
    )


def read_only_mount(folder: Path) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False
