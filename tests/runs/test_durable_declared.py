"""The matrix's durable cell without a durable_state verdict says what it is: the form of the
paused state, declared, not a restore in a fresh process.

A snapshot holding a key into the process's memory read "durable yes" with the why "snapshot
only" (outside reviewer, broken.py FakeDurable).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import FakeDurableAdapter


def test_a_pointer_snapshot_reads_declared_not_proven(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = FakeDurableAdapter(AgentSpec.from_module(rooms))
    items = [i for i in hitl_arena.items if i.meta.get("expect") == "approved"][:2]
    results = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint_for("compliant"),
                 settings=RunSettings(concurrency=2))
    )  # fmt: skip
    assert all(r.passed and r.extra["durable"] is True for r in results)
    cell = derive_row(adapter.name, results, pause_kind="emulated").cells["durable"]
    assert cell.value == "yes"  # the form is all a run in one process can see
    assert cell.why == (
        "declared, not proven: the paused state is a JSON snapshot a store can keep (its form "
        "only; no restore in a fresh process was tried) — arena run durable_state proves it, "
        "for a shipped adapter or your own module:factory"
    )
    proven = derive_row(adapter.name, results, pause_kind="emulated", survived_restart=False)
    assert proven.cells["durable"].value == "no"  # a restore in a fresh process decides
