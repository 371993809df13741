"""Sentences ``arena run`` prints around a command went past 80 columns as one line (a terminal
then folds them mid-word): "N run(s) paused for a person, and none can be answered: ..." (270
characters), the allow-list advice "before arena resume: it calls only model endpoints ...",
and after Ctrl-C "interrupted: 4 of 6 runs finished ..." and "not run: none (never started);
to run only ..." — the second said "not run: none" of runs that had all started (users tester
30). Prose is now wrapped between words; a command stays whole on a line of its own."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main


def _long_lines(output: str) -> list[str]:
    """Lines past 80 columns that are not a command to copy (never wrapped) nor the one status
    line on stderr that ends a command stopped by Ctrl-C (one line by design, as ``error:``)."""
    return [
        line
        for line in output.splitlines()
        if len(line) > 80 and not line.lstrip().startswith(("arena ", "interrupted (Ctrl-C)"))
    ]


def _invoke(args: list[str], cwd: Path) -> Any:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_human_run_nobody_can_answer_says_so_within_80_columns(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", "s.db",
            "--item", "hitl-01", "--out", "out"]  # fmt: skip
    result = _invoke(args, tmp_path)
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    # one run: said in the singular, with its adapter ("all 1 of them are not durable", docs32)
    assert "1 run paused for a person and cannot be answered: vanilla is not durable" in said
    assert "all 1 of them" not in said and "run(s)" not in said, said
    assert _long_lines(result.output) == [], result.output


def test_ctrl_c_says_what_is_left_within_80_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_ctrl_c_rerun_counts import one_and_a_third_then_ctrl_c

    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", one_and_a_third_then_ctrl_c)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--store", "s.db",
            "--repeats", "3", "--item", "hitl-01", "--item", "hitl-02", "--out", "out"]  # fmt: skip
    result = _invoke(args, tmp_path)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    flat = " ".join(result.output.split())
    assert "interrupted: 4 of 6 runs finished" in flat, result.output
    assert "not run: none" not in flat, result.output  # both items had started
    assert "to run only the 2 run(s) that did not finish" in flat, result.output
    assert _long_lines(result.output) == [], result.output
