"""``arena policy check nosuch.yaml`` said "no such policy file (check --policy / ARENA_POLICY,
or remove it)": the file was the command's own argument, neither an option nor a variable
(users tester 31). It now asks for the path of the file to check."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def test_a_missing_file_to_check_is_named_as_the_argument(tmp_path: Path) -> None:
    missing = tmp_path / "nosuch.yaml"
    result = CliRunner().invoke(main, ["policy", "check", str(missing)])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert f"{missing}: no such policy file; give the path of the file to check" in said, said
    assert "ARENA_POLICY" not in said and "--policy" not in said, said
