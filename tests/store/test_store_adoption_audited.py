"""An adopted copy says so in the audit trail of every run it may still act on (durable31).

``arena resume --all --store cq2/a.db --adopt-copy`` made the copy the store and marked the
original moved, and neither store's trail said it: ``arena history`` of a run resumed from the
copy did not show that the store it was resumed from had been swapped, nor by whom.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from arena.store import SQLiteStore, sqlite_home
from arena.types import InputResponse
from store_support import synthetic_waiting


def test_adopting_a_copy_is_an_audit_entry_of_each_open_run(tmp_path: Path) -> None:
    (tmp_path / "cq1").mkdir()
    (tmp_path / "cq2").mkdir()
    store = SQLiteStore(tmp_path / "cq1" / "arena.db")
    run_id, request_id = synthetic_waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    store.close()
    for part in (tmp_path / "cq1").glob("arena.db*"):
        shutil.copy(part, tmp_path / "cq2" / part.name)

    copy = SQLiteStore(tmp_path / "cq2" / "arena.db")
    copy.check_home(adopt=True)

    adopted = [e for e in copy.history(run_id) if e.transition == "run.store_adopted"]
    assert len(adopted) == 1
    assert "cq2" in (adopted[0].note or "") and "cq1" in (adopted[0].note or "")
    assert copy.verify_run(run_id) is None and copy.verify_audit().broken is None  # verifies
    copy.check_home(adopt=True)  # already the store: nothing adopted, nothing more recorded
    assert len([e for e in copy.history(run_id) if e.transition == "run.store_adopted"]) == 1
    copy.close()


def test_an_original_that_could_not_be_marked_is_not_said_to_be(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trail said "cq1/arena.db is marked moved" whether or not the mark could be written:
    an operator reading it took the original for fenced while it would still resume (durable32)."""
    (tmp_path / "cq1").mkdir()
    (tmp_path / "cq2").mkdir()
    store = SQLiteStore(tmp_path / "cq1" / "arena.db")
    run_id, _ = synthetic_waiting(store)
    store.close()
    for part in (tmp_path / "cq1").glob("arena.db*"):
        shutil.copy(part, tmp_path / "cq2" / part.name)
    real = sqlite3.connect

    def read_only(path: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        if "cq1" in str(path) and kwargs.get("isolation_level", "") is None:
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite_home.sqlite3, "connect", read_only)
    copy = SQLiteStore(tmp_path / "cq2" / "arena.db")
    copy.check_home(adopt=True)

    [note] = [e.note for e in copy.history(run_id) if e.transition == "run.store_adopted"]
    assert note is not None and "could not be marked moved" in note and "is marked" not in note
    copy.close()
