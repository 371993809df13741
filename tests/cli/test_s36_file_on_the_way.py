"""A path through a file (``/etc/passwd/x``) was said as if nothing were there: ``arena run
/etc/passwd/x/y`` read 'no folder ...: not even /etc/passwd/x', and ``arena faults --out
/etc/passwd/x.md`` 'cannot write there (File exists)', mkdir's word, naming no file. Both now
name the file on the way (users36)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def _error(args: list[str]) -> str:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "1000", "ARENA_STORE": None})
    assert result.exit_code == 2, (result.output, result.exception)
    (line,) = [line for line in result.output.splitlines() if line.startswith("error: ")]
    return line


def test_an_arena_path_through_a_file_names_the_file(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("x")
    line = _error(["run", str(file / "x" / "y"), "--adapter", "vanilla"])
    assert f"no folder {file / 'x' / 'y'}: {file} is a file, not a folder;" in line, line


def test_faults_out_through_a_file_names_the_file(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("x")
    line = _error(["faults", "--adapter", "vanilla", "--out", str(file / "m.md")])
    assert f"cannot write there ({file} is a file, not a folder);" in line, line
