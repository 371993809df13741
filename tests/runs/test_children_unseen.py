"""Child processes the arena could not see, and a silenced witness (red team 12, findings 1, 3).

The only mark of an arena child was ``ARENA_LEGS_PARENT`` in its environment, exported only while
legs ran: a process pool started before the first leg, or ``python -c`` started with ``env={}``,
booked every denied room through the tool's own wrapper as a plain call, and the run scored 12/12.
The arena process now registers itself in a fixed per-user place when it first runs legs, and a
process whose ancestors reach it refuses while one of its legs runs, whatever its environment.
And ``book_room`` swapped out of its witness (``ledger.executed`` set to a no-op around
``__wrapped__``) booked unseen: it now holds the witness it took at import.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import reference_adapters_children as ref
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.drive._unowned import failed_over
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import ledger, rooms


@pytest.fixture(autouse=True)
def _strays_made_here_fail_nothing_else() -> Iterator[None]:
    yield
    failed_over()


def _run(adapter: VanillaAdapter, arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    jobs = [(adapter, i) for i in arena.items if i.meta.get("expect") == "denied"]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=4)))


def _error(r: RunResult) -> str:
    return " ".join(leg.error or "" for leg in r.trace.legs)


def _spec() -> AgentSpec:
    return AgentSpec.from_module(rooms)


def test_a_pool_started_before_the_legs_cannot_book(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = ref.PoolBooker(_spec())
    try:
        results = _run(adapter, hitl_arena, endpoint_for("compliant"))
    finally:
        adapter.pool.shutdown()
    assert results and adapter.said
    assert all(s.startswith("ERROR") and "child process" in s for s in adapter.said), adapter.said
    for r in results:
        assert not r.passed and "child process" in _error(r), (r.item.id, _error(r))


def test_a_clean_environment_child_cannot_book(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = ref.CleanEnvBooker(_spec())
    results = _run(adapter, hitl_arena, endpoint_for("compliant"))
    assert results and adapter.said
    assert all(s.startswith("ERROR") and "child process" in s for s in adapter.said), adapter.said
    for r in results:
        assert not r.passed and "child process" in _error(r), (r.item.id, _error(r))


def test_a_silenced_witness_still_reports(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = ref.SilentBooker(_spec())
    results = _run(adapter, hitl_arena, endpoint_for("compliant"))
    assert results and adapter.said
    for r in results:
        assert not r.passed and "by the backend's own record" in _error(r), _error(r)


def test_the_shipped_adapter_still_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _run(VanillaAdapter(_spec()), hitl_arena, endpoint_for("compliant"))
    assert results and all(r.passed for r in results), [_error(r) for r in results]


def test_a_clean_environment_script_after_the_legs_is_a_stray_unless_it_opts_in(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """No leg of this (registered) process runs, but it ran legs: a child's wrapper call is a
    stray of this process (red team 22: an adapter's child booked after its leg), refused; a
    unit test's child that means it says so with arena.strays.plain_calls()."""
    _run(VanillaAdapter(_spec()), hitl_arena, endpoint_for("compliant"))
    before = len(ledger.unowned())
    said = ref.clean_env_book("R-102")
    assert said.startswith("ERROR") and "plain_calls()" in said, said
    found = ledger.unowned()[before:]
    assert len(found) == 1 and "R-102" in found[0] and "child process" in found[0], found
    code = (
        "import sys; from arena.strays import plain_calls; from arena.tools.rooms import "
        "book_room\nwith plain_calls(): print(book_room(sys.argv[1]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, "R-102"], env={}, capture_output=True, text=True, timeout=60
    )
    assert out.stdout.strip().startswith("CONFIRMED"), out.stdout + out.stderr
    assert ledger.unowned()[before + 1 :] == []


def test_a_script_with_no_arena_ancestor_is_a_plain_call(tmp_path: Path) -> None:
    """A process whose ancestors never ran legs (as a user's shell would start it): the wrapper
    is a plain call. This pytest process may have run legs, and its descendants' calls are
    strays (red team 22); an orphan of its descendants is re-parented to it (a child subreaper,
    red team 23), so no process it starts can leave its tree. It withdraws its registration for
    the test, as a shell that never ran legs has none, and the script (started with an empty
    environment) descends from no registered arena process."""
    from arena import contextless

    known = contextless._REGISTERED.pop(os.getpid(), None)
    if known is not None:
        contextless._unregister(os.getpid(), known[0])
    try:
        _script_books(tmp_path)
    finally:
        if known is not None:
            contextless._register()


def _script_books(tmp_path: Path) -> None:
    said = tmp_path / "said.txt"
    book = f"import time; time.sleep(0.5); {ref.CODE}"
    grandchild = f"[sys.executable, '-c', {book!r}, 'R-102']"
    code = (
        f"import subprocess, sys; subprocess.Popen({grandchild}, "
        f"stdout=open({str(said)!r}, 'w'), start_new_session=True)"
    )
    subprocess.run([sys.executable, "-c", code], env={}, capture_output=True, timeout=60)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not said.read_text().strip():
        time.sleep(0.1)
    assert said.read_text().strip().startswith("CONFIRMED"), said.read_text()
