"""Red team 40: an adapter that kept the paused conversation for the whole adapter, not on the
run's session line (:class:`GlobalPausedAdapter`, a module global as a quick script keeps it),
resumed each run with its own conversation while runs went one at a time (``arena run
--concurrency 1``) and read as vanilla: 12/12 and every cell alike. The partial probe's approved
item now has another person's run of another item start while it waits on its first answer,
left waiting (``arena.probe_flows.run_flow``'s ``meanwhile``): such an adapter resumes the other
run's conversation, and the cell reads "no" at any concurrency."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_s40b import GlobalPausedAdapter


def _partial(arena: Arena, endpoint: ModelEndpoint, cls: type) -> tuple[str, str, list]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        concurrency=1,
        probes=[p for p in PROBES if p.name == "partial"],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["partial"]
    return cell.value, cell.why, results


def test_a_paused_conversation_kept_for_the_whole_adapter_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(GlobalPausedAdapter, "_held", [])
    value, why, _ = _partial(hitl_arena, endpoint_for("compliant"), GlobalPausedAdapter)
    assert value == "no", why
    assert "answering 1 of 3 ended the leg failed" in why, why


def test_an_honest_adapter_reads_yes_with_another_run_waiting(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, results = _partial(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert value == "yes", why
    meanwhile = [r.extra["flow"].get("meanwhile") for r in results]
    [approved] = [r for r in results if r.item.meta["expect"] == "approved"]
    assert approved.extra["flow"]["meanwhile"]["status"] == "waiting", meanwhile
    assert approved.extra["flow"]["meanwhile"]["item"] != approved.item.id
    assert sum(m is not None for m in meanwhile) == 1, meanwhile
