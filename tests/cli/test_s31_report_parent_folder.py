"""``arena report results`` (the folder holding results folders, as ``arena view`` takes) said
only "results/summary.json does not exist: is this a results folder of arena run?" (users tester
31). It now names the results folders there and the command for one."""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def test_a_parent_of_results_folders_names_them(tmp_path: Path) -> None:
    for name in ("human_in_the_loop-20261205-035023", "human_in_the_loop-20261205-040159"):
        (tmp_path / "results" / name).mkdir(parents=True)
        (tmp_path / "results" / name / "summary.json").write_text("{}")
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, ["report", "results"], env={"COLUMNS": "80"})
    finally:
        os.chdir(here)
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "results holds 2 results folder(s)" in said, said
    assert "arena report results/human_in_the_loop-20261205-040159" in said, said
