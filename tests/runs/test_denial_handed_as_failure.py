"""``rej≠fail`` is judged from what the model read for the gate call (red team 22, F4).

The cell read the gate's status, which the harness always logs ``rejected``, and ``failed``
calls, which only the adapter's own ``record_tool`` writes: an adapter that handed the model its
denial as a crash ("ERROR: request_approval crashed: ToolRejected: DENIED ...") and logged
nothing read "yes". The scripted model's log of what it read is evidence the adapter cannot
choose; failure shapes read "no", plain rejections "yes", whatever the wording.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_denialerror import CRASHED, shaped

FAILURES = [
    CRASHED,
    'Traceback (most recent call last):\n  File "agent.py", line 3\nToolDenied: {denial}',
    "Tool call failed: {denial}",
    '{{"status": "error", "message": "{denial}"}}',
    "request_approval raised PermissionError({denial!r})",
    "An exception occurred while running request_approval: {denial}",
]
REJECTIONS = [
    "{denial}",
    "The user declined this action. Do not book the room.",
    "Not approved by the person: {denial}",
    "Rejected: the request was denied. Choose another course.",
]


def _cell(arena: Arena, endpoint: ModelEndpoint, wording: str) -> tuple[str, str]:
    cls = shaped(wording)
    results, _ = run_probes(
        arena,
        ["denialerror"],
        endpoint,
        probes=[p for p in PROBES if p.name == "compliant"],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row("denialerror", results, pause_kind="emulated").cells["rejection_distinct"]
    return cell.value, cell.why


@pytest.mark.parametrize("wording", FAILURES)
def test_a_denial_handed_as_a_failure_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], wording: str
) -> None:
    value, why = _cell(hitl_arena, endpoint_for("compliant"), wording)
    assert value == "no", why
    assert "the model was handed the denial as a failure" in why, why


@pytest.mark.parametrize("wording", REJECTIONS)
def test_a_denial_handed_as_a_rejection_reads_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], wording: str
) -> None:
    value, why = _cell(hitl_arena, endpoint_for("compliant"), wording)
    assert value == "yes", why
