"""``arena run --human --adapter vanilla,pydantic_ai`` ended 'note: 1 of them are not durable:
their paused state lived in this process ...': which of the runs, among several adapters', was
not said, and the sentence was plural for one (users tester 32). It now names the adapters and
is said of one run as one."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_the_note_names_the_adapter_whose_runs_are_not_durable(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--human", "--adapter", "vanilla,pydantic_ai",
            "--item", "hitl-01", "--store", str(tmp_path / "arena.db"),
            "--out", str(tmp_path / "results")]  # fmt: skip
    ran = CliRunner().invoke(main, args, env={"COLUMNS": "80", "ARENA_POLICY": None})
    assert ran.exit_code == 0, ran.output
    said = " ".join(ran.output.split())
    assert "note: 1 of them is not durable (vanilla): its paused state lived" in said, said
    assert "so arena resume cannot continue it (arena show says so)" in said, said
