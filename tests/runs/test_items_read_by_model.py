"""An item whose request the scripted model cannot read ("Book a room for 4 people.": no weekday)
loaded, and the model then answered "I could not understand the request" on every adapter: the
user learnt it from a whole run's "check the item itself". The arena loader now runs the model's
reader on each item that needs the model to ask or book, and says so at the item's input line:
refused where the scripted model answers, a warning where another model does (--model-url)."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.arenas import available_arenas, load_arena
from arena.cli import main
from arena.errors import BadItemFile
from arena.item_reading import SEARCH, NotUnderstoodItem

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"
GOOD = "- id: ok\n  input: Book a room for 4 people on Tuesday.\n  resume_with: [approve]\n"


def _arena(tmp_path: Path, item: str) -> Path:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(GOOD + "  expect: approved\n" + item)
    return tmp_path


NO_DAY = "- id: no-day\n  resume_with: [approve]\n  expect: approved\n  input: Book a room for 4.\n"


def test_an_item_the_scripted_model_cannot_read_is_refused_at_its_input_line(
    tmp_path: Path,
) -> None:
    folder = _arena(tmp_path, NO_DAY)
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    message = str(info.value)
    assert message.startswith(f"{folder / 'items.yaml'}:8: "), message  # the input's line
    assert "item 'no-day'" in message
    assert "it does not say on which weekday" in message  # what was not understood
    assert "check the item itself" in message and "which weekday" in message  # the fix


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Book a room for 4 people on Monday or Tuesday.", "more than one weekday"),
        ("Book a room on Tuesday for 6 people at 10am and 4 people at 2pm.", "different times"),
        ("Book a room for 4 people on Tuesday. Actually, never mind.", "called off"),
    ],
)
def test_each_way_of_not_reading_is_said(tmp_path: Path, text: str, said: str) -> None:
    item = f"- id: x\n  resume_with: [deny]\n  expect: denied\n  input: {text}\n"
    with pytest.raises(BadItemFile, match=said):
        load_arena(str(_arena(tmp_path, item)))


def test_an_item_that_needs_no_action_is_not_read(tmp_path: Path) -> None:
    """A model that does nothing passes ``expect: no_approval``: not being understood may be the
    item's point ("an ambiguous request is not booked")."""
    item = "- id: vague\n  input: Book a room for 4.\n  expect: no_approval\n"
    arena = load_arena(str(_arena(tmp_path, item)))
    assert [i.id for i in arena.items] == ["ok", "vague"]


def test_for_another_model_it_is_a_warning_not_a_refusal(tmp_path: Path) -> None:
    folder = _arena(tmp_path, NO_DAY)
    with pytest.warns(NotUnderstoodItem, match=r"items.yaml:8: item 'no-day': .*on which weekday"):
        arena = load_arena(str(folder), scripted=False)
    assert [i.id for i in arena.items] == ["ok", "no-day"]


def test_every_other_problem_is_said_with_it(tmp_path: Path) -> None:
    item = NO_DAY + "- id: two\n  input: hi\n  expect: approved\n  resume_with: [deny]\n"
    with pytest.raises(BadItemFile) as info:
        load_arena(str(_arena(tmp_path, item)))
    assert "2 problems" in str(info.value) and "on which weekday" in str(info.value)
    assert "no answer in resume_with says approve" in str(info.value)  # its first problem


def test_the_shipped_arenas_load_without_a_word() -> None:
    for name in available_arenas():
        with warnings.catch_warnings():
            warnings.simplefilter("error", NotUnderstoodItem)
            assert load_arena(name).items
            assert load_arena(name, scripted=False).items


def test_the_search_tool_is_the_scripted_models() -> None:
    from arena.model.policy import SEARCH as MODELS

    assert SEARCH == MODELS


def _run(folder: Path, *more: str) -> Result:
    args = ["run", str(folder), "--adapter", "vanilla", "--out", str(folder / "res"), *more]
    return CliRunner().invoke(main, args, catch_exceptions=False)


def test_a_scripted_run_is_refused_before_it_starts(tmp_path: Path) -> None:
    result = _run(_arena(tmp_path, NO_DAY))
    assert result.exit_code == 2, result.output
    assert "items.yaml:8: item 'no-day'" in result.output and "weekday" in result.output
    assert not (tmp_path / "res").exists()  # nothing ran


def test_a_run_on_another_model_is_warned_not_refused(tmp_path: Path) -> None:
    """The run goes on to its model (here none listens: it stops there, not at the item)."""
    folder = _arena(tmp_path, NO_DAY)
    with pytest.warns(NotUnderstoodItem, match="items.yaml:8: item 'no-day'"):
        result = _run(folder, "--model-url", "http://127.0.0.1:9/v1", "--model", "mine")
    assert "items.yaml:8" not in result.output, result.output
    assert "127.0.0.1:9" in result.output, result.output
