"""The restart probe's first legs are resumed by a fresh process: none stays live in this one.

``restart_probe._pause`` runs each adapter's first legs here, into a store a fresh process
then answers and resumes. Each paused run stayed in ``arena.runs.recorder.LIVE`` (its adapter,
framework objects and context) for the rest of the process's life, though nothing here would
ever continue it: ``arena run --probes`` and ``arena matrix`` run in a test's process
(``CliRunner``) left up to three runs per adapter live for every later test of its xdist worker
(tests46: tests/runs/test_probes_in_workers.py, seen by tests/conftest_globals.py).
"""

from __future__ import annotations

from pathlib import Path

from arena.arenas import load_arena
from arena.endpoints import ModelChoice
from arena.restart_probe import STORE, _pause, restart_items
from arena.runs.recorder import LIVE
from arena.store import open_store


def test_the_paused_first_legs_are_not_kept_live_here(tmp_path: Path) -> None:
    arena = load_arena("human_in_the_loop")
    items = restart_items(arena, 0)
    roots = {"vanilla": tmp_path / "vanilla"}
    before = set(LIVE)
    with ModelChoice().open() as endpoint:
        paused = _pause(arena, items, roots, endpoint, leg_timeout_s=60.0)
    assert paused == ["vanilla"]
    with open_store(str(roots["vanilla"] / STORE)) as store:
        runs = {run.id: run.status for run in store.runs()}
    assert len(runs) == len(items) == 3 and set(runs.values()) == {"waiting"}, runs
    assert set(LIVE) == before, set(LIVE) - before  # each one the fresh process's to resume
