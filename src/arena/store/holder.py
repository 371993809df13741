"""Who holds a run — a claim's owner, a run's ``created_by`` — and whether it has exited.

An identity is ``host:pid[:tag]:ns<inode>.<start>``: the PID namespace it runs in (the inode of
``/proc/self/ns/pid``) and its start time (``/proc/<pid>/stat``, clock ticks since boot). A PID
alone says nothing across PID namespaces (``unshare --pid`` keeps the hostname; containers may
share one) and nothing after the PID is reused, so "exited" is judged only for an identity on
this host, in this PID namespace, whose PID is gone or now belongs to a process that started at
another time. Anything else — another host or namespace, an owner recorded before identities
carried a namespace, a system without ``/proc`` — may be alive: it is waited out (a claim's
expiry), never taken over early.
"""

from __future__ import annotations

import os
import re
from functools import cache
from typing import NamedTuple

_NS = re.compile(r"ns(\d+)(?:\.(\d+))?")


class Holder(NamedTuple):
    host: str
    pid: int
    ns: int | None
    start: int | None


def identity(tag: str | None = None) -> str:
    """This process's identity, with ``tag`` (a claim owner's) after its PID."""
    me = this_process()
    said = f"{me.host}:{me.pid}" + (f":{tag}" if tag else "")
    if me.ns is None:
        return said
    return f"{said}:ns{me.ns}" + (f".{me.start}" if me.start is not None else "")


def parse(owner: str | None) -> Holder | None:
    """An identity's parts; None for what is not one (``worker:host:pid``, empty)."""
    if not owner:
        return None
    parts = owner.split(":")
    ns = start = None
    found = _NS.fullmatch(parts[-1])
    if found is not None and len(parts) >= 3:
        ns = int(found[1])
        start = int(found[2]) if found[2] is not None else None
        parts = parts[:-1]
    if len(parts) not in (2, 3) or not parts[1].isdigit() or not parts[0]:
        return None
    return Holder(host=parts[0], pid=int(parts[1]), ns=ns, start=start)


def exited(owner: str | None, *, legacy: bool = False) -> bool:
    """True only when ``owner`` is known to have exited: on this host, in this PID namespace,
    its PID gone or reused (another start time). ``legacy``: an identity without a namespace
    (recorded before they carried one) is judged by its PID on this host alone, as it was then;
    without it such an identity may be alive."""
    held = parse(owner)
    me = this_process()
    if held is None or held.host != me.host:
        return False
    if held.ns is None:
        return legacy and held.pid != os.getpid() and not _alive(held.pid)
    if me.ns is None or held.ns != me.ns:
        return False  # another PID namespace: its PIDs are not ours to look up
    if held.pid == me.pid:  # this PID: this process, unless it started at another time
        return held.start is not None and me.start is not None and held.start != me.start
    if not _alive(held.pid):
        return True
    if held.start is None:
        return False
    now = _start_of(held.pid)
    return now is not None and now != held.start


def this_process() -> Holder:
    """This process (read once per PID: a forked child reads its own)."""
    return _read_self(os.getpid())


def known_alive(owner: str | None) -> bool:
    """True only when ``owner`` is known to be running: this host and PID namespace, its PID
    alive and (where recorded) started when it did. False where it exited or cannot be told."""
    held = parse(owner)
    me = this_process()
    if held is None or held.host != me.host or held.ns is None or held.ns != me.ns:
        return False
    if held.pid == me.pid:
        return held.start is None or held.start == me.start
    if not _alive(held.pid):
        return False
    return held.start is None or _start_of(held.pid) == held.start


@cache
def _read_self(pid: int) -> Holder:
    host = os.uname().nodename
    try:
        ns: int | None = os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        ns = None
    return Holder(host=host, pid=pid, ns=ns, start=_start_of(pid) if ns is not None else None)


def _start_of(pid: int) -> int | None:
    """When ``pid`` started (clock ticks since boot), read from ``/proc`` only when ``/proc``
    numbers processes as this namespace does (its ``self`` is this PID); else None."""
    try:
        with open("/proc/self/stat", "rb") as f:
            if int(f.read().split(b" ", 1)[0]) != os.getpid():
                return None  # a /proc of another PID namespace: its numbers are not ours
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        return int(stat[stat.rindex(b")") + 2 :].split()[19])
    except (OSError, ValueError, IndexError):
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except OverflowError:
        return False
    return True


__all__ = ["Holder", "exited", "identity", "known_alive", "parse", "this_process"]
