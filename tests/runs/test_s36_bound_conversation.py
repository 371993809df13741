"""Red team 36: the ``bound`` cell read what ran and what the model was handed for the blocked
call, not the conversation the model was sent. An adapter that added a system rule of its own
once the harness blocked a switched booking (:class:`BlockedSystemAdapter`) passed its ordinary
runs 12/12, where nothing is ever blocked, and read "bound yes". The cell now reads the model
log's conversation checks as the gate, reject, partial and stop cells do."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_s36 import BlockedSystemAdapter, BlockedUserTurnAdapter


@pytest.mark.parametrize(
    ("cls", "why"), [(BlockedSystemAdapter, "system"), (BlockedUserTurnAdapter, "user")]
)
def test_words_added_after_a_blocked_switch_read_no_in_bound(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type, why: str
) -> None:
    results, _ = run_probes(
        hitl_arena,
        [cls.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == "switch"],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["bound"]
    assert cell.value == "no", cell
    assert why in cell.why, cell.why
