"""A Ctrl-C in ``arena run durable_state`` said "legs in flight were not recorded; arena runs
shows where each stored run stands", and ``arena runs`` listed none of them: each crash point
keeps its own store under ``--out``/stores, and the results are written only once every phase is
done (users48). The line now says that, names the stores' folder, and says to run it again;
before any phase starts it is "no run had started"; once the results are written, where they
are."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner, Result

from arena.cli import EXIT_INTERRUPTED, main

ARGS = ["run", "durable_state", "--adapter", "vanilla", "--out", "my out"]


def stop(*_: Any, **__: Any) -> NoReturn:
    raise KeyboardInterrupt


def last_line(cwd: Path) -> str:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result: Result = CliRunner().invoke(main, ARGS)
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    assert "Traceback" not in result.output
    return result.output.strip().splitlines()[-1]


def test_a_ctrl_c_while_the_phases_run_names_their_stores_not_arena_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("arena.cli.restart_cmd.run_durable", stop)
    line = last_line(tmp_path)
    assert line.startswith("interrupted (Ctrl-C): the durable_state phases in flight were "), line
    assert "arena runs shows" not in line
    assert "('my out/stores' holds the stores" in line
    assert "none were" in line and line.endswith("run it again")
    assert not (tmp_path / "my out" / "summary.json").exists()  # what the line says


def test_a_ctrl_c_before_any_phase_says_none_had_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("arena.cli.restart_cmd.refuse_options", stop)
    assert last_line(tmp_path) == "interrupted (Ctrl-C): no run had started"


def test_a_ctrl_c_once_the_results_are_written_says_where_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("arena.cli.restart_cmd.run_durable", lambda *a, **k: [])
    monkeypatch.setattr("arena.cli.restart_cmd.crash_table", stop)
    line = last_line(tmp_path)
    assert line == (
        "interrupted (Ctrl-C): every phase had finished and its results were written: "
        "arena report 'my out'"
    ), line
    assert (tmp_path / "my out" / "summary.json").is_file()
