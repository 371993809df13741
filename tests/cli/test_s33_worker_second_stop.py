"""``arena worker`` given a second Ctrl-C while its runs in flight finished their leg went on
waiting for them, up to --grace (the leg timeout, 60 s) with a slow model (users tester 33),
where ``arena resume`` stops at a second Ctrl-C. A stop asked again now cancels the runs in
flight at once, which gives them back: they wait with their answers."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from arena.service import Worker, WorkerSettings
from arena.store import open_store

GRACE_S = 5.0


def test_a_second_stop_gives_the_runs_in_flight_back_at_once(tmp_path: Path) -> None:
    said: list[str] = []
    cancelled: list[str] = []
    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(concurrency=1, grace_s=GRACE_S), say=said.append)

        async def leg() -> None:  # a leg waiting on a slow model
            try:
                await asyncio.sleep(GRACE_S * 2)
            except asyncio.CancelledError:
                cancelled.append("leg")
                raise

        async def main() -> float:
            in_flight = asyncio.create_task(leg())
            worker.stop()  # the first Ctrl-C
            loop = asyncio.get_running_loop()
            loop.call_later(0.2, worker.stop)  # the second
            began = time.monotonic()
            await worker._finish([in_flight])
            return time.monotonic() - began

        took = asyncio.run(main())
    assert took < GRACE_S / 2, f"the second stop waited {took:.1f}s for the leg"
    assert cancelled == ["leg"]
    assert said == [
        "stopping: no new claims; runs in flight finish their leg",
        "stopping now: runs in flight are given back; they wait with their answers",
    ], said
