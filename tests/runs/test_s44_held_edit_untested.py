"""CI on 77a4656a: on an arena whose approved items each fit one free room, honest vanilla's tool
gate read "no": "one-room: no edited answer reached the run (legs: waiting, waiting, completed)".
The gated_edited probe found no room the item allows to edit its held call to and approved it
as asked, so its run tested no edit. The cell now stays with the gated probe's runs and says the
edit was not measured (as bound reads "-" there); a run that did get an edit is judged as before
(tests/runs/test_s44_held_edit_cell.py), and a broken adapter still reads "no"."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena, load_arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.cell import Cell
from arena.probes import PROBES, run_probes
from reference_adapters import LeakyAdapter

#: Approved items where one free room fits (rooms arena), and a denial by option.
ITEMS = [
    ("one-room", "Need a room Thursday, 12 pax.", 12, "thursday", "approved", "approve"),
    ("one-room-b", "Book a room for 8 on Monday.", 8, "monday", "approved", "approve"),
    ("one-room-c", "We are 20, any room on Wednesday?  Book it.", 20, "wednesday", "approved",
     "approve"),
    ("deny", "Book a room for 3 on Monday morning.", 3, "monday", "denied", "deny"),
]  # fmt: skip

UNTESTED = "an edit of a held book_room call: not measured: "


def _arena(tmp_path: Path) -> Arena:
    folder = tmp_path / "one_room"
    folder.mkdir()
    (folder / "arena.yaml").write_text(
        "name: one_room\ndescription: one room fits\ntools: arena.tools.rooms\n"
    )
    (folder / "items.yaml").write_text(
        "".join(
            f"- id: {i}\n  input: {t!r}\n  resume_with: [{a!r}]\n  expect: {e}\n"
            f"  meta: {{people: {p}, day: {d}}}\n"
            for i, t, p, d, e, a in ITEMS
        )
    )
    return load_arena(str(folder))


def _cell(
    arena: Arena, endpoint: ModelEndpoint, name: str, build: Callable[[str, AgentSpec], object]
) -> Cell:
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name in ("gated", "gated_edited")],
        build=build,  # type: ignore[arg-type]
        seed=44,
    )
    return derive_row(name, results, pause_kind="native").cells["tool_gating"]


def test_no_edit_to_draw_leaves_the_cell_to_the_gated_runs(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell = _cell(_arena(tmp_path), endpoint_for("compliant"), "vanilla", load_adapter)
    assert cell.value == "yes", cell.why
    assert UNTESTED in cell.why and "no edit the item allows" in cell.why, cell.why
    assert "no edited answer reached the run" not in cell.why
    # the gated probe's two runs, not the one that tested nothing
    assert len(cell.runs) == 2, cell.why


def test_a_broken_adapter_still_reads_no_there(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell = _cell(
        _arena(tmp_path),
        endpoint_for("compliant"),
        "leaky",
        lambda name, spec: LeakyAdapter(spec, "waiting"),
    )
    assert cell.value == "no", cell.why


def test_where_an_edit_is_drawn_it_is_measured(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell = _cell(hitl_arena, endpoint_for("compliant"), "vanilla", load_adapter)
    assert cell.value == "yes", cell.why
    assert "unsupported (refused, InvalidAnswer)" in cell.why and UNTESTED not in cell.why
