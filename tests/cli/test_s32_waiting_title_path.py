"""``arena run --human`` at 40 columns folded the store's path in its 'Waiting for a person
(PATH)' title mid-name over three lines ('.../arena.d' + 'b)'), where README says a line naming
a file wraps between words only and a path longer than the line stands whole (users tester
32). The title is now said like every such line."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_the_waiting_title_keeps_the_store_path_whole(tmp_path: Path) -> None:
    db = tmp_path / "a-folder-name-longer-than-forty-columns-on-its-own" / "arena.db"
    args = ["run", "human_in_the_loop", "--human", "--adapter", "pydantic_ai", "--item", "hitl-01",
            "--store", str(db), "--out", str(tmp_path / "results")]  # fmt: skip
    ran = CliRunner().invoke(main, args, env={"COLUMNS": "40", "ARENA_POLICY": None})
    assert ran.exit_code == 0, ran.output
    lines = ran.output.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Waiting for a person"))
    assert f"({db})" in (lines[at] + lines[at + 1]).replace("person(", "person ("), lines[
        at : at + 3
    ]
