"""A durable run beside a key ring test (red team 9's, tests/durable/test_state_in_kernel.py) read
that test's keys as its own: under ``pytest -n 2`` a statefile run on the other worker had
``kernel key ring _uid.0 (…) (changed)`` beside its store, and a cell asserted plain ``yes`` read
``yes, + own file``, by timing alone. Planning an adapter's phases now waits while a key ring test
holds the kernel key lock (tests/kernel_keys.py), which it lets go once what it left is gone."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state import kernelstate
from arena.durable_state.process import AdapterProcesses, Settings

TESTS = Path(__file__).resolve().parents[1]
refs = pytest.importorskip("durable_references_kernel")

#: Another worker's key ring test: the lock held alone, a key left in root's user key ring.
KEY_RING_TEST = """
import sys, time
import durable_references_kernel as refs
import kernel_keys

prefix = sys.argv[1]
with kernel_keys.held(exclusive=True):
    refs._add(prefix + "-left", b"pause", refs.USER)
    print("holding", flush=True)
    time.sleep(1.0)
    refs.invalidate(prefix)
"""


@pytest.mark.skipif(
    not refs.supported() or not os.path.exists("/proc/keys"), reason="no kernel key rings here"
)
def test_a_run_is_planned_after_a_key_ring_test_and_sees_none_of_its_keys(
    tmp_path: Path,
) -> None:
    prefix = f"arena-ref-key-{uuid.uuid4().hex[:12]}"
    path = os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path}
    other = subprocess.Popen(
        [sys.executable, "-c", KEY_RING_TEST, prefix], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "holding"
        run = AdapterProcesses(
            arena=load_arena("durable_state"),
            adapter="vanilla",
            root=tmp_path,
            settings=Settings(),
            env={},
        )
        assert not [k for k in run.kernel if prefix in k], run.kernel  # its baseline
        assert kernelstate.changed(run.kernel, kernelstate.snapshot()) == {}  # and nothing since
    finally:
        refs.invalidate(prefix)
        other.wait(timeout=60)


#: A holder of the lock, as a test on another worker: shared or not, taken, noted, kept a while.
HOLDER = """
import sys, time
import kernel_keys

with kernel_keys.held(exclusive=sys.argv[1] == "alone"):
    print("held", time.monotonic(), flush=True)
    if sys.argv[2] == "stdin":  # kept until the test closes our stdin
        sys.stdin.read()
    else:
        time.sleep(float(sys.argv[2]))
"""


@pytest.mark.skipif(not os.path.exists("/proc/locks"), reason="no /proc/locks here")
def test_a_key_ring_test_waiting_for_the_lock_is_not_passed_by_later_runs() -> None:
    """Runs on two workers (or two sessions) whose shared holds overlap would keep a key ring
    test waiting for good: a run that comes after it waits for it."""
    import time

    import kernel_keys

    path = os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": path}

    def hold(how: str, seconds: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-c", HOLDER, how, seconds], env=env, stdout=subprocess.PIPE,
            stdin=subprocess.PIPE, text=True,
        )  # fmt: skip

    # The run holds the lock shared until the test lets go (its stdin closed), not for a fixed
    # 1.5 s that a loaded machine's start of the key ring test's process could outlast (it then
    # took the lock at once and never waited).
    run = hold("shared", "stdin")
    assert run.stdout is not None and run.stdout.readline().startswith("held")
    key_ring_test = hold("alone", "0.2")
    deadline = time.monotonic() + 60
    while not _waiting(key_ring_test.pid):  # for the run's hold to end
        assert time.monotonic() < deadline and key_ring_test.poll() is None
        time.sleep(0.02)  # a poll of /proc/locks, not the order itself

    def let_the_run_go() -> None:  # once this test waits too (behind the key ring test)
        end = time.monotonic() + 60
        while not _waiting(os.getpid()) and time.monotonic() < end:
            time.sleep(0.02)
        assert run.stdin is not None
        run.stdin.close()

    releaser = threading.Thread(target=let_the_run_go, daemon=True)
    releaser.start()
    with kernel_keys.held(exclusive=False):
        mine = time.monotonic()
    releaser.join(60)
    assert key_ring_test.stdout is not None
    line = key_ring_test.stdout.readline()
    assert line.startswith("held") and float(line.split()[1]) < mine, (line, mine)
    for p in (run, key_ring_test):
        assert p.wait(timeout=60) == 0


def _waiting(pid: int) -> bool:
    """Whether process ``pid`` is blocked on an exclusive ``flock`` (``/proc/locks``)."""
    locks = Path("/proc/locks").read_text(encoding="utf-8")
    return any("->" in ln and "WRITE" in ln and f" {pid} " in ln for ln in locks.splitlines())
