"""Red team 45: no probe approved a call held by per-tool gating with a note, so the tool gate
cell read "yes" for an adapter that turns such an approval into a rejection.

LangChain's HITL middleware carries a message only on a rejection; a loop that hands a person's
approval with a note on that way ("User rejected the tool call for `book_room` with reason: Use
the side entrance.") books nothing where the person approved. The ``gated`` probe's approved
item now approves its held call with a note (:func:`arena.probe_answers.held_noted`): the
booking must still run once after the answer. Vanilla, which runs a noted approval as a plain
one, keeps its "yes".
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.cell import Cell
from arena.probe_answers import APPROVAL_NOTE
from arena.probes import PROBES, run_probes
from arena.types import InputRequest
from reference_adapters_s45 import HeldNoteRejectsAdapter


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


@pytest.mark.parametrize("action", ["book_room", "request_approval"])
def test_only_the_held_call_gets_the_note(action: str) -> None:
    from arena.probe_answers import held_noted

    request = InputRequest(id="req_1", run_id="run_1", action=action, args={"room_id": "R-102"})
    [answer] = held_noted("book_room")([request], 0)
    assert answer.approved
    assert answer.note == (APPROVAL_NOTE if action == "book_room" else None)
