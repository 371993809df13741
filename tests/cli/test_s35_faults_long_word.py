"""``arena faults`` at COLUMNS=40 folded its reasons at spaces, then rich cut a word longer than
the line again mid-way: a reset's reason printed 'http://127.0.0.1:35187/v1/chat/compl' and, at
column 0 on the next line, 'etions:' (users35). A word longer than the line now stands whole on
a line of its own, as README says of paths."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

import arena.faultmatrix as fm
from arena.cli import main

URL = "http://127.0.0.1:35187/v1/chat/completions:"


def _rows(*_: object, **__: object) -> list[fm.Row]:
    said = f"the model endpoint could not be reached at {URL} APIConnectionError"
    cells = {"reset": fm.Cell("reset", "failed", 0.1, said, "failed cleanly")}
    cells[fm.CONTROL] = fm.Cell(fm.CONTROL, "completed", 2.0, None, "completed", passed=True)
    return [fm.Row("vanilla", cells, 1, 9.0, 0.4, faults=("reset",))]


def test_a_url_in_a_reason_is_never_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fm, "run_matrix", _rows)
    args = ["faults", "--adapter", "vanilla", "--fault", "reset"]
    done = CliRunner().invoke(main, args, env={"COLUMNS": "40"})
    assert done.exit_code == 0, done.output
    lines = done.output.splitlines()
    assert f"    {URL}" in lines, done.output
    assert not any(line.startswith("etions") for line in lines), done.output
