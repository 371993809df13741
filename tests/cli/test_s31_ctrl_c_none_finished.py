"""Ctrl-C of ``arena run --workers 2`` before any run had finished (the workers still starting)
said "the runs in flight were lost: ... (the results folder holds those that finished)": no
folder was named, none was left (users tester 31). It now says none had finished and nothing was
written."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main


def _ctrl_c_at_once(*_: Any, **__: Any) -> NoReturn:
    raise KeyboardInterrupt


def test_ctrl_c_before_any_run_finished_says_nothing_was_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", _ctrl_c_at_once)
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
                "--item", "hitl-02"]  # fmt: skip
        result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    said = " ".join(result.output.split())
    assert "none of the 2 planned had finished: nothing was written" in said, said
    assert "results folder holds" not in said, said
    assert not (tmp_path / "results").exists() or not any((tmp_path / "results").iterdir())
