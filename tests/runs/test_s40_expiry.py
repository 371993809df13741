"""Red team 40: no run of ``arena run --probes`` handed an adapter an expired request or a typed
answer, so one that read every verdict but "deny" as a yes (:class:`ExpiryAsApprovalAdapter`: an
expiry or a typed no handed to the model as "APPROVED") read exactly as vanilla, 12/12 and every
cell alike. The partial probe's denied item now lets its last request lapse (the store clock's
``expired`` answer, as ``arena run --human --expires-in`` gives it) and its approved item has the
person type a no (:data:`arena.probe_answers.TYPED_NO`) where each denied it: the model must read
either as no approval."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from conftest_globals import watched
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


@pytest.fixture(scope="module")
def expiry_as_approval(hitl_arena: Arena, model_server: object) -> tuple[str, str, list]:
    """The partial probe of :class:`ExpiryAsApprovalAdapter`, run once for the two tests that
    read it (each ran it, ~5 s alone); the process-global registries are checked around it as
    around a test (:func:`conftest_globals.watched`)."""
    endpoint = ModelEndpoint(
        base_url=model_server.base_url,  # type: ignore[attr-defined]
        model="scripted-compliant",
        request_log=model_server.request_log,  # type: ignore[attr-defined]
    )
    with watched(f"{__name__}::expiry_as_approval"):
        return _partial(hitl_arena, endpoint, ExpiryAsApprovalAdapter)


def test_an_expiry_handed_as_an_approval_reads_no(
    expiry_as_approval: tuple[str, str, list],
) -> None:
    from arena.matrix.flows import partial_problem

    value, why, results = expiry_as_approval
    assert value == "no", why
    [denied] = [r for r in results if r.item.meta["expect"] == "denied"]
    value, why = partial_problem(denied, "book_room")
    assert value == "no", why
    assert "expired (nobody decided in time) and the model read approve" in why, why


def test_a_typed_no_handed_as_an_approval_reads_no(
    expiry_as_approval: tuple[str, str, list],
) -> None:
    from arena.matrix.flows import partial_problem

    _, _, results = expiry_as_approval
    [approved] = [r for r in results if r.item.meta["expect"] == "approved"]
    value, why = partial_problem(approved, "book_room")
    assert value == "no", why
    assert "the person answered 'No, not that one.' to the request" in why, why
    assert "the model read approve" in why, why


def test_the_last_request_lapses_or_is_refused_in_words(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, results = _partial(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert value == "yes", why
    for r in results:
        given = [
            e.data.get("option_id") or e.data.get("text") or (e.data.get("edited_args") and "edit")
            for e in r.trace.events
            if e.type == "input.responded"
        ]
        denied = r.item.meta["expect"] == "denied"
        refused = "expired" if denied else "No, not that one."
        # the denied item's second partial answer is an edit since red team 41
        assert given == ["approve", "edit" if denied else "approve", refused], given
        assert not [c for c in r.trace.tool_calls if c.tool == "book_room" and c.status != "ok"]
