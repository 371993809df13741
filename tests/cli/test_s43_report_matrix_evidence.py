"""report43: ``arena report``'s feature matrix is decided from the folder's probe runs.

The report showed the matrix as ``summary.json`` held it, so a summary edited by hand ("unaided:
yes" where the batch and hasty probe runs beside it say "no") was the report's matrix. Each cell
is now decided again from the folder's runs (``runs.jsonl``, ``probes.jsonl``) by the judge
``arena run --probes`` used (:func:`arena.matrix.derive_row`); a cell no run in the folder
measures reads "-" naming its probe; a summary that disagrees is said once, naming the cell.
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


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("probes") / "r"
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--probes", "--adapter", "vanilla", "--out", str(out)],
    )
    assert result.exit_code == 0, result.output
    return out


def _copy(folder: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    (copy / "report.html").unlink(missing_ok=True)
    return copy


def _edit(folder: Path, **cells: str) -> None:
    """Set vanilla's matrix cells (value and column flag) in summary.json, as by hand."""
    path = folder / "summary.json"
    summary = json.loads(path.read_text())
    (row,) = summary["matrix"]
    for col, value in cells.items():
        row["cells"][col] = {"value": value, "runs": row["cells"][col]["runs"], "why": ""}
        row[col] = {"yes": True, "no": False}.get(value)
    path.write_text(json.dumps(summary))


def _matrix(folder: Path) -> dict[str, Any]:
    """The page's matrix row as a dict of column -> shown value, and its evidence cells."""
    page = build(read_results(folder))
    ((cells, evidence),) = page["matrix"]["rows"]
    shown = dict(zip(page["matrix"]["columns"], cells, strict=True))
    return shown | {"cells": json.loads(evidence["cells"]), "said": page.get("matrix_said", "")}


def _report(folder: Path) -> tuple[str, dict[str, Any]]:
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"}).output
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    return " ".join(text.split()), data


def test_an_edited_cell_shows_what_its_probe_runs_show(folder: Path, tmp_path: Path) -> None:
    honest = _matrix(folder)
    assert honest["unaided"] is False and honest["tool_gating"] is True
    copy = _copy(folder, tmp_path)
    _edit(copy, unaided="yes", tool_gating="no")
    shown = _matrix(copy)
    assert (shown["unaided"], shown["tool_gating"]) == (False, True)
    assert shown["cells"]["unaided"] == honest["cells"]["unaided"]
    assert shown["cells"]["tool_gating"]["value"] == "yes"
    text, data = _report(copy)
    assert text.count("summary.json's feature matrix disagrees") == 1, text
    assert "vanilla unaided: it says yes, the runs no" in text
    assert "vanilla tool_gating: it says no, the runs yes" in text
    assert data["matrix_disagrees"] == [
        "vanilla unaided: it says yes, the runs no",
        "vanilla tool_gating: it says no, the runs yes",
    ]
    html = (copy / "report.html").read_text()
    assert "vanilla unaided: it says yes, the runs no" in html


def test_a_flag_edited_alone_is_said_too(folder: Path, tmp_path: Path) -> None:
    """Only the column's flag edited (its cell left "no"): the runs' no, and the edit named."""
    copy = _copy(folder, tmp_path)
    summary = json.loads((copy / "summary.json").read_text())
    summary["matrix"][0]["unaided"] = True
    summary["matrix"][0]["cells"]["native_reject"]["why"] = "edited: the runs said nothing"
    (copy / "summary.json").write_text(json.dumps(summary))
    shown = _matrix(copy)
    assert shown["unaided"] is False
    assert shown["cells"]["native_reject"]["why"] != "edited: the runs said nothing"
    assert "vanilla unaided: it says no and yes, the runs no" in shown["said"]


def test_without_probes_jsonl_the_probe_cells_are_not_measured(
    folder: Path, tmp_path: Path
) -> None:
    copy = _copy(folder, tmp_path)
    (copy / "probes.jsonl").unlink()
    shown = _matrix(copy)
    for col, probe in (("tool_gating", "gated / gated_edited"), ("native_reject", "reject"),
                       ("partial", "partial"), ("second_send", "second_send")):  # fmt: skip
        assert shown[col] is None, col
        assert shown["cells"][col]["value"] == "-"
        assert f"no {probe} probe run in this folder" in shown["cells"][col]["why"]
    assert "batch / batch_swapped / hasty" in shown["cells"]["unaided"]["why"]
    # the compliant runs are in runs.jsonl: those cells are still measured
    assert (shown["pause"], shown["enforced"]) == ("emulated", True)
    text, data = _report(copy)
    assert text.count("no run in this folder measures") == 1
    assert "vanilla tool_gating (it says yes)" in data["matrix_unmeasured"]
    assert data["matrix_disagrees"] == []


def test_partial_runs_recorded_without_pending_requests_are_not_read(
    folder: Path, tmp_path: Path
) -> None:
    """Records written before a waiting leg's pending requests were kept: a partial answer's
    held requests are unknown, so the partial cell is not measured (the others are)."""
    copy = _copy(folder, tmp_path)
    lines = []
    for line in (copy / "probes.jsonl").read_text().splitlines():
        record = json.loads(line)
        for leg in record["legs"]:
            leg.pop("requests", None)
        lines.append(json.dumps(record))
    (copy / "probes.jsonl").write_text("\n".join(lines) + "\n")
    shown, honest = _matrix(copy), _matrix(folder)
    assert shown["partial"] is None and "recorded before" in shown["cells"]["partial"]["why"]
    assert {k: v for k, v in shown["cells"].items() if k != "partial"} == {
        k: v for k, v in honest["cells"].items() if k != "partial"
    }


def test_an_honest_folder_reports_its_matrix_unchanged(folder: Path) -> None:
    summary = json.loads((folder / "summary.json").read_text())
    (row,) = summary["matrix"]
    shown = _matrix(folder)
    assert shown["cells"] == row["cells"]
    scalars = {k: v for k, v in row.items() if not isinstance(v, dict | list)}
    assert {k: shown[k] for k in scalars} == scalars
    text, data = _report(folder)
    assert "summary.json" not in text
    assert data.get("matrix_disagrees", []) == data.get("matrix_unmeasured", []) == []


def test_a_summary_or_record_out_of_shape_is_no_traceback(folder: Path, tmp_path: Path) -> None:
    """Neighbours: cells that are not objects, a probe record whose start is no time."""
    copy = _copy(folder, tmp_path)
    summary = json.loads((copy / "summary.json").read_text())
    summary["matrix"][0]["cells"] = "edited"
    (copy / "summary.json").write_text(json.dumps(summary))
    lines = (copy / "probes.jsonl").read_text().splitlines()
    gated = [json.loads(x) for x in lines if json.loads(x)["probe"] == "gated"]
    kept = [x for x in lines if json.loads(x)["probe"] != "gated"]
    for record in gated:
        record["started_at"] = "yesterday"
    (copy / "probes.jsonl").write_text("\n".join([*kept, *map(json.dumps, gated)]) + "\n")
    result = CliRunner().invoke(main, ["report", str(copy)])
    assert result.exit_code == 0, result.output
    shown = _matrix(copy)
    why = shown["cells"]["tool_gating"]["why"]
    assert shown["tool_gating"] is None and "gated run run_" in why and "cannot be read" in why
    assert shown["unaided"] is False
