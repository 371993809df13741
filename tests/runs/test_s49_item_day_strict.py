"""Session 49 (users49b): an item file's ``meta.day`` that is not a day is refused, not forgiven.

``meta.day: mnoday`` loaded as Monday and ``funday`` as Sunday: the weekday reader that forgives
a model's or a person's slips ("Tusday") read the harness's own input too. A day that is no day
is now refused with the file, the line, the day it may be a slip for and the values taken; the
slips stay forgiven in the words an agent or a person writes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.arenas import load_items
from arena.cli import main
from arena.errors import BadItemFile
from arena.wording.days import weekday

HEAD = "- id: a\n  input: Book a room for 8 people on {on}.\n  expect: approved\n"


def _file(tmp_path: Path, day: str, on: str = "Monday") -> Path:
    file = tmp_path / "items.yaml"
    file.write_text(HEAD.format(on=on) + f"  meta: {{people: 8, day: {day!r}}}\n", encoding="utf-8")
    return file


@pytest.mark.parametrize(
    ("day", "meant"),
    [
        ("mnoday", "Monday"),
        ("funday", "Sunday"),
        ("Tusday", "Tuesday"),
        ("Wendsday", "Wednesday"),
        ("Mnoday.", "Monday"),
        ("thrusday", "Thursday"),
    ],
)
def test_a_slip_for_a_day_is_refused_naming_the_day(tmp_path: Path, day: str, meant: str) -> None:
    file = _file(tmp_path, day)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    error = info.value
    assert error.line == 4
    assert str(error).startswith(f"{file}:4: meta day {day!r}: not a weekday; ")
    assert f"did you mean {meant}? write day: {meant.lower()}" in error.problem
    assert "tuesday, Tue, dienstag" in error.problem  # the values taken


@pytest.mark.parametrize("day", ["zzday", "holiday", "someday"])
def test_a_word_that_is_no_day_at_all_gets_the_example(tmp_path: Path, day: str) -> None:
    with pytest.raises(BadItemFile) as info:
        load_items(_file(tmp_path, day))
    assert "did you mean" not in info.value.problem
    assert "not a weekday; write one, e.g. day: tuesday" in info.value.problem


@pytest.mark.parametrize(
    "day", ["monday", "Monday", "Mon", "Mon.", "Mondays", "montag", "Mo", "lunes", "lundi", "lun"]
)
def test_days_as_people_write_them_still_load(tmp_path: Path, day: str) -> None:
    [item] = load_items(_file(tmp_path, day))
    assert item.meta["people"] == 8


def test_the_cli_exits_2_naming_the_file_and_line_without_a_traceback(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: t\ntools: arena.tools.rooms\n")
    _file(tmp_path, "funday")
    result = CliRunner().invoke(main, ["run", str(tmp_path), "--adapter", "vanilla"])
    assert result.exit_code == 2, result.output
    assert "items.yaml:4:" in result.output and "did you mean Sunday?" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("word", "day"), [("Tusday", "tuesday"), ("Wendsday", "wednesday")])
def test_slips_stay_forgiven_in_the_words_read(word: str, day: str) -> None:
    assert weekday(word) == day
