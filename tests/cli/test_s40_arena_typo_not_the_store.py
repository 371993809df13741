"""``arena run ./myarena`` in a folder where ``arena run --human`` had made its store said
'no folder ./myarena (did you mean .arena?)': the store's own folder offered as the arena meant
(users40). The nearest arena folder (one holding arena.yaml) is offered first, and a hidden
folder never."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def _said(tmp_path: Path, given: str) -> str:
    result = CliRunner().invoke(main, ["run", given, "--adapter", "vanilla"])
    assert result.exit_code == 2, result.output
    return " ".join(result.stderr.split())


def test_the_stores_folder_is_no_arena_meant(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".arena").mkdir()
    said = _said(tmp_path, "./myarena")
    assert "did you mean" not in said, said
    assert "no folder ./myarena" in said, said


def test_an_arena_folder_is_offered_before_another_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "my_arena").mkdir()
    (tmp_path / "my_arena" / "arena.yaml").write_text("name: mine\n")
    (tmp_path / "myarenas").mkdir()  # closer in spelling, but no arena
    said = _said(tmp_path, "./myarena")
    assert "(did you mean my_arena?)" in said, said
