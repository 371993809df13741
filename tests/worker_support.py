"""Stopping the worker processes a test started, and only those."""

from __future__ import annotations

from arena.workers import process


def stop_workers(*drivers: str) -> None:
    """Stop the resident workers of ``drivers`` (as :func:`arena.workers.process.stop_all` stops
    every one). A test of the reference driver that stopped them all also stopped the CrewAI
    worker an earlier test in the same xdist worker had started, and the next CrewAI test paid
    its interpreter start and framework import again (10-20 s on a loaded machine)."""
    with process._WORKERS_LOCK:
        keys = [k for k, w in process._WORKERS.items() if w.driver in drivers]
        workers = [process._WORKERS.pop(k) for k in keys]
    for worker in workers:
        worker.stop()
