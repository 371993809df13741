"""``arena report`` of an arena of one's own judges its runs again (evals45).

An outside team ran its own arena folder (``arena run mine``) and then ``arena report`` on the
results: "summary.json gives 2 matrix cell(s) no run in this folder measures: vanilla pause (it
says emulated); vanilla enforced (it says yes)", though the folder held the 15 runs that measure
them. The report loads the arena by the name ``summary.json`` keeps, and an arena of one's own
is no name it can load, so no run was read back. ``summary.json`` now keeps the arena's folder
(``arena_path``), which the report loads; where that cannot be loaded either (a folder written
before, the arena moved), the line says the cells could not be judged and why, not that no run
measures them.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from arena.reporting.matrix_evidence import folder_matrix
from arena.results import read_results
from cli_support import BIN, user_env

ARENA = "name: mine45\ntools: arena.tools.rooms\n"
ITEMS = """\
- id: own-1
  input: Book a meeting room for 6 people on Tuesday.
  resume_with: [approve]
  expect: approved
  meta: {people: 6, day: tuesday}
"""


@pytest.fixture(scope="module")
def ran(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A results folder of ``arena run mine`` (an arena of one's own), run in its own folder."""
    home = tmp_path_factory.mktemp("own")
    (home / "mine").mkdir()
    (home / "mine" / "arena.yaml").write_text(ARENA)
    (home / "mine" / "items.yaml").write_text(ITEMS)
    done = subprocess.run(
        [str(BIN / "arena"), "run", "mine", "--adapter", "vanilla", "--quiet", "--out", "out"],
        cwd=home, env=user_env(), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    return home / "out"


def test_the_summary_keeps_the_arenas_folder(ran: Path) -> None:
    summary = json.loads((ran / "summary.json").read_text())
    assert summary["arena"] == "mine45"
    assert summary["arena_path"] == str((ran.parent / "mine").resolve())


def test_a_report_from_elsewhere_judges_the_runs(
    ran: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # not the folder the arena was run from
    measured = folder_matrix(read_results(ran))
    assert measured.unbacked == [] and measured.disagreed == [], measured.said()
    assert measured.said() == ""
    (row,) = measured.rows
    assert row["pause"] == "emulated" and row["enforced"] is True, row


def test_an_arena_that_cannot_be_loaded_is_said_so(
    ran: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(ran, copy)
    summary = json.loads((copy / "summary.json").read_text())
    summary.pop("arena_path")  # as a folder written before it was kept
    (copy / "summary.json").write_text(json.dumps(summary))
    monkeypatch.chdir(tmp_path)
    said = " ".join(folder_matrix(read_results(copy)).said().split())
    assert "could not judge again from the folder's runs: vanilla pause" in said, said
    assert "the arena mine45 could not be loaded here" in said, said
    assert "no run in this folder measures" not in said, said
