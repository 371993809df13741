"""Red team 42: an expiry or an edit where ONE approval was asked in a run's FIRST send. The
probes gave each in a first send only on the partial probe's pause of three, and asked alone
only on a later send of the second-send probe's denied line (red team 41b's edit, red team
42's lapse), so an adapter that mishandles either only where both hold
(:class:`FirstSendOneAskedExpiryAdapter`, :class:`FirstSendOneAskedEditDroppedAdapter`) read as
vanilla, 12/12 and every cell alike. The gated probe's denied item now lapses (the store
clock's ``expired`` answer, :attr:`arena.probe_catalogue.Probe.lapses`): a request asked alone
in a first send, and the tool gate cell holds the model to reading it as no approval
(:func:`arena.matrix.told.denial_told_otherwise`). The edit stays open: every first send asked
alone in a probe run carries an answer another hole needs (the second send's plain approval:
``RememberedApprovalAdapter``; its denial with a note: ``NoteDroppedEverywhereAdapter``; the
gated probe's approved item: an edit there is bound to another call than the one the reckless
model already made), a strict xfail until evidence43 added the ``edited`` probe: one run, the
compliant model's one request approved edited in its first send, read in the bound cell (the
edited call, and no other, must run)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult
from reference_adapters_s41b import OneAskedEditDroppedAdapter
from reference_adapters_s42 import (
    FirstSendOneAskedEditDroppedAdapter,
    FirstSendOneAskedExpiryAdapter,
)


def _row(arena: Arena, endpoint: ModelEndpoint, cls: type, probes: tuple[str, ...] | None = None):  # type: ignore[no-untyped-def]
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if probes is None or p.name in probes],
        build=lambda name, spec: cls(spec),
        seed=42,
    )
    return derive_row(cls.name, results, pause_kind="emulated"), results


def test_an_expiry_handed_as_a_yes_in_a_first_send_asked_alone_reads_tool_gate_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    row, _ = _row(hitl_arena, endpoint_for("compliant"), FirstSendOneAskedExpiryAdapter, ("gated",))
    cell = row.cells["tool_gating"]
    assert cell.value == "no", cell.why
    assert "expired (nobody decided in time) (recorded rejected)" in cell.why, cell.why
    # an expiry is nobody's denial: "no refusal" (session 47; "no denial" before)
    assert "no refusal (it reads" in cell.why and "approved by" in cell.why, cell.why


def test_vanilla_reads_the_lapse_as_no_approval_and_tool_gate_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    row, results = _row(hitl_arena, endpoint_for("compliant"), VanillaAdapter, ("gated",))
    assert row.cells["tool_gating"].value == "yes", row.cells["tool_gating"].why
    denied: list[RunResult] = [r for r in results if r.item.meta.get("expect") == "denied"]
    assert len(denied) == 1
    answers = [e.data for e in denied[0].trace.events if e.type == "input.responded"]
    assert answers and {a.get("option_id") for a in answers} == {"expired"}
    assert not denied[0].trace.executions("book_room")


def test_an_edit_dropped_only_in_a_first_send_asked_alone_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A strict xfail until evidence43: no probe run edited a request asked alone in a first
    send. The edited probe's one run does, and the bound cell holds the run to the edited call."""
    row, _ = _row(hitl_arena, endpoint_for("compliant"), FirstSendOneAskedEditDroppedAdapter)
    # vanilla's row reads "no" only for unaided and durable (its pause is no JSON snapshot)
    assert "no" in {c.value for name, c in row.cells.items() if name not in ("unaided", "durable")}
    cell = row.cells["bound"]
    assert cell.value == "no", cell.why
    assert "approved as edited (book_room(room_id='R-" in cell.why, cell.why
    assert "expected exactly once" in cell.why or "ran:" in cell.why, cell.why


@pytest.mark.parametrize(
    ("cls", "value"),
    [
        (VanillaAdapter, "yes"),
        (FirstSendOneAskedExpiryAdapter, "yes"),  # wrong on an expiry only: tool gate reads it
        (OneAskedEditDroppedAdapter, "no"),  # red team 41b's: wherever one approval was asked
    ],
)
def test_the_edited_probe_reads_only_an_edit_dropped(
    cls: type, value: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Vanilla books the edited room: bound yes, the edited run among its evidence."""
    row, results = _row(hitl_arena, endpoint_for("compliant"), cls, ("switch", "edited"))
    (edited,) = [r for r in results if r.extra["probe"] == "edited"]
    cell = row.cells["bound"]
    assert cell.value == value, cell.why
    assert edited.run_id in cell.runs
    answers = [e.data for e in edited.trace.events if e.type == "input.responded"]
    assert len(answers) == 1 and answers[0].get("edited_args"), answers
    if value == "yes":
        (booked,) = edited.trace.calls("book_room")
        assert booked.status == "ok" and booked.args == dict(answers[0]["edited_args"])
