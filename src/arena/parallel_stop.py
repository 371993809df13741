"""Stopping ``arena run --workers N``'s worker processes (:mod:`arena.parallel`).

The parent stops its workers on Ctrl-C, a dead worker or the end of the runs: each is waited for
until it holds no run (its own event) or exits, and killed only past :data:`GIVE_BACK_S`, or at
a second Ctrl-C. Kept apart from the dealing of the runs so what a stop leaves reads in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.synchronize import Event as Over

#: How long the parent waits for any word from a worker before checking that all still live.
POLL_S = 1.0

#: The longest the parent waits for a stopped worker to give back its runs: a few store writes
#: each, so only a worker stuck in code that ignores its cancellation reaches it.
GIVE_BACK_S = 300.0


def stop_workers(procs: Sequence[Any], over: Sequence[Over]) -> None:
    """Wait for each started worker to hold no run (its ``over`` event, or its exit), then for
    its exit, killing one that does not follow. The parent gave each 5 s from the SIGTERM, then
    killed it: under load a worker still giving back its runs was killed mid-way, and they
    stayed claimed, ``resuming`` under a dead process, for the claim's whole TTL (the likeliest
    flake of test_ctrl_c_store[workers], durable45). A second Ctrl-C kills them at once."""
    started = [(p, e) for p, e in zip(procs, over, strict=True) if p.pid is not None]
    try:
        for proc, done in started:
            for _ in range(int(GIVE_BACK_S / POLL_S)):
                if done.wait(POLL_S) or not proc.is_alive():
                    break
            proc.join(timeout=5)  # it holds no run now: only its exit is waited for
    except KeyboardInterrupt:
        for proc, _ in started:
            proc.kill()
        raise
    finally:
        for proc, _ in started:
            if proc.is_alive():
                proc.kill()
                proc.join()


__all__ = ["GIVE_BACK_S", "POLL_S", "stop_workers"]
