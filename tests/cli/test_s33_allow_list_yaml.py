"""An allow-list that is not valid YAML said '… (from ARENA_ALLOW): cannot read the allow-list
(ParserError); make it readable, or point ARENA_ALLOW at another file', though the file was
readable: only the parser's class name, no line (users tester 33). It now names the line and what
is wrong there, as a policy file's check does."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.errors import UserError
from arena.runs.allow import load_allow


def test_an_allow_list_that_is_not_yaml_names_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [arena.tools.rooms\nendpoints: {}\n", encoding="utf-8")
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    with pytest.raises(UserError) as raised:
        load_allow()
    said = str(raised.value)
    assert said.startswith(f"{allow}:2 (from ARENA_ALLOW): the allow-list is not valid YAML ("), (
        said
    )
    assert "ParserError" not in said and "make it readable" not in said, said
