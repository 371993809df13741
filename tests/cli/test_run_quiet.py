"""``arena run --quiet`` prints what its help says, "Only the summary table." (it printed the
feature matrix and the mechanisms too)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def test_quiet_prints_the_summary_table_only(tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    titles = [line.strip() for line in result.output.splitlines() if line.strip().istitle()]
    assert titles == ["Summary"], result.output
    assert "Feature matrix" not in result.output and "How each adapter pauses" not in result.output
    assert result.output.rstrip().endswith(f"results: {out}")
    summary = json.loads((out / "summary.json").read_text())
    assert [row["adapter"] for row in summary["matrix"]] == ["vanilla"]  # still derived, written
