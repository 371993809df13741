"""The items loader reads a typed answer against the item's input, which does not know the room
the agent will pick nor a head count the input words otherwise: it refused clear yeses ("Yes,
book Aspen please" for an input naming no room, "Approved for 12 people." for "a dozen",
"OK for six people" for "4 engineers and 2 designers"; outside tester 10, finding 8). It now
refuses only what reads against the expect whatever room or count the agent asks about: a day
the input does not name, a count against meta.people, a room against meta.room, a no."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile
from arena.tools.rooms import ROOMS

#: The arena's rooms, as the arena loader passes them (1250ed3: only those are read as rooms).
ARENA_ROOMS = [(r.id, r.name) for r in ROOMS]


def _file(
    tmp_path: Path, input_: str, answer: str, meta: str = "", expect: str = "approved"
) -> Path:
    file = tmp_path / "items.yaml"
    lines = ["- id: a", f"  input: {input_!r}", f"  resume_with: [{('text:' + answer)!r}]",
             f"  expect: {expect}"] + ([f"  meta: {meta}"] if meta else [])  # fmt: skip
    file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return file


LOADS = [
    ("Book a room for 6 people on Tuesday.", "Yes, book Aspen please", ""),
    ("Book a room for 6 people on Tuesday.", "Approve R-102", ""),
    ("Book a room for 6 people on Tuesday.", "Sure, Cedar is fine", "{people: 6}"),
    ("Room for a dozen people on Thursday please.", "Approved for 12 people.", ""),
    ("Room for a dozen people on Thursday please.", "Approved for 12 people.", "{people: 12}"),
    ("Book a room on Friday for 4 engineers and 2 designers.", "OK for six people", ""),
    ("Book a room on Friday for 4 engineers and 2 designers.", "OK for six people", "{people: 6}"),
    ("Find us a room for 8 people on Wednesday.",
     "Yes — book Cedar for the 8 of us on Wednesday.", "{people: 8, day: wednesday}"),
    # meta.room is a room the input names (outside tester 13, finding 5)
    ("Book Cedar for 7 on Tuesday.", "Yes, Cedar for 7 is fine", "{people: 7, room: Cedar}"),
    ("Book Cedar for 7 on Tuesday.", "Yes, book R-204", "{people: 7, room: Cedar}"),
]  # fmt: skip
REFUSED = [
    # what reads unclear or no whatever the agent asks about
    ("Book a room for 6 people on Tuesday.", "Yes, book it for Wednesday", ""),
    ("Book a room for 6 people on Tuesday.", "Yes, 7 people", "{people: 6}"),
    ("Book a room for 6 people on Tuesday.", "Yes, Maple please", "{room: Cedar}"),
    ("Book R-102 for 6 people on Tuesday.", "Yes, book R-204", ""),
    ("Book a room for 6 people on Tuesday.", "maybe Aspen, let me think", ""),
    ("Book a room for 6 people on Tuesday.", "No, don't book Aspen", ""),
]  # fmt: skip


@pytest.mark.parametrize(("input_", "answer", "meta"), LOADS)
def test_a_clear_yes_naming_the_agents_room_or_the_count_loads(
    tmp_path: Path, input_: str, answer: str, meta: str
) -> None:
    [item] = load_items(_file(tmp_path, input_, answer, meta), rooms=ARENA_ROOMS)
    assert item.resume_with == (f"text:{answer}",)


@pytest.mark.parametrize(("input_", "answer", "meta"), REFUSED)
def test_what_reads_otherwise_whatever_the_room_is_still_refused(
    tmp_path: Path, input_: str, answer: str, meta: str
) -> None:
    with pytest.raises(BadItemFile, match="expect: approved"):
        load_items(_file(tmp_path, input_, answer, meta), rooms=ARENA_ROOMS)


def test_an_unclear_item_is_not_refused_for_a_room_it_cannot_check(tmp_path: Path) -> None:
    """The same both ways: "Yes, Aspen" may be the agent's room (approve) or another (unclear)."""
    [item] = load_items(
        _file(tmp_path, "Book a room for 6 on Tuesday.", "Yes, Aspen", "", "unclear"),
        rooms=ARENA_ROOMS,
    )
    assert item.meta["expect"] == "unclear"
