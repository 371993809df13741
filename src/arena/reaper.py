"""Keep what a process that runs legs starts in its tree, even when the starter exits (Linux).

The stray rules (:mod:`arena.strays`) find a process an arena process started by walking its
parents up to the registered arena process. A double fork (fork, ``setsid()``, fork, exit) leaves
the grandchild with PID 1 as its parent: it booked every denied room unseen, 12/12 (red team 23).
From its first leg a process that runs legs is a *child subreaper*
(``prctl(PR_SET_CHILD_SUBREAPER)``): an orphan among its descendants is re-parented to it, so the
parent walk and the exit-time wait (:func:`arena.strays.settle_children`) still find it.

Adopted orphans that end become this process's zombies: a daemon thread reaps each one that has
stayed a zombie for :data:`ZOMBIE_AGE_S` — only an adopted one, never a child this process started
itself (its exit status belongs to whoever waits for it: a ``Popen`` polled later must not read
0 for a child that failed). A zombie is taken for adopted when it is in another session than this
process and does not lead one (what a double fork with ``setsid()`` leaves; a child started here
shares this session, or leads its own when started with ``start_new_session``); any other stays
a zombie until this process exits. Not on other systems (no ``prctl``): there a double-forked
process escapes, as docs/methodology.md §5 says.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
import threading
import time

PR_SET_CHILD_SUBREAPER = 36
#: How long a child of this process stays a zombie before the reaper takes it.
ZOMBIE_AGE_S = 2.0
_STATE: dict[str, int] = {}


def adopt_orphans() -> bool:
    """Make this process a child subreaper (once per process) and start its reaper; whether it
    is one (False off Linux or where ``prctl`` fails)."""
    pid = os.getpid()
    if _STATE.get("pid") == pid:
        return bool(_STATE["on"])
    _STATE.update(pid=pid, on=0)
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    _STATE["on"] = 1
    threading.Thread(target=_reap_loop, name="arena-reaper", daemon=True).start()
    return True


def is_subreaper() -> bool:
    return _STATE.get("pid") == os.getpid() and bool(_STATE.get("on"))


def _zombie_children() -> set[int]:
    """This process's zombie children that it adopted (see the module docstring), not its own."""
    found: set[int] = set()
    ours = os.getsid(0)
    with contextlib.suppress(OSError):
        for task in os.listdir("/proc/self/task"):
            with contextlib.suppress(OSError), open(f"/proc/self/task/{task}/children") as fh:
                for child in fh.read().split():
                    with contextlib.suppress(OSError), open(f"/proc/{child}/stat", "rb") as st:
                        fields = (data := st.read())[data.rfind(b")") + 2 :].split()
                        state, session = fields[0], int(fields[3])
                        if state == b"Z" and session not in (ours, int(child)):
                            found.add(int(child))
    return found


def reap(min_age_s: float = ZOMBIE_AGE_S) -> int:
    """Reap the children that have been zombies at least ``min_age_s`` (0: every zombie now);
    how many were reaped."""
    now = time.monotonic()
    seen = _SEEN
    zombies = _zombie_children()
    for gone in set(seen) - zombies:
        seen.pop(gone, None)
    reaped = 0
    for pid in zombies:
        first = seen.setdefault(pid, now)
        if now - first < min_age_s:
            continue
        with contextlib.suppress(ChildProcessError, OSError):
            if os.waitpid(pid, os.WNOHANG)[0] == pid:
                reaped += 1
        seen.pop(pid, None)
    return reaped


_SEEN: dict[int, float] = {}


def _reap_loop() -> None:
    while True:
        time.sleep(0.5)
        with contextlib.suppress(Exception):
            reap()


__all__ = ["ZOMBIE_AGE_S", "adopt_orphans", "is_subreaper", "reap"]
