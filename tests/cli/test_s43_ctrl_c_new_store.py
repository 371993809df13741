"""A Ctrl-C while ``arena run --store s.db`` was still creating the store left an empty ``s.db``
(users43: SIGINT 2 s into ``--repeats 200``, "interrupted (Ctrl-C): no run had started"), and
every command after it refused the file arena itself had made: "store s.db is an empty file: not
a hitl-arena store, and left as it is; ... move the file aside". A store this process was
creating when its set-up stopped is now taken away again (the file and its -wal/-shm), so the
next command reads "no store at s.db" and the next run creates it. A file that was there before
(a user's empty notes.txt, a store being migrated) is never removed."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import sqlite_conn
from arena.store.sqlite import SQLiteStore


def _stop_in_migration(monkeypatch: pytest.MonkeyPatch, exc: BaseException) -> None:
    def stopped(self: sqlite_conn.Connection) -> None:
        raise exc

    monkeypatch.setattr(sqlite_conn.Connection, "_migrate", stopped)


@pytest.mark.parametrize(
    "exc",
    [KeyboardInterrupt(), sqlite3.OperationalError("database or disk is full")],
    ids=["ctrl-c", "disk-full"],
)
def test_a_store_stopped_while_created_is_not_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, exc: BaseException
) -> None:
    path = tmp_path / "s.db"
    _stop_in_migration(monkeypatch, exc)
    with pytest.raises((KeyboardInterrupt, sqlite_conn.StoreError)):
        SQLiteStore(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_the_next_command_reads_no_store_and_the_next_run_creates_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.db"
    with monkeypatch.context() as m:
        _stop_in_migration(m, KeyboardInterrupt())
        with pytest.raises(KeyboardInterrupt):
            SQLiteStore(path)
    said = CliRunner().invoke(main, ["pending", "--store", str(path)])
    assert said.exit_code == 2, said.output
    assert "error: no store at" in said.output and "empty file" not in said.output, said.output
    store = SQLiteStore(path)
    try:
        assert store.store_id()
    finally:
        store.close()


def test_a_file_that_was_there_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Honest neighbours: a user's own empty file (``arena run --store`` makes it a store, as
    before: the read-only commands refuse it), and a store stopped while being opened."""
    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"")
    made = tmp_path / "made.db"
    SQLiteStore(made).close()
    before = made.read_bytes()
    _stop_in_migration(monkeypatch, KeyboardInterrupt())
    for path in (notes, made):
        with pytest.raises(KeyboardInterrupt):
            SQLiteStore(path)
    assert notes.exists()
    assert made.exists() and made.read_bytes() == before
