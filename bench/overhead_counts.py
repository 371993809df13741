"""What a round costs besides instructions, arena vs native, in counts the machine's load cannot move.

``python -m bench.instructions`` counts the instructions the client executes; CPU time on a shared
machine also holds what no instruction count sees: system calls, context switches, page faults,
threads, new connections. ``python -m bench.overhead_counts ADAPTERS [--rounds N] [--strace]``
runs each side's 12 items (``run_many`` vs ``native.run_batch``, as ``bench.overhead`` times
them) after a warm-up and prints, per round and side (medians), counts of events rather than
durations: voluntary and involuntary context switches and minor faults (``getrusage``), cyclic
GC collections by generation (``gc.callbacks``), event-loop wake-ups (the selector's ``select``
calls), threads started, sockets opened, and with ``--strace`` the system calls by name
(``strace -f -c`` attached to this process for each side's rounds). With ``--calls``, rounds of
their own under ``cProfile`` count the Python-level calls (``py.calls``: deterministic, unlike
its times, so its ratio says whether a round in real time does the work callgrind counted in
slow motion) and the calls of :data:`DEAR`, which callgrind counts as a few instructions each and
this VM prices at 0.06-2 µs: clock reads, ``getpid`` (also made inside every
``asyncio.get_running_loop`` of Python 3.11), random bytes, ``stat``; and the locks released
(``py.locks``, :data:`LOCKS`: Python 3.11 reads the clock on every acquire).

Only the rounds themselves are counted: the overhead stage's own bookkeeping around a round (its
``/proc`` scan for framework workers, the model server's request counts) is left out, since it
is not what either side costs.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import os
import pstats
import re
import resource
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench.report import median

SIDES = ("arena", "native")
#: The counts of one round, by name (``gc0``..``gc2``: collections of that generation).
Counts = dict[str, int]


class CountingSelector(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
    """The event loop's selector, counting its ``select`` calls: one per loop iteration."""

    selects = 0

    def select(self, timeout: float | None = None) -> Any:
        CountingSelector.selects += 1
        return super().select(timeout)


#: Built-in functions counted by ``--calls`` (their names as cProfile gives them, ``time.`` etc.
#: kept): each is a clock read or a system call, so its price is the machine's, not the
#: instruction count's (docs/benchmarks.md, session 34).
DEAR = (
    "time.monotonic",
    "time.perf_counter",
    "time.time",
    "now",
    "posix.getpid",
    "_asyncio.get_running_loop",
    "posix.urandom",
    "posix.stat",
)

#: What ``--calls`` counts as ``py.locks``: a lock released (the end of a ``with lock:``, or an
#: explicit ``release()``). Python 3.11 reads the clock on every acquire, and a ``with`` block
#: on an uncontended lock cost ~1.6 µs on this machine kind (docs/benchmarks.md, session 35).
LOCKS = tuple(
    f"<method '{m}' of '_thread.{kind}' objects>"
    for kind in ("lock", "RLock")
    for m in ("__exit__", "release")
)


def profile_counts(stats: pstats.Stats, rounds: int) -> dict[str, float]:
    """Per round: every Python-level call (``py.calls``), each of :data:`DEAR`'s and the locks
    released (``py.locks``, :data:`LOCKS`)."""
    found = {"py.calls": stats.total_calls / rounds}  # type: ignore[attr-defined]
    table: dict[tuple[str, int, str], tuple[Any, ...]] = stats.stats  # type: ignore[attr-defined]
    for (file, _line, name), row in table.items():
        if file != "~":
            continue
        for dear in DEAR:
            if name == f"<built-in method {dear}>":
                found[f"py.{dear}"] = found.get(f"py.{dear}", 0.0) + row[1] / rounds
        if name in LOCKS:
            found["py.locks"] = found.get("py.locks", 0.0) + row[1] / rounds
    return found


