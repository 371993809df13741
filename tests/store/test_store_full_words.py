"""A store whose disk filled up can fail with SQLite's "disk I/O error" (SQLITE_IOERR_WRITE: the
WAL or its index could not grow) rather than SQLITE_FULL's "database or disk is full"; the
message then named no cause (redteam13, fullmid.sh). Both say "the disk is full" now — the I/O
error only when the store's folder has no space left."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from arena.store import SQLiteStore, sqlite_errors


def _error(text: str, name: str, code: int) -> sqlite3.OperationalError:
    exc = sqlite3.OperationalError(text)
    exc.sqlite_errorname = name  # type: ignore[attr-defined]
    exc.sqlite_errorcode = code  # type: ignore[attr-defined]
    return exc


@pytest.mark.parametrize("free", [0, 10**9])
def test_an_io_error_on_a_full_disk_says_the_disk_is_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, free: int
) -> None:
    with SQLiteStore(tmp_path / "s.db") as store:
        monkeypatch.setattr(sqlite_errors, "free_bytes", lambda folder: free)
        said = str(store._db.translate(_error("disk I/O error", "SQLITE_IOERR_WRITE", 778)))
    if free:
        assert said == f"store {store.location}: disk I/O error"
    else:
        assert said.startswith(f"store {store.location}: the disk is full (SQLite: disk I/O")
        assert said.endswith("free space there and try again — nothing of this write was kept")


def test_sqlite_full_by_its_code_says_the_disk_is_full(tmp_path: Path) -> None:
    with SQLiteStore(tmp_path / "s.db") as store:
        said = str(store._db.translate(_error("some other words", "SQLITE_FULL", 13)))
    assert said.startswith(f"store {store.location}: the disk is full (SQLite: some other words)")
