"""Which adapter started the thread a context-less consequential call came from.

A thread does not carry the run's context, so a call of a recorded tool on it is refused and, as
whose it was could not be told, every leg running then failed (:mod:`arena.contextless`). Beside
another adapter in one ``arena run``, a thread of one adapter failed all the other's legs, whose
error blamed *their* adapter (red team 23: vanilla 0/12 beside ``ctxsab``). A thread started in
a leg (or by such a thread) is now marked with that leg's adapter as it starts
(``threading.Thread.start``, wrapped once the first leg runs); its call fails only that adapter's
legs running, or, with none running, is a stray the process fails over, named. A thread of a
shared pool (``concurrent.futures`` workers, which run whoever's work comes next) is not
marked: its calls stay unattributed, as are calls from a process an adapter started.
"""

from __future__ import annotations

import contextvars
import threading
from collections import Counter

_ADAPTER: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "arena_leg_adapter", default=None
)
_LOCK = threading.Lock()
_RUNNING: Counter[str] = Counter()
_REFUSED: Counter[str] = Counter()
_ATTR = "_arena_started_in_leg_of"
_INSTALLED: list[bool] = []


def _pooled(thread: threading.Thread) -> bool:
    target = getattr(thread, "_target", None)
    return getattr(target, "__module__", "") == "concurrent.futures.thread"


def _install() -> None:
    if _INSTALLED:
        return
    _INSTALLED.append(True)
    start = threading.Thread.start

    def marked_start(self: threading.Thread) -> None:
        owner = started_by()
        if owner is not None and not _pooled(self):
            setattr(self, _ATTR, owner)
        start(self)

    threading.Thread.start = marked_start  # type: ignore[method-assign]


def started_by() -> str | None:
    """The adapter whose leg runs in this context, else the one that started this thread."""
    return _ADAPTER.get() or getattr(threading.current_thread(), _ATTR, None)


def enter(adapter: str) -> contextvars.Token[str | None]:
    """A leg of ``adapter`` starts, in this context (the leg's coroutine)."""
    _install()
    with _LOCK:
        _RUNNING[adapter] += 1
    return _ADAPTER.set(adapter)


def leave(adapter: str, token: contextvars.Token[str | None]) -> None:
    with _LOCK:
        _RUNNING[adapter] -= 1
    try:
        _ADAPTER.reset(token)
    except ValueError:  # left from another context than it entered in
        _ADAPTER.set(None)


def running(adapter: str) -> bool:
    return _RUNNING.get(adapter, 0) > 0  # one read of a dict: whole under the GIL, no lock


def refused(adapter: str) -> None:
    """A context-less call from ``adapter``'s thread was refused."""
    with _LOCK:
        _REFUSED[adapter] += 1


def refusals(adapter: str) -> int:
    """How many context-less calls from ``adapter``'s threads were refused (read twice a leg:
    ``get``, not the counter's Python ``__missing__`` for an adapter never refused). One read of
    a dict is whole under the GIL, so it takes no lock: ``with`` a lock reads the clock on
    Python 3.11 and cost ~1.6 µs here (issue 16, session 35); the writers still take it."""
    return _REFUSED.get(adapter, 0)


__all__ = ["enter", "leave", "refusals", "refused", "running", "started_by"]
