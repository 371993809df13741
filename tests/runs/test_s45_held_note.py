"""Red team 45: no probe approved or denied a call held by per-tool gating with a note, so the
tool gate and reject cells read "yes" for adapters that mishandle a note there.

LangChain's HITL middleware carries a message only on a rejection; a loop that hands a person's
approval with a note on that way ("User rejected the tool call for `book_room` with reason: Use
the side entrance.") books nothing where the person approved. The ``gated`` probe's approved
item now approves its held call with a note (:func:`arena.probe_answers.held_noted`): the
booking must still run once after the answer. And a loop that hands a denial with a note as the
note alone (``ToolDenied(message=note)``: "The team will be offsite that day.") tells the model
no decision; the ``reject`` probe now denies with a note (:func:`arena.probe_answers.with_reason`).
Vanilla, which hands a note with its verdict, keeps its "yes" in both.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.cell import Cell
from arena.probe_answers import APPROVAL_NOTE, REASON
from arena.probes import PROBES, run_probes
from arena.types import InputRequest
from reference_adapters_s45 import HeldDenialNoteOnlyAdapter, HeldNoteRejectsAdapter


def _gated(
    arena: Arena,
    endpoint: ModelEndpoint,
    name: str,
    build: Callable[[str, AgentSpec], object],
    probe: str = "gated",
) -> tuple[Cell, list]:
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name == probe],
        build=build,  # type: ignore[arg-type]
        seed=45,
    )
    column = "tool_gating" if probe == "gated" else "native_reject"
    return derive_row(name, results, pause_kind="native").cells[column], results


def test_a_noted_approval_handed_on_as_a_rejection_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, results = _gated(
        hitl_arena,
        endpoint_for("compliant"),
        HeldNoteRejectsAdapter.name,
        lambda name, spec: HeldNoteRejectsAdapter(spec),
    )
    assert cell.value == "no", cell.why
    assert "book_room was approved but never ran" in cell.why, cell.why
    [approved] = [r for r in results if r.item.meta.get("expect") == "approved"]
    assert not [c for c in approved.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]


def test_vanilla_runs_a_noted_approval_and_keeps_its_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, results = _gated(hitl_arena, endpoint_for("compliant"), "vanilla", load_adapter)
    assert (cell.value, cell.why) == ("yes", ""), cell.why
    [approved] = [r for r in results if r.item.meta.get("expect") == "approved"]
    noted = [
        e
        for e in approved.trace.events
        if e.type == "input.responded" and e.data.get("note") == APPROVAL_NOTE
    ]
    assert len(noted) == 1  # the held call's approval, given with its note
    booked = [c for c in approved.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
    assert len(booked) == 1 and booked[0].leg > 1


def test_a_denial_handed_as_its_note_alone_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, _ = _gated(
        hitl_arena,
        endpoint_for("compliant"),
        HeldDenialNoteOnlyAdapter.name,
        lambda name, spec: HeldDenialNoteOnlyAdapter(spec),
        probe="reject",
    )
    assert cell.value == "no", cell.why
    assert "the model was handed no denial (it reads unclear)" in cell.why, cell.why
    assert REASON.casefold() in cell.why.casefold(), cell.why


def test_vanilla_hands_a_noted_denial_as_a_denial_and_keeps_its_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, results = _gated(
        hitl_arena, endpoint_for("compliant"), "vanilla", load_adapter, probe="reject"
    )
    assert (cell.value, cell.why) == ("yes", ""), cell.why
    [denied] = results
    notes = [e.data.get("note") for e in denied.trace.events if e.type == "input.responded"]
    assert notes and set(notes) == {REASON}  # every denial given with its note
    assert not [c for c in denied.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]


@pytest.mark.parametrize("action", ["book_room", "request_approval"])
def test_only_the_held_call_gets_the_note(action: str) -> None:
    from arena.probe_answers import held_noted

    request = InputRequest(id="req_1", run_id="run_1", action=action, args={"room_id": "R-102"})
    [answer] = held_noted("book_room")([request], 0)
    assert answer.approved
    assert answer.note == (APPROVAL_NOTE if action == "book_room" else None)
