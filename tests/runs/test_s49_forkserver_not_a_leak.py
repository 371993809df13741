"""Python's forkserver is Python's own helper, not a process the adapter left running.

A pool with the forkserver context (tests/reference_adapters_children.PoolBooker) starts one
forkserver per process, which outlives the pool. Started within a tick of a leg's window (one
test's legs end, the next test builds the pool at once: -n 2 runs), it read as "started by the
adapter during a case, still runs after the cases", and every later validate() in that xdist
worker failed (5 tests of tests/adapters/test_validate.py). The forkserver is skipped as the
resource tracker is; the processes it forks are still walked, so a pool worker left alive is
still named.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
import multiprocessing.forkserver as forkserver
import os
import time
from multiprocessing.process import BaseProcess

from arena.adapters.vanilla import VanillaAdapter
from arena.conformance import CASES, rooms_spec, validate
from arena.context import ModelEndpoint, RunContext
from arena.contextless import Contextless
from arena.strays import settle_children, started_in_legs
from arena.types import Turn


def _pid() -> int:
    return os.getpid()


def test_a_forkserver_started_in_a_leg_is_not_named_but_its_live_worker_is() -> None:
    Contextless.leg(+1)
    try:
        pool = cf.ProcessPoolExecutor(1, mp_context=mp.get_context("forkserver"))
        worker = pool.submit(_pid).result(timeout=60)
        server = forkserver._forkserver._forkserver_pid
        assert isinstance(server, int)
        found = {pid for pid, _ in started_in_legs()}
        # the worker, a child of the forkserver, started in the leg and still runs: named
        assert worker in found and server not in found, (worker, server, found)
    finally:
        Contextless.leg(-1)
        pool.shutdown()
    assert server not in {pid for pid, _ in settle_children(grace_s=5)}


def test_a_process_posing_as_a_forkserver_is_still_named() -> None:
    """Only this process's own forkserver (by pid) is skipped, not one that looks like it."""
    import subprocess
    import sys

    code = "from multiprocessing.forkserver import main; import time; time.sleep(30)"
    Contextless.leg(+1)
    proc = subprocess.Popen([sys.executable, "-B", "-c", code])
    try:
        assert proc.pid in {pid for pid, _ in started_in_legs()}
    finally:
        Contextless.leg(-1)
        proc.kill()
        proc.wait()


class _PoolInCase(VanillaAdapter):
    """Starts a forkserver pool in its first case and shuts it down there (a framework's own
    pool, ended in time: conforms); ``leak`` also leaves a forkserver child running (named)."""

    name = "pool_in_case"

    def __init__(self, leak: bool) -> None:
        super().__init__(rooms_spec())
        self.leak = leak
        self.child: BaseProcess | None = None
        self.started = False

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if not self.started:
            self.started = True
            with cf.ProcessPoolExecutor(1, mp_context=mp.get_context("forkserver")) as pool:
                pool.submit(_pid).result(timeout=60)
            if self.leak:
                self.child = mp.get_context("forkserver").Process(target=time.sleep, args=(30,))
                self.child.start()
        return await super().start(user_input, ctx)


def test_validate_names_a_leaked_pool_worker_but_not_the_forkserver(
    endpoint: ModelEndpoint,
) -> None:
    cases = [c for c in CASES if c.name == "approved"]
    fine = validate(_PoolInCase(leak=False), endpoint=endpoint, cases=cases)
    assert fine.ok, fine.findings
    leaky = _PoolInCase(leak=True)
    try:
        report = validate(leaky, endpoint=endpoint, cases=cases)
    finally:
        assert leaky.child is not None
        leaky.child.kill()
        leaky.child.join()
    left = [f for f in report.findings if "still runs after the cases" in f]
    server = forkserver._forkserver._forkserver_pid
    # the worker (forked by the server, so its command line reads the same), not the server
    assert len(left) == 1 and not left[0].startswith(f"process {server} "), (server, left)
