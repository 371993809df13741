"""redteam49b: a summary whose ``strays`` were cut says its yes is unverified, not plain.

The bookings no run owned while a folder's runs ran are recorded in one place, ``summary.json``'s
``strays`` (the process's ledger): a plain ``arena run`` folder keeps no execution journal to read
them from again. The list was written only when it had something in it, so a summary with the key
deleted by hand (and its matrix's ``yes*`` set back to ``yes``) read a plain ``yes`` in every cell
the command had starred. Now ``arena run`` writes the list empty too, and the report reads a yes
of a summary without one as ``yes*``, unverified, naming why.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.matrix_evidence import folder_matrix
from arena.reporting.page import build
from arena.results import read_results

#: What the report says of a yes no strays list vouches for (matrix_evidence.UNCHECKED_STRAYS).
UNCHECKED_STRAYS = "unverified: summary.json keeps no strays list"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("probes") / "r"
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--probes", "--adapter", "vanilla", "--out", str(out)],
    )
    assert result.exit_code == 0, result.output
    return out


def _cells(folder: Path) -> dict[str, dict[str, Any]]:
    (row,) = folder_matrix(read_results(folder)).rows
    cells: dict[str, dict[str, Any]] = row["cells"]
    return cells


def _edited(folder: Path, tmp_path: Path, name: str, **changes: Any) -> Path:
    """A copy of ``folder`` with summary.json's top-level keys set (``None``: deleted), and its
    matrix's ``yes*`` cells set back to ``yes``, as a hand that hides the strays would."""
    copy = tmp_path / name
    shutil.copytree(folder, copy)
    (copy / "report.html").unlink(missing_ok=True)
    path = copy / "summary.json"
    summary = json.loads(path.read_text())
    for key, value in changes.items():
        if value is None:
            summary.pop(key, None)
        else:
            summary[key] = value
    for row in summary.get("matrix") or []:
        for col, cell in row["cells"].items():
            if cell["value"] == "yes*":
                cell["value"], row[col] = "yes", True
    path.write_text(json.dumps(summary))
    return copy


def _report(folder: Path) -> dict[str, Any]:
    result = CliRunner().invoke(main, ["report", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    (data,) = json.loads(result.stdout)
    return dict(data)


def test_arena_run_writes_its_strays_list_even_when_empty(folder: Path) -> None:
    summary = json.loads((folder / "summary.json").read_text())
    assert summary["strays"] == []
    values = {k: c["value"] for k, c in _cells(folder).items()}
    assert "yes" in values.values() and "yes*" not in values.values(), values
    data = _report(folder)
    assert data.get("matrix_disagrees", []) == [], data.get("matrix_disagrees")


@pytest.mark.parametrize(
    "changes",
    [
        {"strays": None},  # deleted
        {"strays": "none"},  # not a list
        {"strays": {"count": 0}},
        {"strays": 0},
    ],
    ids=["deleted", "string", "mapping", "number"],
)
def test_a_summary_without_its_strays_list_reads_each_yes_unverified(
    folder: Path, tmp_path: Path, changes: dict[str, Any]
) -> None:
    honest = _cells(folder)
    copy = _edited(folder, tmp_path, "cut", **changes)
    shown = _cells(copy)
    yes_cols = [k for k, c in honest.items() if c["value"] == "yes"]
    assert yes_cols, honest
    for col in yes_cols:
        assert shown[col]["value"] == "yes*", (col, shown[col])
        assert UNCHECKED_STRAYS in shown[col]["why"], shown[col]
    for col, cell in honest.items():  # a no, a "-" or a pause kind is as it was
        if cell["value"] != "yes":
            assert shown[col]["value"] == cell["value"], (col, shown[col])
    ((_, evidence),) = build(read_results(copy))["matrix"]["rows"]  # the page shows it too
    paged = {k: c["value"] for k, c in json.loads(evidence["cells"]).items()}
    assert "yes*" in paged.values() and "yes" not in paged.values(), paged
    data = _report(copy)  # the summary's yes is the runs' own: no disagreement to name
    assert data.get("matrix_disagrees", []) == [], data.get("matrix_disagrees")


def test_an_empty_list_and_a_named_stray_read_as_before(folder: Path, tmp_path: Path) -> None:
    """Near misses: the list kept empty is a plain yes; a stray in it stars the yes as the ledger
    did (why: the booking), not as unverified."""
    empty = _cells(_edited(folder, tmp_path, "empty", strays=[]))
    assert empty == _cells(folder)
    booked = "book_room({'room': 'B'}) ran with no run's context after this process's legs ended"
    starred = _cells(_edited(folder, tmp_path, "booked", strays=[booked]))
    yes_cols = [k for k, c in _cells(folder).items() if c["value"] == "yes"]
    for col in yes_cols:
        assert starred[col]["value"] == "yes*", starred[col]
        assert "book_room" in starred[col]["why"], starred[col]
        assert UNCHECKED_STRAYS not in starred[col]["why"], starred[col]
