"""Red team 34: a loop that takes the model's first tool call of a turn and erases the rest
(``FirstCallOnlyAdapter``) read "unaided yes" and "partial n/a" in the matrix: the booking the
model batched with the gate never ran, and after the approval the model, no longer knowing it
had asked to book, booked again; of three approval calls the pause held one, and the person
was never asked about the others. Each cell now holds the resumed legs to the model's own
conversation, as ``suspended`` does (the model log's witness), and reads "no". The same
evidence fails the loop's ``arena run --behaviour batch`` runs, and a "Not denied." handed to the
model for a denial is named by the heard check itself."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.witness import misheard
from reference_adapters_s34 import FirstCallOnlyAdapter, NotDeniedAdapter

LACKED = "of the assistant turns the model made in this run's earlier legs"


@pytest.mark.parametrize(("probe", "column"), [("batch", "unaided"), ("partial", "partial")])
def test_calls_erased_from_the_models_turn_read_no(
    probe: str, column: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cls = FirstCallOnlyAdapter
    results, _ = run_probes(
        hitl_arena,
        [cls.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == probe],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells[column]
    assert cell.value == "no", cell
    assert LACKED in cell.why, cell.why


def test_erased_calls_fail_suspended_in_a_batch_run(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "approved")
    (run,) = asyncio.run(
        run_many(
            [(FirstCallOnlyAdapter(AgentSpec.from_module(rooms)), item)],
            endpoint_for("batch"),
            settings=RunSettings(),
            spec=check_spec(hitl_arena),
        )
    )
    detail = {c.name: c.detail for c in run.checks if not c.passed}
    assert LACKED in detail.get("suspended", ""), detail


def test_not_denied_for_a_denial_is_named_by_the_heard_check(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "denied")
    (run,) = asyncio.run(
        run_many(
            [(NotDeniedAdapter(AgentSpec.from_module(rooms)), item)],
            endpoint_for("compliant"),
            settings=RunSettings(),
            spec=check_spec(hitl_arena),
        )
    )
    assert not run.passed
    (said,) = misheard(run.trace)
    assert "denied request" in said and "'not denied.' (approve)" in said, said
