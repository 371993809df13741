"""An input that names a room without saying whether to book or avoid it is told that, not the
generic "say how many people and which weekday" it already says (outside tester 15)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.model.task import NotUnderstood, read_request

ARENA = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop"
UNPLACED = "Book a room for 5 people on Friday, Aspen."
ASK = "say whether to book Aspen ('book Aspen') or to avoid it ('not Aspen')"


def test_the_model_asks_where_the_room_stands() -> None:
    read = read_request(UNPLACED)
    assert isinstance(read, NotUnderstood)
    assert read.ask == ASK


def test_the_loader_gives_that_fix(tmp_path: Path) -> None:
    shutil.copy(ARENA / "arena.yaml", tmp_path / "arena.yaml")
    item = f"- id: a\n  input: {UNPLACED}\n  resume_with: [approve]\n  expect: approved\n"
    (tmp_path / "items.yaml").write_text(item)
    with pytest.raises(BadItemFile) as info:
        load_arena(str(tmp_path))
    said = str(info.value)
    assert f"{ASK} in the input" in said and "say how many people" not in said


def test_a_missing_weekday_still_asks_for_the_count_and_day() -> None:
    read = read_request("Book a room for 5 people.")
    assert isinstance(read, NotUnderstood) and read.ask.startswith("say how many people")
