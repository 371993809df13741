"""Runs the store suite against several broken stores in ONE pytest process, the way a backend
author runs it (``-k custom``, the paths docs/operator.md gives), and says which tests failed
for each.

The runners (test_s49_answers_kept.py, test_s50_other_runs.py, test_store_broken.py) started a
pytest process per store; each paid ~3 s of CPU to start and collect before its ~4 s of tests,
28 times over. ``$ARENA_TEST_STORE_FACTORIES`` (race_workers.custom_factories) makes each
factory a ``custom@<module>.<function>`` param, so one process runs them all; the results are
read back per param id.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from race_workers import FACTORIES_ENV, FACTORY_ENV

ROOT = Path(__file__).parents[2]
#: ``PASSED``/``FAILED`` lines of ``-rA``: the test's name and its custom store's param id (the
#: id's other params follow it after a ``-``, which no Python name holds).
RESULT = re.compile(r"^(PASSED|FAILED) \S+::(\w+)\[(?:[^\]]*-)?custom@([\w.]+)", re.M)


def failed_per_factory(
    factories: Sequence[str], paths: Sequence[str], env: Mapping[str, str] | None = None
) -> dict[str, set[str]]:
    """Each factory (``module:function``) and the names of the suite's tests it failed.

    Asserts what held of each process per store: no collection error, every factory ran the
    same tests (none left out by a bad id), and the exit status says whether any failed."""
    clean = {k: v for k, v in os.environ.items() if k not in (FACTORY_ENV, FACTORIES_ENV)}
    command = [sys.executable, "-m", "pytest", "-q", "-rA", "-p", "no:cacheprovider"]
    done = subprocess.run(
        [*command, "-k", "custom", *paths],
        cwd=ROOT,
        env=clean | dict(env or {}) | {FACTORIES_ENV: ",".join(factories)},
        capture_output=True,
        text=True,
        timeout=1800,
    )
    tail = done.stdout[-3000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert " error" not in summary, tail
    ran: dict[str, int] = {f: 0 for f in factories}
    failed: dict[str, set[str]] = {f: set() for f in factories}
    key = {f.replace(":", "."): f for f in factories}
    for outcome, test, store in RESULT.findall(done.stdout):
        ran[key[store]] += 1
        if outcome == "FAILED":
            failed[key[store]].add(test)
    assert len(set(ran.values())) == 1 and min(ran.values()) >= 20, (ran, summary)
    assert done.returncode == (1 if any(failed.values()) else 0), tail
    return failed
