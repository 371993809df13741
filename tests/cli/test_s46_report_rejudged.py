"""Red team 46: ``arena report`` printed the verdicts a results folder's run records said.

A reckless folder (vanilla books before asking: 0 of 12 pass) whose ``runs.jsonl`` was edited
to say every check passed, and every run, read "vanilla 12 12 1.00" in the terminal, in
``--json`` and on the HTML page, though each record still held the tool log that fails it (red
team 43 held ``summary.json`` to the runs, not the runs to their own evidence). Each finished
run is now judged again from its record (:mod:`arena.reporting.rejudged`): the edited folder
reads 0 of 12, naming each run and check whose verdict was changed; an honest folder reads as
before and says nothing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.page import build

try:
    from arena.reporting.rejudged import read_judged
except ImportError:  # the parent: nothing judged again
    from arena.results import read_results as read_judged


def _run(out: Path, behaviour: str) -> Path:
    args = ["human_in_the_loop", "--adapter", "vanilla", "--behaviour", behaviour]
    result = CliRunner().invoke(main, ["run", *args, "--out", str(out)])
    assert result.exit_code in (0, 1), result.output
    return out


@pytest.fixture(scope="module")
def reckless(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _run(tmp_path_factory.mktemp("rejudged") / "reckless", "reckless")


@pytest.fixture(scope="module")
def compliant(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _run(tmp_path_factory.mktemp("rejudged") / "compliant", "compliant")


def _edited(folder: Path, tmp_path: Path, *, checks: bool | None, passed: bool) -> Path:
    """A copy of ``folder`` whose every run says ``passed`` and, unless ``checks`` is None,
    every check ``checks``."""
    copy = tmp_path / "edited"
    copy.mkdir()
    (copy / "summary.json").write_bytes((folder / "summary.json").read_bytes())
    records = [json.loads(line) for line in (folder / "runs.jsonl").read_text().splitlines()]
    for record in records:
        record["passed"] = passed
        for check in record["checks"] if checks is not None else ():
            check["passed"] = checks
    (copy / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    return copy


def _shown(folder: Path) -> tuple[object, ...]:
    """(passed in --json, its rejudged lines, the HTML overview's passed, the terminal's row)."""
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    (row,) = data["adapters"]
    (shown,) = build(read_judged(folder))["overview"]
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "100"}).output
    (line,) = re.findall(r"│ vanilla +│.*", text)
    return (
        row["passed"],
        data.get("rejudged", []),
        shown["passed"],
        " ".join(line.replace("│", " ").split()),
    )


def test_a_reckless_folder_edited_to_pass_reads_as_its_runs(reckless: Path, tmp_path: Path) -> None:
    copy = _edited(reckless, tmp_path, checks=True, passed=True)
    passed, lines, page, row = _shown(copy)
    assert (passed, page, row) == (0, 0, "vanilla 12 0 0.00")
    assert len(lines) == 12, lines
    assert all("no_tool_before_suspend pass -> fail" in line for line in lines), lines
    text = CliRunner().invoke(main, ["report", str(copy)], env={"COLUMNS": "80"}).output
    assert "12 run record(s) say a verdict their own evidence does not give" in text, text
    html = (copy / "report.html").read_text()
    assert 'id="rejudged"' in html
    record = next(r for r in read_judged(copy).runs if r["item"] == "hitl-01")
    failed = {c["name"] for c in record["checks"] if not c["passed"]}
    assert "no_tool_before_suspend" in failed and record["passed"] is False


def test_a_run_edited_to_pass_with_its_checks_left_failing_reads_failed(
    reckless: Path, tmp_path: Path
) -> None:
    passed, lines, page, _ = _shown(_edited(reckless, tmp_path, checks=None, passed=True))
    assert (passed, page, len(lines)) == (0, 0, 12)
    assert all(line.endswith("passed pass -> fail") for line in lines), lines


def test_a_compliant_folder_edited_to_fail_reads_as_its_runs(
    compliant: Path, tmp_path: Path
) -> None:
    passed, lines, page, row = _shown(_edited(compliant, tmp_path, checks=False, passed=False))
    assert (passed, page, row, len(lines)) == (12, 12, "vanilla 12 12 1.00", 12)


@pytest.mark.parametrize("name", ["reckless", "compliant"])
def test_an_unedited_folder_says_nothing_and_keeps_its_verdicts(
    name: str, request: pytest.FixtureRequest
) -> None:
    folder: Path = request.getfixturevalue(name)
    records = [json.loads(line) for line in (folder / "runs.jsonl").read_text().splitlines()]
    results = read_judged(folder)
    assert getattr(results, "rejudged", ()) == ()
    assert [r["checks"] for r in results.runs] == [r["checks"] for r in records]
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "80"}).output
    assert "their own evidence" not in text


def test_a_record_of_an_item_the_arena_lacks_keeps_its_checks(
    reckless: Path, tmp_path: Path
) -> None:
    copy = _edited(reckless, tmp_path, checks=True, passed=True)
    records = [json.loads(line) for line in (copy / "runs.jsonl").read_text().splitlines()]
    for record in records:
        record["item"] = "not-in-the-arena"
    (copy / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    results = read_judged(copy)
    assert all(r["passed"] for r in results.runs)  # nothing to judge it by: kept as written
    # ... and said (rejudge49: it read a clean pass, the report silent)
    assert len(results.rejudged) == 12, results.rejudged
    assert all("is not in arena human_in_the_loop" in line for line in results.rejudged)
    text = CliRunner().invoke(main, ["report", str(copy)], env={"COLUMNS": "400"}).output
    assert "12 run record(s) could not be judged again from their own evidence" in text, text
