"""``arena report``'s durable cell is not a yes from the restart probe with runs taken away
(redteam48b).

The restart probe pauses three items per adapter, approved, denied and left to lapse
(:func:`arena.restart_probe.restart_items`, drawn with the probe seed), and the cell reads
"yes" only where all three survived. ``bookanyway`` (tests/reference_adapters_s46.py) books on
resume whatever the answer: at seed 0 its approved run (hitl-09) passes, its denied (hitl-06)
and lapsed (hitl-04) runs read "no". With those two lines deleted from ``probes.jsonl`` the
report judged the approved run alone and read "durable yes". The restart probe's runs are now
held to its seed's draw as the other probes' are (redteam48): a yes with some missing reads
"-" naming them; a no stands on the runs left.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.matrix_evidence import folder_matrix
from arena.results import read_results

ADAPTER = "reference_adapters_s46:bookanyway"
TESTS = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bookanyway") / "r"
    args = ["run", "human_in_the_loop", "--probes", "--probe-seed", "0", "--adapter", ADAPTER]
    with pytest.MonkeyPatch.context() as mp:  # the resumer imports it as a user's module
        mp.setenv(
            "PYTHONPATH", os.pathsep.join(p for p in (TESTS, os.environ.get("PYTHONPATH")) if p)
        )
        result = CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"])
    assert (out / "probes.jsonl").is_file(), result.output
    return out


def _restarts(folder: Path) -> dict[str, dict[str, Any]]:
    lines = (folder / "probes.jsonl").read_text().splitlines()
    runs = [json.loads(line) for line in lines]
    return {r["restart"]["answer"]: r for r in runs if r["probe"] == "restart"}


def _without(folder: Path, tmp_path: Path, *answers: str) -> Path:
    """A copy of the folder without the restart runs answered ``answers``."""
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns("restart", "report.html"))
    lines = [
        line
        for line in (folder / "probes.jsonl").read_text().splitlines()
        if not ((r := json.loads(line))["probe"] == "restart" and r["restart"]["answer"] in answers)
    ]
    (copy / "probes.jsonl").write_text("\n".join(lines) + "\n")
    return copy


def _durable(folder: Path) -> dict[str, Any]:
    (row,) = folder_matrix(read_results(folder)).rows
    return dict(row["cells"]["durable"])


def test_the_folder_as_written_reads_no(folder: Path) -> None:
    runs = _restarts(folder)
    assert {a: (r["item"], r["passed"]) for a, r in runs.items()} == {
        "approve": ("hitl-09", True),
        "deny": ("hitl-06", False),
        "lapse": ("hitl-04", False),
    }
    assert _durable(folder)["value"] == "no"


def test_the_approved_run_alone_is_not_a_yes(folder: Path, tmp_path: Path) -> None:
    copy = _without(folder, tmp_path, "deny", "lapse")
    cell = _durable(copy)
    assert cell["value"] == "-", cell
    assert "holds 1 of the restart probe's 3 runs (hitl-04, hitl-06 missing)" in cell["why"], cell
    result = CliRunner().invoke(main, ["report", str(copy), "--json"])
    assert result.exit_code == 0, result.output
    (data,) = json.loads(result.output)
    assert f"{ADAPTER} durable: it says no, the runs do not measure it" in data["matrix_disagrees"]


def test_a_no_from_the_run_left_still_reads_no(folder: Path, tmp_path: Path) -> None:
    cell = _durable(_without(folder, tmp_path, "deny"))
    assert cell["value"] == "no", cell
    assert cell["why"].startswith("restart probe: hitl-04"), cell
    assert "hitl-06 missing" in cell["why"], cell
