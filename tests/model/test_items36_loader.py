"""Outside tester 36's malformed item files that loaded: ``people: 010`` (YAML 1.1 reads an
unquoted leading-zero number as octal: 8 people, and the loader then spoke of "meta people 8"
in a file that says 010; ``0x6``, ``1_0`` alike) and a fact left blank (``people: ~``,
``day:``), which loaded with nothing to compare, so a booking for any number passed
``booked_as_approved``. Each is now refused at its line, saying what to write."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ITEM = """- id: b1
  input: Book a room for {people} people on Tuesday.
  resume_with: [approve]
  expect: approved
  meta: {{people: {meta}, day: tuesday}}
"""


def _load(tmp_path: Path, people: int, meta: str) -> str:
    (tmp_path / "arena.yaml").write_text("name: s36\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(ITEM.format(people=people, meta=meta))
    with pytest.raises(BadItemFile) as caught:
        load_arena(str(tmp_path))
    return str(caught.value)


@pytest.mark.parametrize(
    ("people", "meta", "said"),
    [
        (10, "010", "items.yaml:5: 010 is read by YAML as the number 8: write 10"),
        (8, "010", "items.yaml:5: 010 is read by YAML as the number 8: write 10"),
        (6, "0x6", "items.yaml:5: 0x6 is read by YAML as the number 6: write it in plain digits"),
        (10, "1_0", "items.yaml:5: 1_0 is read by YAML as the number 10"),
    ],
)
def test_a_number_yaml_reads_otherwise_is_refused(
    tmp_path: Path, people: int, meta: str, said: str
) -> None:
    assert said in _load(tmp_path, people, meta)


@pytest.mark.parametrize("meta", ["~", "null", ""])
def test_a_blank_fact_is_refused(tmp_path: Path, meta: str) -> None:
    said = _load(tmp_path, 6, meta)
    assert "items.yaml:5: meta people is empty" in said
    assert "people: 6, or remove the key" in said


def test_a_quoted_or_plain_number_still_loads(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: s36\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        ITEM.format(people=10, meta="10") + ITEM.replace("b1", "b2").format(people=6, meta='"06"')
    )
    assert [item.meta["people"] for item in load_arena(str(tmp_path)).items] == [10, 6]
