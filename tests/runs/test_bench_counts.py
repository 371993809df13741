"""The overhead benchmark's load-independent figures: what a round costs besides instructions
(``bench.overhead_counts``), callgrind's simulated caches (``bench.instructions --cache``), and
the stage's own bookkeeping kept off the arena side (docs/benchmarks.md, "Where the time goes")."""

from __future__ import annotations

import asyncio
import gc
import socket
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from bench import overhead
from bench.instructions import Count, _events, cycle_estimate
from bench.overhead_counts import counting, new_loop, profiled, report, strace_counts
from bench.server import ModelServer

from arena.arenas import load_arena
from arena.evaluate import build_adapters


def test_a_round_with_no_framework_worker_does_not_scan_every_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Finding CrewAI's workers read every process's /proc entry, before and after each arena
    round of every adapter (9 ms of CPU, 27 ms of wall each on a shared machine), on the arena
    side only. With no worker started it is not read; the round is measured as before."""
    scans: list[str] = []

    def scan(part: str) -> float:
        scans.append(part)
        return 0.0

    monkeypatch.setattr(overhead, "children_cpu_s", scan)
    workers = sys.modules.get("arena.workers.process")
    if workers is not None:  # an earlier test of this process started workers: none here
        monkeypatch.setattr(workers, "_WORKERS", {})
    arena = load_arena("human_in_the_loop")
    [adapter] = build_adapters(arena, ["vanilla"])
    gc.collect()
    gc.freeze()  # the round's two full collections and heap counts skip the worker's heap
    try:
        with ModelServer(0) as server:
            m = asyncio.run(overhead.arena_round(adapter, arena.items[:2], server, 2))
    finally:
        gc.unfreeze()
    assert m.ok and m.legs >= 2 and m.cpu_s > 0
    assert scans == []


def test_a_started_worker_is_still_found_and_charged(monkeypatch: pytest.MonkeyPatch) -> None:
    from arena.workers import process

    monkeypatch.setattr(overhead, "children_cpu_s", lambda part: 1.5)
    monkeypatch.setitem(process._WORKERS, ("python", "crewai"), object())  # type: ignore[arg-type]
    assert overhead.workers_cpu_s() == 1.5


def test_counting_sees_threads_sockets_wakeups_and_collections() -> None:
    import gc

    loop = new_loop()
    # What start was before the block (a worker that ran legs wraps it: arena.leg_threads).
    start = threading.Thread.start

    async def work() -> None:
        thread = threading.Thread(target=lambda: None)
        thread.start()
        thread.join()
        socket.socket().close()
        for _ in range(3):
            await asyncio.sleep(0)
        gc.collect(0)

    try:
        with counting() as counts:
            loop.run_until_complete(work())
        with counting() as idle:
            pass
    finally:
        loop.close()
    assert counts["threads_started"] == 1
    assert counts["sockets_opened"] == 1
    assert counts["loop_wakeups"] >= 3
    assert counts["gc0"] >= 1
    assert idle["threads_started"] == idle["sockets_opened"] == idle["loop_wakeups"] == 0
    assert threading.Thread.start is start  # put back when the block ended


def test_strace_summary_is_read_by_call_name() -> None:
    text = (
        "% time     seconds  usecs/call     calls    errors syscall\n"
        "------ ----------- ----------- --------- --------- ----------------\n"
        " 47.69    0.006031           0     12030           getpid\n"
        "  2.51    0.000317           1       240       240 access\n"
        "------ ----------- ----------- --------- --------- ----------------\n"
        "100.00    0.012646           0     12270       240 total\n"
    )
    assert strace_counts(text) == {"getpid": 12030, "access": 240, "syscalls": 12270}


def test_calls_count_python_calls_and_the_clock_and_pid_reads_a_round_makes() -> None:
    """``--calls``: per round, the Python calls a round made and those of the built-ins this VM
    prices apart from their instructions (clock reads, getpid): counts, not times, so the
    arena's and native's can be compared on a loaded machine (session 34)."""
    import os
    import time

    async def round_(reads: int) -> int:
        for _ in range(reads):
            time.monotonic()
        os.getpid()
        await asyncio.sleep(0)
        return 1

    loop = new_loop()
    # No automatic collection inside the profiled rounds: another thread of the worker (a server
    # an earlier test left, xdist's own) allocating while the loaded machine held this one back
    # tripped one in this thread, and the finalizers it ran were counted as the round's calls
    # (thousands either way at load 15). profiled() still collects fully before each round.
    collecting = gc.isenabled()
    gc.disable()
    try:
        # A warm-up, as the stage has: the first coroutine asyncio ever schedules in a process
        # adds its type to asyncio.coroutines' cache (isinstance, len, set.add: 1.5 calls a
        # round), so the test failed wherever it ran first, alone or first in its worker.
        loop.run_until_complete(round_(0))
        found = profiled(loop, lambda: round_(3), 2)
        idle = profiled(loop, lambda: round_(0), 2)  # the loop reads its clock too
    finally:
        if collecting:
            gc.enable()
        loop.close()
    assert found["py.time.monotonic"] - idle.get("py.time.monotonic", 0.0) == 3.0
    assert found["py.posix.getpid"] == 1.0
    assert found["py.calls"] - idle["py.calls"] == 3.0
    assert "py.posix.urandom" not in found
    native = {**found, "py.time.monotonic": 1.0, "py.calls": found["py.calls"] / 2}
    text = report("vanilla", {"arena": found, "native": native})
    assert "py.calls" in text and "2.000" in text  # the calls' ratio, arena over native
    assert "py.time.monotonic" in text and "py.posix.getpid" not in text  # differing ones only


def test_calls_count_the_locks_a_round_takes() -> None:
    """``py.locks``: the locks a round released (a ``with`` block, an explicit ``release()``),
    which this VM prices at ~1.6 µs each beside their few instructions (session 35)."""
    lock, rlock = threading.Lock(), threading.RLock()

    async def round_() -> int:
        for _ in range(3):
            with lock:
                pass
        rlock.acquire()
        rlock.release()
        return 1

    loop = new_loop()
    try:
        found = profiled(loop, round_, 2)
    finally:
        loop.close()
    assert found["py.locks"] == 4.0


def test_simulated_caches_give_a_cycle_estimate(tmp_path: Path) -> None:
    out = tmp_path / "callgrind.out"
    out.write_text(
        "events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim\n"
        "fn=main\n1 5\n"
        "totals: 1000 300 200 10 20 5 1 2 3 150 7 40 8\n"
    )
    events = _events(out)
    assert events["Ir"] == 1000 and events["Bim"] == 8
    # Ir + 10 × (L1 misses 35 + mispredictions 15) + 100 × last-level misses 6
    assert cycle_estimate(events) == 1000 + 500 + 600
    count = Count("arena", 1000, 2, 3, True, events)
    assert count.cycles == 2100


def test_without_simulated_caches_there_is_no_cycle_estimate(tmp_path: Path) -> None:
    out = tmp_path / "callgrind.out"
    out.write_text("events: Ir\nfn=main\n1 5\ntotals: 603911005\n")
    events: dict[str, Any] = _events(out)
    assert events == {"Ir": 603911005}
    assert cycle_estimate(events) is None


def test_a_rounds_results_are_not_counted_as_kept_by_either_side() -> None:
    """The objects a side keeps from one round to the next (the stage's memory growth per leg)
    must not hold the round's own results: they were read as kept by the side that made them
    and as freed, a negative count, by the round after (+16.7 arena, −14.9 native per leg)."""
    import gc

    from bench import native

    arena = load_arena("human_in_the_loop")
    [adapter] = build_adapters(arena, ["vanilla"])
    driver = native.load("vanilla")
    items = arena.items[:6]

    async def rounds(server: ModelServer) -> list[overhead.Measure]:
        await driver.open(server.base_url, overhead.MODEL)
        # The worker's heap out of every round's collections and counts from the start, not only
        # the measured rounds': after thousands of tests the warm-up's full collections and heap
        # listings took ~45 s of a full suite's run (4 s alone).
        gc.collect()
        gc.freeze()
        try:
            for _ in range(2):  # warm-up, as the stage does
                await overhead.arena_round(adapter, items, server, 2)
                await overhead.native_round(driver, items, server, 2)
            gc.collect()
            gc.freeze()
            return [
                await overhead.arena_round(adapter, items, server, 2),
                await overhead.native_round(driver, items, server, 2),
                await overhead.native_round(driver, items, server, 2),
                await overhead.arena_round(adapter, items, server, 2),
            ]
        finally:
            gc.unfreeze()
            await driver.close()

    with ModelServer(0, keep_alive_s=600) as server:
        measured = asyncio.run(rounds(server))
    assert all(m.ok for m in measured)
    # Each round keeps its Measure's few objects (~20; a reconnect on a loaded machine adds some
    # dozens), never the 6 items' results (~45 objects each), nor frees another round's.
    assert [abs(m.kept_objects) < 150 for m in measured] == [True] * 4, [
        m.kept_objects for m in measured
    ]
