"""``arena operators ...``, ``arena sweep``, ``arena reply`` and ``arena reconcile`` refuse an
existing file that is no hitl-arena store, as every other operator command does, and
``arena reconcile --as ''`` is refused like ``approve --as ''`` (outside tester 18, leftovers of
the fixes for both): they opened the store unchecked, so an empty file became a store, and a
blank ``--as`` recorded the reconciliation under the login name."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting

COMMANDS = [
    ["operators", "add", "alice"],
    ["operators", "list"],
    ["operators", "remove", "alice"],
    ["operators", "token", "alice"],
    ["sweep", "--not-durable"],
    ["reply", "req_x", "yes please"],
    ["reconcile", "run_x", "--outcome", "no-effect", "--reason", "checked"],
]


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"ARENA_POLICY": None})


def tableless(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 3")


@pytest.mark.parametrize("kind", ["empty", "tableless"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c[:2]))
def test_a_file_that_is_no_store_is_refused_and_left_alone(
    tmp_path: Path, kind: str, command: list[str]
) -> None:
    path = tmp_path / "notes.db"
    path.write_bytes(b"") if kind == "empty" else tableless(path)
    before = path.read_bytes()
    result = arena(*command, "--store", str(path))
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and "not a hitl-arena store" in result.stderr, (
        result.output
    )
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.db"]


@pytest.mark.parametrize("blank", ["", "  "])
def test_reconcile_as_blank_is_refused_and_records_nothing(tmp_path: Path, blank: str) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        before = len(store.history(run_id))
    result = arena("reconcile", run_id, "--outcome", "no-effect", "--reason", "checked",
                   "--as", blank, "--store", str(db))  # fmt: skip
    assert result.exit_code == 2, result.output
    assert "--as needs a name" in result.stderr and result.stderr.count("\n") == 1
    with SQLiteStore(db) as store:
        assert len(store.history(run_id)) == before
