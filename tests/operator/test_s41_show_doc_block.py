"""docs/operator.md's "What a request shows" block is what ``arena show`` prints (docs41).

The block was written at 100 columns: its run, why and so-far lines ran to 99, where ``arena
show`` wraps them at 80 (the project's width for CLI output, and a pipe's). The request is made
as the page says, pydantic_ai's pause on hitl-12 under an absolute ``$ARENA_STORE``, and shown at
80 columns; ids and the asked time are masked.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

# the runs its in-process 'arena run --human' leaves live are let go as each test ends
pytestmark = pytest.mark.usefixtures("runs_left_live_let_go")

PAGE = Path(__file__).resolve().parents[2] / "docs" / "operator.md"
IDS = re.compile(r"\b(run|req)_[0-9a-f]{16}\b")


def _masked(text: str) -> list[str]:
    lines = [IDS.sub(r"\1_…", line.rstrip()) for line in text.strip().splitlines()]
    return [re.sub(r"step 3, .*", "step 3, …", line) for line in lines]


def test_arena_show_prints_what_the_page_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    section = PAGE.read_text(encoding="utf-8").split("## What a request shows", 1)[1]
    block = re.search(r"\n```\n(request .*?)```", section, re.S)
    assert block is not None, "the section has no arena show block"
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("ARENA_STORE", str(tmp_path / "arena.db"))
    monkeypatch.chdir(tmp_path)
    ran = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human", "--item", "hitl-12",
         "--out", str(tmp_path / "out"), "--quiet"],
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    (request,) = set(re.findall(r"req_[0-9a-f]{16}", ran.output))
    shown = CliRunner().invoke(main, ["show", request])
    assert shown.exit_code == 0, shown.output
    assert _masked(shown.output) == _masked(block.group(1))
