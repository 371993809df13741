"""``arena sweep`` at 40 columns printed '0 request(s) recorded as expired, 0 run(s) closed', 49
characters, folded mid-word by the terminal, where every other command's prose is folded between
words at the width (users34). It is folded too; with expiries recorded, the command that
delivers them stands on a line of its own."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import open_store
from store_support import skew_clock


def test_sweep_fits_forty_columns(tmp_path: Path) -> None:
    db = str(tmp_path / "arena.db")
    open_store(db).close()
    result = CliRunner().invoke(main, ["sweep", "--store", db], env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    assert [line for line in result.output.splitlines() if len(line) > 40] == [], result.output
    said = " ".join(result.output.split())
    assert said == "0 request(s) recorded as expired, 0 run(s) closed", said


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_the_command_that_delivers_expiries_stands_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = str(tmp_path / "arena.db")
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--human"]
    args += ["--expires-in", "1s", "--store", db, "--out", str(tmp_path / "r"), "--quiet"]
    assert CliRunner().invoke(main, args).exit_code == 0
    # SQLite's clock is arena's utcnow: moved past the 1 s expiry for the rest of the test, not
    # slept for (speed52b: a real 1.2 s).
    skew_clock(monkeypatch, timedelta(seconds=1.2))
    result = CliRunner().invoke(main, ["sweep", "--store", db], env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert [line for line in lines if len(line) > 40] == [], result.output
    assert lines[-1] == "  arena resume --all", lines
