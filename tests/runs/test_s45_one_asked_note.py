"""Red team 45: the one noted approval a probe gave was one of three asked (the partial probe's),
so a loop that drops an approval's note only where the model asked one approval read "2nd send
yes", exactly vanilla.

``OneAskedApprovalNoteDroppedAdapter`` hands a lone approval on less its note. The second send
probe answers each run against its item's file (:func:`arena.probe_answers.with_reason`): its
denial carried a note, its approval none. Now the approval carries one too
(:data:`arena.probe_answers.APPROVAL_NOTE`), and the model must read it, as the cell holds the
first send's answer (the heard check's rule). Vanilla keeps its "yes".
"""

from __future__ import annotations

from collections.abc import Callable

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.cell import Cell
from arena.probe_answers import APPROVAL_NOTE, REASON
from arena.probes import PROBES, run_probes
from reference_adapters_s45 import OneAskedApprovalNoteDroppedAdapter


def _second_send(
    arena: Arena, endpoint: ModelEndpoint, name: str, build: Callable[[str, AgentSpec], object]
) -> tuple[Cell, list]:
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name == "second_send"],
        build=build,  # type: ignore[arg-type]
        seed=45,
    )
    return derive_row(name, results, pause_kind="native").cells["second_send"], results


def test_a_lone_approval_handed_less_its_note_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    name = OneAskedApprovalNoteDroppedAdapter.name
    cell, _ = _second_send(
        hitl_arena,
        endpoint_for("compliant"),
        name,
        lambda _, spec: OneAskedApprovalNoteDroppedAdapter(spec),
    )
    assert cell.value == "no", cell.why
    assert f"with a note ({APPROVAL_NOTE!r}) and the model never read it" in cell.why, cell.why


def test_vanilla_hands_both_notes_and_keeps_its_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, results = _second_send(hitl_arena, endpoint_for("compliant"), "vanilla", load_adapter)
    assert cell.value == "yes", cell.why
    notes = {
        (e.data.get("option_id"), e.data.get("note"))
        for r in results
        for e in r.trace.events
        if e.type == "input.responded" and e.data.get("option_id") in ("approve", "deny")
    }
    assert ("deny", REASON) in notes and ("approve", APPROVAL_NOTE) in notes, notes
