"""One lock, machine-wide, between the tests that leave keys in the kernel's key rings and every
test that runs durable_state phases.

Key rings are the machine's, not a process's: a key a phase of ``tests/durable/test_state_in_kernel.py``
puts in root's user key ring (``@u``) is in every root process's view, and the harness names
whatever appears in the kernel while an adapter's phases run beside its verdict
(:mod:`arena.durable_state.kernelstate`: "Adapters run side by side: what appears while several
run is named beside each of them"). So under ``pytest -n 2`` (or two sessions at once) a durable
run on the other worker read ``kernel key …: user 'arena-ref-key-…'`` and ``kernel key ring _uid.0
(changed)`` beside its store: its cell ``yes, + own file`` where ``yes`` is asserted
(tests/durable/test_state_folder_listed.py, test_state_outside_store.py), by timing alone.

The key ring tests hold the lock exclusively, until what they left is gone from the kernel; a test
that plans an adapter's phases (:class:`arena.durable_state.process.AdapterProcesses`, whose
snapshot of the kernel is the baseline) holds it shared until it ends (tests/conftest.py).
"""

from __future__ import annotations

import fcntl
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOCK = Path(tempfile.gettempdir()) / "arena-tests-kernel-keys.lock"
#: Taken on the way in by every holder: a key ring test waiting for the lock holds it, so runs that
#: plan phases meanwhile queue behind it instead of keeping the lock shared for good (several
#: sessions on one machine, or two workers whose tests follow each other without a gap).
GATE = LOCK.with_name(LOCK.name + ".gate")
#: Whether this process holds the lock exclusively (a key ring test): its own phases need no
#: shared hold, which would wait on itself.
exclusive_here = False


@contextmanager
def held(*, exclusive: bool) -> Iterator[None]:
    """The lock, shared or exclusive. Held exclusively, it is let go only once the kernel's state
    holds nothing new or changed since it was taken (what the test left invalidated and collected,
    key rings' counts back; up to 5 s): a test that starts next takes no leftover as its baseline."""
    global exclusive_here
    from arena.durable_state import kernelstate

    gate = os.open(GATE, os.O_RDWR | os.O_CREAT, 0o666)
    fd = os.open(LOCK, os.O_RDWR | os.O_CREAT, 0o666)
    try:
        fcntl.flock(gate, fcntl.LOCK_EX)
        fcntl.flock(fd, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        if not exclusive:
            fcntl.flock(gate, fcntl.LOCK_UN)
            yield
            return
        exclusive_here = True
        before = kernelstate.snapshot()
        try:
            yield
        finally:
            exclusive_here = False
            settle(before)
    finally:
        os.close(fd)  # and with it the lock
        os.close(gate)


def settle(before: dict[str, str]) -> None:
    """Wait, up to 5 s, until the kernel's state (:func:`kernelstate.snapshot`) holds nothing new
    or changed since ``before``: what a key ring test left invalidated and collected, so the next
    test takes no leftover as its baseline. :func:`held` does it on its way out; a module that
    holds the lock once for several key ring tests does it after each."""
    from arena.durable_state import kernelstate

    deadline = time.monotonic() + 5.0
    while kernelstate.changed(before, kernelstate.snapshot()):
        if time.monotonic() >= deadline:
            break
        time.sleep(0.05)
