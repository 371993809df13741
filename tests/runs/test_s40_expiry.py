"""Red team 40: no run of ``arena run --probes`` handed an adapter an expired request, so one
that read every verdict but "deny" as a yes (:class:`ExpiryAsApprovalAdapter`: an expiry handed
to the model as "APPROVED") read exactly as vanilla, 12/12 and every cell alike. The partial
probe's denied item now lets its last request lapse (the store clock's ``expired`` answer, as
``arena run --human --expires-in`` gives it) where it denied it: the model must read it as no
approval."""

from __future__ import annotations

from collections.abc import Callable

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_s40 import ExpiryAsApprovalAdapter


def _partial(arena: Arena, endpoint: ModelEndpoint, cls: type) -> tuple[str, str, list]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name == "partial"],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["partial"]
    return cell.value, cell.why, results


def test_an_expiry_handed_as_an_approval_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, _ = _partial(hitl_arena, endpoint_for("compliant"), ExpiryAsApprovalAdapter)
    assert value == "no", why
    assert "expired (nobody decided in time) and the model read approve" in why, why


def test_the_denied_items_run_lets_its_last_request_lapse(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, results = _partial(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert value == "yes", why
    for r in results:
        options = [e.data.get("option_id") for e in r.trace.events if e.type == "input.responded"]
        lapsed = "expired" if r.item.meta["expect"] == "denied" else "deny"
        assert options == ["approve", "approve", lapsed], options
        assert not [c for c in r.trace.tool_calls if c.tool == "book_room" and c.status != "ok"]
