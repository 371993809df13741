"""Red team 45: no probe gave an edited approval a note, so a loop that hands the model an edit
less its note read "bound yes".

``arena approve --edit room_id=R-400 --note "Use the side entrance."`` is one answer: the call
as edited, and the person's words with it. A loop that words an edit without the note ("APPROVED
by ops with edited arguments {'room_id': 'R-400'}.") runs the edited call, as the bound cell
reads it, while the model never hears the note; the partial probe's one noted answer is a plain
approval. The probes' edits (the ``edited`` probe's, the second send's one more booking, the
held call's) now carry a note, and the bound cell holds the edited probe's run to what the model
read, as given (:func:`arena.witness.misheard`). Vanilla keeps its "yes".
"""

from __future__ import annotations

from collections.abc import Callable

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.cell import Cell
from arena.probe_answers import APPROVAL_NOTE, edited_yes
from arena.probes import PROBES, run_probes
from arena.types import InputRequest
from reference_adapters_s45 import EditNoteDroppedAdapter


def _bound(
    arena: Arena, endpoint: ModelEndpoint, name: str, build: Callable[[str, AgentSpec], object]
) -> tuple[Cell, list]:
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name in ("switch", "edited")],
        build=build,  # type: ignore[arg-type]
        seed=45,
    )
    return derive_row(name, results, pause_kind="native").cells["bound"], results


def test_an_edit_handed_less_its_note_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, _ = _bound(
        hitl_arena,
        endpoint_for("compliant"),
        EditNoteDroppedAdapter.name,
        lambda name, spec: EditNoteDroppedAdapter(spec),
    )
    assert cell.value == "no", cell.why
    assert "approved as edited" in cell.why, cell.why
    assert f"with a note ({APPROVAL_NOTE!r}) and the model never read it" in cell.why, cell.why


def test_vanilla_hands_an_edit_with_its_note_and_keeps_its_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell, results = _bound(hitl_arena, endpoint_for("compliant"), "vanilla", load_adapter)
    assert cell.value == "yes", cell.why
    edits = [
        e.data
        for r in results
        for e in r.trace.events
        if e.type == "input.responded" and e.data.get("edited_args")
    ]
    assert edits and all(e.get("note") == APPROVAL_NOTE for e in edits), edits


def test_an_edit_the_probes_give_carries_the_note() -> None:
    request = InputRequest(
        id="req_1", run_id="run_1", action="request_approval", args={"summary": "Book R-102"}
    )
    [answer] = edited_yes(("room_id", (("R-400", ("Atrium",)),)))([request], 0)
    assert answer.edited_args == {"room_id": "R-400"}
    assert answer.note == APPROVAL_NOTE
