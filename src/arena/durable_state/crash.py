"""The crash points of the durable_state arena, and the hook that kills a process at one.

The hook is the one tests/store/test_store_crash.py uses: a store method of the doomed process is
wrapped so that, right after the call, the process SIGKILLs itself — no ``finally``, no
``atexit``, no flush. Here one process carries a whole batch of runs, so the hook counts: every
call is one run reaching the crash point, and the process dies when the last one does. Until
then, a run that reached the point must not go further, as if its process had died there:

- ``swallow`` — the call never reaches the store (the process died just before writing);
- ``freeze`` — the call is made, then the run stops (:class:`Frozen`; nothing else is written);
- ``also_swallow`` — other methods whose writes never reach the store, e.g. ``record_leg`` while
  the process waits for the last run to reach the point inside its leg.

A phase that ends before every run reached the point dies anyway (:func:`Hook.die`), with the
count it reached, so a crash point never silently turns into a clean exit.
"""

from __future__ import annotations

import json
import os
import signal
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arena.errors import ArenaError


@dataclass(frozen=True, kw_only=True)
class CrashPoint:
    name: str
    #: Which process dies, where.
    where: str
    #: What surviving it proves.
    proves: str


CRASH_POINTS: tuple[CrashPoint, ...] = (
    CrashPoint(
        name="restart",
        where="none: the first legs' process exits normally",
        proves="the pause lives in the store, not in the process that paused",
    ),
    CrashPoint(
        name="after_pause",
        where="the first legs' process, right after its last pause is recorded",
        proves="nothing the pausing process does on exit (flush, close, atexit) is needed",
    ),
    CrashPoint(
        name="after_decision",
        where="the resumer, right after it claimed the answered runs; a fourth process retries "
        "once the claims expire",
        proves="a recorded decision is not lost with the process that was about to act on it",
    ),
    CrashPoint(
        name="after_booking",
        where="the resumer, inside the resumed leg right after book_room returned (the last "
        "approved run's exactly; the others' later in their leg), before any run is marked "
        "complete; a fourth process retries once the claims expire",
        proves="the retry neither books again (the store's side-effect ledger) nor loses the "
        "booking, even though the framework was mid-leg when its process died",
    ),
    CrashPoint(
        name="before_outcome",
        where="the resumer, inside the resumed leg right after book_room ran and before its "
        "outcome reached the ledger (the last approved run's; the ledger entry stays 'started'); "
        "a fourth process, once the claims expire, finds the entries and holds those runs for "
        "reconciliation; the operator records what the execution journal shows (arena "
        "reconcile), and a fifth process resumes them",
        proves="a booking whose outcome died with its process is neither run again nor assumed: "
        "the run waits for a person with the ledger's facts, and after that the framework's "
        "retried call gets the recorded outcome",
    ),
    CrashPoint(
        name="before_complete",
        where="the resumer, once every resumed leg has ended (book_room returned, the agent "
        "answered) but before any is recorded; a fourth process retries once the claims expire",
        proves="a leg that ran to its end but was never recorded is run again from the stored "
        "pause without booking twice",
    ),
)
NAMES: tuple[str, ...] = tuple(c.name for c in CRASH_POINTS)
#: The crash points inside a booking: with no answered run that books, none is reached.
BOOKING_POINTS: tuple[str, ...] = ("after_booking", "before_outcome")


def crash_point(name: str) -> CrashPoint:
    for point in CRASH_POINTS:
        if point.name == name:
            return point
    raise KeyError(name)


class Frozen(ArenaError):
    """A run reached the crash point of a doomed process: it goes no further in this process."""


@dataclass(frozen=True, kw_only=True)
class Kill:
    """Die once ``count`` calls of store method ``method`` were made (one per run of the batch)."""

    method: str
    count: int
    swallow: bool = False
    freeze: bool = False
    #: Other store methods whose calls never reach the store in the doomed process (no count).
    also_swallow: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "count": self.count,
            "swallow": self.swallow,
            "freeze": self.freeze,
            "also_swallow": list(self.also_swallow),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Kill:
        return cls(
            method=str(data["method"]),
            count=int(data["count"]),
            swallow=bool(data.get("swallow")),
            freeze=bool(data.get("freeze")),
            also_swallow=tuple(data.get("also_swallow") or ()),
        )


@dataclass
class Hook:
    """A :class:`Kill` armed on one store object; ``note`` is written just before dying."""

    kill: Kill
    note: Path
    owner: str
    calls: int = 0
    facts: dict[str, Any] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def arm(self, store: Any) -> None:
        original = getattr(store, self.kill.method)

        def hooked(*args: Any, **kwargs: Any) -> Any:
            # swallow: the write never happens (nobody reads record_leg's return value).
            # Counted once the call is done: tools (and so the ledger's writes) may run on
            # threads, and counting at entry let the last run's call kill the process while
            # another run's was still writing (its booking's outcome lost: the run held for
            # reconciliation at after_booking, seen under load).
            try:
                value = None if self.kill.swallow else original(*args, **kwargs)
            finally:
                with self._lock:
                    self.calls += 1
                    last = self.calls >= self.kill.count
            if last:
                self.die()
            if self.kill.freeze:
                raise Frozen(f"crash point reached after {self.kill.method} (process doomed)")
            return value

        setattr(store, self.kill.method, hooked)
        for method in self.kill.also_swallow:
            setattr(store, method, lambda *args, **kwargs: None)

    def die(self, why: str = "") -> None:
        """Write what was reached, then SIGKILL this process: no cleanup of any kind runs."""
        note = {
            "method": self.kill.method,
            "planned": self.kill.count,
            "reached": self.calls,
            "owner": self.owner,
            "pid": os.getpid(),
            "why": why,
            **self.facts,
        }
        self.note.write_text(json.dumps(note), encoding="utf-8")
        os.kill(os.getpid(), signal.SIGKILL)
