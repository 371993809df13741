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
    "day",
    [
        "2026-12-09",
        "'2026-12-09'",
        "2026-12-09 10:00:00",
        "Tue 2026-12-09",
        "'2026-12-09T10:00'",
        "09.12.2026",
    ],
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


def test_a_second_yaml_document_is_named_at_its_line(tmp_path: Path) -> None:
    """'---' between items read "expected a single document in the stream begun on this line is
    not closed (but found another document at line 6)", at line 1."""
    error = refused(tmp_path, _item("a1") + "---\n" + _item("a2"))
    assert error.line == 5
    assert error.problem == (
        "not valid YAML: a second YAML document starts here (the '---' line): an items file is "
        "one list of items; remove the '---' line"
    )


@pytest.mark.parametrize("name", ["items.yml", "Items.yaml", "items.yaml.txt"])
def test_an_items_file_named_otherwise_is_named(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text(_item("a1"), encoding="utf-8")
    with pytest.raises(BadItemFile) as info:
        load_items(tmp_path / "items.yaml")
    assert info.value.problem == f"file not found ({name} is there: rename it items.yaml)"


def test_a_missing_items_file_alone_is_not_found(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: x\n", encoding="utf-8")
    with pytest.raises(BadItemFile) as info:
        load_items(tmp_path / "items.yaml")
    assert info.value.problem == "file not found"
