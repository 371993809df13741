"""A worker counts each run it could not resume once, not once per sweep (durable31 F6).

With the model endpoint down for 12 s, a worker polling every second refused the same 12 runs
at each sweep, resumed all 12 once the endpoint was back, and stopped saying "resumed 12 (...),
51 not resumed".
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from arena.service.worker import Worker, WorkerSettings, summary
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import synthetic_waiting


def test_a_run_refused_at_every_sweep_counts_once(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    run_id, request_id = synthetic_waiting(store)  # adapter "fake": no worker can rebuild it
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    said: list[str] = []
    worker = Worker(store, WorkerSettings(sweep_s=0.01), say=said.append)

    for _ in range(3):  # three sweeps offer it, three refusals
        worker._held_off.clear()
        asyncio.run(worker._take(run_id))

    # said once while its reason stays the same (it was said at every sweep: users38)
    assert len([line for line in said if "not resumed" in line]) == 1
    assert worker.stats.refused == 1
    assert summary(worker.stats).endswith("1 not resumed")
    store.close()
