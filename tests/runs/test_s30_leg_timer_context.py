"""A leg's timeout timer keeps nothing of the leg once the leg is over (issue 16, session 30).

asyncio keeps a cancelled timer in its heap until the timer's time comes or a sweep drops it
(more than 100 timers, half of them cancelled), and a cancelled ``TimerHandle`` keeps the
context it was made in. The leg timer was made inside the leg's context variables (the run's
``RunContext``, the transport's route and ``Flights``, whose waits hold each request with its
body), so a finished leg's objects stayed alive for up to ~100 legs more: in a 12-item vanilla
round the peak of live objects the garbage collector tracks was ~4,050 against native's ~1,410,
with 3.85 young collections a round against 1.05. The timer's callback reads no context
variable, so it runs in an empty context."""

from __future__ import annotations

import asyncio
import contextvars
import gc
import weakref

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.evaluate import check_spec
from arena.leg_call import within
from arena.model_endpoint import run_endpoint
from arena.runner import run_item
from arena.settings import RunSettings
from arena.types import Turn, new_id

_PROBE: contextvars.ContextVar[object] = contextvars.ContextVar("s30_probe")


class _Held:
    """Something a leg's context holds (weak-referenceable)."""


def test_a_finished_leg_leaves_nothing_of_its_context_with_the_loop() -> None:
    async def leg() -> Turn:
        await asyncio.sleep(0)
        return Turn(status="completed", leg=1)

    async def one_leg() -> weakref.ref[_Held]:
        held = _Held()
        _PROBE.set(held)  # in this task's own context, as the leg's route and run are
        turn = await within(leg(), 3600.0)
        assert turn.status == "completed"
        return weakref.ref(held)

    async def main() -> bool:
        # Another run's leg, begun earlier, still in flight: its timer is due first, so the
        # loop does not pop the finished leg's cancelled timer off the head of its heap.
        other = asyncio.get_running_loop().call_later(1800.0, lambda: None)
        ref = await asyncio.ensure_future(one_leg())
        for _ in range(3):  # the finished task's own callbacks run
            await asyncio.sleep(0)
        gc.collect()
        other.cancel()
        return ref() is None

    assert asyncio.run(main()), "the leg's context outlived the leg (its cancelled timer)"


def test_a_finished_run_is_not_kept_alive_by_the_harness_s_timers(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    """End to end: the vanilla adapter against the scripted model, an approved booking (three
    model calls over two legs), while another run's leg (its timer due first) is in flight.
    Once the run is over, no timer the harness made keeps its context (the framework's own
    timers, anyio's read deadlines, are the framework's: they keep it until the loop drops
    them, as they would keep anything of the framework's run). asyncio's debug mode names
    where each timer was made."""
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "approved")
    adapter = load_adapter("vanilla", AgentSpec.from_module(hitl_arena.tools(), name="t"))
    settings = RunSettings(leg_timeout_s=3600.0)

    async def main() -> tuple[bool, list[str]]:
        loop = asyncio.get_running_loop()
        other = loop.call_later(1800.0, lambda: None)  # another run's leg, in flight
        run_id = new_id("run")
        ctx = RunContext(
            run_id=run_id,
            adapter=adapter.name,
            endpoint=run_endpoint(endpoint, run_id),
            item_id=item.id,
        )
        spec = check_spec(hitl_arena)
        result = await run_item(adapter, item, endpoint, spec=spec, settings=settings, ctx=ctx)
        keeping = [
            f"{frame.filename}:{frame.lineno}"
            for h in loop._scheduled  # type: ignore[attr-defined]
            if any(v is ctx for v in h._context.values())
            for frame in (h._source_traceback or [])[-1:]
            if "/arena/" in frame.filename
        ]
        other.cancel()
        return result.passed, keeping

    passed, keeping = asyncio.run(main(), debug=True)
    assert passed
    assert not keeping, f"timers the harness made keep the finished run's context: {keeping}"
