"""Red team 39: the matrix's "partial answers" and "2nd send" cells each read one probe run. An
adapter careful on its first partial answer only (from its second on it took the unanswered
requests as denied and went on) or on its first second send only (from its second on it started
a new conversation), state kept on the instance as a cache is, read "yes" with ``arena run
--probes``: the probe's one run was the adapter's only such turn in the process. Each probe
now runs two items, an approved one and a denied one, so the second shows what the adapter does
with it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, probe_items, run_probes
from reference_adapters_s39 import PartialOnceAdapter, SecondSendOnceAdapter


@pytest.mark.parametrize("name", ["partial", "second_send"])
def test_the_probe_runs_two_items(hitl_arena: Arena, name: str) -> None:
    (probe,) = [p for p in PROBES if p.name == name]
    assert sorted(i.meta["expect"] for i in probe_items(hitl_arena, probe)) == [
        "approved",
        "denied",
    ]


@pytest.mark.parametrize(
    ("cls", "probe", "why"),
    [
        (PartialOnceAdapter, "partial", "the model read 'denied: no answer yet, do not proceed.'"),
        (SecondSendOnceAdapter, "second_send", "none of them the first send's: a new conversation"),
    ],
)
def test_an_adapter_careful_on_its_first_such_turn_only_reads_no(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    cls: type,
    probe: str,
    why: str,
) -> None:
    results, _ = run_probes(
        hitl_arena,
        [cls.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == probe],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells[probe]
    assert cell.value == "no", cell.why
    assert why in cell.why, cell.why
