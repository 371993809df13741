"""A leg makes no system call to learn its process's id and takes fewer locks (issue 16, session 35).

On this machine kind ``os.getpid()`` is a system call of ~1.7 µs and a ``with`` block on a lock
~1.6 µs (Python 3.11 reads the clock on every acquire): a vanilla leg asked the process id six or
seven times and took 29 locks, where the native loop takes none — CPU that callgrind's
instruction count does not show (docs/benchmarks.md, session 35). The id is now kept, and set
anew in a forked child; single reads of a dict take no lock; the leg's guards read one snapshot
of the run's record. Each test fails on the old code; the rest of the behaviour is the guards'
own tests (tests/runs/test_hot_path_children.py, test_turn_held_to_log.py, ...).
"""

from __future__ import annotations

import asyncio
import contextvars
import cProfile
import gc
import logging
import os
import pstats
import sys
import threading
from collections.abc import Callable

import pytest
from bench.null import NullAdapter

import arena.tools as arena_tools
from arena import contextless, leg_threads
from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.contextless import Contextless, this_pid
from arena.runner import RunResult, run_item
from arena.tools import take_executions

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="scripted")


def _one_run(then: Callable[[], object] = lambda: None) -> RunResult:
    """One approved item through the null adapter (no framework, no model), while another leg
    of this process runs: so no leg here is the first of a burst (whose start registers the
    process, once, and may ask the id)."""
    arena = load_arena("human_in_the_loop")
    item = next(i for i in arena.items if "tool_called_once_after_resume" in i.checks)
    beside = contextvars.copy_context()
    beside.run(Contextless.leg, +1)
    gc.collect()  # an earlier test's objects finalised in the count are no leg's (ci1, session 54)
    then()  # the count starts here
    try:
        return asyncio.run(run_item(NullAdapter(), item, ENDPOINT))
    finally:
        beside.run(Contextless.leg, -1)


@pytest.mark.parametrize("leg_asks", [False, True], ids=["shipped", "a leg that asks"])
def test_a_leg_asks_no_system_call_for_the_process_id(
    monkeypatch: pytest.MonkeyPatch, leg_asks: bool
) -> None:
    asked: list[str] = []
    logged: list[str] = []
    real = os.getpid
    # Threads an earlier test left running in this worker (a model process's stop poll, a store's
    # checkpoint thread) are no leg's: ci2 (session 54) counted one call of theirs. The run's own
    # thread and any thread started during the count are counted.
    others = {t.ident for t in threading.enumerate()} - {threading.get_ident()}

    def getpid() -> int:
        caller = sys._getframe(1).f_code
        if threading.get_ident() in others:
            pass
        elif caller.co_filename.endswith(os.path.join("logging", "__init__.py")):
            logged.append(caller.co_name)  # a log record's process field: whoever logs asks
        else:
            asked.append(f"{caller.co_filename}:{caller.co_name}")
        return real()

    leg = Contextless.leg.__func__  # type: ignore[attr-defined]

    def asking_leg(cls: type[Contextless], delta: int) -> None:
        os.getpid()  # the broken reference: a leg that asks the id, as the old code did
        leg(cls, delta)

    def count() -> None:
        monkeypatch.setattr(os, "getpid", getpid)
        if leg_asks:
            monkeypatch.setattr(Contextless, "leg", classmethod(asking_leg))

    # The one call session 54's CI counted (ci1, ci2, ci4; never alone): asyncio's "Using
    # selector" debug record as asyncio.run makes its loop, whose LogRecord asks os.getpid(), on
    # a worker where an earlier test had left DEBUG records on. The count runs with them on, so
    # the call is always there and always logging's, whatever ran before in this worker.
    asyncio_log = logging.getLogger("asyncio")
    level = asyncio_log.level
    # An execution journal writes each tool call's pid: opt-in recording, not a leg's cost. A
    # worker where an earlier test's durable run registered one journals every later leg into
    # it (session 55's ci2 counted arena/tools/__init__.py:journal): the count runs without it.
    monkeypatch.delenv("ARENA_EXECUTION_JOURNAL", raising=False)
    monkeypatch.setattr(arena_tools, "registered_journal", lambda: None)
    _one_run()  # imports and first-use work outside the count
    asyncio_log.setLevel(logging.DEBUG)
    try:
        result = _one_run(count)
    finally:
        asyncio_log.setLevel(level)
    assert len(result.trace.legs) == 2 and logged, logged
    # The old code asked it 19 times in these two legs; the asking leg's start and end, 4.
    assert len(asked) >= 4 if leg_asks else asked == [], asked


def test_a_leg_takes_fewer_locks() -> None:
    _one_run()
    # An earlier test's stores finalised inside the count read as a leg's locks (their checkpoint
    # threads' Event.set: 24.5 a leg after test_s41_model_process_killed): collect them first.
    gc.collect()
    profile = cProfile.Profile()
    profile.enable()
    result = _one_run()
    profile.disable()
    table = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    locks = sum(
        v[1] for k, v in table.items() if k[2] == "<method '__exit__' of '_thread.lock' objects>"
    )
    legs = len(result.trace.legs)
    # 28.5 a leg on the old code (refusals twice, the guards' three reads of the run's record,
    # include_late and take_executions with nothing to take each took one); 23 with these.
    assert legs == 2 and locks / legs <= 23


def test_a_forked_child_knows_its_own_id() -> None:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report what the kept id says, then leave at once
        try:
            os.write(write, f"{this_pid()} {os.getpid()}".encode())
        finally:
            os._exit(0)
    os.close(write)
    try:
        kept, real = os.read(read, 100).decode().split()
    finally:
        os.close(read)
        os.waitpid(pid, 0)
    assert kept == real == str(pid) and this_pid() == os.getpid() != pid
    assert [os.getpid()] == contextless._PID


def test_lock_free_reads_still_read_what_was_written() -> None:
    before = leg_threads.refusals("s35-dear")
    leg_threads.refused("s35-dear")
    assert leg_threads.refusals("s35-dear") == before + 1
    assert not leg_threads.running("s35-dear")
    from arena.tools import note_execution

    assert take_executions("run_s35_dear") == set()
    note_execution("run_s35_dear", "call_1")
    assert take_executions("run_s35_dear") == {"call_1"}
    assert take_executions("run_s35_dear") == set()


def test_ids_read_the_os_random_bytes_in_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """An id is 64 of the OS's random bits as before, read 512 bytes at a time: the old code made
    a system call per id (~1.5 µs here, ~1.75 ids a vanilla leg)."""
    from arena import types

    reads: list[int] = []
    real = os.urandom

    def urandom(n: int) -> bytes:
        reads.append(n)
        return real(n)

    monkeypatch.setattr(os, "urandom", urandom)
    ids = [types.new_id("req") for _ in range(200)]
    assert len(reads) <= 4 and set(reads) <= {512}  # the old code: 200 reads of 8 bytes
    assert len(set(ids)) == 200
    assert all(i.startswith("req_") and len(i) == 20 and int(i[4:], 16) >= 0 for i in ids)


def test_a_forked_child_hands_out_none_of_its_parents_ids() -> None:
    from arena.types import new_id

    new_id("run")  # a block read, most of it left
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.write(write, " ".join(new_id("run") for _ in range(5)).encode())
        finally:
            os._exit(0)
    os.close(write)
    try:
        theirs = set(os.read(read, 1000).decode().split())
    finally:
        os.close(read)
        os.waitpid(pid, 0)
    ours = {new_id("run") for _ in range(5)}
    assert len(theirs) == 5 and not theirs & ours
