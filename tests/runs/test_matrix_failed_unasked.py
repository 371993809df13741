"""A probe run that failed before asking the model is evidence against the adapter (session 21).

A run whose model proposed neither the gate nor the booking gives the adapter nothing to pause
on, and the matrix leaves it out. A failed leg keeps no record of its model requests, so an
adapter that crashed on every small meeting before any request (:class:`CrashEarly`) read
"not measured" in the cells whose probes have only small meetings, and "no" nowhere: it
neither paused nor asked. The run's own record (``extra["model_asked"]``) says no request
carried the item's task, and the cells read "no", saying so. A run the endpoint failed
(scripted ``http500``: every request answered with an error) is not the adapter's: its cells
stay "not measured".
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import MatrixRow, derive_row
from arena.matrix.counted import acted_alone, failed_unasked
from arena.probes import PROBES, run_probes
from arena.runner import run_item
from arena.tools import rooms
from arena.types import ResumableRunner
from reference_adapters_shortcut import CrashEarly

STOP_CELLS = ("pause", "enforced", "unaided", "tool_gating", "native_reject")
PROBED = ("compliant", "batch", "hasty", "gated", "reject")


def row_of(
    arena: Arena,
    endpoint: ModelEndpoint,
    cls: Callable[[AgentSpec], ResumableRunner],
    name: str,
    probes: Sequence[str],
) -> MatrixRow:
    # Two items, so every probe meets the small meeting (the probes draw distinct items where
    # the arena has more: arena.probes.plan_items); they repeat them, and say so.
    results, _ = run_probes(
        arena.only(("hitl-01", "hitl-02")),
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name in probes],
        build=lambda n, s: cls(s),
    )
    assert {r.extra["probe"] for r in results} == set(probes)
    return derive_row(name, results, pause_kind="emulated")


def test_runs_that_failed_before_asking_the_model_read_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Every probe below has a small meeting (hitl-02, 4 people), on which CrashEarly raises
    before any request: each stop cell is "no", naming the run and why; before the fix the
    cells of batch, hasty, gated and reject read "not measured"."""
    row = row_of(hitl_arena, endpoint_for("compliant"), CrashEarly, CrashEarly.name, PROBED)
    cells = {k: row.cells[k] for k in STOP_CELLS}
    assert {k: c.value for k, c in cells.items()} == dict.fromkeys(STOP_CELLS, "no"), cells
    for key in ("enforced", "tool_gating", "native_reject"):
        why = cells[key].why
        assert why.startswith("hitl-02: never asked (legs: failed): "), (key, why)
        assert "it failed before asking the model: it sent the model no request" in why, why
        assert why.endswith("; failed before asking the model: 1 run(s)"), (key, why)
        assert len(cells[key].runs) == 1, (key, cells[key])
    # batch and hasty: hitl-02 in each, beside what vanilla's own runs of them show
    unaided = cells["unaided"]
    assert unaided.why.endswith("; failed before asking the model: 2 run(s)"), unaided
    assert "some runs never asked (1 of 2; hitl-02:" in cells["pause"].why, cells["pause"]
    assert "failed before asking the model: 1 run(s)" in cells["pause"].why
    assert row.passed == "1/2"  # hitl-01 is no small meeting: it runs as vanilla's does


def test_runs_the_endpoint_failed_are_not_the_adapters(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Under http500 every request is answered with an error, which keeps no words: no request
    "carried" the task, but the endpoint failed them, so vanilla's failed run is not "failed
    before asking"; CrashEarly's crash before any request stays its own."""
    item = next(i for i in hitl_arena.items if i.id == "hitl-02")
    spec = AgentSpec.from_module(rooms)
    http500 = endpoint_for("http500")
    honest = asyncio.run(run_item(VanillaAdapter(spec), item, http500))
    assert honest.trace.status == "failed", honest.trace
    assert honest.extra["model_requests"] > 0 and honest.extra["model_asked"] is False
    assert failed_unasked(honest) == "" and acted_alone(honest, "book_room") == ""
    crashed = asyncio.run(run_item(CrashEarly(spec), item, http500))
    assert crashed.trace.status == "failed" and crashed.extra["model_requests"] == 0
    assert (
        failed_unasked(crashed) == "it failed before asking the model: it sent the model no request"
    )
