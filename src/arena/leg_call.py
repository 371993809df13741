"""The call of an adapter's ``start``/``resume`` for one leg: awaited within the leg's time, and a
method that breaks the contract (not ``async def``, no ``Turn`` back) said so in the user's
terms, not as the harness tripping over it. Kept apart from :mod:`arena.leg_runner`, which judges
what the leg did; this only gets the leg's turn out of the adapter, on time.
"""

from __future__ import annotations

import asyncio
import contextvars
import inspect
from collections.abc import Awaitable, Callable, Sequence

from arena.pause_made import watch_loaded
from arena.types import Event, Turn

#: What a run calls as a leg hands its adapter the call (:func:`awaited`): set per run by
#: :func:`arena.probe_order.mixed`, whose next run of the same adapter may start from then on.
REACHING: contextvars.ContextVar[Callable[[], None] | None] = contextvars.ContextVar(
    "leg_reaching", default=None
)


class AdapterMisuse(Exception):
    """An adapter method broke the contract in a way the harness would trip over (a sync
    ``start``, a ``resume`` that returned None): its message says so, in the user's terms."""


def method(call: Callable[[], object], resumed: bool) -> str:
    """Which adapter method ``call`` calls: the name it calls (``lambda: adapter.resume(...)``),
    else ``resume`` for a leg handed answers and ``start`` for one that was not."""
    names = getattr(getattr(call, "__code__", None), "co_names", ())
    return next((m for m in ("resume", "start") if m in names), "resume" if resumed else "start")


def _kind(value: object) -> str:
    return "None" if value is None else f"a {type(value).__name__}"


def a_turn(adapter: str, call: Callable[[], object], resumed: bool, value: object) -> Turn:
    """``value``, the leg's return, when it is a ``Turn``; else :class:`AdapterMisuse` saying
    what came back (what the harness would trip on, said as the user's)."""
    if not isinstance(value, Turn):
        raise AdapterMisuse(
            f"{adapter}.{method(call, resumed)}() returned "
            f"{_kind(value)}, not a Turn: end every leg with `return ctx.finish(...)`"
        )
    return value


def as_closed(
    adapter: str, call: Callable[[], object], resumed: bool, turn: Turn, events: Sequence[Event]
) -> None:
    """:class:`AdapterMisuse` when ``turn``, as returned, says another status than the one
    ``ctx.finish`` closed the leg with (its last ``leg.finished`` event in the harness's record):
    a turn relabelled ``waiting`` after a finished leg waited on nothing anyone could answer,
    and the driver told the eval to answer it (evals34)."""
    closed = [e.data.get("status") for e in events if e.type == "leg.finished"]
    ended = max((i for i, e in enumerate(events) if e.type == "leg.finished"), default=None)
    after = [
        str(e.data.get("request_id"))
        for e in events[ended + 1 if ended is not None else len(events) :]
        if e.type == "input.requested"
    ]
    if after:
        # drive39: a second request for the same booking, raised after ctx.finish('waiting'),
        # escaped the check finish makes of the pause's requests (two asking one question), and
        # answered deny + approve it booked
        raise AdapterMisuse(
            f"{adapter}.{method(call, resumed)}() asked {', '.join(after)} after ctx.finish "
            f"closed the leg {closed[-1]!r}: a request is asked before the leg finishes, so the "
            "pause it belongs to is checked and shown whole (ask, then return ctx.finish(...))"
        )
    if closed and closed[-1] != turn.status:
        raise AdapterMisuse(
            f"{adapter}.{method(call, resumed)}() returned a turn with status {turn.status!r}, "
            f"but ctx.finish closed the leg {closed[-1]!r}: return the Turn ctx.finish(...) "
            "builds, as it is (to pause, ask with ask_for_approval and finish 'waiting')"
        )


async def awaited(adapter: str, call: Callable[[], Awaitable[Turn]], resumed: bool) -> Turn:
    """The leg's ``call`` awaited; a method that is not ``async def`` (it returned a value, not
    an awaitable) is said as such, not as asyncio's "a coroutine ... is required". Under
    :func:`arena.probe_order.mixed` the run's adapter may start its next run from here on
    (:data:`REACHING`: in this step, so none reaches it before this one)."""
    if (reaching := REACHING.get()) is not None:
        reaching()
    watch_loaded()  # the framework's pause objects made in this leg are noted (evidence53)
    leg = call()
    if not inspect.isawaitable(leg):
        raise AdapterMisuse(
            f"{adapter}.{method(call, resumed)} must be async def (it returned "
            f"{_kind(leg)} instead of an awaitable): declare it `async def` and return the Turn "
            "from ctx.finish(...)"
        )
    return await leg


#: How long a timed-out leg's cancelled task may take to unwind before the run stops waiting.
CANCEL_GRACE_S = 2.0

