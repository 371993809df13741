"""Item files an outside tester wrote as strangers do (items33): ``meta.day`` given as a date was
told "a text, e.g. day: tuesday", and that example copied made a Wednesday item a Tuesday one;
two ids that differ only in case ("hitl-01", "HITL-01") both loaded and ran, and read as one
in ``--item``, ``arena show`` and the reports. Each is now refused at its line with the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile


def _item(id_: str, day: str = "tuesday", text_day: str = "Tuesday") -> str:
    return (
        f"- id: {id_}\n  input: Book a room for 6 people on {text_day}.\n"
        f"  expect: denied\n  meta: {{people: 6, day: {day}}}\n"
    )


def refused(tmp_path: Path, content: str) -> BadItemFile:
    file = tmp_path / "items.yaml"
    file.write_text(content, encoding="utf-8")
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    return info.value


@pytest.mark.parametrize(
    "day", ["2026-12-09", "'2026-12-09'", "2026-12-09 10:00:00", "Tue 2026-12-09"]
)
def test_a_date_as_meta_day_is_told_its_weekday(tmp_path: Path, day: str) -> None:
    error = refused(tmp_path, _item("a1", day, "2026-12-09"))
    assert error.line == 4
    assert "a date" in error.problem and "write day: wednesday" in error.problem, error.problem
    assert "tuesday" not in error.problem.replace("Tue 2026", ""), error.problem


def test_an_impossible_date_is_no_weekday(tmp_path: Path) -> None:
    error = refused(tmp_path, _item("a1", "'2026-02-30'"))
    assert "not a weekday" in error.problem


def test_ids_that_differ_only_in_case_are_refused(tmp_path: Path) -> None:
    error = refused(tmp_path, _item("hitl-01") + _item("HITL-01"))
    assert error.line == 5
    assert error.problem.startswith("id 'HITL-01' differs from 'hitl-01' (line 1) only in case"), (
        error.problem
    )
    assert "rename one (e.g. id: HITL-01-2)" in error.problem


def test_a_same_id_is_still_a_duplicate(tmp_path: Path) -> None:
    error = refused(tmp_path, _item("a1") + _item("a1"))
    assert error.problem == "duplicate id 'a1' (first at line 1)"


def test_ids_that_differ_otherwise_load(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(_item("a1") + _item("a2") + _item("ä1"), encoding="utf-8")
    assert [i.id for i in load_items(file)] == ["a1", "a2", "ä1"]
