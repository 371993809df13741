"""Outside tester 30b: an entry indented one space too far on line 6 was named at line 1 ("a block
collection begun on this line is not closed"), the first line of a file that is fine there; the
line to fix is the one indented unlike the block it is in."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile

GOOD = "- id: a\n  input: Book a room for 4 people on Monday.\n  expect: denied\n"


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (GOOD + " - id: b\n  input: x\n  expect: denied\n", 4),
        (GOOD + "- id: b\n  resume_with: [deny]\n   expect: denied\n", 6),
        (GOOD + "- id: b\n  input: x\n expect: denied\n", 6),
    ],
)
def test_a_line_indented_unlike_its_block_is_named(tmp_path: Path, text: str, line: int) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(text)
    with pytest.raises(BadItemFile) as caught:
        load_items(file)
    assert caught.value.line == line
    assert "indented unlike" in caught.value.problem
