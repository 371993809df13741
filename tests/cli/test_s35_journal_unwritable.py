"""``ARENA_EXECUTION_JOURNAL`` naming a file that cannot be appended to (its folder missing, a
folder, under a file) crashed every booking mid-run: each side-effecting tool call appends a line
there as it returns, so every run failed ("book_room crashed: FileNotFoundError") and its model
calls were spent. A command that runs legs now refuses it before any run starts: one line, exit 2
(fixes35b)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import open_store


def _bad(tmp_path: Path, kind: str) -> str:
    if kind == "missing folder":
        return str(tmp_path / "nope" / "journal.jsonl")
    if kind == "folder":
        return str(tmp_path)
    (tmp_path / "a-file").write_text("")
    return str(tmp_path / "a-file" / "journal.jsonl")


@pytest.mark.parametrize("kind", ["missing folder", "folder", "under a file"])
def test_run_refuses_a_journal_it_cannot_append_to(tmp_path: Path, kind: str) -> None:
    journal = _bad(tmp_path, kind)
    out = tmp_path / "results"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    result = CliRunner().invoke(
        main,
        [*args, "--out", str(out)],
        env={"ARENA_EXECUTION_JOURNAL": journal, "COLUMNS": "1000"},
    )
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith(f"error: ARENA_EXECUTION_JOURNAL={journal} cannot be appended to")
    assert "or unset it" in lines[0]
    assert not out.exists()  # no run started


@pytest.mark.parametrize("command", [["resume", "--all"], ["worker", "--once"]])
def test_resume_and_worker_refuse_it_too(tmp_path: Path, command: list[str]) -> None:
    store = tmp_path / "a.db"
    open_store(str(store)).close()
    args = [*command, "--store", str(store)]
    if command[0] == "resume":
        args += ["--out", str(tmp_path / "r")]
    env = {"ARENA_EXECUTION_JOURNAL": str(tmp_path / "nope" / "j.jsonl"), "COLUMNS": "1000"}
    result = CliRunner().invoke(main, args, env=env)
    assert result.exit_code == 2, result.output
    assert "No such file or directory [ENOENT]" in result.output


def test_a_writable_journal_is_kept_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arena.cli.options import journal_problem

    journal = tmp_path / "j.jsonl"
    monkeypatch.setenv("ARENA_EXECUTION_JOURNAL", str(journal))
    assert journal_problem() is None
    assert not journal.exists()  # the check made none
    journal.write_text('{"tool": "book_room"}\n')
    assert journal_problem() is None
    assert journal.read_text() == '{"tool": "book_room"}\n'
    monkeypatch.setenv("ARENA_EXECUTION_JOURNAL", "")
    assert journal_problem() is None  # empty: not set (arena.tools.journal)


def test_commands_that_run_no_legs_and_help_are_not_refused(tmp_path: Path) -> None:
    env = {"ARENA_EXECUTION_JOURNAL": str(tmp_path / "nope" / "j"), "ARENA_STORE": None}
    runner = CliRunner()
    assert runner.invoke(main, ["run", "--help"], env=env).exit_code == 0
    store = tmp_path / "a.db"
    open_store(str(store)).close()
    result = runner.invoke(main, ["pending", "--store", str(store)], env=env)
    assert result.exit_code == 0, result.output
