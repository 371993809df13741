"""The matrix's "native" is measured: each paused leg carries its framework's own pause object.

redteam47: the pause cell was the adapter's declaration, so a vanilla subclass declaring
``pause_kind="native"`` read "pause native". Now a native adapter's paused legs record the
framework object its call returned (``pause.witnessed``, written by the harness from the
object's own type and module), and without one the cell reads "declared native, no witness".
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.adapters.base import Adapter
from arena.arenas import Arena
from arena.context import HARNESS_EVENTS, ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import derive_matrix
from arena.runner import RunResult, run_many
from reference_adapters_pausekind import BuiltInterrupt, DeclaredNative, ForgedWitness

#: The cell of an adapter declaring native whose paused legs carry no framework object.
NO_WITNESS = "declared native, no witness"


def _runs(arena: Arena, endpoint: ModelEndpoint, adapter: Adapter, n: int) -> list[RunResult]:
    items = [i for i in arena.items if i.meta.get("expect") not in (None, "no_approval")][:n]
    jobs = [(adapter, item) for item in items]
    return asyncio.run(run_many(jobs, endpoint, spec=check_spec(arena)))


def _pause(arena: Arena, adapters: Mapping[str, Adapter], runs: list[RunResult]) -> object:
    rows = derive_matrix(runs, adapters, strays=[], spec=check_spec(arena))
    return {row.adapter: row.cells["pause"] for row in rows}


def test_a_vanilla_subclass_declaring_native_reads_no_witness(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Read "native" before (the adapter's word); its parent still reads "emulated"."""
    spec = AgentSpec.from_module(hitl_arena.tools())
    adapters: dict[str, Adapter] = {
        "declared_native": DeclaredNative(spec),
        "forged_witness": ForgedWitness(spec),
        "vanilla": load_adapter("vanilla", spec),
    }
    endpoint = endpoint_for("compliant")
    runs = [r for adapter in adapters.values() for r in _runs(hitl_arena, endpoint, adapter, 2)]
    cells = _pause(hitl_arena, adapters, runs)
    for name in ("declared_native", "forged_witness"):
        cell = cells[name]  # type: ignore[index]
        assert cell.value == NO_WITNESS and cell.runs, (name, cell)
        assert "no framework pause object" in cell.why, cell.why
    # the forger's objects were recorded, each refused: a dict, the stdlib's, arena's, its own
    assert "builtins.dict" in cells["forged_witness"].why, cells["forged_witness"].why  # type: ignore[index]
    assert cells["vanilla"].value == "emulated", cells["vanilla"]  # type: ignore[index]


@pytest.mark.parametrize(
    ("module", "adapter", "own", "ok"),
    [
        ("langgraph.types", "langgraph", "", True),
        ("agents.items", "openai_agents", "", True),
        ("pydantic_ai.tools", "pydantic_ai", "", True),
        ("agent_framework._types", "microsoft_af", "", True),
        ("google.adk.tools.tool_confirmation", "google_adk", "", True),
        # another framework's object, arena's, Python's, a near name
        ("agents.items", "langgraph", "", False),
        ("langgraph_fake.types", "langgraph", "", False),
        ("arena.types", "langgraph", "", False),
        ("builtins", "pydantic_ai", "", False),
        ("google.auth.credentials", "google_adk", "", False),
        # a user's own adapter: any installed framework's, never its own module's
        ("langgraph.types", "my_graph", "mine", True),
        ("mine.pauses", "my_graph", "mine", False),
        ("reference_adapters_pausekind", "my_graph", "", False),
        ("collections", "my_graph", "", False),
        ("", "my_graph", "", False),
    ],
)
def test_which_module_witnesses_a_framework_pause(
    module: str, adapter: str, own: str, ok: bool
) -> None:
    from arena.matrix.witnessed import accepted

    assert accepted(module, adapter, own) is ok


def test_only_the_harness_writes_the_witness() -> None:
    assert "pause.witnessed" in HARNESS_EVENTS


_NATIVE = ("langgraph", "openai_agents", "pydantic_ai", "microsoft_af", "google_adk")


@pytest.mark.parametrize("name", _NATIVE)
def test_a_native_adapters_paused_legs_carry_its_frameworks_object(
    name: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    from arena.matrix.witnessed import FRAMEWORK_OF

    adapter = load_adapter(name, AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    paused = [t for r in runs for t in r.trace.legs if t.status == "waiting"]
    assert paused, [r.trace.status for r in runs]
    for leg in paused:
        seen = [e.data for e in leg.events if e.type == "pause.witnessed"]
        assert seen and all(str(d["module"]).startswith(FRAMEWORK_OF[name]) for d in seen), seen
    cell = _pause(hitl_arena, {name: adapter}, runs)[name]  # type: ignore[index]
    assert cell.value == "native" and cell.why.startswith("measured:"), cell


def test_a_loop_that_builds_the_frameworks_object_itself_is_caught(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A strict xfail until evidence52: the witness read the object's type alone. LangGraph's
    ``interrupt()`` gives its ``Interrupt`` the hash of its task's checkpoint namespace; the
    constructor leaves "placeholder-id", and the harness now reads the id (arena.pause_marks).
    What still passes (``Interrupt.from_ns`` called by the loop itself) is findings §4.0's."""
    adapter = BuiltInterrupt(AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    cell = _pause(hitl_arena, {"built_interrupt": adapter}, runs)["built_interrupt"]  # type: ignore[index]
    assert cell.value == NO_WITNESS, cell
    assert "langgraph.types.Interrupt with id 'placeholder-id'" in cell.why, cell.why


def test_smolagents_partial_pause_records_its_interrupt_and_stays_declared(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """smolagents has no resume primitive: its stop is the AgentError ``agent.interrupt()``
    makes ``agent.run`` raise, recorded beside the leg; the cell stays the adapter's word."""
    adapter = load_adapter("smolagents", AgentSpec.from_module(hitl_arena.tools()))
    runs = _runs(hitl_arena, endpoint_for("compliant"), adapter, 1)
    seen = [e.data for r in runs for e in r.trace.events if e.type == "pause.witnessed"]
    assert seen and {(d["module"], d["object_type"]) for d in seen} == {
        ("smolagents.utils", "AgentError")
    }, seen
    cell = _pause(hitl_arena, {"smolagents": adapter}, runs)["smolagents"]  # type: ignore[index]
    assert cell.value == "partial" and "declared" in cell.why, cell
