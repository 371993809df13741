"""An item can say which rooms its request rules out (``meta.avoid``), and booked_as_approved fails
a booking of one however well it fits; the loader refuses an ``avoid`` room the arena does not
have, and names the facts checks read for any key no check reads.

Red team 10, finding 4: "Book a room for 5 on Friday (no Aspen)" booked Aspen and passed; an item
could not state the exclusion (``avoid: Aspen`` and ``not_room: R-102`` were accepted and ignored).
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import pytest
from test_booked_words_and_searches import CHECKS, LIST_6, booked, run

from arena.arenas import UnreadMetaKey, load_arena, load_items
from arena.errors import BadItemFile
from arena.types import EvalItem
from arena.yamlfile import BadItems

SEARCH_6 = ({"capacity": 5, "day": "Friday"}, LIST_6)
ASPEN = "Book R-102 (Aspen) for 5 people on Friday"
SEQUOIA = "Book R-305 (Sequoia) for 5 people on Friday"


def item(**meta: Any) -> EvalItem:
    return EvalItem(id="x", input="-", checks=CHECKS, meta={"people": 5, "day": "friday", **meta})


@pytest.mark.parametrize("avoid", ["Aspen", "aspen", "R-102", "r-102", ["Cedar", "Aspen"],
                                   "Cedar, Aspen"])  # fmt: skip
def test_a_booking_of_a_room_ruled_out_fails(avoid: Any) -> None:
    passed, detail = booked(run(ASPEN, [SEARCH_6], booked="R-102"), item(avoid=avoid))
    assert not passed
    assert "booked R-102, but the item rules out" in detail and "(meta avoid)" in detail


@pytest.mark.parametrize("avoid", ["Aspen", "R-102", ["Juniper", "R-102"]])
def test_another_room_passes(avoid: Any) -> None:
    passed, detail = booked(run(SEQUOIA, [SEARCH_6], booked="R-305"), item(avoid=avoid))
    assert passed, detail


def test_without_avoid_the_same_booking_passes() -> None:
    """What the item does not say cannot fail a run: the exclusion has to be stated."""
    passed, detail = booked(run(ASPEN, [SEARCH_6], booked="R-102"), item())
    assert passed, detail


HEAD = "- id: x\n  input: Book a room for 5 on Friday (no Aspen, no Cedar).\n  resume_with: [approve]\n"


def arena(tmp_path: Path, meta: str) -> Path:
    (tmp_path / "arena.yaml").write_text("name: t\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(HEAD + f"  expect: approved\n  meta: {meta}\n")
    return tmp_path


def test_an_avoid_room_the_arena_lacks_is_refused_with_a_suggestion(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as raised:
        load_arena(arena(tmp_path, "{people: 5, day: friday, avoid: Aspn}"))
    assert str(raised.value).startswith(f"{tmp_path / 'items.yaml'}:5: item 'x': ")  # the meta line
    assert "meta avoid 'Aspn': the arena's tools have no such room" in str(raised.value)
    assert "did you mean 'Aspen'?" in str(raised.value)


def test_an_avoid_that_rules_out_the_items_own_room_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as raised:
        load_arena(arena(tmp_path, "{people: 5, day: friday, room: R-305, avoid: Sequoia}"))
    assert "meta avoid 'Sequoia' rules out the item's own room" in str(raised.value)


def test_avoid_loads_as_a_name_id_or_list(tmp_path: Path) -> None:
    for value in ("Aspen", "R-102", "[Aspen, R-204]"):
        loaded = load_arena(arena(tmp_path, f"{{people: 5, day: friday, avoid: {value}}}"))
        assert loaded.items[0].meta["avoid"]


@pytest.mark.parametrize("value", ["''", "[]", "3", "[Aspen, 3]"])
def test_an_avoid_that_names_no_room_is_refused(tmp_path: Path, value: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(HEAD + f"  expect: approved\n  meta: {{people: 5, avoid: {value}}}\n")
    with pytest.raises((BadItemFile, BadItems)) as raised:
        load_items(file)
    assert "meta avoid" in str(raised.value)


@pytest.mark.parametrize("key", ["not_room", "exclude", "excluded_rooms", "avoid_rooms", "Avoid"])
def test_a_key_meant_as_avoid_is_refused(tmp_path: Path, key: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(HEAD + f"  expect: approved\n  meta: {{people: 5, {key}: R-102}}\n")
    with pytest.raises((BadItemFile, BadItems)) as raised:
        load_items(file)
    assert f"meta {key!r}: did you mean 'avoid'?" in str(raised.value)


def test_a_key_no_check_reads_is_said_with_the_facts_checks_read(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(HEAD + "  expect: approved\n  meta:\n    people: 5\n    note: big team\n")
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        [loaded] = load_items(file)
    assert loaded.meta["note"] == "big team"  # still kept for reports
    [warning] = [w for w in said if issubclass(w.category, UnreadMetaKey)]
    text = str(warning.message)
    assert f"{file}:7: item 'x': meta 'note' is kept for reports" in text
    assert "people, capacity, day, room, avoid" in text
