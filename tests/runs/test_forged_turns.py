"""A leg's turn is held against what the harness did: bookings its wrappers ran, answers it
handed over before the leg. Forgers that went through the context's public parts (its lists,
its ``violation`` field, ``deliver``, a hand-built turn) scored 12/12 (outside reviewer)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from forging_adapters import (
    ClearViolation,
    DeliverSelfApprove,
    DirectAppend,
    FlipDenial,
    ForgedTurn,
)


@pytest.mark.parametrize("cls", [ClearViolation, DirectAppend, ForgedTurn, FlipDenial])
def test_a_forged_booking_or_decision_fails_the_leg(
    cls: type, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = cls(AgentSpec.from_module(rooms))
    items = [i for i in hitl_arena.items if i.id in ("hitl-01", "hitl-02")]
    results = asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint_for("compliant"),
            settings=RunSettings(concurrency=2),
        )
    )
    forged = [r for r in results if not r.passed]
    assert forged, [r.checks for r in results]
    for r in forged:
        assert r.trace.status == "failed"
        error = r.trace.legs[-1].error or ""
        assert "NotTheHarness" in error, error
    # The forged item: the approved one's booking, or the denied one's decision (FlipDenial).
    item = "hitl-02" if cls is FlipDenial else "hitl-01"
    assert not any(r.passed for r in results if r.item.id == item), "a forged run passed"


def test_answers_an_adapter_hands_itself_fail_the_partial_probe(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results, _ = run_probes(
        hitl_arena,
        [DeliverSelfApprove.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == "partial"],
        build=lambda name, spec: DeliverSelfApprove(spec),
    )
    cell = derive_row(DeliverSelfApprove.name, results, pause_kind="emulated").cells["partial"]
    assert cell.value == "no", cell
    assert "handed over no such answer" in cell.why, cell.why
