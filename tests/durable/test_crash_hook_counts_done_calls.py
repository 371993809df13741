"""The durable_state crash hook dies once ``count`` store calls are DONE, not entered: tools (and
so the ledger's ``finish_side_effect``) may run on threads, and counting at entry let the last
run's call kill the process while another run's booking outcome was still being written — the
run then read "needs reconciliation" at the after_booking crash point (seen under load)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from arena.durable_state.crash import Hook, Kill


class _Store:
    def __init__(self) -> None:
        self.finished: list[str] = []
        self.entered = threading.Event()
        self.release = threading.Event()

    def finish_side_effect(self, key: str, hold: bool) -> None:
        if hold:  # the slow call: inside the store until the test lets it go (no sleep)
            self.entered.set()
            assert self.release.wait(60), "the test never let the slow call finish"
        self.finished.append(key)


def test_the_process_dies_only_after_every_counted_call_has_finished(tmp_path: Path) -> None:
    store = _Store()
    hook = Hook(Kill(method="finish_side_effect", count=2), note=tmp_path / "n", owner="me")
    seen_at_death: list[list[str]] = []
    hook.die = lambda why="": seen_at_death.append(list(store.finished))  # type: ignore[method-assign]
    hook.arm(store)
    slow = threading.Thread(target=store.finish_side_effect, args=("slow", True))
    slow.start()
    # The slow call is inside the store when the fast one starts and ends: forced by events,
    # not a sleep (a 0.05 s sleep let a loaded machine run the calls in either order).
    assert store.entered.wait(60), "the slow call never reached the store"
    store.finish_side_effect("fast", False)
    assert seen_at_death == [], "died at the fast call while the slow one was still writing"
    store.release.set()
    slow.join(60)
    assert seen_at_death == [["fast", "slow"]], "died while a counted call was still writing"


def test_a_call_that_raises_is_counted_without_killing_at_that_call(tmp_path: Path) -> None:
    class Refusing(_Store):
        def finish_side_effect(self, key: str, hold: bool) -> None:
            raise OSError("disk full")

    store = Refusing()
    hook = Hook(Kill(method="finish_side_effect", count=1), note=tmp_path / "n", owner="me")
    died: list[bool] = []
    hook.die = lambda why="": died.append(True)  # type: ignore[method-assign]
    hook.arm(store)
    with pytest.raises(OSError):
        store.finish_side_effect("k", False)
    assert hook.calls == 1 and died == []
