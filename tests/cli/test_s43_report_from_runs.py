"""Red team 43: ``arena report`` printed summary.json's numbers, not its runs'.

A results folder holds its runs (``runs.jsonl``) and a summary of them (``summary.json``). The
report's table, its ``--json`` and the HTML overview took runs, passed and pass^k from the
summary as it stood: a summary edited by hand to "smolagents: 6 passed, pass^1 0.50" was
reported so beside twelve passing runs of smolagents in the same folder and the same report's
item grid. The numbers are now counted from the runs wherever the folder has any, as the grid
is; a folder with no runs recorded still shows its summary's.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.page import build
from arena.results import read_results


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("report") / "r"
    result = CliRunner().invoke(
        main, ["run", "human_in_the_loop", "--adapter", "vanilla", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    return out


def _edited(folder: Path, tmp_path: Path) -> Path:
    """A copy of ``folder`` whose summary says 6 of 12 passed, 3 failed, pass^1 0.50."""
    copy = tmp_path / "edited"
    copy.mkdir()
    for name in ("summary.json", "runs.jsonl"):
        (copy / name).write_bytes((folder / name).read_bytes())
    summary = json.loads((copy / "summary.json").read_text())
    summary["adapters"]["vanilla"].update(passed=6, failed_runs=3)
    summary["reliability"]["vanilla"]["by_k"]["1"] = {"pass^k": 0.5, "pass@k": 0.5}
    (copy / "summary.json").write_text(json.dumps(summary))
    return copy


def _numbers(folder: Path) -> tuple[object, ...]:
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    (row,) = data["adapters"]
    (shown,) = build(read_results(folder))["overview"]
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "100"}).output
    (line,) = re.findall(r"│ vanilla +│.*", text)
    return (row["runs"], row["passed"], row["pass_hat_1"], shown["runs"], shown["passed"],
            shown["failed_runs"], shown["pass1"], " ".join(line.replace("│", " ").split()))  # fmt: skip


def test_the_report_counts_the_runs_not_an_edited_summary(folder: Path, tmp_path: Path) -> None:
    assert _numbers(_edited(folder, tmp_path)) == (
        12,
        12,
        1.0,
        12,
        12,
        0,
        1.0,
        "vanilla 12 12 1.00",
    )


def test_an_unedited_folder_reports_as_before(folder: Path) -> None:
    summary = json.loads((folder / "summary.json").read_text())
    row = summary["adapters"]["vanilla"]
    pass1 = summary["reliability"]["vanilla"]["by_k"]["1"]["pass^k"]
    assert _numbers(folder) == (row["runs"], row["passed"], pass1, row["runs"], row["passed"],
                                row["failed_runs"], pass1, "vanilla 12 12 1.00")  # fmt: skip


def test_a_folder_without_runs_shows_its_summary(folder: Path, tmp_path: Path) -> None:
    copy = _edited(folder, tmp_path)
    (copy / "runs.jsonl").unlink()
    (shown,) = build(read_results(copy))["overview"]
    assert (shown["runs"], shown["passed"], shown["failed_runs"], shown["pass1"]) == (12, 6, 3, 0.5)
