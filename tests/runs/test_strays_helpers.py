"""Which processes started while legs ran are the harness's or Python's own (arena.strays)."""

from __future__ import annotations

import multiprocessing.resource_tracker as resource_tracker
import subprocess
import sys

from arena.contextless import Contextless
from arena.strays import started_in_legs


def test_pythons_resource_tracker_is_not_the_adapters_but_a_look_alike_is() -> None:
    """validate() named the resource tracker a framework's process pool starts lazily ("started
    by the adapter during a case, still runs"); and a helper was known by "-m
    arena.model.process" anywhere in its argv, so ``python -c CODE -m arena.model.process``
    passed for the scripted model."""
    Contextless.leg(+1)
    sleeper = "import time; time.sleep(30)"
    procs = [
        subprocess.Popen([sys.executable, "-c", sleeper, "-m", "arena.model.process"]),
        subprocess.Popen([sys.executable, "-c", sleeper]),
    ]
    try:
        resource_tracker.ensure_running()
        tracker = resource_tracker._resource_tracker._pid
        found = {pid for pid, _ in started_in_legs()}
        assert {p.pid for p in procs} <= found, found
        assert tracker not in found
    finally:
        Contextless.leg(-1)
        for p in procs:
            p.kill()
            p.wait()
