"""Malformed item files an outside tester wrote (items35, session 35) whose error did not say
what to write: ``resume_with: [accept]`` was told only "use approve, deny or text:..." while
``[reject]`` was told "did you mean deny", and ``[APPROVE]`` was not told it means ``approve``."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.yamlfile import BadItemFile

ITEM = """\
- id: b1
  input: Book a room for 6 people on Tuesday.
  resume_with: [{answer}]
  expect: {expect}
  meta: {{people: 6, day: tuesday}}
"""


@pytest.mark.parametrize(
    ("answer", "expect", "told"),
    [
        ("accept", "approved", "did you mean approve (a plain accept)"),
        ("accepted", "approved", "did you mean approve (a plain accepted)"),
        ("declined", "denied", "did you mean deny (a plain declined)"),
        ("APPROVE", "approved", "did you mean 'approve', in lower case?"),
        ("Deny", "denied", "did you mean 'deny', in lower case?"),
    ],
)
def test_s35_answer_told_what_to_write(tmp_path: Path, answer: str, expect: str, told: str) -> None:
    (tmp_path / "arena.yaml").write_text("name: bad35\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(ITEM.format(answer=answer, expect=expect))
    with pytest.raises(BadItemFile) as err:
        load_arena(str(tmp_path))
    assert f"items.yaml:3: resume_with answer {answer!r}: {told}" in str(err.value)


@pytest.mark.parametrize(
    ("items", "told"),
    [
        ("b1:\n  input: Book a room for 6 people on Tuesday.\n  expect: no_approval\n",
         "the items are keyed by id ('b1':): write each as '- id: b1' and its fields"),
        ("items:\n  - id: b1\n    input: Is a room free on Tuesday?\n    expect: no_approval\n",
         "the list is under 'items': remove that line and write the list at the top"),
    ],
)  # fmt: skip
def test_s35_items_file_as_a_mapping_told_its_shape(tmp_path: Path, items: str, told: str) -> None:
    (tmp_path / "arena.yaml").write_text("name: bad35\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(items)
    with pytest.raises(BadItemFile) as err:
        load_arena(str(tmp_path))
    assert f"items.yaml:1: expected a list of items (each starting with '- id:'); {told}" in str(
        err.value
    )


def test_s35_avoid_of_the_items_own_room_told_the_fix(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: bad35\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        "- id: b1\n  input: Book Cedar for 6 people on Tuesday, not Cedar.\n"
        "  resume_with: [approve]\n  expect: approved\n"
        "  meta: {people: 6, day: tuesday, room: Cedar, avoid: Cedar}\n"
    )
    with pytest.raises(BadItemFile) as err:
        load_arena(str(tmp_path))
    assert "remove 'Cedar' from meta avoid" in str(err.value)
