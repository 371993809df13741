"""``arena worker`` over runs whose endpoint the operator had not put in allow.yaml said the same
"run_…: not resumed: the run's model endpoint … is not one the operator configured …" every
sweep, each second, for each run (two runs: 120 lines a minute, users38), burying everything
else it said. It still tries each run every sweep (the operator may fix allow.yaml meanwhile),
but says a run's reason once while it stays the same; a new reason is said, and so is the
old one again after the run was resumed."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from arena.errors import UserError
from arena.service import Worker, WorkerSettings
from arena.store import open_store


def test_a_runs_reason_is_said_once_while_it_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    why = ["endpoint not configured"]

    def refuse(run_id: str) -> None:
        raise UserError(why[0])

    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(concurrency=1), say=said.append)
        monkeypatch.setattr(worker, "_claim", refuse)
        for _ in range(5):  # five sweeps
            for run_id in ("run_a", "run_b"):
                asyncio.run(worker._take(run_id))
        why[0] = "endpoint down"
        asyncio.run(worker._take("run_a"))
        worker._refuse("run_a", resumed=True)  # resumed at last: a new refusal is news
        asyncio.run(worker._take("run_a"))
    assert said == [
        "run_a: not resumed: endpoint not configured",
        "run_b: not resumed: endpoint not configured",
        "run_a: not resumed: endpoint down",
        "run_a: not resumed: endpoint down",
    ], said
    assert worker.stats.refused == 2
