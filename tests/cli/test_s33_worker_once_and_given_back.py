"""``arena worker --once`` spent ~5 s importing the frameworks of runs that still waited for an
answer, then found nothing to resume (users tester 33): with ``--once`` the warm-up builds only
the runs ready now. And its final "stopped:" line counted resumed, failed and refused runs, not
the runs a second Ctrl-C gave back: a person read "resumed 0 ..." and could not tell that two
runs were handed back mid-leg. They are counted now."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace

import pytest

import arena.service.worker as worker_mod
from arena.service import Worker, WorkerSettings
from arena.service.worker import summary
from arena.store import open_store

UNANSWERED = SimpleNamespace(
    id="run_unanswered", origin=SimpleNamespace(endpoint=SimpleNamespace(scripted=False))
)


@pytest.mark.parametrize("once", [True, False])
def test_once_warms_up_nothing_when_no_run_is_ready(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, once: bool
) -> None:
    built: list[str] = []
    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(once=once), say=lambda _: None)
        monkeypatch.setattr(store, "runs", lambda **_: [UNANSWERED])  # waiting, not answered
        monkeypatch.setattr(worker, "_adapter", lambda record: built.append(record.id))
        assert worker.warm_up()
    # a long-running worker still warms up what will be answered later; --once will not see it
    assert built == ([] if once else ["run_unanswered"]), built


def test_the_stop_line_counts_the_runs_given_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def slow_leg(*_: object, **__: object) -> None:
        await asyncio.sleep(30)

    monkeypatch.setattr(worker_mod, "resume_run", slow_leg)
    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(concurrency=2), say=lambda _: None)
        monkeypatch.setattr(worker, "_adapter", lambda record: None)
        monkeypatch.setattr(worker, "_endpoint", lambda record: None)

        async def main() -> None:
            legs = [
                asyncio.create_task(worker._resume(SimpleNamespace(id=f"run_{n}", adapter="x")))  # type: ignore[arg-type]
                for n in range(2)
            ]
            await asyncio.sleep(0.05)
            worker.stop()
            worker.stop()  # the second Ctrl-C cancels them
            await worker._finish(legs)  # type: ignore[arg-type]

        asyncio.run(main())
    line = summary(worker.stats)
    assert line.endswith(", 2 given back (they wait with their answers)"), line
    assert line.startswith("resumed 0 ("), line
