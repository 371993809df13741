"""The matrix's "partial" and "flow-level" pauses are measured, like "native" (findings50).

They name a framework's own pause (smolagents' ``agent.interrupt()``, CrewAI's
``@human_feedback``), yet the cell was the adapter's ``Traits.pause_kind``: a vanilla loop
declaring either read "pause partial" / "pause flow-level", as one declaring native read
"pause native" before redteam47. Now each paused leg must carry the framework's object
(``pause.witnessed``; CrewAI's is read in its worker and sent with the leg's result), else the
cell reads "declared <kind>, no witness". ``emulated`` claims no framework and stays declared.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

import pytest

from arena import envs
from arena.adapters import AgentSpec, load_adapter
from arena.adapters.base import Adapter, Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import Cell, derive_matrix
from arena.runner import RunResult, run_many


class DeclaredPartial(VanillaAdapter):
    """Vanilla declaring smolagents' ``partial``: no framework paused it."""

    name = "declared_partial"
    traits = Traits(pause_kind="partial", mechanism="reference: says partial, intercepts the gate")


class DeclaredFlowLevel(VanillaAdapter):
    """Vanilla declaring CrewAI's ``flow-level``: no flow paused it."""

    name = "declared_flow_level"
    traits = Traits(pause_kind="flow-level", mechanism="reference: says flow-level, a plain loop")


def _runs(arena: Arena, endpoint: ModelEndpoint, adapter: Adapter, n: int) -> list[RunResult]:
    items = [i for i in arena.items if i.meta.get("expect") not in (None, "no_approval")][:n]
    return asyncio.run(run_many([(adapter, i) for i in items], endpoint, spec=check_spec(arena)))


def _pause(arena: Arena, adapters: Mapping[str, Adapter], runs: list[RunResult]) -> dict[str, Cell]:
    rows = derive_matrix(runs, adapters, strays=[], spec=check_spec(arena))
    return {row.adapter: row.cells["pause"] for row in rows}


def test_a_loop_declaring_partial_or_flow_level_reads_no_witness(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Read "partial" / "flow-level" before (the adapter's word); vanilla stays "emulated"."""
    spec = AgentSpec.from_module(hitl_arena.tools())
    adapters: dict[str, Adapter] = {
        "declared_partial": DeclaredPartial(spec),
        "declared_flow_level": DeclaredFlowLevel(spec),
        "vanilla": load_adapter("vanilla", spec),
    }
    endpoint = endpoint_for("compliant")
    runs = [r for adapter in adapters.values() for r in _runs(hitl_arena, endpoint, adapter, 2)]
    cells = _pause(hitl_arena, adapters, runs)
    for name, kind in (("declared_partial", "partial"), ("declared_flow_level", "flow-level")):
        cell = cells[name]
        assert cell.value == f"declared {kind}, no witness" and cell.runs, (name, cell)
        assert "no framework pause object" in cell.why and repr(kind) in cell.why, cell.why
    assert cells["vanilla"].value == "emulated" and "declared" in cells["vanilla"].why


def test_smolagents_partial_pause_is_witnessed_by_its_agent_error(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = load_adapter("smolagents", AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    cell = _pause(hitl_arena, {"smolagents": adapter}, runs)["smolagents"]
    assert cell.value == "partial", cell
    assert "smolagents.utils.AgentError" in cell.why and "measured" in cell.why, cell.why


@pytest.mark.skipif(not envs.ready("crewai"), reason="crewai environment not set up")
def test_crewai_flow_level_pause_is_witnessed_by_its_pending_feedback(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """CrewAI runs in its own process: its worker reads ``HumanFeedbackPending``'s type there."""
    adapter = load_adapter("crewai", AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    seen = [e.data for r in runs for e in r.trace.events if e.type == "pause.witnessed"]
    assert seen and all(str(d["module"]).startswith("crewai.") for d in seen), seen
    assert {d["object_type"] for d in seen} == {"HumanFeedbackPending"}, seen
    cell = _pause(hitl_arena, {"crewai": adapter}, runs)["crewai"]
    assert cell.value == "flow-level" and "HumanFeedbackPending" in cell.why, cell


def test_a_worker_leg_carries_its_witness_as_names() -> None:
    from arena.workers.protocol import LegResult, witness

    class HumanFeedbackPending(Exception):
        pass

    seen = witness(HumanFeedbackPending(), "Flow.kickoff() returned")
    assert seen == {
        "object_type": "test_a_worker_leg_carries_its_witness_as_names.<locals>.HumanFeedbackPending",
        "module": __name__,
        "call": "Flow.kickoff() returned",
        "raised_at": "",  # made, never raised: no frames (evidence52)
        "through": [],
        "exported": False,  # a class of a function's own: not one its module holds (evidence53)
    }
    sent = LegResult(status="waiting", witness=seen).to_json("leg-1")
    assert sent["witness"] == seen
    assert LegResult(status="completed").to_json("leg-2")["witness"] is None


@pytest.mark.parametrize("kind", ["native", "partial", "flow-level"])
def test_a_folders_no_witness_cell_is_measured_again_as_its_declared_kind(kind: str) -> None:
    from arena.matrix.witnessed import declared_kind, no_witness

    assert declared_kind(no_witness(kind)) == kind
    assert declared_kind("emulated") == "emulated"
    assert declared_kind("declared emulated, no witness") == "declared emulated, no witness"


@pytest.mark.parametrize("kind", ["native", "partial", "flow-level"])
def test_a_no_witness_cell_is_shown_as_a_no(kind: str) -> None:
    """The terminal's matrix coloured any value it did not know green: "declared native, no
    witness", a no, read green beside "pause native"."""
    from arena.report import _cell

    assert _cell(f"declared {kind}, no witness").startswith("[red]")
    assert _cell(kind).startswith("[green]")
    assert _cell("emulated").startswith("[green]")
