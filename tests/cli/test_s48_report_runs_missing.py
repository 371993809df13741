"""``arena report`` says when ``runs.jsonl`` lacks runs ``summary.json`` counts (redteam48).

Red team 46 made the report judge each record again from its own evidence, so a record edited
to pass reads failed. Deleting the record is simpler: ``Twice`` (runs each booking twice) passes
6 of 12; with its 6 failing lines removed from ``runs.jsonl`` the report read "6 runs, 6 passed,
pass^1 1.00" on the terminal, in ``--json`` and on the page, and said nothing. The summary's
per-adapter counts were written with the records: a folder whose records are fewer says so now,
naming the adapter and both counts; the tables still count the runs the folder holds.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.page import build
from arena.reporting.rejudged import read_judged

ADAPTER = "reference_adapters_shortcut:Twice"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("twice") / "r"
    args = ["run", "human_in_the_loop", "--adapter", ADAPTER, "--out", str(out), "--quiet"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1 and (out / "runs.jsonl").is_file(), result.output
    return out


def _without(folder: Path, tmp_path: Path, keep: str) -> Path:
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    (copy / "report.html").unlink(missing_ok=True)
    records = [json.loads(x) for x in (copy / "runs.jsonl").read_text().splitlines()]
    if keep == "passed":
        kept = [r for r in records if r["passed"]]
    else:  # one passing run taken away
        kept = records[:]
        kept.remove(next(r for r in kept if r["passed"]))
    (copy / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in kept))
    return copy


def _report(folder: Path) -> tuple[str, dict]:
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"}).output
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    return " ".join(text.split()), data


def test_the_folder_as_written_says_nothing_of_missing_runs(folder: Path) -> None:
    text, data = _report(folder)
    assert "lacks" not in text and data["rejudged"] == []
    assert (data["adapters"][0]["runs"], data["adapters"][0]["passed"]) == (12, 6)


@pytest.mark.parametrize(("keep", "lacks"), [("passed", 6), ("all but one passed", 1)])
def test_runs_taken_out_of_runs_jsonl_are_said(
    folder: Path, tmp_path: Path, keep: str, lacks: int
) -> None:
    copy = _without(folder, tmp_path, keep)
    text, data = _report(copy)
    line = f"runs.jsonl lacks {lacks} of the 12 runs of {ADAPTER} summary.json counts"
    assert line in text, text
    assert "6 passed there" in text and f"here {12 - lacks} runs" in text, text
    assert any(x.startswith(f"runs.jsonl lacks {lacks} of the 12") for x in data["rejudged"])
    assert data["adapters"][0]["runs"] == 12 - lacks  # the tables count what the folder holds
    assert line in (build(read_judged(copy))["rejudged"] or "")
