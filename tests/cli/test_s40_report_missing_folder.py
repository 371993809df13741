"""``arena report "./no such"`` said 'error: no such is not a folder; give the results folder
arena run printed' (users40): a folder name with a space read as prose, and a path that does not
exist was told apart neither from a file nor from where it was looked for. The name is now quoted
where it has a space, and a missing one says nothing is there, relative to which folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def test_a_missing_folder_with_a_space_is_quoted_and_placed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["report", "no such"])
    assert result.exit_code == 2, result.output
    said = " ".join(result.stderr.split())
    assert (
        f"error: 'no such' is not a folder: nothing is there, relative to the current folder "
        f"{tmp_path}; give the results folder arena run printed" in said
    ), said


def test_a_file_is_no_folder_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("x")
    result = CliRunner().invoke(main, ["report", "afile"])
    said = " ".join(result.stderr.split())
    assert "error: afile is not a folder; give the results folder" in said, said
