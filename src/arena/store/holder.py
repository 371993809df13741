"""Who holds a run — a claim's owner, a run's ``created_by`` — and whether it has exited.

An identity is ``host:pid[:tag]:ns<inode>.<start>@<boot>``: the PID namespace it runs in (the
inode of ``/proc/self/ns/pid``), its start time (``/proc/<pid>/stat``, clock ticks since boot)
and the kernel's boot id (``/proc/sys/kernel/random/boot_id``, random per boot). A PID alone
says nothing across PID namespaces (``unshare --pid`` keeps the hostname; containers may share
one) and nothing after the PID is reused; a namespace inode alone says nothing across machines
(the init namespace's is the same constant on every Linux kernel), nor does a hostname (cloned
VMs, compose replicas). The boot id tells this kernel from another, so "exited" is judged only
for an identity of this boot, in this PID namespace, whose PID is gone or now belongs to a
process that started at another time. Anything else — another boot or namespace, an owner
recorded before identities carried a boot id, a system without ``/proc`` — may be alive: it is
waited out (a claim's expiry), never taken over early.
"""

from __future__ import annotations

import os
import re
from functools import cache
from typing import NamedTuple

_NS = re.compile(r"ns(\d+)(?:\.(\d+))?(?:@([0-9a-f]{32}))?")
_BOOT_ID = "/proc/sys/kernel/random/boot_id"


class Holder(NamedTuple):
    host: str
    pid: int
    ns: int | None
    start: int | None
    boot: str | None = None  # the kernel's boot id, 32 hex digits; None where not recorded


def identity(tag: str | None = None) -> str:
    """This process's identity, with ``tag`` (a claim owner's) after its PID."""
    me = this_process()
    said = f"{me.host}:{me.pid}" + (f":{tag}" if tag else "")
    if me.ns is None:
        return said
    start = f".{me.start}" if me.start is not None else ""
    return f"{said}:ns{me.ns}{start}" + (f"@{me.boot}" if me.boot else "")


def parse(owner: str | None) -> Holder | None:
    """An identity's parts; None for what is not one (``worker:host:pid``, empty)."""
    if not owner:
        return None
    parts = owner.split(":")
    ns = start = None
    boot: str | None = None
    found = _NS.fullmatch(parts[-1])
    if found is not None and len(parts) >= 3:
        ns = int(found[1])
        start = int(found[2]) if found[2] is not None else None
        boot = found[3]
        parts = parts[:-1]
    if len(parts) not in (2, 3) or not parts[1].isdigit() or not parts[0]:
        return None
    return Holder(host=parts[0], pid=int(parts[1]), ns=ns, start=start, boot=boot)


def exited(owner: str | None, *, legacy: bool = False) -> bool:
    """True only when ``owner`` is known to have exited: this boot (its boot id is this
    kernel's), this PID namespace, its PID gone or reused (another start time). ``legacy``: an
    identity recorded before identities carried a namespace (``host:pid``), or a namespace but
    no boot id, is judged as it was then (by host, namespace if any, and PID); without it such an
    identity may be alive — its host may be another machine with the same name."""
    held = parse(owner)
    me = this_process()
    if held is None or held.host != me.host:
        return False
    if held.ns is None:
        return legacy and held.pid != os.getpid() and not _alive(held.pid)
    if me.ns is None or held.ns != me.ns:
        return False  # another PID namespace: its PIDs are not ours to look up
    if not _this_boot(held) and not (legacy and held.boot is None):
        return False  # another kernel (or one that cannot be told): its PIDs are not ours
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
    """True only when ``owner`` is known to be running: this boot and PID namespace, its PID
    alive and (where recorded) started when it did. False where it exited or cannot be told."""
    held = parse(owner)
    me = this_process()
    if held is None or held.host != me.host or held.ns is None or held.ns != me.ns:
        return False
    if not _this_boot(held):
        return False
    if held.pid == me.pid:
        return held.start is None or held.start == me.start
    if not _alive(held.pid):
        return False
    return held.start is None or _start_of(held.pid) == held.start


def _this_boot(held: Holder) -> bool:
    """Whether ``held`` names this kernel's boot: only a recorded boot id equal to ours does."""
    mine = this_process().boot
    return mine is not None and held.boot == mine


@cache
def _read_self(pid: int) -> Holder:
    host = os.uname().nodename
    try:
        ns: int | None = os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        ns = None
    start = _start_of(pid) if ns is not None else None
    return Holder(host=host, pid=pid, ns=ns, start=start, boot=_boot_id())


@cache
def _boot_id() -> str | None:
    """This kernel's boot id as 32 lowercase hex digits; None where it cannot be read."""
    try:
        with open(_BOOT_ID, encoding="ascii") as f:
            said = f.read().strip().replace("-", "").lower()
    except (OSError, ValueError):
        return None
    return said if re.fullmatch(r"[0-9a-f]{32}", said) else None


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
