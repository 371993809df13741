"""``arena run`` (and ``matrix``) without --out in a folder where results/ cannot be made (a
read-only folder, or a file named results) said 'error: cannot create results folder in results:
Read-only file system' and no way on (users tester 33), where --out's own check names the fix.
It now says to pass --out a folder you can write to."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def test_run_says_how_to_write_its_results_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "results").write_text("not a folder\n", encoding="utf-8")
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    result = CliRunner().invoke(main, args, env={"ARENA_STORE": None})
    assert result.exit_code == 2, result.output
    said = result.output.strip().splitlines()
    assert len(said) == 1, result.output
    assert said[0].startswith("error: cannot create results folder in results: "), said
    assert said[0].endswith("; pass --out a folder you can write to"), said
