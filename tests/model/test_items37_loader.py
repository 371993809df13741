"""Outside tester 37's malformed item files that loaded: a check listed twice (``checks:
[suspended, suspended, …]`` ran and reported it twice over), a control character in an input,
an id or an answer ("…people\\0 on Tuesday", "text:yes\\x1b[2J": no person types one, a
PostgreSQL store refuses a NUL, a terminal acts on an escape when ``arena show`` prints it), and
an ``expect: no_approval`` item whose input the scripted model reads as a booking it can make
("Book a room for 6 people on Tuesday.": it asks for an approval, so the item failed
neither_asked_nor_booked on every adapter after a whole run). Each is now refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

BOOK = "Book a room for 6 people on Tuesday."


def _refusal(tmp_path: Path, items: str) -> str:
    (tmp_path / "arena.yaml").write_text("name: s37\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(items)
    with pytest.raises(BadItemFile) as caught:
        load_arena(str(tmp_path))
    return str(caught.value)


def test_a_check_listed_twice_is_refused(tmp_path: Path) -> None:
    said = _refusal(
        tmp_path,
        f"- id: b1\n  input: {BOOK}\n  resume_with: [approve]\n"
        "  checks: [suspended, suspended, no_tool_before_suspend]\n",
    )
    assert "items.yaml:4: check 'suspended' is listed twice" in said
    assert "[suspended, no_tool_before_suspend]" in said


@pytest.mark.parametrize(
    ("entry", "said"),
    [
        (
            '- id: b1\n  input: "Book a room for 6 people\\0 on Tuesday."\n  expect: unclear\n'
            '  resume_with: ["text:maybe"]\n',
            "items.yaml:2: input must not hold U+0000 (a control character, at 24)",
        ),
        (
            f'- id: "b\\0"\n  input: {BOOK}\n  resume_with: ["text:maybe"]\n  expect: unclear\n',
            "items.yaml:1: id must not hold U+0000",
        ),
        (
            f'- id: b1\n  input: {BOOK}\n  resume_with: ["text:maybe\\e[2J"]\n  expect: unclear\n',
            "items.yaml:3: resume_with[0] must not hold U+001B",
        ),
    ],
)
def test_a_control_character_is_refused(tmp_path: Path, entry: str, said: str) -> None:
    assert said in _refusal(tmp_path, entry)


def test_a_booking_expected_to_ask_nothing_is_refused(tmp_path: Path) -> None:
    said = _refusal(tmp_path, f"- id: b1\n  input: {BOOK}\n  expect: no_approval\n")
    assert "items.yaml:2: item 'b1': expect: no_approval, but the scripted model reads" in said
    assert "Is there a room free on Tuesday for 6 people?" in said


@pytest.mark.parametrize(
    "text",
    [
        "Is there a room free on Tuesday for 6 people?",
        "Book a room for 40 people on Tuesday.",  # none seats 40: the agent says so
        "Book a room for 6 people on Saturday.",
        "Book a room for 6 people.",  # no weekday: not understood, nothing asked
    ],
)
def test_a_request_that_asks_nothing_still_loads(tmp_path: Path, text: str) -> None:
    (tmp_path / "arena.yaml").write_text("name: s37\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(f'- id: q1\n  input: "{text}"\n  expect: no_approval\n')
    assert [item.id for item in load_arena(str(tmp_path)).items] == ["q1"]