#: A leg whose deadline passed this long before the harness could see it had an adapter that
#: held the event loop (``time.sleep`` or a synchronous SDK call inside ``async def``): the
#: timer cannot fire while a synchronous call holds the loop (users28 finding 3: 27 s past a
#: 3 s timeout, silently). Above the timer's lag on a loop busy with other runs' legs.
BLOCKED_S = 0.5


class LegTimedOut(TimeoutError):
    """The leg's time ran out; ``late_s``: how long after its deadline the timer fired (a loop
    held by the adapter's synchronous code fires it late)."""

    def __init__(self, late_s: float) -> None:
        super().__init__()
        self.late_s = late_s


def blocked(leg: int, late_s: float, timeout_s: float) -> str:
    """Why a leg that held the event loop past its deadline failed, in the user's terms."""
    return (
        f"leg {leg} ran {late_s:.1f} s past its {timeout_s:g} s timeout; the adapter blocked "
        "the event loop (a synchronous call inside async code?)"
    )


class _Watch:
    """One loop timer for every leg in flight on a loop, set for the earliest deadline: a leg
    adds its waiter's wake-up and deadline and takes them away when it ends; the timer is only
    moved when a leg is due before it. A timer per leg left each finished leg's cancelled timer
    in the loop's heap (up to ~100 of them before asyncio sweeps) for every later timer, the
    framework's read deadlines included, to be compared with, and made and cancelled a timer
    each leg (issue 16, session 32)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.due: dict[Callable[[], None], float] = {}
        self.timer: asyncio.TimerHandle | None = None
        self.at = float("inf")
        self.loop = loop

    def add(self, wake: Callable[[], None], due: float) -> None:
        self.due[wake] = due
        if due < self.at:
            if self.timer is not None:
                self.timer.cancel()
            self._arm(due)

    def remove(self, wake: Callable[[], None]) -> None:
        due = self.due
        due.pop(wake, None)
        if not due:  # no leg in flight: nothing left for the timer to watch
            if self.timer is not None:
                self.timer.cancel()
            self.timer, self.at = None, float("inf")
            self._drop()

    def _drop(self) -> None:
        if _WATCHES.get(self.loop) is self:  # not a later watch a leg began after this emptied
            del _WATCHES[self.loop]

    def _arm(self, at: float) -> None:
        # In an empty context (``fire`` reads no context variable): asyncio keeps a cancelled
        # timer, with the context it was made in, until its time comes or a sweep drops it.
        # Made in a leg's, it kept that leg's run, route and requests alive behind the timers
        # of legs still in flight (issue 16, session 30: docs/benchmarks.md).
        self.timer = self.loop.call_at(at, self._fire, context=contextvars.Context())
        self.at = at

    def _fire(self) -> None:
        self.timer, self.at = None, float("inf")
        now = self.loop.time()
        for wake, due in list(self.due.items()):
            if due <= now:
                del self.due[wake]
                wake()
        if self.due:
            self._arm(min(self.due.values()))
        else:
            self._drop()


#: Each running loop's :class:`_Watch` while it has legs in flight (dropped once it has none).
_WATCHES: dict[asyncio.AbstractEventLoop, _Watch] = {}


async def within(leg: Awaitable[Turn], timeout_s: float) -> Turn:
    """``asyncio.wait_for``, except that a leg whose framework is slow to honour the cancel (a
    cleanup that awaits the hung model again) is left to finish on its own after
    :data:`CANCEL_GRACE_S`: the run fails on time either way.

    One waiter woken by the leg's task or its timer: what ``asyncio.wait`` does for one task,
    without its sets and per-call closures (this runs on every leg)."""
    loop = asyncio.get_running_loop()
    task = asyncio.ensure_future(leg)
    waiter = loop.create_future()

    def wake(_: object = None) -> None:
        if not waiter.done():
            waiter.set_result(None)

    due = loop.time() + timeout_s
    watch = _WATCHES.get(loop)
    if watch is None:
        watch = _WATCHES[loop] = _Watch(loop)
    watch.add(wake, due)  # the leg's timer: one the loop's legs in flight share (_Watch)
    task.add_done_callback(wake)
    try:
        await waiter
    except asyncio.CancelledError:
        task.cancel()
        raise
    finally:
        watch.remove(wake)
        task.remove_done_callback(wake)
    if task.done():
        return task.result()
    late = loop.time() - due  # the timer's lag: a loop the adapter held fired it late
    task.cancel()
    await asyncio.wait({task}, timeout=CANCEL_GRACE_S)
    if not task.done():
        task.add_done_callback(lambda t: t.cancelled() or t.exception())
    raise LegTimedOut(late)


__all__ = [
    "BLOCKED_S",
    "CANCEL_GRACE_S",
    "AdapterMisuse",
    "LegTimedOut",
    "a_turn",
    "as_closed",
    "awaited",
    "blocked",
    "method",
    "within",
]
