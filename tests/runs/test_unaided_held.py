"""A framework that holds a call cannot be told from one that loses it by where the run stopped
alone (red team 3, hole 2): ``unaided`` read "yes" for an adapter that dropped the booking the
model made with the gate and told the model it was booked. It reads "yes" now only when, for an
approved item, the held booking ran exactly once after the answer, under the approval.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.types import ResumableRunner
from reference_misrouted import DropBatchedAdapter, HeldTwiceAdapter


def probe_row(
    arena: Arena,
    endpoint: ModelEndpoint,
    cls: Callable[[AgentSpec], ResumableRunner],
    name: str,
    probes: tuple[str, ...],
) -> tuple[dict[str, str], dict[str, str]]:
    """The named probes through one adapter: (cell values, cell reasons)."""
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name in probes],
        build=lambda n, s: cls(s),
    )
    row = derive_row(name, results, pause_kind="emulated")
    values = {k: c.value for k, c in row.cells.items()}
    whys = {k: c.why for k, c in row.cells.items()}
    return values, whys


# --- unaided: held, not lost ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cls", "reason"),
    [
        (DropBatchedAdapter, "was approved but never ran after the answer"),
        (HeldTwiceAdapter, "was approved; after the answer book_room ran 1x and was tried 1x"),
    ],
)
def test_an_approved_call_held_with_the_gate_must_run_once_for_unaided(
    cls: type[VanillaAdapter],
    reason: str,
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """Both stop before any answer (nothing booked early); before the fix ``unaided`` read "yes"
    for the one that lost the approved booking."""
    values, whys = probe_row(
        hitl_arena, endpoint_for("compliant"), cls, cls.name, ("batch", "hasty")
    )
    assert values["unaided"] == "no", whys["unaided"]
    assert re.search(r"hitl-\d+: book_room " + re.escape(reason), whys["unaided"]), whys["unaided"]
