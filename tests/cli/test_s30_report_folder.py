"""``arena report`` printed its results folder as the table's title: cut mid-name at the
table's width (``results/human_in_the_loop-20261205-0`` / ``12622``, at any terminal width)
and read as rich markup, so a folder ``r[red]z`` printed ``rz`` (and ``report: rz/report.html``,
a path that does not exist) and ``a[/b]`` raised MarkupError (users tester 30). The folder is
now a line of its own, whole and as typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize("out", ["results/human_in_the_loop-20261205-012622", "a[/b]", "r[red]z"])
def test_report_names_its_folder_whole_and_as_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, out: str
) -> None:
    monkeypatch.chdir(tmp_path)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
            "--out", out, "--quiet"]  # fmt: skip
    ran = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert ran.exit_code == 0, ran.output
    shown = CliRunner().invoke(main, ["report", out], env={"COLUMNS": "80"})
    assert shown.exit_code == 0, shown.output
    lines = shown.output.splitlines()
    assert out in lines, shown.output
    assert f"report: {out}/report.html" in lines, shown.output
    assert (tmp_path / out / "report.html").is_file()
