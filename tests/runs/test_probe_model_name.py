"""A probe's runs call the model by the name an ordinary run uses (red team 12, finding 5).

The probes named the model after the behaviour they play (``scripted-batch``), so an adapter
could hold a call batched with the gate only when probed: ``unaided`` read "yes" for it while
``arena run --behaviour batch`` scored it 0/2. The harness now tells the server which behaviour
each probe run's route plays; the adapter sees the ordinary name.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import derive_row
from arena.model.run_behaviour import ORDINARY
from arena.probes import PROBES, run_probes
from arena.runner import RunResult, run_many
from reference_adapters_probeaware import ProbeAware


def _unaided(
    arena: Arena, endpoint: ModelEndpoint, adapter: VanillaAdapter
) -> tuple[str, list[RunResult]]:
    results, _ = run_probes(
        arena,
        [adapter.name],
        endpoint,
        probes=[p for p in PROBES if p.name in ("batch", "hasty")],
        build=lambda n, s: adapter,
    )
    row = derive_row(adapter.name, results, pause_kind="emulated")
    return row.cells["unaided"].value, results


def test_an_adapter_that_knows_the_probe_by_the_model_name_reads_no_on_unaided(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Before: the adapter saw ``scripted-batch``/``scripted-hasty``, held the batched call and
    read "yes". Now it sees the ordinary run's name and runs the call at once, as vanilla does:
    "no", the same as vanilla's cell; the runs still record the behaviour that played."""
    ordinary = endpoint_for("compliant")
    spec = AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)
    aware = ProbeAware(spec)
    value, results = _unaided(hitl_arena, ordinary, aware)
    # the name every ordinary run is served under (a neutral one since evidence54's defeat-device fix)
    assert set(aware.seen) == {ORDINARY} and not ORDINARY.startswith("scripted")
    assert value == "no"
    played = {"scripted-batch", "scripted-batch-book-first", "scripted-hasty"}  # red team 42
    assert {r.model for r in results} == played
    plain, _ = _unaided(hitl_arena, ordinary, VanillaAdapter(spec))
    assert plain == value


def test_the_behaviour_a_probe_plays_is_its_runs_own(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The server plays the probe's behaviour on the probe's run routes only: an ordinary run on
    the same server meanwhile, and after, meets the compliant model."""
    ordinary = endpoint_for("compliant")
    spec = AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)
    _unaided(hitl_arena, ordinary, VanillaAdapter(spec))
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "approved")
    (after,) = asyncio.run(
        run_many([(VanillaAdapter(spec), item)], ordinary, spec=check_spec(hitl_arena))
    )
    assert after.passed, after.checks
