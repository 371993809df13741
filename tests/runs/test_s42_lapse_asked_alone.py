"""Red team 42: an expiry where ONE approval was asked. The probes' one expiry was the partial
probe's, on a pause of three requests, so an adapter that handed the model an expired request
as an approval only where its turn asked one (red team 41b's
``OneAskedExpiryAsApprovalAdapter``, a strict xfail until now) read as vanilla, 12/12 and every
cell alike. The second-send probe's denied line now asks one more booking after the one
approved edited (:data:`arena.probe_answers.LAPSE`, one request, no new run) and lets it lapse
(:func:`arena.probe_answers.lapsed`); its cell holds that no booking was tried after it
(:func:`arena.matrix.later_asks.let_lapse`)."""

from __future__ import annotations

from collections.abc import Callable

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult
from reference_adapters_s41b import OneAskedEditDroppedAdapter, OneAskedExpiryAsApprovalAdapter


def _second_send(
    arena: Arena, endpoint: ModelEndpoint, cls: type
) -> tuple[str, str, list[RunResult]]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name == "second_send"],
        build=lambda name, spec: cls(spec),
        seed=42,
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["second_send"]
    return cell.value, cell.why, results


def test_an_expiry_handed_as_a_yes_where_one_approval_was_asked_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, _ = _second_send(
        hitl_arena, endpoint_for("compliant"), OneAskedExpiryAsApprovalAdapter
    )
    assert value == "no", why
    assert "expired (nobody decided in time)" in why and "one more booking" in why, why
    assert "book_room was tried 1x (blocked by the harness" in why, why


def test_vanilla_lets_the_one_more_booking_lapse_and_reads_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, results = _second_send(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert value == "yes", why
    from arena.probe_answers import LAPSE

    (run,) = [r for r in results if r.extra["flow"].get("lapse")]
    assert run.extra["flow"]["lapse"] == LAPSE
    assert run.item.meta["expect"] == "denied"  # the denied line: the approved has none
    start = run.extra["flow"]["lapse_leg"]
    later = [t for t in run.trace.legs if t.leg >= start]
    assert later[0].status == "waiting" and len(later[0].requests) == 1
    answers = [e.data for t in later for e in t.events if e.type == "input.responded"]
    assert [a["option_id"] for a in answers] == ["expired"]
    assert not [c for t in later for c in t.tool_calls if c.tool == "book_room"]
    assert run.trace.status == "completed"
    # the bookings before it as before: the one more booking approved edited ran once
    before = [
        c.args["room_id"]
        for t in run.trace.legs
        if t.leg < start
        for c in t.tool_calls
        if c.tool == "book_room"
    ]
    assert len(before) == 1


def test_the_edit_dropped_one_asked_still_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The one more booking approved edited is judged on the legs before the lapse."""
    value, why, _ = _second_send(hitl_arena, endpoint_for("compliant"), OneAskedEditDroppedAdapter)
    assert value == "no" and "as edited ({'room_id'" in why, why