def profiled(
    loop: asyncio.AbstractEventLoop, round_: Callable[[], Awaitable[int]], rounds: int
) -> dict[str, float]:
    """``rounds`` rounds under cProfile (each from a full collection, outside the profile)."""
    profile = cProfile.Profile()
    for _ in range(rounds):
        gc.collect()
        profile.enable()
        try:
            loop.run_until_complete(round_())  # type: ignore[arg-type]
        finally:
            profile.disable()
    return profile_counts(pstats.Stats(profile), rounds)


_SOCKETS = [0]


def _audit(event: str, _args: object) -> None:
    if event == "socket.__new__":
        _SOCKETS[0] += 1


@contextmanager
def counting() -> Iterator[Counts]:
    """Count what the code inside does; the dict is filled in when the block ends. Run it on a
    loop made by :func:`new_loop` for ``selects`` to count."""
    if _audit not in _HOOKED:  # an audit hook cannot be removed: one for the process
        sys.addaudithook(_audit)
        _HOOKED.append(_audit)
    started = [0]
    start = threading.Thread.start

    def counted_start(thread: threading.Thread) -> None:
        started[0] += 1
        start(thread)

    gens = [0, 0, 0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            gens[info["generation"]] += 1

    counts: Counts = {}
    before = resource.getrusage(resource.RUSAGE_SELF)
    selects, sockets = CountingSelector.selects, _SOCKETS[0]
    threading.Thread.start = counted_start  # type: ignore[method-assign,assignment]
    gc.callbacks.append(on_gc)
    try:
        yield counts
    finally:
        gc.callbacks.remove(on_gc)
        threading.Thread.start = start  # type: ignore[method-assign]
        after = resource.getrusage(resource.RUSAGE_SELF)
        counts.update(
            voluntary_switches=after.ru_nvcsw - before.ru_nvcsw,
            involuntary_switches=after.ru_nivcsw - before.ru_nivcsw,
            minor_faults=after.ru_minflt - before.ru_minflt,
            loop_wakeups=CountingSelector.selects - selects,
            threads_started=started[0],
            sockets_opened=_SOCKETS[0] - sockets,
            gc0=gens[0],
            gc1=gens[1],
            gc2=gens[2],
        )


_HOOKED: list[Callable[[str, object], None]] = []


def new_loop() -> asyncio.AbstractEventLoop:
    return asyncio.SelectorEventLoop(CountingSelector())


def strace_counts(text: str) -> Counts:
    """System calls by name from ``strace -c``'s table (its ``total`` row as ``syscalls``)."""
    counts: Counts = {}
    for line in text.splitlines():
        cells = line.split()
        if len(cells) >= 5 and re.fullmatch(r"[\d.]+", cells[0]) and cells[3].isdigit():
            counts[cells[-1] if cells[-1] != "total" else "syscalls"] = int(cells[3])
    return counts


@contextmanager
def straced(out: Path) -> Iterator[None]:
    """``strace -f -c`` attached to this process (and its threads) for the block."""
    proc = subprocess.Popen(
        ["strace", "-f", "-c", "-o", str(out), "-p", str(os.getpid())],
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    proc.stderr.readline()  # "strace: Process N attached": from here on it counts
    try:
        yield
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)


def _sides(adapter: str, loop: asyncio.AbstractEventLoop, base_url: str) -> dict[str, Any]:
    """Each side's round as a coroutine function, built as ``bench.overhead`` builds them."""
    from arena.arenas import load_arena
    from arena.evaluate import build_adapters, check_spec
    from arena.runner import run_many
    from arena.settings import RunSettings
    from bench import native
    from bench.overhead import CONCURRENCY, MODEL
    from bench.server import endpoint_at

    arena = load_arena("human_in_the_loop")
    items = list(arena.items)
    [runner] = build_adapters(arena, [adapter])
    endpoint = endpoint_at(base_url, MODEL)  # with the model's per-run log, as `arena run`
    spec, settings = check_spec(arena), RunSettings(concurrency=CONCURRENCY)
    driver = native.load(adapter)
    loop.run_until_complete(driver.open(base_url, MODEL))

    async def arena_side() -> int:
        results = await run_many(
            [(runner, i) for i in items], endpoint, arena=arena.name, settings=settings, spec=spec
        )
        return sum(len(r.trace.legs) for r in results)

    async def native_side() -> int:
        native.EVENTS.clear()
        outcomes = await native.run_batch(driver, items, CONCURRENCY)
        return sum(o.pauses + 1 for o in outcomes)

    return {"arena": arena_side, "native": native_side, "driver": driver}


def measure(
    loop: asyncio.AbstractEventLoop, round_: Callable[[], Awaitable[int]], rounds: int
) -> tuple[list[Counts], int]:
    """``rounds`` counted rounds (each from a full collection, outside the count); legs run."""
    per_round: list[Counts] = []
    legs = 0
    for _ in range(rounds):
        gc.collect()
        with counting() as counts:
            legs += loop.run_until_complete(round_())  # type: ignore[arg-type]
        per_round.append(counts)
    return per_round, legs


def medians(rows: list[Counts]) -> Counts:
    keys = sorted({k for r in rows for k in r})
    return {k: int(median([float(r.get(k, 0)) for r in rows])) for k in keys}


def compare(
    adapter: str, rounds: int, trace: bool, calls: bool = False
) -> dict[str, dict[str, float]]:
    """Per side: the median counts per round, and ``legs`` per round."""
    from bench.server import ModelServer

    loop = new_loop()
    asyncio.set_event_loop(loop)
    found: dict[str, dict[str, float]] = {}
    with ModelServer(0) as server, tempfile.TemporaryDirectory(prefix="arena-counts-") as tmp:
        sides = _sides(adapter, loop, server.base_url)
        for _ in range(2):  # warm-up: imports, clients, pooled connections, caches
            for side in SIDES:
                loop.run_until_complete(sides[side]())
        gc.collect()
        gc.freeze()
        try:
            for side in SIDES:
                rows, legs = measure(loop, sides[side], rounds)
                found[side] = {**medians(rows), "legs": legs / rounds}
                if trace:
                    out = Path(tmp) / f"strace.{side}"
                    with straced(out):
                        measure(loop, sides[side], rounds)
                    called = strace_counts(out.read_text())
                    found[side].update({f"sys.{k}": v / rounds for k, v in called.items()})
                if calls:
                    found[side].update(profiled(loop, sides[side], rounds))
        finally:
            gc.unfreeze()
            loop.run_until_complete(sides["driver"].close())
            stop = getattr(sides["driver"], "stop", None)
            if stop is not None:
                stop()
    return found


def report(adapter: str, found: dict[str, dict[str, float]]) -> str:
    a, n = found["arena"], found["native"]
    keys = [
        k
        for k in a.keys() | n.keys()
        if k == "py.calls" or not k.startswith(("sys.", "py.")) or a.get(k) != n.get(k)
    ]
    lines = [f"{adapter}: per round (12 items), arena / native"]
    for k in sorted(keys, key=lambda k: (k[:3] in ("sys", "py."), k)):
        a_k, n_k = a.get(k, 0), n.get(k, 0)
        ratio = f"  {a_k / n_k:.3f}" if k == "py.calls" and n_k else ""
        lines.append(f"  {k:32} {a_k:10.1f} {n_k:10.1f}{ratio}")
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    p = argparse.ArgumentParser(prog="python -m bench.overhead_counts", description=__doc__)
    p.add_argument("adapters", help="comma-separated adapter names")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--strace", action="store_true", help="also count system calls (strace -c)")
    p.add_argument(
        "--calls",
        action="store_true",
        help="also count Python calls and clock reads, getpid, urandom, stat (cProfile rounds)",
    )
    args = p.parse_args(argv)
    if args.strace and shutil.which("strace") is None:
        p.error("--strace needs the strace command: install it or leave --strace out")
    for name in args.adapters.split(","):
        print(report(name, compare(name, args.rounds, args.strace, args.calls)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
