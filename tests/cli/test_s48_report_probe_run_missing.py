"""``arena report``'s matrix is not a yes from a probe's runs with one taken away (redteam48).

The report decides each cell again from the folder's probe runs (report43), on the runs the
folder holds. ``Twice`` (tests/reference_adapters_shortcut.py) runs each booking twice: its
gated probe's approved run (hitl-03 at seed 373684) reads "tool gate: no", its denied run
nothing. With that one line deleted from ``probes.jsonl`` — or edited out of shape, so it
cannot be read back — the report judged the denied run alone and showed "tool gate: yes",
saying summary.json's "no" disagreed with the runs. The probe's seed says which runs it made
(:func:`arena.reporting.rebuilt.items_by_probe`): a probe with some of them missing or unread
now leaves a yes unmeasured ("-", naming what is missing); a no still stands on the runs here.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.page import build
from arena.results import read_results

SEED = "373684"  # draws hitl-03 (approved) and hitl-04 (denied) for the gated probe
ADAPTER = "reference_adapters_shortcut:Twice"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("twice") / "r"
    args = ["run", "human_in_the_loop", "--probes", "--probe-seed", SEED, "--adapter", ADAPTER]
    result = CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"])
    assert result.exit_code == 1 and (out / "probes.jsonl").is_file(), result.output  # Twice fails
    return out


def _matrix(folder: Path) -> dict[str, Any]:
    page = build(read_results(folder))
    ((cells, evidence),) = page["matrix"]["rows"]
    shown = dict(zip(page["matrix"]["columns"], cells, strict=True))
    return shown | {"cells": json.loads(evidence["cells"]), "said": page.get("matrix_said", "")}


def _edited(folder: Path, tmp_path: Path, probe: str, item: str, how: str) -> Path:
    """A copy of the folder with the run of ``probe`` on ``item`` deleted or put out of shape."""
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    (copy / "report.html").unlink(missing_ok=True)
    lines = []
    for line in (copy / "probes.jsonl").read_text().splitlines():
        record = json.loads(line)
        if (record["probe"], record["item"]) == (probe, item):
            if how == "deleted":
                continue
            record["started_at"] = "yesterday"
        lines.append(json.dumps(record))
    (copy / "probes.jsonl").write_text("\n".join(lines) + "\n")
    return copy


def test_the_folder_as_written_reads_no_in_tool_gate(folder: Path) -> None:
    cell = _matrix(folder)["cells"]["tool_gating"]
    assert cell["value"] == "no" and cell["why"].startswith("hitl-03: book_room was approved")


@pytest.mark.parametrize("how", ["deleted", "out of shape"])
def test_a_yes_from_a_probe_with_a_run_taken_away_is_not_measured(
    folder: Path, tmp_path: Path, how: str
) -> None:
    shown = _matrix(_edited(folder, tmp_path, "gated", "hitl-03", how))
    cell = shown["cells"]["tool_gating"]
    assert cell["value"] == "-" and shown["tool_gating"] is None, cell
    if how == "deleted":
        assert "holds 1 of the gated probe's 2 runs (hitl-03 missing)" in cell["why"], cell
    else:
        assert "cannot be read back" in cell["why"], cell
    assert "tool_gating: it says no, the runs do not measure it" in shown["said"], shown["said"]
    text = CliRunner().invoke(main, ["report", str(tmp_path / "copy")], env={"COLUMNS": "200"})
    assert text.exit_code == 0, text.output


def test_a_no_from_the_runs_left_still_reads_no(folder: Path, tmp_path: Path) -> None:
    """Both partial runs read "no" (two attempts per approval): one taken away, the other's no
    stands, with what is missing said beside it; the cells of other probes are unchanged."""
    whole = _matrix(folder)["cells"]
    shown = _matrix(_edited(folder, tmp_path, "partial", "hitl-08", "deleted"))
    assert whole["partial"]["value"] == shown["cells"]["partial"]["value"] == "no"
    assert "hitl-08 missing" in shown["cells"]["partial"]["why"]
    assert {k: v for k, v in shown["cells"].items() if k != "partial"} == {
        k: v for k, v in whole.items() if k != "partial"
    }


def test_a_compliant_run_taken_out_of_runs_jsonl_leaves_its_yes_unmeasured(
    folder: Path, tmp_path: Path
) -> None:
    """The compliant probe's runs are the folder's own runs: one line of runs.jsonl removed
    (summary.json counts 12), pause, enforced and rej≠fail no longer read as measured."""
    whole = _matrix(folder)["cells"]
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    (copy / "report.html").unlink(missing_ok=True)
    lines = (copy / "runs.jsonl").read_text().splitlines()
    (copy / "runs.jsonl").write_text("\n".join(lines[1:]) + "\n")
    cells = _matrix(copy)["cells"]
    for col in ("pause", "enforced", "rejection_distinct"):
        assert whole[col]["value"] in ("emulated", "yes"), (col, whole[col])
        assert cells[col]["value"] == "-", (col, cells[col])
        assert "runs.jsonl lacks 1 of the 12 runs" in cells[col]["why"], cells[col]
    assert cells["unaided"] == whole["unaided"] and cells["tool_gating"] == whole["tool_gating"]
