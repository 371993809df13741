"""Open (evidence44): ``arena matrix``'s durable cell is declared, not derived from a restart.

Without a durable_state verdict the cell reads the form of the paused state: a JSON snapshot a
store can keep reads "yes" ("declared, not proven …", ``tests/runs/test_durable_declared.py``).
The outside reviewer's FakeDurable keeps a key into this process's memory in that snapshot: a
fresh process cannot resume it (``arena run durable_state`` reads it "no"), yet ``arena matrix``
and ``arena run --probes`` read it "durable yes". Every other column has a broken reference that
reads "no" from the runs (tests/runs/test_probes.py); this one reads "no" only where the pause is
not JSON at all (vanilla, the leaky reference). Deriving it needs one resume in a fresh process
per adapter inside the matrix (durable_state's ``restart`` crash point without its sandbox:
store the pause, answer it, ``arena resume`` in a new process, read the store), a cost the
matrix does not pay yet: the strict xfail below turns into a plain test when it does.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import FakeDurableAdapter


@pytest.mark.xfail(
    strict=True,
    reason="arena matrix's durable cell is the paused state's form; no restart is tried "
    "(evidence44: open)",
)
def test_a_pause_a_fresh_process_cannot_resume_reads_durable_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = FakeDurableAdapter(AgentSpec.from_module(rooms))
    items = [i for i in hitl_arena.items if i.meta.get("expect") == "approved"][:2]
    results = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint_for("compliant"),
                 settings=RunSettings(concurrency=2))
    )  # fmt: skip
    assert all(r.passed for r in results)  # in one process its pauses resume
    cell = derive_row(adapter.name, results, pause_kind="emulated").cells["durable"]
    assert cell.value == "no", cell
