"""Two `arena run`s started in the same second shared `results/<arena>-<second>`, and the one
that finished last overwrote the other's runs.jsonl (outside tester, for `arena resume`; `arena
run` named its folder the same way). Each now gets a folder of its own."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main, run_cmd

ONE_ITEM = """\
name: one_item
tools: arena.tools.rooms
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume]
"""
ITEMS = """\
- id: only
  input: Book a meeting room for 6 people on Tuesday.
  resume_with: [approve]
  expect: approved
"""


@pytest.fixture
def one_item(tmp_path: Path) -> Path:
    folder = tmp_path / "one_item"
    folder.mkdir()
    (folder / "arena.yaml").write_text(ONE_ITEM)
    (folder / "items.yaml").write_text(ITEMS)
    return folder


class _Frozen(datetime):
    @classmethod
    def now(cls, tz=None):  # type: ignore[no-untyped-def,override]
        return datetime(2026, 12, 2, 21, 0, 54, tzinfo=tz)


def test_two_runs_in_one_second_write_two_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, one_item: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(run_cmd, "datetime", _Frozen)
    for _ in range(2):
        result = CliRunner().invoke(main, ["run", str(one_item), "--adapter", "vanilla", "--quiet"])
        assert result.exit_code == 0, result.output
    folders = sorted(p.name for p in (tmp_path / "results").iterdir())
    name = "one_item-20261202-210054"
    assert folders == [name, f"{name}-2"]
    for folder in folders:
        assert (tmp_path / "results" / folder / "runs.jsonl").read_text().count("\n") == 1
