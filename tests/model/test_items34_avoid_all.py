"""An input that rules out every room free for its head count that day (items34, session 34):
"Bitte am Dienstag einen Raum für ein Dutzend Leute buchen, aber nicht Sequoia." with no
``meta.avoid`` loaded, and the scripted model, reading "aber nicht Sequoia", found the one room
free for 12 that Tuesday ruled out and asked nobody: the item failed ``suspended`` on vanilla
(and would on every adapter). It is now refused at its ``input:`` line, as ``meta.avoid`` ruling
them all out is at ``meta``'s."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.yamlfile import BadItemFile

ITEM = """\
- id: ml03
  input: {text}
  resume_with: [deny]
  expect: denied
  meta: {{people: 12, day: {day}{avoid}}}
"""


def _arena(tmp_path: Path, text: str, day: str = "dienstag", avoid: str = "") -> str:
    (tmp_path / "arena.yaml").write_text("name: avoid34\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(ITEM.format(text=text, day=day, avoid=avoid))
    return str(tmp_path)


@pytest.mark.parametrize(
    "text",
    [
        "Bitte am Dienstag einen Raum für ein Dutzend Leute buchen, aber nicht Sequoia.",
        "Book a room for 12 on Tuesday. Sequoia is a non-starter.",
    ],
)
def test_input_ruling_out_every_free_room_is_refused_at_input(tmp_path: Path, text: str) -> None:
    with pytest.raises(BadItemFile) as err:
        load_arena(_arena(tmp_path, text))
    assert err.value.line == 2
    assert "rules out every room free for 12 on Tuesday (R-305 (Sequoia))" in err.value.problem
    assert "rule out fewer rooms in the input" in err.value.problem


def test_a_room_left_loads(tmp_path: Path) -> None:
    """Friday has Sequoia and Atrium free for 12: ruling out Sequoia leaves Atrium."""
    text = "Bitte am Freitag einen Raum für ein Dutzend Leute buchen, aber nicht Sequoia."
    assert len(load_arena(_arena(tmp_path, text, day="freitag")).items) == 1


def test_meta_avoid_ruling_all_out_is_said_once_at_meta(tmp_path: Path) -> None:
    text = "Bitte am Dienstag einen Raum für ein Dutzend Leute buchen, aber nicht Sequoia."
    with pytest.raises(BadItemFile) as err:
        load_arena(_arena(tmp_path, text, avoid=", avoid: Sequoia"))
    assert err.value.line == 5 and "meta avoid rules out every room" in err.value.problem
