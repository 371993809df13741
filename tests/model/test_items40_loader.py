"""Outside tester items40's malformed item files: an unquoted input with " #" in it ("for team
#2 (6 people)") lost its rest to YAML as a comment, and the loader refused what was left ("it does
not say how many people") with no word of the '#'; and an input that starts with "@", "`", "%"
or "*" (a chat mention, Markdown) was refused in YAML's own words ("found undefined alias
'Book'") with no fix. Both now say to quote the input. Of 87 malformed files tried, the rest were
refused at their line with the fix or loaded as meant (docs/items.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.yamlfile import BadItemFile


def _arena(tmp_path: Path, items: str) -> str:
    (tmp_path / "arena.yaml").write_text("name: s40\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(items)
    return str(tmp_path)


def _item(value: str, meta: str = "") -> str:
    out = f"- id: b1\n  input: {value}\n  resume_with: [approve]\n  expect: approved\n"
    return out + (f"  meta: {meta}\n" if meta else "")


def test_an_input_cut_by_a_comment_says_so_where_it_reads_no_count(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as caught:
        load_arena(_arena(tmp_path, _item("Book a room on Tuesday for team #2 (6 people)")))
    said = str(caught.value)
    assert ":2: item 'b1':" in said and "does not say how many people" in said
    assert "YAML read '#2 (6 people)' on line 2 as a comment" in said
    assert "put the input in quotes" in said


def test_an_input_cut_by_a_comment_says_so_where_it_reads_another_count(tmp_path: Path) -> None:
    text = _item("Book Tuesday for 6 people #team2 (8 people)", "{people: 8, day: tuesday}")
    with pytest.raises(BadItemFile) as caught:
        load_arena(_arena(tmp_path, text))
    said = str(caught.value)
    assert ":5: item 'b1': meta people 8" in said
    assert "YAML read '#team2 (8 people)' on line 2 as a comment" in said


def test_a_quoted_hash_or_a_comment_that_changes_nothing_loads(tmp_path: Path) -> None:
    text = _item('"Book a room on Tuesday for team #2 (6 people)"')
    text += _item("Book a room for 6 people on Tuesday #urgent").replace("b1", "b2")
    arena = load_arena(_arena(tmp_path, text))
    assert [i.input for i in arena.items] == [
        "Book a room on Tuesday for team #2 (6 people)",
        "Book a room for 6 people on Tuesday",
    ]


@pytest.mark.parametrize("first", ["@facilities book", "*Book", "`Book", "%Book"])
def test_an_input_that_starts_with_a_reserved_character_is_told_to_quote(
    tmp_path: Path, first: str
) -> None:
    text = _item(f"{first} a room for 6 people on Tuesday{first[0] if first[0] in '*`' else ''}")
    with pytest.raises(BadItemFile, match=r"items\.yaml:2: not valid YAML: .*put in quotes"):
        load_arena(_arena(tmp_path, text))
