"""PyYAML's colon errors named the line and no fix (users52): "mapping values are not allowed
here" and "could not find expected ':'" stood alone, whether a value held ': ' ("input: Note:
…"), a second field shared the line, a key had no space after its colon ("input:Book",
"- id:a1") or a line was indented deeper than the key above it. Each now says which, and the
line to write; a colon inside a value YAML reads (a time, a URL) still loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.errors import BadItemFile
from arena.yaml_problems import colon_fix
from arena.yamlfile import read_yaml

ITEM = "- id: a1\n  input: {input}\n  expect: approved\n  resume_with: [approve]\n"


def _refused(tmp_path: Path, text: str) -> BadItemFile:
    path = tmp_path / "items.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BadItemFile) as caught:
        read_yaml(path)
    return caught.value


@pytest.mark.parametrize(
    ("text", "line", "fix"),
    [
        (
            ITEM.format(input="Note: Book Cedar for 6 on Tuesday."),
            2,
            'put the whole value in quotes (input: "Note: Book Cedar for 6 on Tuesday.")',
        ),
        (
            ITEM.format(input="Hinweis: Cedar für 6 Leute am Dienstag buchen, bitte sehr."),
            2,
            'quotes (input: "Hinweis: Cedar für 6 Leute am Diensta…")',
        ),
        (ITEM.format(input='Re: "urgent" room'), 2, "quotes (input: 'Re: \"urgent\" room')"),
        (ITEM.format(input="Book Cedar for 6 on Tuesday:"), 2, 'quotes (input: "Book Cedar'),
        (
            "- id: a1 input: Book Cedar for 6 on Tuesday.\n  expect: approved\n",
            1,
            "'input:' begins a second field on this line: move it to a line of its own",
        ),
        (
            "- id: a1\n  input:Book Cedar for 6 on Tuesday.\n  expect: approved\n",
            2,
            "put a space after the colon: input: Book Cedar for 6 on Tuesday.",
        ),
        (
            "- id:a1\n  input: Book Cedar for 6 on Tuesday.\n",
            2,
            "the line above has no space after its colon: write - id: a1",
        ),
        (
            "- id: a1\n  input: Book Cedar for 6 on Tuesday.\n    expect: approved\n",
            3,
            "this line is indented deeper than the key above it",
        ),
        (
            "rules:\n  - tool: book_room\n      role: facilities\n",  # a policy file alike
            3,
            "this line is indented deeper than the key above it",
        ),
    ],
)
def test_each_colon_trouble_names_its_fix(tmp_path: Path, text: str, line: int, fix: str) -> None:
    error = _refused(tmp_path, text)
    assert error.line == line, error
    assert fix in error.problem, error.problem


@pytest.mark.parametrize(
    "value",
    [
        "Book Cedar for 6 on Tuesday at 10:30.",
        "See https://rooms.example/cedar and book it for 6 on Tuesday.",
        '"Note: Book Cedar for 6 on Tuesday."',
        "'Nota: reserva Cedar para 6 el martes.'",
        "Book Cedar:Maple for 6 on Tuesday.",
    ],
)
def test_a_colon_yaml_reads_still_loads(tmp_path: Path, value: str) -> None:
    path = tmp_path / "items.yaml"
    path.write_text(ITEM.format(input=value), encoding="utf-8")
    assert read_yaml(path).data[0]["id"] == "a1"


def test_other_yaml_errors_get_no_colon_fix() -> None:
    assert colon_fix("  input: x", 5, "found character '\\t' that cannot start any token") == ""
    assert colon_fix("  input: x", 3, "mapping values are not allowed here", above="") == ""
    assert colon_fix("  input: http://x", 0, "could not find expected ':'") == ""
