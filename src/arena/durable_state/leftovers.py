"""What a later phase could read in the run folder besides the stores, listed by the harness.

The sandbox (:mod:`arena.durable_state.sandbox`) hides the rest of the machine from a phase, but
the run folder is shared by every phase: the stores and the adapter's state folder
(:mod:`arena.statedir`, ``.arena``: LangGraph's checkpoints, ADK's sessions) stay writable and
travel from phase to phase. The resumer's read audit (:mod:`arena.readwatch`) notes what it reads
there, but an adapter can read without an audit event (a ``cat`` subprocess) or under a name the
audit exempts as code (red team 5, hole 1). So the parent lists the folder itself before every
phase starts, after :meth:`~arena.durable_state.process.AdapterProcesses.sweep` moved strays
away: every entry an earlier phase left that this phase could read, with its size and SHA-256.
Whatever a resumer found there is shown beside the verdict (``yes, + own file``) whether or not
it was seen being read — the pause is then not the store alone.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

#: The adapter's state folder in a run folder: the child runs there, and
#: :func:`arena.statedir.state_dir` is ``.arena`` under the working folder (its variable is unset).
STATE = ".arena"
#: The harness's own files (jobs, logs, notes, execution journals), hidden from every phase.
PHASES = "phases"
#: What SQLite keeps beside a store file in WAL mode: part of the store.
STORE_SUFFIXES = ("", "-wal", "-shm")


def store_names(crash_points: Iterable[str]) -> set[str]:
    """The store files of this run's crash points (``<crash point>.db`` and its WAL files)."""
    return {f"{cp}.db{s}" for cp in crash_points for s in STORE_SUFFIXES}


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _entry(path: Path, info: os.stat_result) -> dict[str, Any]:
    if stat.S_ISLNK(info.st_mode):
        return {"kind": "link", "target": os.readlink(path)}
    if stat.S_ISREG(info.st_mode):
        try:
            return {"kind": "file", "size": info.st_size, "sha256": _sha256(path)}
        except OSError as exc:  # unreadable to the harness: still there for the phase
            return {"kind": "file", "size": info.st_size, "error": exc.strerror or str(exc)}
    if stat.S_ISDIR(info.st_mode):
        return {"kind": "folder"}
    return {"kind": "socket" if stat.S_ISSOCK(info.st_mode) else "other"}


#: Extended attributes the system sets itself (a security label, an ACL): not an adapter's.
SYSTEM_XATTRS = ("security.selinux", "security.SMACK64", "security.apparmor", "system.posix_acl_")


def xattrs(path: Path) -> dict[str, dict[str, Any]]:
    """The extended attributes of ``path`` itself (not a link's target), by ``<path> [xattr
    <name>]``: a value travels with the file, or with the run folder, unseen by a listing of
    names and contents (red team 7, hole 1). Empty where the system keeps none."""
    listxattr = getattr(os, "listxattr", None)
    if listxattr is None:
        return {}
    try:
        names = listxattr(path, follow_symlinks=False)
    except OSError:
        return {}
    out: dict[str, dict[str, Any]] = {}
    for name in sorted(names):
        if name.startswith(SYSTEM_XATTRS):
            continue
        try:
            value = os.getxattr(path, name, follow_symlinks=False)
            entry: dict[str, Any] = {
                "kind": "xattr",
                "size": len(value),
                "sha256": hashlib.sha256(value).hexdigest(),
            }
        except OSError as exc:
            entry = {"kind": "xattr", "error": exc.strerror or str(exc)}
        out[f"{os.path.realpath(path)} [xattr {name}]"] = entry
    return out


def inventory(root: Path, crash_points: Iterable[str]) -> dict[str, dict[str, Any]]:
    """Every entry under ``root`` but the harness's ``phases`` folder and the stores, by absolute
    path: files (size, hash), links (target), sockets, and folders that hold nothing — a name
    alone can carry a key. A folder with entries is listed through them. The extended
    attributes of the run folder, its stores and every entry under it are listed too."""
    keep = store_names(crash_points) | {PHASES}
    found: dict[str, dict[str, Any]] = {}

    def walk(folder: Path, top: bool) -> None:
        try:
            children = sorted(folder.iterdir())
        except OSError:
            return
        for path in children:
            if top and path.name in keep:
                if path.name != PHASES:
                    found.update(xattrs(path))
                continue
            try:
                info = path.lstat()
            except OSError:
                continue
            found.update(xattrs(path))
            if stat.S_ISDIR(info.st_mode):
                before = len(found)
                walk(path, False)
                if len(found) > before:
                    continue
            found[os.path.realpath(path.parent) + os.sep + path.name] = _entry(path, info)

    if root.is_dir():
        found.update(xattrs(root))
        walk(root, True)
    return found


def write(path: Path, found: dict[str, dict[str, Any]]) -> None:
    """Keep a listing as evidence beside the phase's other files."""
    path.write_text(json.dumps(found, indent=2, sort_keys=True), encoding="utf-8")
