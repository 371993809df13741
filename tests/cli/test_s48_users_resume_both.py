"""``arena resume RUN --all`` says it was given both, and what each does.

Given a run id and ``--all`` together it said "give one RUN id or --all", the words it says when
given neither, so the user read it as "no RUN given" (users48). It now says "not both" and what
each form resumes; given neither, its words stand. Nothing is resumed either way."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"ARENA_POLICY": None})


def waiting(db: Path) -> str:
    store = SQLiteStore(db)
    try:
        return start_waiting(store)
    finally:
        store.close()


def test_a_run_and_all_together_says_not_both(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    run = waiting(db)
    before = list(sqlite3.connect(db).iterdump())
    result = arena("resume", run[:8], "--all", "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("error: give one RUN id or --all, not both: "), result.stderr
    assert f"arena resume {run[:8]} resumes that run" in result.stderr
    assert "arena resume --all every answered one" in result.stderr
    assert list(sqlite3.connect(db).iterdump()) == before


def test_neither_keeps_its_words(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    waiting(db)
    result = arena("resume", "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == "error: give one RUN id or --all"


def test_an_empty_run_id_is_said_empty(tmp_path: Path) -> None:
    """``arena resume "$RUN"`` with RUN unset, as ``arena show ''`` says it."""
    db = tmp_path / "arena.db"
    waiting(db)
    for given in ("", "  "):
        result = arena("resume", given, "--store", str(db))
        assert result.exit_code == 2, result.output
        assert result.stderr.strip() == (
            "error: an empty id matches nothing; give a run id (or a prefix), or --all"
        )
