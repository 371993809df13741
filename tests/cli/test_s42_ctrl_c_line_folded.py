"""The line a Ctrl-C leaves ran on past 80 columns on a terminal (users42): ``arena run`` stopped
mid-run printed "interrupted (Ctrl-C): the runs in flight were lost: arena run stores runs only
with --human or --store (the results folder holds those that finished)", 150 characters, while
its ``error:`` lines are folded (docs41). It is now folded the same way on a terminal, later
lines two columns in; into a pipe it stays one line (tests and scripts read it so)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena import line_fold
from arena.cli import EXIT_INTERRUPTED, error_lines, main

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--out", "out"]
LOST = "interrupted (Ctrl-C): the runs in flight were lost: arena run stores runs only with"


def _stop(*_: Any, **__: Any) -> NoReturn:
    raise KeyboardInterrupt


def _interrupted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", _stop)
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, RUN)
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    return result.stderr.rstrip("\n")


@pytest.mark.parametrize("width", [60, 80])
def test_on_a_terminal_the_ctrl_c_line_is_folded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    monkeypatch.setattr(line_fold, "stderr_width", lambda: width)
    said = _interrupted(tmp_path, monkeypatch)
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= width for line in lines), said
    assert all(line.startswith("  ") for line in lines[1:]), said
    assert said.replace("\n  ", " ").startswith(LOST), said


def test_into_a_pipe_the_ctrl_c_line_stays_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _interrupted(tmp_path, monkeypatch)
    assert "\n" not in said and said.startswith(LOST) and len(said) > 80, said


def test_a_short_line_and_a_wide_terminal_are_left_as_they_are() -> None:
    assert error_lines.terminal_line("interrupted (Ctrl-C)", width=80) == "interrupted (Ctrl-C)"
    long = f"{LOST} --human or --store (the results folder holds those that finished)"
    assert error_lines.terminal_line(long, width=200) == long
    assert error_lines.terminal_line(long, width=None) == long
    assert error_lines.error_line("x y", width=80) == "error: x y"  # error_line: the same fold
