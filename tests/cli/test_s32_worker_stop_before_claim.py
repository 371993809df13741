"""``arena worker`` given Ctrl-C while it warmed up (importing its runs' frameworks) said
'stopping: no new claims; runs in flight finish their leg' once warm, and then claimed and resumed
a run (users tester 32): the stop reached the loop only after warm-up, when the sweep had already
queued the ready runs. A run not yet claimed when the stop is asked is now left to wait."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from arena.service import Worker, WorkerSettings
from arena.store import open_store


def test_a_stop_asked_before_the_claim_claims_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    claimed: list[str] = []
    said: list[str] = []
    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(concurrency=1), say=said.append)
        monkeypatch.setattr(worker, "_claim", lambda run_id: claimed.append(run_id))
        worker._queue.put_nowait("run_ready")  # the sweep after warm-up queued it
        worker.stop()  # the Ctrl-C that came during warm-up
        asyncio.run(worker._take("run_ready"))
    assert claimed == [], claimed
    assert said == ["stopping: no new claims; runs in flight finish their leg"], said
