"""A store moved, then copied before anything acted at its new place, books once (durable33).

``mv m1 m2; cp -r m2 m3``: both files named ``m1`` as their home, both found it gone, so each
read as the folder moved and took its own path, and resuming both booked R-102 twice. A store now
keeps its file's identity (device and inode) beside its home: a ``mv`` within a filesystem keeps
it, a ``cp`` makes a new one, so a store whose home is gone counts as moved only when it is the
same file; a copy waits for ``--adopt-copy`` (a move to another disk, a copy and a delete, too).
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from test_store_copy_home import approved, meta, resume

from arena.errors import UserError
from arena.store import SQLiteStore
from store_support import LEDGER_ENV, ledger_lines


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def _resumed(db: Path, run_id: str) -> str:
    try:
        return resume(db, run_id)
    except UserError as exc:
        return f"refused: {exc}"


@pytest.mark.parametrize("first", ["moved", "copy"])
def test_a_copy_of_a_moved_store_folder_does_not_book_again(
    tmp_path: Path, ledger: Path, first: str
) -> None:
    _, run_id = approved(tmp_path / "m1")
    (tmp_path / "m1").rename(tmp_path / "m2")
    shutil.copytree(tmp_path / "m2", tmp_path / "m3")
    moved, copied = tmp_path / "m2" / "arena.db", tmp_path / "m3" / "arena.db"
    order = [moved, copied] if first == "moved" else [copied, moved]

    said = {db: _resumed(db, run_id) for db in order}

    assert ledger_lines(ledger) == ["R-102"], said  # booked once, not once per folder
    assert said[moved] == "completed"
    refusal = said[copied]
    assert refusal.startswith("refused: ") and "--adopt-copy" in refusal, refusal
    assert "twice" in refusal
    # The copy names the store to use: m2 once it has acted there (this machine keeps the store's
    # last home, durable34), m1, the home it was copied with, before.
    named = moved.resolve() if first == "moved" else tmp_path / "m1" / "arena.db"
    assert str(named) in refusal, refusal


def test_a_store_copied_away_and_deleted_is_adopted_once(tmp_path: Path, ledger: Path) -> None:
    """A move to another disk is a copy and a delete: the copy is not the file the home names,
    so it waits for --adopt-copy once, then acts (and a later move keeps it acting)."""
    _, run_id = approved(tmp_path / "m1")
    shutil.copytree(tmp_path / "m1", tmp_path / "m2")
    shutil.rmtree(tmp_path / "m1")
    db = tmp_path / "m2" / "arena.db"

    assert _resumed(db, run_id).startswith("refused: ")
    store = SQLiteStore(db)
    store.check_home(adopt=True)
    store.close()
    (tmp_path / "m2").rename(tmp_path / "m3")

    assert resume(tmp_path / "m3" / "arena.db", run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]


def test_a_copy_put_back_at_its_home_is_the_store_and_then_moves(
    tmp_path: Path, ledger: Path
) -> None:
    """A store restored at the very path it was made at (a backup put back, a rebuilt file) is
    the store; checked there, it records the new file, which may then be moved as any store."""
    original, run_id = approved(tmp_path / "m1")
    shutil.copytree(tmp_path / "m1", tmp_path / "kept")
    shutil.rmtree(tmp_path / "m1")
    (tmp_path / "kept").rename(tmp_path / "m1")
    store = SQLiteStore(original)
    store.check_home()
    store.close()
    (tmp_path / "m1").rename(tmp_path / "m2")

    assert resume(tmp_path / "m2" / "arena.db", run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]
    assert meta(tmp_path / "m2" / "arena.db")["home"] == str(
        (tmp_path / "m2" / "arena.db").resolve()
    )


def test_a_store_from_before_files_records_its_file_at_home(tmp_path: Path) -> None:
    """An id and home given by a release before files: opened at its home, the file is noted."""
    db, _ = approved(tmp_path / "m1")
    with sqlite3.connect(db) as con:
        con.execute("DELETE FROM arena_meta WHERE key = 'file'")

    SQLiteStore(db).close()

    assert meta(db)["file"] == f"{db.stat().st_dev}:{db.stat().st_ino}"
