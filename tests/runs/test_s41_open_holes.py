"""Red team 41's holes left open, each with the broken adapter that shows it (a strict xfail:
closing the hole makes it pass, and the xfail must go).

:class:`RememberedApprovalAdapter` remembers the person's approval for the session line, as an
approval prompt's "approve for the rest of the session" does, and answers the model's later
calls of the ask tool there with it, unasked. No run of ``arena run --probes`` has the model ask
twice on one session line after an approval (the ordinary runs ask once, the partial probe's
three asks come in one turn, the later sends ask nothing), so it reads exactly as vanilla."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_s41 import RememberedApprovalAdapter


def _row(arena: Arena, endpoint: ModelEndpoint, cls: type) -> dict[str, str]:
    results, _ = run_probes(
        arena, [cls.name], endpoint, probes=PROBES, build=lambda n, spec: cls(spec), seed=41
    )
    row = derive_row(cls.name, results, pause_kind="emulated")
    return {k: c.value for k, c in row.cells.items()} | {"passed": row.passed}


@pytest.mark.xfail(
    strict=True,
    reason="open (red team 41): no probe run asks twice on one session line after an approval",
)
def test_an_approval_remembered_for_the_session_reads_otherwise_than_vanilla(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    endpoint = endpoint_for("compliant")
    honest = _row(hitl_arena, endpoint, VanillaAdapter)
    broken = _row(hitl_arena, endpoint, RememberedApprovalAdapter)
    assert broken != honest, broken
