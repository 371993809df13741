"""``arena run --probes`` kept the seed its probes drew their items with only in probes.jsonl;
``arena matrix`` keeps it in summary.json, where a reader looks for how to run the same items
again (fixer probes' note, session 22)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def test_run_probes_keeps_the_probe_seed_in_the_summary(tmp_path: Path) -> None:
    out = tmp_path / "o"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--probes"]
    result = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)])
    assert result.exit_code == 0, result.output
    seeds = {
        json.loads(line)["probe_seed"] for line in (out / "probes.jsonl").read_text().splitlines()
    }
    assert len(seeds) == 1
    assert json.loads((out / "summary.json").read_text())["probe_seed"] == seeds.pop()


def test_a_run_without_probes_has_no_probe_seed(tmp_path: Path) -> None:
    out = tmp_path / "o"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    result = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "probe_seed" not in json.loads((out / "summary.json").read_text())
