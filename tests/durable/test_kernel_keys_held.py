"""A durable run beside a key ring test (red team 9's, tests/durable/test_state_in_kernel.py) read
that test's keys as its own: under ``pytest -n 2`` a statefile run on the other worker had
``kernel key ring _uid.0 (…) (changed)`` beside its store, and a cell asserted plain ``yes`` read
``yes, + own file``, by timing alone. Planning an adapter's phases now waits while a key ring test
holds the kernel key lock (tests/kernel_keys.py), which it lets go once what it left is gone."""

from __future__ import annotations

import os
import subprocess
import sys
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
