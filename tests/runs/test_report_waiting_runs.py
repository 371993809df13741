"""``arena report`` on a ``--human`` results folder: runs waiting for a person are neither passed
nor failed (it said ``passed 0``, ``pass^1 0.00`` and "failed items (12)" while every run waited)."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting import render
from arena.results import read_results
from store_support import let_go_now_of_the_runs_in, let_go_of_the_runs_in

FIXTURES = Path(__file__).parents[1] / "fixtures" / "results"


@pytest.fixture(scope="module")
def waiting_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The twelve items on vanilla with ``--human``: every run left waiting in the store (and
    live in this process, as in the command's until it exits: let go after the module)."""
    tmp = tmp_path_factory.mktemp("human")
    out = tmp / "res"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--quiet"]
    result = CliRunner().invoke(main, [*args, "--store", str(tmp / "s.db"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    yield out
    let_go_now_of_the_runs_in(tmp / "s.db")


def test_the_summary_counts_waiting_runs_and_no_check_of_theirs_as_failed(
    waiting_folder: Path,
) -> None:
    s = read_results(waiting_folder).summary
    row = s["adapters"]["vanilla"]
    assert (row["runs"], row["passed"], row["waiting"], row["failed_runs"]) == (12, 0, 12, 0)
    assert all(c["failed"] == 0 for c in row["checks"].values()), row["checks"]
    assert row["checks"]["acknowledged"] == {"passed": 0, "failed": 0, "waiting": 6}
    assert row["checks"]["suspended"] == {"passed": 12, "failed": 0}
    assert s["reliability"] == {}  # no trial has ended: no pass rate at all, not 0.00


def test_arena_report_shows_the_runs_as_waiting_not_failed(waiting_folder: Path) -> None:
    result = CliRunner().invoke(main, ["report", str(waiting_folder)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "failed items (" not in result.output
    row = next(x for x in result.output.splitlines() if "vanilla" in x and "│" in x)
    assert [c.strip() for c in row.strip("│ ").split("│")] == ["vanilla", "12", "0", "12", "-"]
    assert (
        "12 run(s) wait for a person: neither passed nor failed, left out of the pass rates and "
        "failed items; arena pending lists them, arena resume --all continues them once answered"
    ) in result.output


def test_a_folder_written_before_still_reports_its_waiting_runs_as_waiting(
    waiting_folder: Path, tmp_path: Path
) -> None:
    """summary.json from before counted them failed (pass^1 0.0): the report recomputes."""
    old = tmp_path / "old"
    shutil.copytree(waiting_folder, old)
    summary = json.loads((old / "summary.json").read_text())
    summary["reliability"] = {"vanilla": {"k": 1, "pass^k": 0.0, "pass@k": 0.0,
                                          "by_k": {"1": {"pass^k": 0.0, "pass@k": 0.0}}}}  # fmt: skip
    (old / "summary.json").write_text(json.dumps(summary))
    result = CliRunner().invoke(main, ["report", str(old)], env={"COLUMNS": "200"})
    assert "0.00" not in result.output and "12 run(s) wait for a person" in result.output
    html = render(read_results(old))
    head = re.search(r"<tr><th>adapter</th>.*?</tr>", html, re.S)
    assert head is not None and "<th>waiting</th>" in head.group(0)
    row = re.search(r"<tr><td>vanilla</td>(.*?)</tr>", html, re.S)
    assert row is not None and ">0.00<" not in row.group(1)
    assert "12 run(s) wait for a person" in html
    assert html.count("<strong>waiting</strong>") == 12 and "<strong>FAIL</strong>" not in html
    assert html.count('class="waiting"') == 12  # the adapter × item grid


def test_the_html_report_has_one_pass_rate_column_for_one_try(waiting_folder: Path) -> None:
    """One try per item: it showed "pass^1 pass^1 pass@1", where the CLI shows one column."""
    one = render(read_results(FIXTURES / "v1"))
    head = re.search(r"<tr><th>adapter</th>.*?</tr>", one, re.S)
    assert head is not None
    assert re.findall(r"<th>(pass[@^][^<]*)</th>", head.group(0)) == ["pass^1"]
    assert "Pass rate per adapter: pass^1<" in one
    two = render(read_results(FIXTURES / "v2"))  # two tries: all three mean something
    head = re.search(r"<tr><th>adapter</th>.*?</tr>", two, re.S)
    assert head is not None
    assert re.findall(r"<th>(pass[@^][^<]*)</th>", head.group(0)) == ["pass^1", "pass^2", "pass@2"]


def test_html_onto_a_folder_is_refused_before_anything_is_printed(
    waiting_folder: Path, tmp_path: Path
) -> None:
    target = tmp_path / "rep"
    target.mkdir()
    result = CliRunner().invoke(main, ["report", str(waiting_folder), "--html", str(target)])
    assert result.exit_code == 2
    assert result.output == (
        f"error: {target} is a folder: give --html a file, e.g. {target / 'report.html'}\n"
    )


def test_a_waiting_run_that_booked_before_asking_has_failed_already(tmp_path: Path) -> None:
    """A run still waiting for a person whose booking ran before the question (reckless) fails
    no_tool_before_suspend whatever the answer: it is failed, not waiting."""
    out = tmp_path / "res"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--quiet"]
    args += ["--behaviour", "reckless", "--store", str(tmp_path / "s.db"), "--out", str(out)]
    CliRunner().invoke(main, args)
    let_go_of_the_runs_in(tmp_path / "s.db")
    s = read_results(out).summary
    row = s["adapters"]["vanilla"]
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    settled = [
        r
        for r in runs
        if r["status"] == "waiting"
        and any(c["name"] == "no_tool_before_suspend" and not c["passed"] for c in r["checks"])
    ]
    assert settled, "the reckless model should book before asking on some item"
    assert row["waiting"] == sum(r["status"] == "waiting" for r in runs) - len(settled)
    assert row["checks"]["no_tool_before_suspend"]["failed"] >= len(settled)
    report = CliRunner().invoke(main, ["report", str(out)], env={"COLUMNS": "200"})
    for r in settled:
        assert r["item"] in report.output  # listed among the failed items
