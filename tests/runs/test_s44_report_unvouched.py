"""``arena report``'s matrix keeps the ``yes*`` the command showed (evidence44).

``arena matrix`` with red team 22's ChildBook (a child process books each denied room once no
leg runs) reads ``yes*`` in every yes cell: the runs were clean, the process was not, and the
process's ledger wrote the bookings no run owned into ``summary.json``'s ``strays``. The report
decides each cell again from the runs (report43) but passed no strays, so the same folder read
plain ``yes`` and said "summary.json's feature matrix disagrees with its probe runs in 7
cell(s): … bound: it says yes*, the runs yes": the report vouched for a process that booked.
Now the ledger's record goes to the judge as the command's did; a summary whose ``strays`` were
emptied by hand reads ``yes`` (nothing else records them) and its ``yes*`` cells are named; one
whose ``strays`` were deleted reads ``yes*``, unverified (redteam49b: the list is written empty).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.matrix_evidence import folder_matrix
from arena.results import read_results

TESTS = Path(__file__).resolve().parents[1]
ARENA = Path(sys.executable).parent / "arena"
CHILDBOOK = "reference_adapters_afterleg:ChildBook"

#: What the report says of a yes no strays list vouches for (matrix_evidence.UNCHECKED_STRAYS).
UNCHECKED_STRAYS = "unverified: summary.json keeps no strays list"


@pytest.fixture(scope="module")
def childbook(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One ``arena matrix`` folder of ChildBook (its summary's ``strays`` from the ledger)."""
    out = tmp_path_factory.mktemp("childbook") / "m"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])}
    args = ["matrix", "--adapter", CHILDBOOK, "--probe-seed", "0", "--json", "--out", str(out)]
    ran = subprocess.run(
        [str(ARENA), *args],
        cwd=TESTS,
        env=env,
        capture_output=True,
        text=True,
        timeout=400,
    )
    assert ran.returncode == 1, ran.stdout + ran.stderr  # the strays fail the command
    yield out


def values(folder: Path) -> dict[str, str]:
    (row,) = folder_matrix(read_results(folder)).rows
    return {key: cell["value"] for key, cell in row["cells"].items()}


def test_the_report_keeps_the_yes_star_of_a_process_that_booked(childbook: Path) -> None:
    summary = json.loads((childbook / "summary.json").read_text())
    assert summary["strays"], "the ledger recorded the child's bookings"
    (said,) = summary["matrix"]
    shown = values(childbook)
    assert shown == {key: cell["value"] for key, cell in said["cells"].items()}
    assert "yes" not in shown.values() and "yes*" in shown.values(), shown
    (row,) = folder_matrix(read_results(childbook)).rows
    starred = [c for c in row["cells"].values() if c["value"] == "yes*"]
    assert all("no run owns" in c["why"] and "book_room" in c["why"] for c in starred)
    result = CliRunner().invoke(main, ["report", str(childbook), "--json"])
    assert result.exit_code == 0, result.output
    (data,) = json.loads(result.output)
    assert data["matrix_disagrees"] == [] and data["matrix_unmeasured"] == []


def test_a_summary_without_its_strays_reads_yes_unverified(childbook: Path, tmp_path: Path) -> None:
    """A summary whose ``strays`` were deleted by hand keeps no record to vouch with: each yes
    reads ``yes*``, unverified (redteam49b; it read a plain yes before)."""
    copy = tmp_path / "copy"
    shutil.copytree(childbook, copy)
    summary = json.loads((copy / "summary.json").read_text())
    del summary["strays"]
    (copy / "summary.json").write_text(json.dumps(summary))
    shown = values(copy)
    assert "yes" not in shown.values() and "yes*" in shown.values(), shown
    (row,) = folder_matrix(read_results(copy)).rows
    starred = [c for c in row["cells"].values() if c["value"] == "yes*"]
    assert all(UNCHECKED_STRAYS in c["why"] for c in starred), starred


def test_a_summary_whose_strays_were_emptied_reads_yes_and_names_the_starred_cells(
    childbook: Path, tmp_path: Path
) -> None:
    """Honest neighbour: a folder whose ledger recorded no stray reads the runs' plain yes, and
    the summary's ``yes*`` is named as disagreeing."""
    copy = tmp_path / "copy"
    shutil.copytree(childbook, copy)
    summary = json.loads((copy / "summary.json").read_text())
    summary["strays"] = []
    (copy / "summary.json").write_text(json.dumps(summary))
    shown = values(copy)
    assert "yes*" not in shown.values() and "yes" in shown.values(), shown
    said = folder_matrix(read_results(copy)).said()
    assert "bound: it says yes*, the runs yes" in said, said
