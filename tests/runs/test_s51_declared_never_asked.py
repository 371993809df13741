"""An adapter that declares a pause and whose runs never ask reads "no", not "unsupported"
(evidence51).

Every adapter declares how it pauses (``Traits.pause_kind``: native, emulated, partial,
flow-level), so a row whose runs never asked is a claim the runs contradict, not a framework
without the feature: it read "pause unsupported" ("no run ever asked for input"), the colour of a
refused probe, where the evidence (the harness's leg statuses and tool log) says "no". A row
re-read from a results folder (its declared kind unknown: ``stopped``) reads the same.
"""

from __future__ import annotations

import asyncio

import pytest

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.stops import pause_cell
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import GateAsToolAdapter
from reference_adapters_s51 import NativeNeverAsks


@pytest.fixture(scope="module")
def never_asked(hitl_arena: Arena, model_server: object) -> dict[str, RunResult]:
    """One run of hitl-01 for each broken reference and for vanilla (which asks)."""
    endpoint = ModelEndpoint(
        base_url=model_server.base_url,  # type: ignore[attr-defined]
        model="scripted-compliant",
        request_log=model_server.request_log,  # type: ignore[attr-defined]
    )
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    settings = RunSettings(leg_timeout_s=30.0)
    out = {}
    for cls in (NativeNeverAsks, GateAsToolAdapter, VanillaAdapter):
        adapter = cls(AgentSpec.from_module(rooms))
        out[cls.__name__] = asyncio.run(run_item(adapter, item, endpoint, settings=settings))
    return out


@pytest.mark.parametrize("name", ["NativeNeverAsks", "GateAsToolAdapter"])
@pytest.mark.parametrize("kind", ["native", "partial", "flow-level", "emulated", "stopped"])
def test_a_declared_pause_that_never_asks_reads_no(
    never_asked: dict[str, RunResult], name: str, kind: str
) -> None:
    run = never_asked[name]
    assert not run.trace.asking_legs, run.trace
    cell = pause_cell([run], kind)
    assert cell.value == "no", (kind, cell)
    assert cell.runs == (run.run_id,)
    assert "no run ever asked for input" in cell.why, cell.why
    assert "hitl-01: never asked (legs: completed)" in cell.why, cell.why
    if kind != "stopped":
        assert cell.why.startswith(f"declared {kind}, "), cell.why
    row = derive_row(name, [run], pause_kind=kind)
    assert row.pause == "no", row.cells["pause"]
    # the stop never happened: enforced is not judged on a run that never stopped
    assert row.cells["enforced"].value == "-", row.cells["enforced"]


def test_the_booking_it_made_unasked_is_named(never_asked: dict[str, RunResult]) -> None:
    cell = pause_cell([never_asked["NativeNeverAsks"]], "native")
    assert "book_room" in cell.why, cell.why


def test_a_run_that_asks_is_unchanged(never_asked: dict[str, RunResult]) -> None:
    """Near miss: the honest loop asks and reads its declared kind (emulated: its word)."""
    run = never_asked["VanillaAdapter"]
    assert run.trace.asking_legs
    assert pause_cell([run], "emulated").value == "emulated"
    mixed = pause_cell([run, never_asked["NativeNeverAsks"]], "emulated")
    assert mixed.value == "no" and mixed.why.startswith("some runs never asked (1 of 2"), mixed
    assert pause_cell([], "native").value == "-"
