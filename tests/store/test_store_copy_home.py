"""A copy of a store never acts beside its original (durable30 F1).

``cp cq1/a.db cq2/``, then ``arena resume --all`` on the copy and on the original: every approved
booking ran twice, since both files hold the same approved, paused runs and each its own
side-effect ledger. A store now keeps its id and home (``arena_meta``); a copy whose original
still exists is refused before it answers, claims or books, until ``--adopt-copy`` makes it the
store (the original is then marked moved and refuses); a store whose home is gone (the folder
moved) takes its new path silently.
"""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import pytest

from arena.durable_state.storecopy import rebuild
from arena.errors import UserError
from arena.runs import resume_run
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting


def approved(folder: Path) -> tuple[Path, str]:
    """A store in ``folder`` holding one approved, paused Booker run; closed."""
    folder.mkdir()
    db = folder / "arena.db"
    store = SQLiteStore(db)
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    store.close()
    return db, run_id


def copy(db: Path, folder: Path) -> Path:
    """``cp db* folder/``: the store with its -wal file, as docs/operator.md says."""
    folder.mkdir()
    for part in db.parent.glob(db.name + "*"):
        shutil.copy(part, folder / part.name)
    return folder / db.name


def resume(db: Path, run_id: str) -> str:
    store = SQLiteStore(db)
    try:
        return asyncio.run(resume_run(run_id, store, adapter=Booker())).status
    finally:
        store.close()


def dump(db: Path) -> list[str]:
    with sqlite3.connect(db) as con:
        return list(con.iterdump())


def meta(db: Path) -> dict[str, str]:
    with sqlite3.connect(db) as con:
        return dict(con.execute("SELECT key, value FROM arena_meta").fetchall())


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def test_a_copy_is_refused_while_its_original_exists(tmp_path: Path, ledger: Path) -> None:
    original, run_id = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "cq2")
    before = dump(copied)

    with pytest.raises(UserError) as refused:
        resume(copied, run_id)

    said = str(refused.value)
    assert f"{copied} is a copy of {original.resolve()}" in said
    assert "still exists" in said and "twice" in said and "--adopt-copy" in said
    assert dump(copied) == before  # nothing written
    assert resume(original, run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]  # booked once, not once per file


def test_an_adopted_copy_is_the_store_and_the_original_refuses(
    tmp_path: Path, ledger: Path
) -> None:
    original, run_id = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "cq2")
    store = SQLiteStore(copied)
    store.check_home(adopt=True)
    store.close()

    assert resume(copied, run_id) == "completed"
    with pytest.raises(UserError) as refused:
        resume(original, run_id)

    assert f"was moved to {copied.resolve()}" in str(refused.value)
    assert ledger_lines(ledger) == ["R-102"]
    assert meta(original)["moved_to"] == str(copied.resolve())
    assert meta(copied)["home"] == str(copied.resolve())


def test_a_moved_store_folder_takes_its_new_home(tmp_path: Path, ledger: Path) -> None:
    _, run_id = approved(tmp_path / "m1")
    (tmp_path / "m1").rename(tmp_path / "m2")
    moved = tmp_path / "m2" / "arena.db"

    assert resume(moved, run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]
    assert meta(moved)["home"] == str(moved.resolve())


def test_a_store_from_before_identities_gets_one(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    SQLiteStore(db).close()
    with sqlite3.connect(db) as con:  # what a store made by an earlier hitl-arena holds
        con.execute("DELETE FROM arena_meta WHERE key IN ('store_id', 'home', 'file')")
    assert set(meta(db)) == {"application", "schema_version"}

    SQLiteStore(db).close()

    found = meta(db)
    assert len(found["store_id"]) == 32 and found["home"] == str(db.resolve())
    assert found["file"] == f"{db.stat().st_dev}:{db.stat().st_ino}"


def test_a_rebuilt_store_keeps_its_identity(tmp_path: Path) -> None:
    """durable_state rebuilds each store from its declared rows: the identity is the store's."""
    db = tmp_path / "arena.db"
    SQLiteStore(db).close()
    kept = meta(db)

    assert rebuild(db) == []
    assert meta(db) == kept
