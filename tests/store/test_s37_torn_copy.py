"""A copy of a live store's files can be torn, and ``arena`` says so where it matters.

``cp arena.db* backup/`` while a worker wrote gave 8 damaged copies of 200 (durable37; 3 of them
unreadable outright, 5 with an index page from before a checkpoint beside the table's pages from
after it). SQLite opens the latter, and a row kept but missing from ``audit_by_run`` reads as no row through it, so
``arena history RUN`` lost entries, ``arena audit verify`` said ok (exit 0), and ``--adopt-copy``
made it the store. Here the tear is made the same way, one page at a time: the index's root page
as it was before later writes, put back over the file.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.errors import UserError
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import start_waiting


def _grown(db: Path) -> bytes:
    """A store at ``db`` with three runs; its ``audit_by_run`` root page as it was at the first."""
    store = SQLiteStore(db)
    first = start_waiting(store)
    store.close()
    size, root = _page(db)
    before = db.read_bytes()[(root - 1) * size : root * size]
    store = SQLiteStore(db)
    start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(first)[0].id, option_id="approve"))
    store.close()
    assert _page(db) == (size, root)  # the index's root is still that one page
    return before


def _tear(db: Path, page: bytes) -> None:
    """Put the index's earlier root page back over ``db``: its newest entries gone from it."""
    size, root = _page(db)
    with db.open("r+b") as f:
        f.seek((root - 1) * size)
        f.write(page)


def _page(db: Path) -> tuple[int, int]:
    with closing(sqlite3.connect(db)) as con:  # closed: the store's WAL then goes at its close
        size = con.execute("PRAGMA page_size").fetchone()[0]
        (root,) = con.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'audit_by_run'"
        ).fetchone()
    return int(size), int(root)


def test_audit_verify_says_a_torn_store_is_damaged(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    _tear(db, _grown(db))

    said = CliRunner().invoke(main, ["audit", "verify", "--store", str(db), "--json"])

    assert said.exit_code == 1, said.output
    verdict = json.loads(said.output)
    assert verdict["ok"] is False
    reason = verdict["broken"]["reason"]
    assert "damaged" in reason and "missing from index audit_by_run" in reason, reason
    assert ".backup" in reason  # how to copy a running store whole


def test_a_torn_copy_is_not_adopted(tmp_path: Path) -> None:
    original = tmp_path / "cq1" / "arena.db"
    original.parent.mkdir()
    page = _grown(original)
    (tmp_path / "cq2").mkdir()
    copied = tmp_path / "cq2" / "arena.db"
    shutil.copyfile(original, copied)
    _tear(copied, page)

    store = SQLiteStore(copied)
    with pytest.raises(UserError) as refused:
        store.check_home(adopt=True)
    store.close()

    said = str(refused.value)
    assert "damaged" in said and "nothing was adopted" in said, said
    with closing(sqlite3.connect(original)) as con:
        meta = dict(con.execute("SELECT key, value FROM arena_meta").fetchall())
    assert "moved_to" not in meta  # the original still the store


def test_a_torn_backup_put_back_at_the_home_is_not_taken_for_the_store(tmp_path: Path) -> None:
    """``mv backup/arena.db .`` with a torn backup: a new file at the store's home is taken for
    the store put back (a backup restored); torn, it is refused, nothing written."""
    db = tmp_path / "arena.db"
    page = _grown(db)
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    _tear(backup, page)
    backup.replace(db)  # a new file (inode) at the home: the backup moved back

    store = SQLiteStore(db)
    try:
        with pytest.raises(UserError) as refused:
            store.check_home()
    finally:
        store.close()

    said = str(refused.value)
    assert "put back at the store's home" in said and "damaged" in said, said
    assert "nothing was written" in said, said
