"""What Ctrl-C says is left behind must be true of the moment it came (outside user 27): "legs
in flight were not recorded; arena runs shows where each stored run stands" was said by ``arena
run`` without --human (which stores no run), by ``arena matrix`` (which stores none) and during
``--model-url``'s check of GET /models, before any run had started."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner, Result

from arena.cli import EXIT_INTERRUPTED, STORED, main
from store_support import start_waiting

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]


def stop(*_: Any, **__: Any) -> NoReturn:
    raise KeyboardInterrupt


def said(args: list[str], cwd: Path) -> str:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result: Result = CliRunner().invoke(main, args)
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    return result.output.strip().splitlines()[-1]


def test_a_run_without_a_store_says_its_runs_in_flight_were_lost(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", stop)
    line = said([*RUN, "--out", "out"], tmp_path)
    assert line.startswith("interrupted (Ctrl-C): the runs in flight were lost"), line
    assert "arena run stores runs only with --human or --store" in line, line
    assert "arena runs" not in line and "not recorded" not in line, line


def test_a_run_with_a_store_says_where_its_stored_runs_stand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def stop_after_one_stored(*_: Any, store: Any = None, **__: Any) -> NoReturn:
        start_waiting(store)  # one run stored (none stored: test_s43_ctrl_c_none_stored)
        raise KeyboardInterrupt

    monkeypatch.setattr("arena.cli.run_cmd.evaluate", stop_after_one_stored)
    line = said([*RUN, "--human", "--store", "s.db", "--out", "out"], tmp_path)
    assert line == f"interrupted (Ctrl-C): {STORED}", line


def test_the_model_url_check_says_no_run_had_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("arena.endpoints.check_reachable", stop)
    line = said([*RUN, "--model-url", "http://127.0.0.1:9/v1", "--model", "m"], tmp_path)
    assert line == (
        "interrupted (Ctrl-C): no run had started: it stopped while checking the model "
        "endpoint (GET /models)"
    ), line


def test_the_matrix_says_it_stores_no_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("arena.cli.matrix_cmd.measure", stop)
    line = said(["matrix", "--adapter", "vanilla", "--out", "out"], tmp_path)
    assert line.startswith("interrupted (Ctrl-C): the probe runs in flight were lost"), line
    assert "arena matrix stores no runs" in line and "arena runs" not in line, line
