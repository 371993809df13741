"""What a resuming process read besides the store: the second line of evidence that a pause
lives in the store.

Standard library only (a framework worker imports it in its own environment). Used by the
durable_state arena (:mod:`arena.durable_state.child`).

The first line is the sandbox (:mod:`arena.durable_state.sandbox`): where the machine allows it,
every phase runs in its own user, mount, PID, IPC and UTS namespaces with a fresh session key ring,
sees the rest of the machine read-only
and a fresh ``/tmp``, ``/var/tmp``, ``/dev/shm`` and ``$HOME``, and shares only the run's folder
with the phases after it — so a pause kept anywhere else is simply not there for a resumer, and a
daemon dies with the phase that started it. This hook cannot prove that by itself: the adapter
controls the names and times of the files it writes, and a non-Python subprocess or a socket
reads without an audit event (red team 4).

Each resume phase also runs with a private ``TMPDIR`` and ``HOME``
(:func:`arena.durable_state.process.private_env`) and this audit hook (:func:`watch`), which notes
every file it opens for reading which changed after the adapter's run began and before this
process started — written by an earlier phase — and is not the store, the harness's own files,
code (a ``.py``/``.pyc``/``.so`` name, a ``__pycache__`` folder, but never in the state folder)
or installed packages. Those exemptions keep the first phase's bytecode caches from failing every
honest adapter; an adapter controls them, which is why a run without a sandbox says
"unsandboxed" beside its verdict instead of trusting this hook alone. ``/dev/shm`` is never exempt. Notes go to a JSON-lines file as they
happen, so a phase SIGKILLed at its crash point leaves them too (:func:`read_notes`).

A file in the adapter's state folder (:mod:`arena.statedir`: LangGraph's checkpoints and ADK's
sessions on an SQLite store) is noted apart, as ``beside``: the store's companion that travels
with its folder, shown next to the verdict, never silently accepted; any other file is
``outside`` and the crash point is not survived. The state folder is not left to this hook (a
``cat`` subprocess reads it unseen, red team 5): the harness lists it before each phase
(:mod:`arena.durable_state.leftovers`) and shows whatever was there.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

#: Environment of a phase's framework worker (another process): where to note, as JSON.
ENV = "ARENA_DURABLE_READS"
BESIDE, OUTSIDE = "beside", "outside"
_CODE = (".py", ".pyc", ".pyi", ".so", ".pth")
_SHARED = ("/dev/shm/", "/run/shm/")


@dataclass(frozen=True, kw_only=True)
class Watch:
    """What one resume phase may read: ``since`` and ``started`` are epoch seconds."""

    notes: str
    since: float
    started: float
    allowed: tuple[str, ...]
    allowed_dirs: tuple[str, ...]
    state_dir: str

    def as_json(self) -> dict[str, Any]:
        return {
            **self.__dict__,
            "allowed": list(self.allowed),
            "allowed_dirs": list(self.allowed_dirs),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Watch:
        return cls(
            notes=str(data["notes"]),
            since=float(data["since"]),
            started=float(data["started"]),
            allowed=tuple(data.get("allowed") or ()),
            allowed_dirs=tuple(data.get("allowed_dirs") or ()),
            state_dir=str(data["state_dir"]),
        )

    def kind(self, path: str) -> str | None:
        """``beside``/``outside`` when reading ``path`` is state an earlier phase left, else None."""
        real = os.path.realpath(path)
        if real in self.allowed:
            return None
        if real == self.state_dir or real.startswith(self.state_dir + os.sep):
            return self._beside(real)  # before the code exemption: no code lives there
        if real.endswith(_CODE) or "__pycache__" in real:
            return None
        shared = real.startswith(_SHARED)  # a tmpfs under /dev that every process can write
        if not shared and any(real == d or real.startswith(d + os.sep) for d in self.allowed_dirs):
            return None
        try:
            info = os.stat(real)
        except OSError:
            return None
        if not stat.S_ISREG(info.st_mode) or not self.since <= info.st_mtime < self.started:
            return None
        return OUTSIDE

    def _beside(self, real: str) -> str | None:
        """A file in the state folder (which the harness empties when the adapter's run begins)
        that existed before this process started: its change time says so where an adapter set
        its modification time ahead."""
        try:
            info = os.stat(real)
        except OSError:
            return None
        if not stat.S_ISREG(info.st_mode) or min(info.st_mtime, info.st_ctime) >= self.started:
            return None
        return BESIDE


def store_files(stores: Iterable[str]) -> list[str]:
    """A SQLite store is its file and the files SQLite keeps beside it."""
    return [
        os.path.realpath(f"{s}{suffix}")
        for s in stores
        for suffix in ("", "-wal", "-shm", "-journal")
    ]


def system_dirs() -> list[str]:
    """Installed code and the kernel's files: never a paused run's state."""
    import site
    import sysconfig

    dirs = {sys.prefix, sys.base_prefix, sys.exec_prefix, *sysconfig.get_paths().values()}
    dirs.update(site.getsitepackages() if hasattr(site, "getsitepackages") else ())
    dirs.update(("/proc", "/sys", "/dev"))
    return sorted(os.path.realpath(d) for d in dirs if d)


def _reading(mode: Any, flags: Any) -> bool:
    if isinstance(mode, str):
        return "r" in mode or "+" in mode
    if isinstance(flags, int):
        return flags & os.O_ACCMODE != os.O_WRONLY
    return True


def watch(spec: Watch) -> None:
    """Note every read of state an earlier phase left (see the module docstring), this process
    and — through :data:`ENV` — a framework worker it starts."""
    spec = Watch(**{**spec.__dict__, "allowed_dirs": (*spec.allowed_dirs, *system_dirs())})
    seen: set[str] = set()
    lock = threading.Lock()
    busy = threading.local()

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "open":
            path, mode, flags = (*args, None, None, None)[:3]
            if not _reading(mode, flags):
                return
        elif event == "sqlite3.connect":
            path = args[0] if args else None
        else:
            return
        if isinstance(path, (bytes, os.PathLike)):
            path = os.fsdecode(path)
        if isinstance(path, str) and path.startswith("file:"):  # an SQLite URI (read-only opens)
            path = unquote(urlsplit(path).path)
        if not isinstance(path, str) or path in ("", ":memory:"):
            return
        if getattr(busy, "on", False):
            return
        busy.on = True
        try:
            kind = spec.kind(path)
            if kind is None:
                return
            real = os.path.realpath(path)
            with lock:
                if real in seen:
                    return
                seen.add(real)
                line = json.dumps({"path": real, "kind": kind, "pid": os.getpid()})
                with open(spec.notes, "a", encoding="utf-8") as fh:
                    fh.write(line + "\n")
        finally:
            busy.on = False

    os.environ[ENV] = json.dumps(spec.as_json())
    sys.addaudithook(hook)


def watch_from_env() -> None:
    """In a framework worker: watch as the phase that started it does, if it does."""
    text = os.environ.get(ENV)
    if text:
        watch(Watch.from_json(json.loads(text)))


def read_notes(path: Path) -> dict[str, tuple[str, ...]]:
    """``{"beside": paths, "outside": paths}`` noted by a phase (a torn last line is skipped)."""
    found: dict[str, list[str]] = {BESIDE: [], OUTSIDE: []}
    if not path.exists():
        return {k: () for k in found}
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            note = json.loads(line)
        except ValueError:
            continue
        bucket = found.get(str(note.get("kind")))
        if bucket is not None and note.get("path") not in bucket:
            bucket.append(str(note["path"]))
    return {k: tuple(v) for k, v in found.items()}
