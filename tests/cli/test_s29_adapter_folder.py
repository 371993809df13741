"""``--adapter mine:MyAgent`` from a folder holding a ``mine/`` directory and no ``mine.py``:
Python imports the folder as a namespace package, and the error said "mine has no factory
'MyAgent'; its callables: none" (users29, resuming from the folder above the adapter's)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


def test_a_folder_named_as_the_module_is_said_to_be_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "minefolder").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, "minefolder", raising=False)
    result = CliRunner().invoke(
        main, ["run", "human_in_the_loop", "--adapter", "minefolder:MyAgent", "--out", "o"]
    )
    sys.modules.pop("minefolder", None)
    assert result.exit_code == 2, result.output
    assert "'minefolder' is only a folder here" in result.output, result.output
    assert "no minefolder.py was found" in result.output, result.output
    assert "its callables" not in result.output, result.output
