"""Which arena process this one descends from, found through ``/proc`` and a registry file per
process (Linux).

An arena process that runs legs exports :data:`arena.contextless.CHILD_ENV` to the processes it
starts, but the environment is the child's to drop (``subprocess.run(..., env={})``) and misses a
pool started before the first leg (red team 12). So the process also registers itself when it
first runs legs, until it exits, in a fixed per-user folder (:data:`REGISTRY`, whatever
``TMPDIR`` says): its start time, its children's file and its execution journal. A process whose
ancestors (read from ``/proc``, once per process) reach a registered one with that start time is
its child, whatever its environment says. Where there is no ``/proc`` the environment is all
there is. :mod:`arena.contextless` decides what a registration means for a call; this module
only writes, reads and sweeps them.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import uuid

#: Where arena processes that run legs register, one file per process named by its pid (Linux):
#: fixed per user, whatever ``TMPDIR`` says, so a child with a clean environment finds it.
REGISTRY = f"/tmp/arena-{os.getuid() if hasattr(os, 'getuid') else 0}/procs"
_PROC = os.path.isdir("/proc/self")


class Registered:
    """An ancestor that registered as an arena process: its pid, start time, children's file and
    execution journal (None when it had none)."""

    __slots__ = ("children", "hosts", "journal", "pid", "start")

    def __init__(
        self, pid: int, start: int, children: str, journal: str | None, hosts: bool = False
    ) -> None:
        self.pid, self.start, self.children, self.journal = pid, start, children, journal
        #: It ran legs inside an ``arena`` command (``arena run``), not the eval API or pytest.
        self.hosts = hosts


def proc_stat(pid: int) -> tuple[int, int]:
    """``(parent pid, start time)`` of ``pid`` from ``/proc/<pid>/stat``; ``(0, -1)`` if gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read()
        fields = data[data.rfind(b")") + 2 :].split()  # the name may hold spaces and parentheses
        return int(fields[1]), int(fields[19])
    except (OSError, IndexError, ValueError):
        return 0, -1


#: This process's ancestors, nearest first, with their start times (read once per process).
_ANCESTORS: dict[int, list[tuple[int, int]]] = {}
#: This process's registration: pid -> (its file, the journal written in it).
REGISTERED: dict[int, tuple[str, str | None]] = {}
#: Whether an ``arena`` command hosted adapter code here when this process last registered: a
#: process that ran legs under one (a test's in-process ``arena run``) and later outside it
#: registers again, else its children read "under an arena command" from the stale entry and a
#: unit test's stray booking lost its plain_calls() hint (an order-dependent test failure).
_HOSTS: dict[int, bool] = {}


def _ancestors() -> list[tuple[int, int]]:
    pid = os.getpid()
    chain = _ANCESTORS.get(pid)
    if chain is None:
        chain = []
        at = os.getppid()
        while at > 1 and len(chain) < 64:
            parent, start = proc_stat(at)
            if start < 0:
                break
            chain.append((at, start))
            at = parent
        _ANCESTORS[pid] = chain
    return chain


def _registry_ok(make: bool = False) -> bool:
    """The registry folder is this user's own, not a link (made, private, when ``make``)."""
    if not _PROC:
        return False
    try:
        if make:
            for path in (os.path.dirname(REGISTRY), REGISTRY):
                with contextlib.suppress(FileExistsError):
                    os.mkdir(path, 0o700)
        for path in (os.path.dirname(REGISTRY), REGISTRY):
            info = os.lstat(path)
            if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
                return False
    except OSError:
        return False
    return True


def registered_ancestors() -> list[Registered]:
    """This process's ancestors registered as arena processes (pid and start time matching),
    nearest first. One listing of the registry; a file opened only for an ancestor's pid."""
    if not _PROC:
        return []
    try:
        names = set(os.listdir(REGISTRY))
    except OSError:
        return []
    found: list[Registered] = []
    if not names:
        return found
    for pid, start in _ancestors():
        if str(pid) not in names or not _registry_ok():
            continue
        try:
            with open(os.path.join(REGISTRY, str(pid)), encoding="utf-8") as fh:
                entry = json.load(fh)
            if int(entry["start"]) == start:
                found.append(
                    Registered(
                        pid,
                        start,
                        str(entry["children"]),
                        entry.get("journal"),
                        bool(entry.get("hosts")),
                    )
                )
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return found


def register(children: str | None) -> None:
    """Register this process, whose children's file is ``children`` (None: it has none yet, and
    nothing is written), at its first leg; again only when its journal, or whether an ``arena``
    command hosts adapter code here, changed since."""
    pid = os.getpid()
    from arena.given_paths import journal_path  # the journal as the tools append to it

    journal = journal_path()
    known = REGISTERED.get(pid)
    if known is not None and journal is None:
        journal = known[1]  # dropped from the environment (by an adapter): the one it had stays
    hosts = hosts_now()
    if (known is not None and known[1] == journal and _HOSTS.get(pid) == hosts) or children is None:
        return
    if known is None and not _registry_ok(make=True):
        return
    start = proc_stat(pid)[1]
    path = os.path.join(REGISTRY, str(pid))
    entry = {"start": start, "children": children, "journal": journal, "hosts": hosts}
    try:
        if known is None:
            _sweep()
        tmp = f"{path}.{uuid.uuid4().hex[:8]}.tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(entry, fh)
        os.replace(tmp, path)
    except OSError:
        return
    REGISTERED[pid] = (path, journal)  # removed at exit, after the children's file is read
    _HOSTS[pid] = hosts


def unregister(pid: int, path: str) -> None:
    """Remove registration ``path``, in the process ``pid`` that made it only."""
    if os.getpid() == pid:
        with contextlib.suppress(OSError):
            os.unlink(path)


def _sweep() -> None:
    """Registrations of processes gone (killed: no exit hook ran), removed once per process."""
    with contextlib.suppress(OSError):
        for name in os.listdir(REGISTRY):
            pid = name.partition(".")[0]
            if not pid.isdigit() or proc_stat(int(pid))[1] < 0:
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(REGISTRY, name))


def hosts_now() -> bool:
    """Whether an ``arena`` command runs adapter code in this process, or in the one that
    started it (:func:`arena.hosting.hosting`, read where it is loaded: that module is what
    marks it, so where it is not loaded nothing is marked)."""
    hosting = sys.modules.get("arena.hosting")
    find = getattr(hosting, "hosting", None)
    return callable(find) and find() is not None


def under_arena_command() -> bool:
    """Whether adapter code runs here under an ``arena`` command: in this process, or in the
    registered arena process this one descends from (whatever its environment says)."""
    if hosts_now():
        return True
    return any(found.hosts for found in registered_ancestors())
