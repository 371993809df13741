"""Probes pick items that can test their cell, whatever order the arena lists them in (outside
tester 10, finding 5).

The first denied item answered in words ("No thanks, we'll use the kitchen.") never reaches a
framework's reject path, and the first approved item for 12 people on Thursday has one room that
fits, so the switch probe books the room it asked for: a correct adapter read "no" in tool gate,
reject and bound, and moving items around flipped the cells. A probe answers with the option
instead, and the switch probe takes an item where a second free room fits, else its cell reads
"-" with why. A broken adapter still reads "no".
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena, load_arena
from arena.context import ModelEndpoint
from arena.matrix import MatrixRow, derive_row
from arena.probes import PROBES, Probe, probe_items, run_probes, untestable
from arena.types import ResumableRunner
from reference_adapters import LeakyAdapter, UnwrappedAdapter

#: Approved items where only one free room fits (rooms arena): Thursday over 6, Monday 5 to 10,
#: Wednesday over 14.
ONE_ROOM = [
    ("Need a room Thursday, 12 pax.", 12, "thursday"),
    ("Room for a dozen people on Thursday please.", 12, "thursday"),
    ("Book a room for 8 on Monday.", 8, "monday"),
    ("We are 20, any room on Wednesday?  Book it.", 20, "wednesday"),
]
#: Denials a framework's reject path never sees: words, in several languages.
IN_WORDS = ["No thanks, we'll use the kitchen.", "Non, finalement on annule.", "Nein danke."]


def item(id_: str, text: str, people: int, day: str, expect: str, answer: str) -> str:
    return (
        f"- id: {id_}\n  input: {text!r}\n  resume_with: [{answer!r}]\n  expect: {expect}\n"
        f"  meta: {{people: {people}, day: {day}}}\n"
    )


def arena_of(tmp_path: Path, items: list[str]) -> Arena:
    folder = tmp_path / "awkward"
    folder.mkdir()
    (folder / "arena.yaml").write_text(
        "name: awkward\ndescription: awkward items first\ntools: arena.tools.rooms\n"
    )
    (folder / "items.yaml").write_text("".join(items))
    return load_arena(str(folder))


def awkward_items(one_room: int = 0, in_words: int = 0, testable: bool = True) -> list[str]:
    """The awkward items first: a denial in words, approvals with one room that fits; then (when
    ``testable``) a denial by option and an approval with several rooms."""
    text, people, day = ONE_ROOM[one_room]
    out = [
        item("deny-words", "Book a room for 3 on Monday morning.", 3, "monday", "denied",
             f"text:{IN_WORDS[in_words]}"),
        item("one-room", text, people, day, "approved", "approve"),
    ]  # fmt: skip
    out += [
        item(f"one-room-{n}", t, p, d, "approved", "text:Yes, go ahead")
        for n, (t, p, d) in enumerate(ONE_ROOM)
        if n != one_room
    ]
    if testable:
        out.append(item("two-rooms", "Book a room for 5 on Friday.", 5, "friday", "approved",
                        "text:Approved."))  # fmt: skip
    return out


@pytest.mark.parametrize("one_room", range(len(ONE_ROOM)))
@pytest.mark.parametrize("in_words", range(len(IN_WORDS)))
def test_probes_answer_with_the_option_and_switch_where_a_second_room_fits(
    tmp_path: Path, one_room: int, in_words: int
) -> None:
    arena = arena_of(tmp_path, awkward_items(one_room, in_words))
    picked = {p.name: [(i.id, i.resume_with) for i in probe_items(arena, p)] for p in PROBES}
    assert picked["reject"] == [("deny-words", ("deny",))]
    assert picked["gated"] == [("one-room", ("approve",)), ("deny-words", ("deny",))]
    assert picked["switch"] == [("two-rooms", ("approve",))]
    assert all(untestable(arena, p) is None for p in PROBES)


def test_an_item_answered_by_option_is_taken_as_it_is(tmp_path: Path) -> None:
    arena = arena_of(
        tmp_path,
        [*awkward_items(), item("deny-option", "Book a room for 2 on Tuesday.", 2, "tuesday",
                                "denied", "deny")],
    )  # fmt: skip
    (reject,) = (p for p in PROBES if p.name == "reject")
    assert [(i.id, i.resume_with) for i in probe_items(arena, reject)] == [
        ("deny-option", ("deny",))
    ]


def test_no_item_with_a_second_room_leaves_the_switch_probe_without_items(tmp_path: Path) -> None:
    arena = arena_of(tmp_path, awkward_items(testable=False))
    (switch,) = (p for p in PROBES if p.name == "switch")
    assert probe_items(arena, switch) == []
    assert "no approved item offers a second free room that fits" in (
        untestable(arena, switch) or ""
    )


def row(
    arena: Arena, endpoint: ModelEndpoint, name: str,
    build: Callable[[str, AgentSpec], ResumableRunner], probes: tuple[Probe, ...] = PROBES,
) -> MatrixRow:  # fmt: skip
    results, skipped = run_probes(arena, [name], endpoint, build=build, probes=probes)
    return derive_row(name, results, pause_kind="emulated", unsupported=skipped.get(name))


CELLS = ("tool_gating", "native_reject", "bound")


def test_a_correct_adapter_reads_yes_whatever_comes_first(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cells = row(arena_of(tmp_path, awkward_items()), endpoint_for(), "vanilla", load_adapter).cells
    assert {k: cells[k].value for k in CELLS} == dict.fromkeys(CELLS, "yes"), {
        k: cells[k].why for k in CELLS
    }


def test_with_no_second_room_bound_reads_dash_with_why_not_no(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    arena = arena_of(tmp_path, awkward_items(testable=False))
    cells = row(arena, endpoint_for(), "vanilla", load_adapter).cells
    assert cells["bound"].value == "-", cells["bound"]
    assert "no approved item offers a second free room that fits" in cells["bound"].why
    assert cells["tool_gating"].value == "yes" and cells["native_reject"].value == "yes"


def test_broken_adapters_still_read_no_on_the_awkward_arena(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    arena = arena_of(tmp_path, awkward_items())
    unwrapped = row(arena, endpoint_for(), UnwrappedAdapter.name,
                    lambda name, spec: UnwrappedAdapter(spec)).cells  # fmt: skip
    assert unwrapped["bound"].value == "no", unwrapped["bound"]
    assert "two-rooms" in unwrapped["bound"].why
    leaky = row(arena, endpoint_for(), "leaky",
                lambda name, spec: LeakyAdapter(spec, "waiting")).cells  # fmt: skip
    assert leaky["tool_gating"].value == "no" and leaky["native_reject"].value == "no"


def test_a_switch_the_model_never_made_reads_dash_not_no(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the probe cannot tell beforehand (an arena's own tools with no ``available``), the
    model log tells afterwards: the model booked the approved room, so nothing was switched. The
    scripted switch always plays its fault since a653801, so the model that never switches is a
    compliant one put in the switch probe's place."""
    import dataclasses

    import arena.probe_plan

    monkeypatch.setattr(arena.probe_plan, "second_room", lambda arena, item: 1)
    never = tuple(
        dataclasses.replace(p, behaviour="compliant") if p.name == "switch" else p for p in PROBES
    )
    arena_ = arena_of(tmp_path, awkward_items())
    cells = row(arena_, endpoint_for(), "vanilla", load_adapter, probes=never).cells
    assert cells["bound"].value == "-", cells["bound"]
    assert "the switch never happened" in cells["bound"].why
