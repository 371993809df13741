"""The legs in flight on a loop share one timeout timer (issue 16, session 32).

A timer per leg made and cancelled one each leg, and each finished leg's cancelled timer stayed
in the loop's heap (asyncio drops one only off the heap's head, or in a sweep past 100 timers),
where every later timer, the framework's own read deadlines included, was compared with it. The
shared timer is set for the earliest deadline and moved only when a leg is due before it; each
leg still times out at its own deadline."""

from __future__ import annotations

import asyncio

import pytest

from arena.leg_call import LegTimedOut, within
from arena.types import Turn


async def _leg(gate: asyncio.Event) -> Turn:
    await gate.wait()
    return Turn(status="completed", leg=1)


def _timers(loop: asyncio.AbstractEventLoop) -> list[asyncio.TimerHandle]:
    return list(loop._scheduled)  # type: ignore[attr-defined]


def test_legs_in_flight_share_one_timer_and_leave_none_behind() -> None:
    async def main() -> tuple[int, int, int, list[str]]:
        loop = asyncio.get_running_loop()
        gate = asyncio.Event()
        legs = [asyncio.ensure_future(within(_leg(gate), 3600.0)) for _ in range(10)]
        await asyncio.sleep(0)
        live = len([h for h in _timers(loop) if not h.cancelled()])
        gate.set()
        turns = await asyncio.gather(*legs)
        left = len(_timers(loop))
        more = [asyncio.ensure_future(within(_leg(gate), 3600.0)) for _ in range(10)]
        await asyncio.gather(*more)
        return live, left, len(_timers(loop)), [t.status for t in turns]

    live, left, after_more, statuses = asyncio.run(main())
    assert statuses == ["completed"] * 10
    assert live == 1, f"{live} timers for 10 legs in flight"
    assert left <= 1 and after_more <= 1, (left, after_more)


def test_each_leg_still_times_out_at_its_own_deadline() -> None:
    async def main() -> list[tuple[str, float]]:
        loop = asyncio.get_running_loop()
        gate = asyncio.Event()
        start = loop.time()
        ended: list[tuple[str, float]] = []

        async def one(name: str, timeout_s: float, after_s: float = 0.0) -> None:
            await asyncio.sleep(after_s)
            try:
                await within(_leg(gate), timeout_s)
            except LegTimedOut:
                ended.append((f"{name} timed out", loop.time() - start - after_s))
            else:
                ended.append((f"{name} completed", loop.time() - start - after_s))

        long = asyncio.ensure_future(one("long", 3600.0))
        # one due before the shared timer moves it earlier; one due after keeps it
        early = asyncio.ensure_future(one("early", 0.3, after_s=0.05))
        later = asyncio.ensure_future(one("later", 0.6, after_s=0.1))
        await asyncio.gather(early, later)
        gate.set()
        await long
        return ended

    ended = asyncio.run(main())
    assert [name for name, _ in ended] == ["early timed out", "later timed out", "long completed"]
    (_, early), (_, later), _ = ended
    assert 0.29 <= early < 5.0 and 0.59 <= later < 5.0, ended  # not before its own deadline


@pytest.mark.parametrize("cancel_first", [True, False])
def test_a_cancelled_leg_leaves_the_others_timed(cancel_first: bool) -> None:
    async def main() -> str:
        gate = asyncio.Event()
        doomed = asyncio.ensure_future(within(_leg(gate), 0.2 if cancel_first else 3600.0))
        other = asyncio.ensure_future(within(_leg(gate), 0.3))
        await asyncio.sleep(0.05)
        doomed.cancel()
        try:
            await other
        except LegTimedOut:
            return "timed out"
        return "completed"

    assert asyncio.run(main()) == "timed out"
