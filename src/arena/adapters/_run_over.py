"""Which runs' framework state may be deleted: LangGraph's checkpoints, ADK's sessions.

That state holds a paused run as much as the store does, and runs ahead of it: the harness records
a leg only after the framework returned. So an adapter never deletes it when its own leg ends:
the store may still refuse that leg (the run then waits again, and ``arena resume`` needs the
pause), a leg the environment broke is set aside and the run waits again with its answers, and
an eval's session line may send again into the same thread. A leg that ends without a pause (it
completed, or raised) only makes its run a *candidate*; :func:`deletable` asks the store.

* While the process runs: only a run the store records as completed or failed, and not an
  eval's session line (whose next send continues the conversation in this process).
* When the process's event loop ends (``asyncio.run`` returning; nothing of this process can
  continue a run any more): every candidate, except one the store says still waits, is being
  resumed, or is held for reconciliation. A run no store knows (``arena run`` without
  ``--human``, an eval without a store) ended with the process that ran it.

The store is the one the command opened (:mod:`arena.statedir`); when it cannot be read nothing
is deleted — a run's state is never dropped on a guess. ``ARENA_KEEP_FRAMEWORK_STATE=1`` keeps
every run's state, to inspect a finished thread or session (tests of the retry's fork do).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterable
from typing import Any, Generic, TypeVar

from arena import statedir
from arena.errors import NotFound

#: Statuses after which nothing resumes a run (a failed run is re-run, never resumed).
OVER = frozenset({"completed", "failed"})
#: Set (non-empty, not "0"): nothing is deleted.
KEEP_ENV = "ARENA_KEEP_FRAMEWORK_STATE"
#: Seconds between two looks at the store for finished runs while a loop runs (a worker's).
PRUNE_EVERY_S = 30.0

K = TypeVar("K", bound=Hashable)


class Ended(Generic[K]):
    """Framework state (a thread, a session: ``K``) whose run's last leg here ended unpaused,
    deleted with ``delete`` (all the keys allowed at one look) once :func:`deletable` allows it."""

    def __init__(self, delete: Callable[[list[K]], Awaitable[Any]]) -> None:
        self._delete = delete
        #: Key → the run it belongs to.
        self.over: dict[K, str] = {}
        self._pruned_at = time.monotonic()
        self._pruning: asyncio.Task[int] | None = None

    def note(self, key: K, run_id: str, *, paused: bool) -> None:
        """A leg on ``key`` ended: paused (the state is the pause), or not (a candidate)."""
        if paused:
            self.over.pop(key, None)
        else:
            self.over[key] = run_id

    def soon(self) -> None:
        """Look for finished runs in the background, at most every :data:`PRUNE_EVERY_S`."""
        if not self.over or (self._pruning is not None and not self._pruning.done()):
            return
        if time.monotonic() - self._pruned_at >= PRUNE_EVERY_S:
            self._pruned_at = time.monotonic()
            self._pruning = asyncio.get_running_loop().create_task(self.prune(final=False))

    async def prune(self, *, final: bool) -> int:
        """Delete the state of the runs the store says are over; how many keys went."""
        candidates = dict(self.over)
        if not candidates:
            return 0
        gone = await asyncio.to_thread(deletable, candidates.values(), final=final)
        # Not paused again while the store was read.
        keys = [
            k for k, run_id in candidates.items() if run_id in gone and self.over.get(k) == run_id
        ]
        for key in keys:
            self.over.pop(key, None)
        if keys:
            await self._delete(keys)
        return len(keys)


async def at_loop_end(callback: Callable[[], Awaitable[Any]]) -> AsyncIterator[None]:
    """Registered with the running loop by its first ``__anext__``: ``callback`` runs when the
    loop shuts down its async generators (``asyncio.run`` does, after the last run was
    recorded). The caller keeps the generator: one collected early would run it at once."""
    try:
        yield
    finally:
        with contextlib.suppress(Exception):
            await callback()


def deletable(run_ids: Iterable[str], *, final: bool) -> set[str]:
    """The runs among ``run_ids`` whose framework state may be deleted now.

    ``final``: this process's event loop is ending (see the module docstring). Blocking (it
    reads the store): call it in a thread from a loop.
    """
    wanted = list(dict.fromkeys(run_ids))
    if not wanted or os.environ.get(KEEP_ENV, "0") not in ("", "0"):
        return set()
    location = _store_location()
    if location is None:  # library use without a store: only the process knew these runs
        return set(wanted) if final else set()
    from arena.store import StoreMissing, open_store

    try:
        store = open_store(location, create=False)
    except StoreMissing:
        return set(wanted) if final else set()  # no store yet: nothing recorded these runs
    except Exception:  # locked, unreadable, a server down: keep everything
        return set()
    found: set[str] = set()
    try:
        for run_id in wanted:
            try:
                record = store.run(run_id)
            except NotFound:
                if final:
                    found.add(run_id)
                continue
            if record.status in OVER and (final or record.origin.mode != "eval"):
                found.add(run_id)
    except Exception:  # the store failed half-way: keep everything
        return set()
    finally:
        with contextlib.suppress(Exception):
            store.close()
    return found


def _store_location() -> str | None:
    """The store the current command opened (:func:`arena.statedir.using`), if any."""
    stores = getattr(statedir, "_stores", None)
    return stores[-1] if stores else None
