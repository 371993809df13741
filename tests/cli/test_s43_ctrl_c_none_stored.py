"""A Ctrl-C in ``arena run --workers 4 --store s.db`` before any of its runs was stored said
"legs in flight were not recorded; arena runs shows where each stored run stands", and ``arena
runs`` listed none (users43). A run is stored as its first leg ends; where the store holds none
of the command's runs, the line now says so. Once one is stored, or where the store cannot be
told apart from another command's run stored meanwhile, the old words stand."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner, Result

from arena.cli import EXIT_INTERRUPTED, STORED, main
from arena.store import SQLiteStore
from store_support import start_waiting

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
ARGS = [*RUN, "--store", "s.db", "--out", "out"]


#: What the line says now (the words, not the constant, so the parent's tree runs this file).
NONE_STORED = "no run had been stored (none had ended a leg): run it again"


def stop(*_: Any, **__: Any) -> NoReturn:
    raise KeyboardInterrupt


def stop_after_one_stored(*_: Any, store: Any = None, **__: Any) -> NoReturn:
    start_waiting(store)  # a run's first leg ended: it is in the store
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


def runs_in(path: Path) -> list[str]:
    store = SQLiteStore(path)
    try:
        return [r.id for r in store.runs()]
    finally:
        store.close()


@pytest.mark.parametrize("human", [[], ["--human"]], ids=["scripted", "human"])
def test_a_ctrl_c_before_any_run_was_stored_says_none_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, human: list[str]
) -> None:
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", stop)
    line = said([*ARGS, *human], tmp_path)
    assert line == f"interrupted (Ctrl-C): {NONE_STORED}", line
    assert "arena runs shows" not in line
    assert runs_in(tmp_path / "s.db") == []  # what the line says: arena runs lists none


def test_runs_of_an_earlier_command_in_the_store_change_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SQLiteStore(tmp_path / "s.db")
    try:
        earlier = start_waiting(store)
    finally:
        store.close()
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", stop)
    line = said(ARGS, tmp_path)
    assert line == f"interrupted (Ctrl-C): {NONE_STORED}", line
    assert runs_in(tmp_path / "s.db") == [earlier]


def test_under_workers_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("arena.parallel.evaluate_spread", stop)
    line = said([*ARGS, "--workers", "2"], tmp_path)
    assert line == f"interrupted (Ctrl-C): {NONE_STORED}", line


@pytest.mark.parametrize("workers", [[], ["--workers", "2"]], ids=["one", "workers"])
def test_once_a_run_is_stored_the_line_points_at_arena_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, workers: list[str]
) -> None:
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", stop_after_one_stored)
    monkeypatch.setattr("arena.parallel.evaluate_spread", stop_after_one_stored)
    line = said([*ARGS, *workers], tmp_path)
    assert line == f"interrupted (Ctrl-C): {STORED}", line
    assert len(runs_in(tmp_path / "s.db")) == 1
