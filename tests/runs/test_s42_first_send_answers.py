"""Red team 42, left open: an expiry or an edit where ONE approval was asked in a run's FIRST
send. The probes give each once in a first send, on the partial probe's pause of three, and
once where one approval was asked, on a later send of the second-send probe's denied line
(red team 41b's edit, red team 42's lapse). An adapter that mishandles either only where both
hold (:class:`FirstSendOneAskedExpiryAdapter`, :class:`FirstSendOneAskedEditDroppedAdapter`)
reads as vanilla, 12/12 and every cell alike. Closing it takes a first send asked alone and
answered so; every such send of a probe run now carries an answer another hole needs (the
second send's plain approval: ``RememberedApprovalAdapter``; its denial with a note:
``NoteDroppedEverywhereAdapter``): strict xfails until a run is given to it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import run_probes
from reference_adapters_s42 import (
    FirstSendOneAskedEditDroppedAdapter,
    FirstSendOneAskedExpiryAdapter,
)


@pytest.mark.xfail(
    strict=True,
    reason="known limit: no probe run lets a request asked alone in a first send lapse, or "
    "edits one",
)
@pytest.mark.parametrize(
    "cls", [FirstSendOneAskedExpiryAdapter, FirstSendOneAskedEditDroppedAdapter]
)
def test_an_answer_mishandled_only_in_a_first_send_asked_alone_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    results, _ = run_probes(
        hitl_arena,
        [cls.name],
        endpoint_for("compliant"),
        build=lambda name, spec: cls(spec),
        seed=42,
    )
    row = derive_row(cls.name, results, pause_kind="emulated")
    # vanilla's row reads "no" only for unaided and durable (its pause is no JSON snapshot)
    assert "no" in {c.value for name, c in row.cells.items() if name not in ("unaided", "durable")}
