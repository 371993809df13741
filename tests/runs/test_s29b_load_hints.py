"""A broken file's message names the fix, not only the problem (outside tester 29b): a tab
said only "found character '\\t' that cannot start any token", and a missing ``tools`` gave no
example of what to write."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ARENA = "name: a\ntools: arena.tools.rooms\n"


@pytest.mark.parametrize(
    ("arena", "items", "said"),
    [
        (ARENA, "- id: a\n  input: Book a room for 2 on Friday.\n\texpect: no_approval\n",
         "indent with spaces"),
        ("name: a\n", "- id: a\n  input: x\n  expect: no_approval\n",
         "missing 'tools' (e.g. tools: arena.tools.rooms)"),
        (ARENA, "- id: a\n  expect: no_approval\n", "missing 'input' (e.g. input: "),
    ],
)  # fmt: skip
def test_the_message_names_the_fix(tmp_path: Path, arena: str, items: str, said: str) -> None:
    (tmp_path / "arena.yaml").write_text(arena, encoding="utf-8")
    (tmp_path / "items.yaml").write_text(items, encoding="utf-8")
    with pytest.raises(BadItemFile) as info:
        load_arena(str(tmp_path))
    assert said in str(info.value), info.value
