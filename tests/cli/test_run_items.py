"""``arena run --item``: run a few items of an arena (debugging one failing item), and a
pattern that matches nothing is a usage error naming the ids there are — never an empty run
that passes."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def _run(tmp_path: Path, *extra: str) -> tuple[int, str, Path]:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, [*args, *extra], env={"COLUMNS": "200"})
    return result.exit_code, result.output, out


def test_only_the_named_items_and_patterns_run(tmp_path: Path) -> None:
    code, output, out = _run(tmp_path, "--item", "hitl-03", "--item", "hitl-1*")
    assert code == 0, output
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert sorted(r["item"] for r in runs) == ["hitl-03", "hitl-10", "hitl-11", "hitl-12"]
    assert "4/4" in output


def test_a_pattern_matching_nothing_is_refused_with_the_ids(tmp_path: Path) -> None:
    code, output, out = _run(tmp_path, "--item", "hitl-3")
    assert code == 2, output
    assert "--item 'hitl-3' matches no item of human_in_the_loop" in output
    assert "(did you mean hitl-03" in output and "hitl-12" in output
    assert not (out / "runs.jsonl").exists()


def test_one_good_and_one_mistyped_pattern_runs_nothing(tmp_path: Path) -> None:
    code, output, out = _run(tmp_path, "--item", "hitl-01", "--item", "hitl-99")
    assert code == 2 and "hitl-99" in output
    assert not (out / "runs.jsonl").exists()


def test_item_with_probes_is_refused(tmp_path: Path) -> None:
    code, output, _ = _run(tmp_path, "--probes", "--item", "hitl-01")
    assert code == 2 and "drop --item" in output


def test_a_flag_is_not_an_item_id(tmp_path: Path) -> None:
    code, output, _ = _run(tmp_path, "--item", "--json")
    assert code == 2 and "--item needs a value" in output
