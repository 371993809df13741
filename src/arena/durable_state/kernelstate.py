"""Kernel state a phase could leave for the next one outside every file: key rings, host name,
network interfaces — listed by the harness before each phase, like :mod:`.leftovers`.

The sandbox gives a phase its own mount, PID, IPC and UTS namespaces and, where the machine
permits a user namespace, its own user key rings (:mod:`.sandbox`). But the kernel keeps more
than a namespace holds: a phase can still link a key into a key ring outside its namespace by
its number (root's own ``_uid.0`` is writable by uid 0 from any namespace mapping it), and
without a user namespace ``@u`` is simply shared (red team 9, finding 7: a vanilla pause kept in
the user key ring read plain "durable yes"). So the parent lists what it can see of that state
when the adapter's first phase is planned, and again before every phase: what is new or changed
is named beside the verdict (``yes, + own file``), as a file left in the run folder is.

What is compared: every key the harness can view in ``/proc/keys`` by number, type, description,
permissions and payload summary (a key ring's summary is how many keys it holds: a key linked
into one that was there before changes it, even a key the harness may not view); a key ring the
kernel makes and names itself (``_ses``, ``_uid.0``, ``.user_reg``…) carries nothing in its name,
so only what it holds is named. Not compared: use counts and expiry times (they move on their
own). Also the host and domain name and each network interface's name, alias and address.
Adapters run side by side: what appears while several run is named beside each of them.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

#: Key rings the kernel creates and names itself (a session, a user's, a namespace's register).
KERNEL_NAMED = re.compile(r"^(_ses|_tid|_pid|_uid\.\d+|_uid_ses\.\d+|_persistent\.\d+|\.\w+_reg)$")
KEYS = Path("/proc/keys")
NET = Path("/sys/class/net")
#: How long a key ring left by a phase that just ended may take to be collected (milliseconds
#: here): what is still there after this is named.
SETTLE_S = 3.0


def _keys(path: Path) -> dict[str, str]:
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return {}
    out: dict[str, str] = {}
    for line in lines:
        # id flags usage expiry perm uid gid type description[: summary]
        parts = line.split(None, 8)
        if len(parts) < 9:
            continue
        kid, perm, uid, gid, kind, rest = parts[0], parts[4], parts[5], parts[6], parts[7], parts[8]
        desc, sep, summary = rest.rpartition(": ")
        if not sep:
            desc, summary = rest, ""
        if kind == "keyring" and KERNEL_NAMED.match(desc):
            name = f"kernel key ring {desc} ({kid})"
        else:
            name = f"kernel key {kid}: {kind} {desc!r}"
        out[name] = f"perm {perm} uid {uid} gid {gid}: {summary}"
    return out


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return ""


def _net(root: Path) -> dict[str, str]:
    try:
        names = sorted(p.name for p in root.iterdir())
    except OSError:
        return {}
    return {
        f"kernel network interface {n}": f"alias {_read(root / n / 'ifalias')!r} "
        f"address {_read(root / n / 'address')}"
        for n in names
    }


def snapshot(keys: Path = KEYS, net: Path = NET) -> dict[str, str]:
    """What this process can see of the kernel's state, by name (see the module docstring)."""
    found = _keys(keys)
    uts = os.uname()
    found["kernel host name"] = uts.nodename
    found["kernel domain name"] = _read(Path("/proc/sys/kernel/domainname"))
    found.update(_net(net))
    return found


def changed(before: dict[str, str], after: dict[str, str]) -> dict[str, dict[str, str]]:
    """What is new or changed in ``after``, as :func:`.leftovers.inventory` entries. A new key
    ring the kernel named itself is passed over (its name holds nothing; what it holds is listed
    on its own, and linking it anywhere that was there before changes that key ring's count)."""
    out: dict[str, dict[str, str]] = {}
    for name, value in after.items():
        old = before.get(name)
        if old == value:
            continue
        if old is None and name.startswith("kernel key ring "):
            continue
        entry = {"kind": "kernel state", "now": value}
        if old is not None:
            entry["before"] = old
        out[name if old is None else f"{name} (changed)"] = entry
    return out


def left(
    before: dict[str, str], *, settle_s: float = SETTLE_S, keys: Path = KEYS, net: Path = NET
) -> dict[str, dict[str, str]]:
    """What earlier phases left in the kernel since ``before``. Key rings of a phase that just
    ended are collected a moment later: a difference is looked at again until it is gone or
    ``settle_s`` has passed, so only what stays is named."""
    deadline = time.monotonic() + settle_s
    while True:
        found = changed(before, snapshot(keys, net))
        if not found or time.monotonic() >= deadline:
            return found
        time.sleep(0.1)
