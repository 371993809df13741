"""A head count the input gives that no room can seat loaded with no word (session 41): "Book a
room for 30 people on Tuesday" (no room seats more than 24) with no ``meta.people``, and every
adapter then failed, the model finding no room and asking nobody. Where the scripted model
answers it is refused at the input's line, as ``people: 30`` is at meta's, and a count no room
free that day seats is said with the days one is; a count a room seats loads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile


def _arena(tmp_path: Path, text: str, meta: str = "") -> str:
    (tmp_path / "arena.yaml").write_text("name: m\ndescription: m\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        f"- id: x\n  input: {json.dumps(text)}\n  resume_with: [approve]\n  expect: approved\n"
        + (f"  meta: {meta}\n" if meta else "")
    )
    return str(tmp_path)


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 30 people on Tuesday.",
        "Book a room for 30 on Tuesday",
        "Reserva una sala para 30 personas el martes.",
        "Bitte einen Raum für 30 Personen am Dienstag buchen.",
    ],
)
def test_a_count_no_room_seats_is_refused_at_the_input(tmp_path: Path, text: str) -> None:
    with pytest.raises(BadItemFile) as got:
        load_arena(_arena(tmp_path, text))
    message = str(got.value)
    assert "items.yaml:2: item 'x': the scripted model reads 30 people in the input" in message
    assert "no room of the arena's tools seats more than 24" in message
    assert "lower the head count in the input to 24 or fewer" in message


def test_a_count_no_room_free_that_day_seats_names_the_days_one_is(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as got:
        load_arena(_arena(tmp_path, "Book a room for 14 people on Monday."))
    message = str(got.value)
    assert "reads 14 people on Monday in the input" in message
    assert "one is free on Tuesday, Wednesday, Thursday, Friday" in message


def test_meta_day_is_the_day_checked(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile, match="reads 14 people on Monday"):
        load_arena(_arena(tmp_path, "Book a room for 14 people on Monday.", "{day: monday}"))


@pytest.mark.parametrize(
    ("text", "meta"),
    [
        ("Book a room for 14 people on Tuesday.", ""),
        ("Book a room for 24 people on Thursday.", ""),
        ("Book a room for 6 people on Monday.", "{people: 6}"),
    ],
)
def test_a_count_a_free_room_seats_loads(tmp_path: Path, text: str, meta: str) -> None:
    assert [i.id for i in load_arena(_arena(tmp_path, text, meta)).items] == ["x"]


def test_meta_people_is_said_at_meta_as_before(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile, match=r"items.yaml:5: item 'x': meta people: 30"):
        load_arena(_arena(tmp_path, "Book a room for 30 on Tuesday", "{people: 30}"))


def test_an_item_nobody_should_book_for_loads(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: m\ndescription: m\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        "- id: x\n  input: Book a room for 30 people on Tuesday.\n  expect: no_approval\n"
    )
    assert [i.id for i in load_arena(str(tmp_path)).items] == ["x"]
