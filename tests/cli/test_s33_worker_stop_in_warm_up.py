"""``arena worker`` given Ctrl-C (or SIGTERM) while it warmed up, importing its waiting runs'
frameworks, went on warming up for 5-10 s, then said 'ready' and 'stopping' (users tester 33):
``arena worker`` handles both signals on the event loop, which runs them only at its next await,
after the synchronous warm-up. The warm-up now stops at the signal; nothing is claimed."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from arena.service import Worker, WorkerSettings
from arena.store import open_store

SLOW_IMPORT_S = 5.0


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_during_warm_up_stops_it_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sig: signal.Signals
) -> None:
    said: list[str] = []
    claimed: list[str] = []
    waiting = SimpleNamespace(
        id="run_waiting", origin=SimpleNamespace(endpoint=SimpleNamespace(scripted=False))
    )
    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(concurrency=1, sweep_s=0.05), say=said.append)
        monkeypatch.setattr(store, "runs", lambda **_: [waiting])
        monkeypatch.setattr(worker, "_adapter", lambda record: time.sleep(SLOW_IMPORT_S))
        monkeypatch.setattr(worker, "_claim", claimed.append)

        async def main() -> float:  # as arena worker sets it up
            loop = asyncio.get_running_loop()
            for each in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(each, worker.stop)
            try:
                threading.Timer(0.3, os.kill, (os.getpid(), sig)).start()
                began = time.monotonic()
                await worker.serve()
                return time.monotonic() - began
            finally:
                for each in (signal.SIGTERM, signal.SIGINT):
                    loop.remove_signal_handler(each)

        took = asyncio.run(main())
    assert took < SLOW_IMPORT_S / 2, f"the warm-up went on for {took:.1f}s after the signal"
    assert claimed == [], claimed
    assert said == ["stopped during warm-up; no run claimed, answered runs wait for a worker"], said


def test_the_signal_that_stopped_the_warm_up_is_no_second_stop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The signal also reaches the loop (its wakeup fd), which ran worker.stop once the warm-up
    had returned, as asyncio.run's shutdown does in arena worker: with the stop already set, that
    read as a second Ctrl-C and said 'stopping now: runs in flight are given back', where one
    Ctrl-C was given and no run was in flight (docs33)."""
    said: list[str] = []
    waiting = SimpleNamespace(
        id="run_waiting", origin=SimpleNamespace(endpoint=SimpleNamespace(scripted=False))
    )
    with open_store(tmp_path / "arena.db") as store:
        worker = Worker(store, WorkerSettings(concurrency=1, sweep_s=0.05), say=said.append)
        monkeypatch.setattr(store, "runs", lambda **_: [waiting])
        monkeypatch.setattr(worker, "_adapter", lambda record: time.sleep(SLOW_IMPORT_S))

        async def main() -> None:
            loop = asyncio.get_running_loop()
            for each in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(each, worker.stop)
            try:
                threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT)).start()
                await worker.serve()
                await asyncio.sleep(0.2)  # the loop reads its wakeup fd, as at its shutdown
            finally:
                for each in (signal.SIGTERM, signal.SIGINT):
                    loop.remove_signal_handler(each)

        asyncio.run(main())
    assert said == ["stopped during warm-up; no run claimed, answered runs wait for a worker"], said
