"""A Ctrl-C in ``arena matrix`` leaves no half-written results folder (users51).

Interrupted while the restart probe ran, ``arena matrix --out x`` said it "writes its results
only once every probe is done", but left ``x/restart/pause.job.json`` and ``pause.log``, so
``arena report x`` answered "summary.json does not exist: is this a results folder of arena
run?"; the default folder (``results/matrix-<stamp>``) was left behind the same way. The
restart probe's scratch is now removed on Ctrl-C, and a folder the command made with it; a
folder given that was there before is kept, and a matrix that is not interrupted keeps the
probe's evidence (test_matrix_default_folder, test_cli's matrix runs).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main


def _stopped_in_the_restart_probe(monkeypatch: pytest.MonkeyPatch) -> None:
    def restart_runs(_a: Any, _n: Any, _e: Any, folder: Path, **__: Any) -> NoReturn:
        (folder / "vanilla").mkdir(parents=True)  # as pause_apart leaves them mid-probe
        (folder / "pause.job.json").write_text("{}")
        (folder / "pause.log").write_text("started\n")
        raise KeyboardInterrupt

    monkeypatch.setattr("arena.cli.matrix_cmd.measure", lambda *_, **__: ([], set()))
    monkeypatch.setattr("arena.cli.matrix_cmd.restart_runs", restart_runs)


def _interrupted(args: list[str], cwd: Path) -> None:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, ["matrix", "--adapter", "vanilla", *args])
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    assert "Traceback" not in result.output, result.output


@pytest.mark.parametrize("out", [["--out", "x"], ["--out", "deep/er/x"], []])
def test_a_folder_the_matrix_made_is_gone_after_ctrl_c(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, out: list[str]
) -> None:
    _stopped_in_the_restart_probe(monkeypatch)
    _interrupted(out, tmp_path)
    left = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))
    assert not [p for p in left if "restart" in p or "matrix-" in p or p.endswith("x")], left


def test_a_folder_given_that_was_there_keeps_what_it_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _stopped_in_the_restart_probe(monkeypatch)
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "notes.txt").write_text("mine")
    _interrupted(["--out", "x"], tmp_path)
    assert sorted(p.name for p in (tmp_path / "x").iterdir()) == ["notes.txt"]
