"""Red team 37: a memory of the runs before without their tasks. Red team 36b failed another
item's task beside the arena's instructions (``SystemMemoryAdapter``); an adapter that keeps only
the final answers its runs gave, or the tool results they were handed, and sends them to the next
run's model (beside the instructions, or after the task in its own message) scored 12/12: one
person's booking in the next person's conversation. What a run's model is sent may not carry, beside
the instructions or the task, a final answer or tool result of a run the same adapter finished
before (``arena.run_memory.carried``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena import run_memory
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.trace import Trace
from arena.types import Turn
from reference_adapters_s37 import (
    FRAMING,
    AnswerMemoryAdapter,
    FramedTaskAdapter,
    ResultMemoryAdapter,
)


def _runs(arena: Arena, endpoint: ModelEndpoint, cls: type) -> list[RunResult]:
    """An approved, a denied and another approved item through one ``cls``, one at a time."""
    adapter = cls(AgentSpec.from_module(rooms))
    approved = [i for i in arena.items if i.meta.get("expect") == "approved"]
    denied = next(i for i in arena.items if i.meta.get("expect") == "denied")
    runs: list[RunResult] = []
    for item in (approved[0], denied, approved[1]):
        runs += asyncio.run(
            run_many([(adapter, item)], endpoint, settings=RunSettings(), spec=check_spec(arena))
        )
    return runs


@pytest.mark.parametrize(
    ("cls", "where"),
    [
        (AnswerMemoryAdapter, "final answer"),
        (ResultMemoryAdapter, "tool result"),
    ],
)
def test_a_memory_of_the_runs_before_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type, where: str
) -> None:
    runs = _runs(hitl_arena, endpoint_for("compliant"), cls)
    assert runs[0].passed  # nothing remembered yet
    for r in runs[1:]:
        failed = {c.name: c.detail for c in r.checks if not c.passed}
        assert f"an earlier run's {where}" in failed.get("suspended", ""), failed


def test_honest_runs_one_after_another_pass(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = _runs(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert [[c.detail for c in r.checks if not c.passed] for r in runs] == [[], [], []]


def test_an_earlier_answer_beside_the_task_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Words after the task in its own message are a framework's framing, unless a run of the
    same adapter ended with them: then they are its memory of that run."""
    honest = _runs(hitl_arena, endpoint_for("compliant"), FramedTaskAdapter)
    assert [[c.detail for c in r.checks if not c.passed] for r in honest] == [[], [], []]
    said = Trace(legs=(Turn(status="completed", message=FRAMING),))
    run_memory.note(FramedTaskAdapter.name, said)
    try:
        runs = _runs(hitl_arena, endpoint_for("compliant"), FramedTaskAdapter)
    finally:
        run_memory._SEEN.pop(FramedTaskAdapter.name, None)
    for r in runs:
        failed = {c.name: c.detail for c in r.checks if not c.passed}
        assert "beside the task in a user message, an earlier run's final answer" in failed.get(
            "suspended", ""
        ), failed


@pytest.mark.parametrize(
    ("probe", "column"), [("gated", "tool_gating"), ("reject", "native_reject")]
)
def test_the_matrix_cells_read_the_memory_too(
    probe: str, column: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The cells read a run after the others noted theirs: each run keeps what it carried
    (``extra["memory"]``), or they read "yes" for an adapter whose ordinary runs failed."""
    from arena.matrix import derive_row
    from arena.probes import PROBES, run_probes

    adapter = AnswerMemoryAdapter(AgentSpec.from_module(rooms))
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "approved")
    spec = check_spec(hitl_arena)
    asyncio.run(run_many([(adapter, item)], endpoint_for("compliant"), spec=spec))
    results, _ = run_probes(
        hitl_arena,
        ["probed"],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == probe],
        build=lambda name, _spec: adapter,
        seed=1,
    )
    cell = derive_row("probed", results, pause_kind="emulated", spec=spec).cells[column]
    assert cell.value == "no", cell
    kept = [str(r.extra.get("memory")) for r in results if r.run_id in cell.runs]
    assert any("an earlier run's final answer" in k for k in kept), (cell, kept)
