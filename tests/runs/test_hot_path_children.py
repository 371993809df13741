"""Every leg looks at the children's file once when it starts and once when it ends (issue 16).

The file is made empty with the process's first leg, so one ``stat`` finds it; an ``os.access``
before each ``stat`` was a second look-up of the same path on every leg's start and end, what
the system calls cost beyond the harness's instructions (docs/benchmarks.md, session 27). The
guard still sees what a child writes during a leg, and a file that went away reads as empty.
"""

from __future__ import annotations

import contextvars
import json
import os
from collections.abc import Iterator
from typing import Any

import pytest

from arena import contextless
from arena.contextless import Contextless, children_file
from arena.tools import ledger


@pytest.fixture
def no_legs_left() -> Iterator[None]:
    yield
    assert not Contextless.running()


def _in_a_leg(body: Any) -> Any:
    def leg() -> Any:
        Contextless.leg(+1)
        try:
            return body()
        finally:
            Contextless.leg(-1)

    return contextvars.copy_context().run(leg)


def _looked_up(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every ``os.access`` and ``os.stat`` of a path from here on, as (call, path)."""
    calls: list[tuple[str, str]] = []
    real_access, real_stat = os.access, os.stat

    def access(path: Any, *args: Any, **kwargs: Any) -> bool:
        calls.append(("access", str(path)))
        return real_access(path, *args, **kwargs)

    def stat(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        calls.append(("stat", str(path)))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "access", access)
    monkeypatch.setattr(os, "stat", stat)
    return calls


def test_a_quiet_leg_looks_the_childrens_file_up_once_at_each_end(
    monkeypatch: pytest.MonkeyPatch, no_legs_left: None
) -> None:
    _in_a_leg(lambda: ledger.reconcile("run_warm"))  # the file exists from the first leg on
    path = children_file()
    assert path is not None and os.path.exists(path)
    calls = _looked_up(monkeypatch)
    assert _in_a_leg(lambda: ledger.reconcile("run_quiet")) is None
    mine = [c for c in calls if c[1] == path]
    assert mine == [("stat", path), ("stat", path)]


def test_a_line_a_child_writes_during_the_leg_still_fails_it(no_legs_left: None) -> None:
    def child_writes() -> str | None:
        path = children_file()
        assert path is not None
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"tool": "book_room", "args": {}, "what": "ran", "pid": 1}) + "\n")
        return ledger.reconcile("run_child")

    said = _in_a_leg(child_writes)
    assert said is not None and "book_room" in said and "child process" in said


def test_a_childrens_file_that_went_away_reads_as_empty(tmp_path: Any) -> None:
    gone = str(tmp_path / "arena-children-gone")
    assert contextless._size(gone) == 0
    assert contextless._size(None) == 0
    with open(gone, "w", encoding="utf-8") as fh:
        fh.write("x\n")
    assert contextless._size(gone) == 2
