"""The checks of runs that end close together, run together once their legs are done (issue 16).

A run's checks read only its finished trace, so when they run is the harness's choice. Run at the
end of each run, between the legs of the runs still in flight, their code and data (a few
hundred functions' worth, run once a run) were pushed out of the core's caches by the
framework's steps every time, and pushed the framework's out in turn: a vanilla round's 12
checks took 1.68 ms in the rounds and 0.43 ms back to back (docs/benchmarks.md, session 27).
:class:`CheckBatch` holds a run whose legs are done until every run's legs are done, or until
the oldest held run has waited ``wait_s`` (so a long evaluation still reports each run within
that time), then checks and reports all the held runs in order. What the caller gets is the
same: each run's result, checked, and its ``then`` called once (a progress bar's tick, a
Ctrl-C's list of finished runs), only up to ``wait_s`` later. A run whose task is cancelled
while held (Ctrl-C) is checked and reported at once, as it was before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

#: The longest a run whose legs are done waits for its checks (and its report, ``then``).
CHECK_WAIT_S = 0.5


class CheckBatch(Generic[T]):
    """Checks the results of ``runs`` runs in batches; see the module docstring."""

    def __init__(
        self,
        runs: int,
        check: Callable[[T], T],
        then: Callable[[T], None] | None = None,
        wait_s: float | None = None,
    ) -> None:
        self._left = runs  # runs whose legs are not done yet
        self._check, self._then = check, then
        self._wait_s = CHECK_WAIT_S if wait_s is None else wait_s
        self._held: list[tuple[T, asyncio.Future[T]]] = []
        self._timer: asyncio.TimerHandle | None = None

    def gone(self) -> None:
        """A run ended without a result (its task raised): no batch waits for it."""
        self._left -= 1
        if self._left <= 0:
            self.flush()

    async def checked(self, result: T) -> T:
        """``result`` (a run whose legs are done), checked and reported with its batch."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._held.append((result, future))
        self.gone()
        if not future.done() and self._timer is None:
            self._timer = loop.call_later(self._wait_s, self.flush)
        try:
            return await future
        except asyncio.CancelledError:
            # The process is stopping: this run is checked and reported now, as it was when
            # each run was checked at its end (a Ctrl-C keeps the runs that finished).
            held = [h for h in self._held if h[1] is future]
            if held:
                self._held.remove(held[0])
                self._run(result, None)
            raise

    def flush(self) -> None:
        """Check and report every held run, in the order their legs ended."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        held, self._held = self._held, []
        for result, future in held:
            self._run(result, future)

    def _run(self, result: T, future: asyncio.Future[T] | None) -> None:
        """Check one run and report it; an exception goes to its own task, as before."""
        try:
            checked = self._check(result)
            if self._then is not None:
                self._then(checked)
        except Exception as exc:
            if future is None:
                raise
            if not future.done():
                future.set_exception(exc)
            return
        if future is not None and not future.done():
            future.set_result(checked)
