"""``--out`` naming a folder that already holds results (tester 17): the second ``arena run``
overwrote runs.jsonl and summary.json silently and left the first run's report.html, which
then contradicted them. Now every command that writes a results folder refuses one that holds
an earlier command's results, in one line naming it and the fix, before anything runs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--quiet"]


def invoke(args: list[str], cwd: Path) -> Result:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)


def refused(result: Result, folder: str) -> None:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    last = [line for line in result.output.splitlines() if line.strip()][-1]
    assert last.startswith("Error:"), result.output
    assert folder in last and "already holds" in last and "--out NEW" in last, last


def test_a_second_run_into_a_folder_with_results_is_refused_and_the_first_kept(
    tmp_path: Path,
) -> None:
    first = invoke([*RUN, "--item", "hitl-05", "--out", "same"], tmp_path)
    assert first.exit_code == 0, first.output
    reported = invoke(["report", "same"], tmp_path)
    assert reported.exit_code == 0, reported.output
    same = tmp_path / "same"
    before = {p.name: p.read_bytes() for p in same.iterdir() if p.is_file()}
    assert {"runs.jsonl", "summary.json", "report.html"} <= set(before)

    second = invoke([*RUN, "--item", "hitl-07", "--out", "same"], tmp_path)
    refused(second, "same")
    for name in ("runs.jsonl", "summary.json", "report.html"):
        assert name in second.output  # which files make it a results folder
    after = {p.name: p.read_bytes() for p in same.iterdir() if p.is_file()}
    assert after == before  # nothing overwritten, nothing added: no run was started
    assert '"item": "hitl-07"' not in (same / "runs.jsonl").read_text()


@pytest.mark.parametrize("left", ["summary.json", "runs.jsonl", "probes.jsonl", "report.html"])
def test_any_results_file_marks_the_folder(tmp_path: Path, left: str) -> None:
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / left).write_text("{}\n")
    refused(invoke([*RUN, "--item", "hitl-01", "--out", "old"], tmp_path), "old")


@pytest.mark.parametrize(
    "command",
    [
        ["matrix", "--adapter", "vanilla"],
        ["resume", "--all"],
        ["run", "durable_state", "--adapter", "vanilla"],
    ],
)
def test_every_writer_of_a_results_folder_refuses_it(tmp_path: Path, command: list[str]) -> None:
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "summary.json").write_text("{}\n")
    refused(invoke([*command, "--out", "old"], tmp_path), "old")
    assert sorted(p.name for p in (tmp_path / "old").iterdir()) == ["summary.json"]


def test_an_empty_folder_or_one_with_other_files_is_used(tmp_path: Path) -> None:
    """Only results files count: a folder of notes, or a log left by a refused run, is taken."""
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    (tmp_path / "mine" / "framework.log").write_text("")
    result = invoke([*RUN, "--item", "hitl-01", "--out", "mine"], tmp_path)
    assert result.exit_code == 0, result.output
    assert '"item": "hitl-01"' in (tmp_path / "mine" / "runs.jsonl").read_text()
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep me"
