"""Deliberately broken "durable" adapters: the store holds a key, the pause is in the kernel.

Red team 9, finding 7: vanilla whose session slots keep ``{"format": "keyring", "key": …}`` in the
store and the pickled transcript in a kernel key ring (``add_key``/``keyctl``) — no file at all,
and key rings are in no mount, PID or IPC namespace, so every sandboxed phase found the first
phase's keys: plain "durable yes". They differ in where the key goes:

* ``keyuser`` — the user key ring ``@u`` (the red team's);
* ``keysession`` — the session key ring ``@s`` (the arena process's, inherited by every phase);
* ``keylinked`` — ``@u``, and linked by number into every user key ring the phase can see that
  is not its own (from a user namespace of its own: the parent's), readable by its uid.

Descriptions start with ``$DURABLE_REF_KEYS`` (a prefix a test chooses, so it can invalidate
what is left afterwards: :func:`invalidate`). x86_64 and aarch64 only.
"""

from __future__ import annotations

import ctypes
import os
import pickle
import platform
import uuid
import zlib
from pathlib import Path
from typing import Any

from arena.adapters.base import AgentSpec
from durable_references import SideFileAdapter, _patch

PREFIX_ENV = "DURABLE_REF_KEYS"
#: (add_key, keyctl) by machine.
SYSCALLS = {"x86_64": (248, 250), "aarch64": (217, 219)}
USER, SESSION = -4, -3  # KEY_SPEC_USER_KEYRING, KEY_SPEC_SESSION_KEYRING
GET_ID, LINK, SETPERM, SEARCH, READ, INVALIDATE = 0, 8, 5, 10, 11, 21

_libc = ctypes.CDLL(None, use_errno=True)


def supported() -> bool:
    return platform.machine() in SYSCALLS


def _keyctl(*args: int | bytes | None) -> int:
    number = SYSCALLS[platform.machine()][1]
    conv = [ctypes.c_long(a) if isinstance(a, int) else a for a in args]
    return int(_libc.syscall(number, *conv))


def _add(desc: str, data: bytes, ring: int) -> int:
    number = SYSCALLS[platform.machine()][0]
    kid = int(_libc.syscall(number, b"user", desc.encode(), data, len(data), ctypes.c_int(ring)))
    if kid < 0:
        raise OSError(ctypes.get_errno(), "add_key")
    return kid


def _keys() -> list[tuple[int, str, str]]:
    """(id, type, description) of every key this process can view."""
    out = []
    for line in Path("/proc/keys").read_text(encoding="utf-8").splitlines():
        parts = line.split(None, 8)
        if len(parts) == 9:
            out.append((int(parts[0], 16), parts[7], parts[8].rpartition(": ")[0]))
    return out


def _find(desc: str) -> int | None:
    return next((k for k, kind, d in _keys() if kind == "user" and d == desc), None)


def _search(desc: str, ring: int) -> int | None:
    """The key in ``ring`` or below it, found with possession (a user key grants its uid only
    a view of it)."""
    kid = _keyctl(SEARCH, ring, b"user", desc.encode(), 0)
    return kid if kid >= 0 else None


def _read(kid: int) -> bytes:
    buf = ctypes.create_string_buffer(1 << 15)
    n = _keyctl(READ, kid, buf, len(buf))
    if n < 0:
        raise OSError(ctypes.get_errno(), f"keyctl read {kid:x}")
    return buf.raw[:n]


def _keyed(ring: int, *, link: bool = False) -> None:
    def dump(value: Any) -> dict[str, str]:
        desc = f"{os.environ[PREFIX_ENV]}-{uuid.uuid4().hex}"
        kid = _add(desc, zlib.compress(pickle.dumps(value)), ring)
        if link:
            _keyctl(SETPERM, kid, 0x3F3F0000)  # readable by its uid, not only by a possessor
            own = _keyctl(GET_ID, USER, 0)
            for other, kind, d in _keys():
                if kind == "keyring" and d.startswith("_uid.") and other != own:
                    _keyctl(LINK, kid, other)
        return {"format": "keyring", "key": desc}

    def load(raw: dict[str, str]) -> Any:
        kid = _search(raw["key"], ring)
        if kid is None:
            kid = _find(raw["key"])
        if kid is None:
            raise RuntimeError(f"no key {raw['key']} in the kernel's key rings")
        return pickle.loads(zlib.decompress(_read(kid)))

    _patch(dump, load)


def keyuser(spec: AgentSpec) -> SideFileAdapter:
    _keyed(USER)
    return SideFileAdapter(spec)


def keysession(spec: AgentSpec) -> SideFileAdapter:
    _keyed(SESSION)
    return SideFileAdapter(spec)


def keylinked(spec: AgentSpec) -> SideFileAdapter:
    _keyed(USER, link=True)
    return SideFileAdapter(spec)


def invalidate(prefix: str) -> int:
    """Invalidate every key this process can view whose description starts with ``prefix``."""
    done = 0
    for kid, kind, desc in _keys():
        if kind == "user" and desc.startswith(prefix) and _keyctl(INVALIDATE, kid) == 0:
            done += 1
    return done


def join_session_keyring() -> bool:
    """Give this process a session key ring of its own holding its user key ring, as a login's
    is (``pam_keyinit``): what is under it stays this process's to read and invalidate."""
    return _keyctl(1, None) >= 0 and _keyctl(LINK, USER, SESSION) == 0
