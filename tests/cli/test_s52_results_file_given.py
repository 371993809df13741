"""``arena report`` and ``arena view`` given a file of a results folder (``report.html``, as a
file manager or tab completion hands it; ``summary.json``, ``runs.jsonl``) said only "is not a
folder" / "is a file, not a folder" (users52). They now name the results folder it is in and the
command to type, quoted as a shell needs it; a file elsewhere is told as before."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.results import file_of_results


def _results(folder: Path) -> Path:
    folder.mkdir(parents=True)
    for name in ("summary.json", "runs.jsonl", "report.html"):
        (folder / name).write_text("{}\n")
    return folder


@pytest.mark.parametrize("command", ["report", "view"])
@pytest.mark.parametrize("name", ["report.html", "summary.json", "runs.jsonl"])
@pytest.mark.parametrize("folder", ["r-1", "my runs"])
def test_a_file_of_results_names_its_folder(
    tmp_path: Path, command: str, name: str, folder: str
) -> None:
    results = _results(tmp_path / folder)
    args = [command, str(results / name), *(["--port", "0"] if command == "view" else [])]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "400"})
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    quoted = shlex.quote(str(results))
    said = result.stderr.strip()
    assert f"is a file of the results folder {quoted}, not a folder" in said, said
    assert said.endswith(f": arena {command} {quoted}"), said


def test_a_file_elsewhere_is_told_as_before(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("x")
    assert file_of_results(tmp_path / "notes.txt", "arena report") is None
    assert file_of_results(tmp_path, "arena report") is None  # a folder: no file at all
    result = CliRunner().invoke(main, ["report", str(tmp_path / "notes.txt")])
    assert result.exit_code == 2
    assert "is not a folder; give the results folder arena run printed" in result.stderr
