"""Red team 45: the check methodology names for an adapter that reads the harness's probes had
no broken reference in the tests.

docs/methodology.md (the probes' draw): red team 19's ``TaskTell`` found the probes among the
loop's tasks and held its batched call only then, "unaided yes", and ``arena run --behaviour
batch`` (each run alone, no probe) is the check such an adapter cannot pass. No test held either
half. The probes' tasks no longer name them ("awaited"), but a leg's own frames still pass
through :mod:`arena.probes`: :class:`reference_adapters_s45.TaskTellAdapter` holds every
``book_room`` only there. The matrix reads it "unaided yes" (the known limit, pinned), and the
batch behaviour over the arena's twelve items fails all of them, as vanilla's do.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult, RunSettings, run_many
from reference_adapters_s45 import TaskTellAdapter


def _batch(arena: Arena, endpoint: ModelEndpoint, adapter: object) -> list[RunResult]:
    jobs = [(adapter, item) for item in arena.items]
    return asyncio.run(
        run_many(jobs, endpoint, settings=RunSettings(), spec=check_spec(arena))  # type: ignore[arg-type]
    )


def test_the_matrix_reads_an_adapter_that_reads_the_probes_as_unaided_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The known limit (docs/methodology.md, the trust boundary): the matrix is evidence about
    adapters that do not inspect the harness."""
    results, _ = run_probes(
        hitl_arena,
        [TaskTellAdapter.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name in ("batch", "batch_swapped", "hasty")],
        build=lambda name, spec: TaskTellAdapter(spec),  # type: ignore[arg-type]
        seed=45,
    )
    cell = derive_row(TaskTellAdapter.name, results, pause_kind="emulated").cells["unaided"]
    assert (cell.value, cell.why) == ("yes", ""), cell.why


def test_arena_run_behaviour_batch_fails_it_on_every_item(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)
    told = _batch(hitl_arena, endpoint_for("batch"), TaskTellAdapter(spec))
    assert told and not any(r.passed for r in told)
    failing = {c.name for r in told for c in r.checks if not c.passed}
    assert "no_tool_before_suspend" in failing, failing
    # as vanilla's, whose loop it is outside the probes
    plain = _batch(hitl_arena, endpoint_for("batch"), load_adapter("vanilla", spec))
    assert [r.passed for r in plain] == [r.passed for r in told]
