"""Each test process freezes what collection left it holding, so full collections stop walking it.

A worker of ``make test`` holds, until it exits, every collected test (31k items), every test
module and every framework its collection imported: millions of objects no test frees. Each of
Python's full (generation 2) collections walked all of them again. ``gc.freeze()`` once collection
is over moves them to the permanent generation, which the collector never walks; what tests make
afterwards is collected as before (a cycle among frozen objects is kept, as they all are anyway).
A test that unfreezes (the bench rounds freeze and unfreeze the heap themselves: bench/overhead.py,
tests/runs/test_bench_counts.py) gives it back to the collector; it is frozen again once that
test is over. ``gc.get_freeze_count()`` walks the whole frozen list (milliseconds a test), so
``gc.unfreeze`` is wrapped to say it was called instead.
Measured (speed51b): a worker that collected the whole suite and ran 1,562 of its tests spent
6.0-7.3 s of CPU in full collections without, 2.8-3.1 s with it (26.5 -> 22.9 s of CPU a worker).
"""

from __future__ import annotations

import gc

import pytest

_unfreeze = gc.unfreeze
_thawed: list[bool] = []


def _unfreeze_noted() -> None:
    _thawed.append(True)
    _unfreeze()


def pytest_collection_finish(session: pytest.Session) -> None:
    if gc.unfreeze is _unfreeze:
        gc.unfreeze = _unfreeze_noted
    gc.freeze()


def pytest_runtest_logfinish(nodeid: str, location: tuple[str, int | None, str]) -> None:
    if _thawed:
        _thawed.clear()
        gc.freeze()
