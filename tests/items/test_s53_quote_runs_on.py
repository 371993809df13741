"""users53: a quote opened in an items file and not closed on its line ran on to a later line's
quote (``resume_with: ["text:yes"]``), and the error named that later line, "this line is
indented unlike the lines above it … line it up": the line to fix was the one the quote opened
on. Now that line is named, with its text, and the fix; an indentation slip, a quoted text
continued on purpose and a quote still open at the end of the file read as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.errors import BadItemFile
from arena.yamlfile import read_yaml

ITEM = (
    "- id: c\n  input: Book Cedar for 5 on Monday.\n  resume_with: [{answer}]\n  expect: approved\n"
)

RUN_ON = [
    (  # a double quote, closed by a later answer's quote
        '- id: b\n  input: "Book a room for 4 on Friday.\n  resume_with: [deny]\n'
        "  expect: denied\n" + ITEM.format(answer='"text:yes"'),
        2,
        'input: "Book a room for 4 on Friday.',
        7,
    ),
    (  # a single quote, in German
        "- id: b\n  input: 'Bitte einen Raum für 4 am Freitag buchen.\n  expect: denied\n"
        "  resume_with: [deny]\n" + ITEM.format(answer="'text:ja'"),
        2,
        "input: 'Bitte einen Raum für 4 am Freitag buchen.",
        7,
    ),
    (  # an answer of a block list
        '- id: a\n  input: Book a room for 4 on Friday.\n  resume_with:\n    - "text:Yes go ahead\n'
        '  expect: approved\n- id: c\n  input: "Book Cedar for 5 on Monday."\n'
        "  expect: no_approval\n",
        4,
        '- "text:Yes go ahead',
        7,
    ),
    (  # escaped quotes inside it do not close it
        '- id: a\n  input: "He said \\"fine\\", reserva una sala para 4 el viernes.\n'
        '  expect: no_approval\n- id: c\n  input: "Book Cedar for 5 on Monday."\n'
        "  expect: no_approval\n",
        2,
        'input: "He said',
        5,
    ),
]


@pytest.mark.parametrize(("text", "opened", "shown", "closed"), RUN_ON)
def test_the_line_the_quote_opened_on_is_named(
    tmp_path: Path, text: str, opened: int, shown: str, closed: int
) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(BadItemFile) as caught:
        read_yaml(file)
    said = str(caught.value)
    assert caught.value.line == opened, said
    assert "the quote opened on this line (" in said and shown[:20] in said, said
    assert f"runs on to the quote on line {closed}; close it on this line" in said, said
    assert "indented unlike" not in said, said


@pytest.mark.parametrize(
    ("text", "line", "said"),
    [
        (  # an indentation slip, no quote: as before
            '- id: a\n  input: "Book a room for 4 on Friday."\n  expect: no_approval\n'
            " - id: b\n  input: x\n",
            4,
            "this line is indented unlike the lines above it",
        ),
        (  # a quote open at the end of the file: where it began, as before
            "- id: a\n  input: Book a room.\n  expect: no_approval\n- id: b\n"
            '  input: "Book a room for 4 on Friday.\n  expect: no_approval\n',
            5,
            "a quoted scalar begun on this line is not closed",
        ),
    ],
)
def test_other_slips_read_as_before(tmp_path: Path, text: str, line: int, said: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(BadItemFile) as caught:
        read_yaml(file)
    assert caught.value.line == line and said in str(caught.value), str(caught.value)


def test_a_quoted_text_continued_on_purpose_loads(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(
        '- id: a\n  input: "Book a room\n    for 4 on Friday."\n  expect: no_approval\n'
        "- id: b\n  input: 'it''s for 4, Friday'\n  expect: no_approval\n",
        encoding="utf-8",
    )
    data = read_yaml(file).data
    assert data[0]["input"] == "Book a room for 4 on Friday." and data[1]["input"].startswith(
        "it's"
    )
