"""Item files that YAML or the encoding breaks: each problem names the line and the field, in
one line, before anything runs (outside testers' files: latin1, utf16, nulbyte, wrongtype,
wt_meta_list, dupkey, anchor)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile

GOOD = "- id: a\n  input: Book a room for 6 people on Tuesday.\n  expect: denied\n"


def refused(tmp_path: Path, content: str | bytes) -> BadItemFile:
    file = tmp_path / "items.yaml"
    if isinstance(content, str):
        file.write_text(content, encoding="utf-8")
    else:
        file.write_bytes(content)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert "\n" not in str(info.value) and "\\n" not in str(info.value)
    return info.value


def test_a_latin1_byte_is_named_with_its_line(tmp_path: Path) -> None:
    text = GOOD + "- id: b\n  input: Book a room for 3 people on Monday, café.\n  expect: denied\n"
    error = refused(tmp_path, text.encode("latin-1"))
    assert error.line == 5
    assert error.problem == (
        "not UTF-8 text: byte 0xE9 at column 49 (invalid continuation byte, 'é' in Latin-1); "
        "save the file as UTF-8"
    )


def test_a_utf16_file_says_so(tmp_path: Path) -> None:
    error = refused(tmp_path, GOOD.encode("utf-16"))
    assert (error.line, error.problem) == (1, "UTF-16 text, not UTF-8: save the file as UTF-8")


def test_a_nul_byte_is_named_with_line_and_column_not_a_position(tmp_path: Path) -> None:
    error = refused(tmp_path, GOOD + '- id: b\n  input: "Book a room\0 for 3"\n  expect: denied\n')
    assert error.line == 5
    assert error.problem.startswith(
        "not valid YAML: a NUL byte (#x0000) at column 22 is not allowed; remove it"
    )
    assert "position" not in error.problem


@pytest.mark.parametrize(
    ("entry", "line", "problem"),
    [
        (
            "- id: b\n  input: {a: 1}\n  expect: denied\n",
            5,
            "input must be a text, not a mapping; put it in quotes if it is meant as text",
        ),
        (
            "- id: b\n  input: hi\n  expect: denied\n  meta: [1, 2]\n",
            7,
            "meta must be a mapping of key: value pairs, not a list "
            "(e.g. meta: {people: 6, day: tuesday})",
        ),
        (
            "- id: b\n  input: ''\n  expect: denied\n",
            5,
            "input must be a non-empty text value",
        ),
        (
            "- id: b\n  input: hi\n  expect: denied\n  resume_with: {approve: 1}\n",
            7,
            "resume_with must be a list, not a mapping (e.g. resume_with: [approve])",
        ),
        (
            "- id: b\n  input: [hi]\n  expect: denied\n",
            5,
            "input must be a text, not a list; put it in quotes if it is meant as text",
        ),
        (
            "- id: b\n  input: hi\n  expect: denied\n  resume_with: [approve, [deny]]\n",
            7,
            "resume_with[1] must be a text, not a list; put it in quotes if it is meant as text",
        ),
    ],
)
def test_a_value_of_the_wrong_type_names_its_field(
    tmp_path: Path, entry: str, line: int, problem: str
) -> None:
    error = refused(tmp_path, GOOD + entry)
    assert (error.line, error.problem) == (line, problem)


def test_a_key_given_twice_is_refused_at_the_second(tmp_path: Path) -> None:
    """YAML keeps the last of two ``input:`` silently: the item ran the second one."""
    text = GOOD + "- id: b\n  input: Book for 3 people.\n  input: Book for 5 people.\n"
    error = refused(tmp_path, text + "  expect: denied\n")
    assert (error.line, error.problem) == (
        6,
        "duplicate key 'input' (first at line 5): YAML would keep only the last one; "
        "remove one of them",
    )


def test_an_alias_repeating_an_item_names_both_lines(tmp_path: Path) -> None:
    text = GOOD + "- &x\n  id: a3\n  input: Book a room for 3.\n  expect: denied\n- *x\n"
    error = refused(tmp_path, text)
    assert (error.line, error.problem) == (8, "duplicate id 'a3' (first at line 4)")


def test_anchors_aliases_and_merge_keys_still_load(tmp_path: Path) -> None:
    """Shared ``meta`` and ``<<:`` merges are YAML people use; neither is a duplicate key."""
    file = tmp_path / "items.yaml"
    file.write_text(
        "- &base\n  id: a\n  input: hi\n  expect: approved\n  meta: &m {people: 6, day: tue}\n"
        "- <<: *base\n  id: b\n  meta: *m\n"
    )
    a, b = load_items(file)
    assert (a.id, b.id) == ("a", "b")
    assert b.meta == {"people": 6, "day": "tue", "expect": "approved"}
    assert b.source == f"{file}:6"


def test_an_unclosed_quote_names_the_line_it_began_on_not_the_end_of_the_file(
    tmp_path: Path,
) -> None:
    # tester 14, finding 4: a 9-line file with an unclosed quote on line 5 was named at line 10
    # ("found unexpected end of stream"), a line the file does not have.
    text = GOOD + '- id: b\n  input: "Book a room for 4 on Monday.\n  expect: denied\n'
    text += "- id: c\n  input: x\n  expect: no_approval\n"
    error = refused(tmp_path, text.encode())
    assert error.line == 5
    assert error.problem.startswith("not valid YAML: a quoted scalar begun on this line is not")
    assert "found unexpected end of stream at line 10" in error.problem


def test_a_yaml_error_with_no_opening_keeps_its_own_line(tmp_path: Path) -> None:
    error = refused(tmp_path, (GOOD + "- id: b\n  input: x: y\n").encode())
    assert error.line == 5
    assert error.problem.startswith("not valid YAML: mapping values are not allowed here; ")
    assert 'put the whole value in quotes (input: "x: y")' in error.problem  # users52
