"""An item file holding a pasted page is refused at once, at the line, before anything reads it
(users51).

A 5.6 MB ``input`` took 27 s to be refused ("more than the 3,000 read as one request"), a 96 KB
mail thread 120 s to load, and a 4 MB ``text:`` answer in ``resume_with`` ran for minutes: the
loader's readers (rooms, days and answers held against the input, the scripted model's reading)
ran over all of it first. An input or answer longer than ``TEXT_AT_MOST`` (the scripted model's
``READ_AT_MOST``, past which it reads no answer at all) is now refused at its own line, naming the
length and the fix, with every other item's problem; one at the limit, and what is no text, load
or are refused as before.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile
from arena.model.reading import READ_AT_MOST

TEXT_AT_MOST = 16_000  # arena.item_reading's, imported in the tests of it (their parent lacks it)

LONG = "Book a meeting room for 6 people on Tuesday." + " please" * 2_400
THREAD = "Book a room for 6 people on Tuesday.\n\nOn Mon, Dana wrote:\n" + "\n".join(
    ["> we talked about the offsite on the call last week and agreed to meet"] * 240
)


def _write(tmp_path: Path, body: str) -> Path:
    file = tmp_path / "items.yaml"
    file.write_text(body, encoding="utf-8")
    return file


def _never(*_: Any) -> Any:
    raise AssertionError("a reader ran over a text too long to load")


@pytest.mark.parametrize(
    ("body", "line", "said"),
    [
        (f"- id: a\n  input: {LONG!r}\n  expect: approved\n  resume_with: [approve]\n", 2, "input"),
        (
            f"- id: a\n  input: {THREAD!r}\n  expect: approved\n  resume_with: [approve]\n",
            2,
            "input",
        ),
        (
            "- id: a\n  input: Book a room for 6 people on Tuesday.\n  expect: approved\n"
            f"  resume_with:\n  - approve\n  - {'text:' + 'yes ' * 5_000!r}\n",
            6,
            "resume_with answer 'text:yes yes'…",
        ),
    ],
    ids=["words", "mail-thread", "text-answer"],
)
def test_a_pasted_page_is_refused_at_its_line_before_any_reader(
    tmp_path: Path, body: str, line: int, said: str
) -> None:
    file = _write(tmp_path, body)
    with pytest.raises(BadItemFile) as caught:
        load_items(file, reads=_never, says=_never, can_book=_never, facts=_never)
    text = str(caught.value)
    assert f"items.yaml:{line}: item 'a': {said} is " in text, text
    assert "characters long, more than the 16,000" in text and "write the" in text, text


def test_each_other_item_is_still_said_with_it(tmp_path: Path) -> None:
    body = (
        f"- id: a\n  input: {LONG!r}\n  expect: approved\n  resume_with: [approve]\n"
        "- id: b\n  input: Book a room for 6 people on Tuesday.\n  expect: approved\n"
        "  resume_with: [aprove]\n"
    )
    with pytest.raises(BadItemFile) as caught:
        load_items(_write(tmp_path, body))
    text = str(caught.value)
    assert "items.yaml:2: item 'a': input is" in text, text
    assert "items.yaml:8:" in text and "did you mean 'approve'" in text, text


@pytest.mark.parametrize(
    "raw",
    [
        {
            "id": "a",
            "input": "x" * TEXT_AT_MOST,
            "resume_with": ["text:" + "y" * (TEXT_AT_MOST - 5)],
        },
        {"id": "a", "input": 12345, "resume_with": [{"edit": {"room_id": "z" * 20_000}}]},
        {"id": "a", "input": None},
        {"id": "a", "input": "Book", "resume_with": "deny, " * 3_000},  # the schema's: not a list
        ["not", "a", "mapping"],
        "x" * 20_000,
    ],
    ids=["at-the-limit", "not-texts", "no-input", "answers-not-a-list", "a-list", "a-bare-text"],
)
def test_what_is_not_too_long_is_left_to_the_loader(raw: Any) -> None:
    from arena.item_reading import too_long_text

    assert too_long_text(raw) is None


def test_the_limit_is_the_scripted_models_own() -> None:
    from arena.item_reading import TEXT_AT_MOST, too_long_text

    assert TEXT_AT_MOST == READ_AT_MOST
    assert too_long_text({"id": "a", "input": "x" * (TEXT_AT_MOST + 1)}) is not None


def test_a_short_item_still_loads(tmp_path: Path) -> None:
    body = "- id: a\n  input: Book a room for 6 people on Tuesday.\n  expect: approved\n  resume_with: [approve]\n"
    (item,) = load_items(_write(tmp_path, body))
    assert item.id == "a" and item.resume_with == ("approve",)
