"""The durable_state crash hook dies once ``count`` store calls are DONE, not entered: tools (and
so the ledger's ``finish_side_effect``) may run on threads, and counting at entry let the last
run's call kill the process while another run's booking outcome was still being written — the
run then read "needs reconciliation" at the after_booking crash point (seen under load)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from arena.durable_state.crash import Hook, Kill


class _Store:
    def __init__(self) -> None:
        self.finished: list[str] = []

    def finish_side_effect(self, key: str, delay: float) -> None:
        time.sleep(delay)
        self.finished.append(key)


def test_the_process_dies_only_after_every_counted_call_has_finished(tmp_path: Path) -> None:
    store = _Store()
    hook = Hook(Kill(method="finish_side_effect", count=2), note=tmp_path / "n", owner="me")
    seen_at_death: list[list[str]] = []
    hook.die = lambda why="": seen_at_death.append(list(store.finished))  # type: ignore[method-assign]
    hook.arm(store)
    slow = threading.Thread(target=store.finish_side_effect, args=("slow", 0.3))
    slow.start()
    time.sleep(0.05)  # the slow call is inside the store when the fast one starts and ends
    store.finish_side_effect("fast", 0.0)
    slow.join()
    assert seen_at_death == [["fast", "slow"]], "died while a counted call was still writing"


def test_a_call_that_raises_is_counted_without_killing_at_that_call(tmp_path: Path) -> None:
    class Refusing(_Store):
        def finish_side_effect(self, key: str, delay: float) -> None:
            raise OSError("disk full")

    store = Refusing()
    hook = Hook(Kill(method="finish_side_effect", count=1), note=tmp_path / "n", owner="me")
    died: list[bool] = []
    hook.die = lambda why="": died.append(True)  # type: ignore[method-assign]
    hook.arm(store)
    with pytest.raises(OSError):
        store.finish_side_effect("k", 0.0)
    assert hook.calls == 1 and died == []
