"""The ``--workers`` target holds the workers to the single process's CPU (redteam48).

``bench/workers.py`` read each row's CPU ceiling from that row's own CPU per item, so CPU that
``--workers`` added per item (a busy wait for results, a copy of each) lowered its own bar:
workers that spent twice the single process's CPU per item and ran at half its throughput read
"steady ÷ ideal 0.99", target met. The ceiling is now the single process's CPU for every row;
such workers read 0.5, missed, while workers that add little still read met.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from bench import workers
from bench.targets import summarize

ITEMS = 300
SINGLE_CPU_S = 4.8  # 16 ms per item in one process: a CPU ceiling of 125 items/s on 2 cores


def _row(adapter: str, n_workers: int, cpu_s: float, per_s: float) -> dict[str, Any]:
    return {
        "adapter": adapter,
        "workers": n_workers,
        "items": ITEMS,
        "passed": ITEMS,
        "errors": {},
        "calls": 1050,  # 3.5 model calls per item: a latency ceiling of 286 items/s
        "wall_s": ITEMS / per_s + 1.0,
        "steady_s": (ITEMS - 1) / per_s,
        "steady_items": ITEMS - 1,
        "cpu_s": cpu_s,
    }


#: (CPU s over the items, steady items/s) with 2 workers; one worker: 4.8 s, 120/s.
WORKERS = {
    "honest": (5.4, 120.0),  # 12 % more CPU per item, the same throughput
    "busy": (9.6, 62.0),  # twice the CPU per item, half the throughput: at its own ceiling
}


@contextlib.contextmanager
def _no_server(latency_ms: float) -> Iterator[SimpleNamespace]:
    yield SimpleNamespace(base_url="http://127.0.0.1:9/v1")


def _section(monkeypatch: pytest.MonkeyPatch, adapter: str) -> Any:
    def one(name: str, n_workers: int, n: int, concurrency: int, base_url: str) -> dict:
        if n_workers == 1:
            return _row(name, 1, SINGLE_CPU_S, 120.0)
        return _row(name, n_workers, *WORKERS[name])

    monkeypatch.setattr(workers, "one", one)
    monkeypatch.setattr(workers, "ModelServer", _no_server)
    monkeypatch.setattr(workers.os, "sched_getaffinity", lambda _pid: {0, 1})
    return workers.run([adapter], latency_ms=100.0, quick=False)


def _two_workers(section: Any) -> dict[str, Any]:
    [row] = [r for r in section.data["rows"] if r["workers"] == 2]
    return row


def test_workers_that_add_cpu_per_item_miss_the_target(monkeypatch: pytest.MonkeyPatch) -> None:
    section = _section(monkeypatch, "busy")
    row = _two_workers(section)
    assert row["cpu_cap"] == pytest.approx(2 / (SINGLE_CPU_S / ITEMS))
    assert row["efficiency"] == pytest.approx(62.0 / 125.0, rel=0.01)
    [target] = [r for r in summarize([section]).tables[0].rows if "--workers 2" in r[0]]
    assert target[2] == "missed", target


def test_workers_that_keep_the_single_process_cpu_meet_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    section = _section(monkeypatch, "honest")
    assert _two_workers(section)["efficiency"] == pytest.approx(120.0 / 125.0, rel=0.01)
    [target] = [r for r in summarize([section]).tables[0].rows if "--workers 2" in r[0]]
    assert target[2] == "**met**", target
