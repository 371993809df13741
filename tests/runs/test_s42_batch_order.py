"""Red team 42, left open: the unaided cell is read off one order of a batched turn. The scripted
model's ``batch`` puts the approval call first and ``book_room`` after it, so an adapter that
holds a call made after the approval call in its turn but runs one made before it
(:class:`OrderLeakAdapter`) reads "unaided yes", 12/12, while a model that puts the booking
first has it run before anyone answered. Closing it (a batch run with the booking first) also
turns CrewAI's "unaided yes" into "no": with ``book_room`` before ``request_approval`` in one
turn, CrewAI tries the booking in leg 1 before any answer (the harness blocks it), a published
cell the lead decides on. A strict xfail until then."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_s42 import OrderLeakAdapter


def _unaided(arena: Arena, endpoint: ModelEndpoint, cls: type) -> tuple[str, str]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name in ("batch", "hasty")],
        build=lambda name, spec: cls(spec),
        seed=42,
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["unaided"]
    return cell.value, cell.why


@pytest.mark.xfail(
    strict=True,
    reason="known limit: the batch probe's model always asks before it books in the turn, so "
    "an adapter that runs a call made before the approval call reads unaided yes",
)
def test_a_booking_run_when_made_before_the_approval_call_reads_unaided_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why = _unaided(hitl_arena, endpoint_for("compliant"), OrderLeakAdapter)
    assert value == "no", why
