"""The items loader on outside tester 28b's items: correct ones that were refused now load, and
ids that print alike but differ (a trailing or non-breaking space) are refused with file:line."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _load(tmp_path: Path, items: str) -> None:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(items, encoding="utf-8")
    load_arena(str(tmp_path))


def _item(text: str, meta: str) -> str:
    quoted = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return (
        f'- id: a\n  input: "{quoted}"\n  resume_with: [approve]\n  expect: approved\n'
        f"  meta: {{{meta}}}\n"
    )


LOADS = [
    ("Room for 6 people Tuesday please. Update: we're now 8.", "people: 8, day: tuesday"),
    ("Book a room for 6 on Tuesday. Oh and it's for 8 now.", "people: 8, day: tuesday"),
    ("Book a room for 6 on Tuesday. Actually, 2 more are coming.", "people: 8, day: tuesday"),
    (
        "Hi,\nPlease book a room for:\n- Alice\n- Bob\n- Carol\nOn Thursday.\nThanks!",
        "people: 3, day: thursday",
    ),
    ("Book a room for three people, not counting me, on Tuesday.", "people: 4, day: tuesday"),
    ("Can you put 6 of us in Aspen on Wednesday?", "people: 6, day: wednesday, room: Aspen"),
    (
        "book a room for 6 on wednesday, anything bar Aspen",
        "people: 6, day: wednesday, avoid: Aspen",
    ),
    (
        "Book a room for 6 on Tuesday except if it's Aspen.",
        "people: 6, day: tuesday, avoid: Aspen",
    ),
    ("Book a room for 6 on Tuesday, any but Aspen.", "people: 6, day: tuesday, avoid: Aspen"),
]


@pytest.mark.parametrize(("text", "meta"), LOADS)
def test_a_correct_item_loads(tmp_path: Path, text: str, meta: str) -> None:
    _load(tmp_path, _item(text, meta))


@pytest.mark.parametrize(
    ("text", "meta"),
    [
        ("Room for 6 people Tuesday please. Update: we're now 8.", "people: 6, day: tuesday"),
        ("Book a room for three people, not counting me, on Tuesday.", "people: 3, day: tuesday"),
        (
            "Hi,\nPlease book a room for:\n- Alice\n- Bob\n- Carol\nOn Thursday.\nThanks!",
            "people: 4, day: thursday",
        ),
    ],
)
def test_a_head_count_below_the_request_is_refused(tmp_path: Path, text: str, meta: str) -> None:
    with pytest.raises(BadItemFile):
        _load(tmp_path, _item(text, meta))


ODD_IDS = [
    ('"x1 "', "'x1 '", "has a space at its start or end"),
    ('" x1"', "' x1'", "has a space at its start or end"),
    ('"x1\\u00a0"', "U+00A0", "no-break space"),
    ('"x\\u200b1"', "U+200B", "zero width space"),
    ('"x1\\t"', "U+0009", "control character"),
]


@pytest.mark.parametrize(("written", "code", "words"), ODD_IDS)
def test_an_id_with_an_odd_space_is_refused_at_its_line(
    tmp_path: Path, written: str, code: str, words: str
) -> None:
    items = (
        "- id: x0\n  input: Book a room for 4 on Friday.\n  resume_with: [approve]\n"
        "  expect: approved\n"
        f"- id: {written}\n  input: Book a room for 4 on Monday.\n  resume_with: [approve]\n"
        "  expect: approved\n"
    )
    with pytest.raises(BadItemFile) as info:
        _load(tmp_path, items)
    message = str(info.value)
    assert "items.yaml:5:" in message and words in message and code in message, message
    assert "write it 'x1'" in message, message


def test_ids_alike_once_composed_are_one_id(tmp_path: Path) -> None:
    items = (
        '- id: "caf\\u00e9"\n  input: Book a room for 4 on Friday.\n  resume_with: [approve]\n'
        "  expect: approved\n"
        '- id: "cafe\\u0301"\n  input: Book a room for 4 on Monday.\n  resume_with: [approve]\n'
        "  expect: approved\n"
    )
    with pytest.raises(BadItemFile) as info:
        _load(tmp_path, items)
    assert "duplicate id" in str(info.value) and "first at line 1" in str(info.value)
