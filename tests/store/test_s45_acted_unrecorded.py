"""A SQLite store that booked, looked at by a machine that kept no record of it: said, and recorded.

Each booking begun records its trail entry on this machine (``$ARENA_STORE_HOMES/<id>.acted``),
and a store put back behind it is refused (durable37). A machine with no record — another
machine's or login's store, its records folder gone, the record deleted to go on — went on
without a word, and never started one: a backup restored later, from before the booking it
had seen the store hold, was resumed and booked R-102 again. PostgreSQL says such a first
look (durable44); SQLite now does too, once a process, and the record starts from the store's
latest act. A store that never booked, and a machine whose record is kept, hear nothing.
"""

from __future__ import annotations

import shutil
import warnings
from pathlib import Path

import pytest
from test_s37_restored_backup import _restore
from test_store_copy_home import meta, resume

from arena.errors import UserError
from arena.store import SQLiteStore
from arena.store.home_record import HOMES_ENV, HomeNotRecorded
from arena.types import InputResponse
from store_support import LEDGER_ENV, ledger_lines, start_waiting


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def _two_approved(db: Path) -> tuple[str, str]:
    store = SQLiteStore(db)
    runs = (start_waiting(store), start_waiting(store))
    for run_id in runs:
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    store.close()
    return runs


def _first_look(db: Path) -> None:
    store = SQLiteStore(db)
    try:
        store.check_home()
    finally:
        store.close()


def test_a_machine_with_no_record_is_told_and_a_later_restore_is_refused(
    tmp_path: Path, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "arena.db"
    first, second = _two_approved(db)
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "machine-a"))
    assert resume(db, first) == "completed"  # machine A books R-102
    machine_b = tmp_path / "machine-b"
    monkeypatch.setenv(HOMES_ENV, str(machine_b))  # a machine that kept nothing of it

    with pytest.warns(HomeNotRecorded) as said:  # was: DID NOT WARN
        _first_look(db)
    [line] = [str(w.message) for w in said if issubclass(w.category, HomeNotRecorded)]
    store_id = meta(db)["store_id"]
    assert f"no record of store {db}'s last act" in line, line
    assert f"{HOMES_ENV}/{store_id[:8]}….acted is not there" in line, line
    assert "backup" in line and "book them again" in line, line
    assert (machine_b / f"{store_id}.acted").read_text().split()[0] == first  # started
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _first_look(db)  # said once: the record is kept now

    _restore(backup, db)  # from before machine A's booking
    with pytest.raises(UserError) as refused:  # was: booked R-102 again
        resume(db, first)
    assert f"store {db} is behind" in str(refused.value), str(refused.value)
    assert ledger_lines(ledger) == ["R-102"]
    assert second  # still waits with its approval: a person decides now


def test_a_store_that_never_booked_and_a_kept_record_are_not_said(
    tmp_path: Path, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Honest neighbours: approvals only (nothing a restore would book again), and a machine
    whose record names the store's act — not a word, nothing written for the first."""
    db = tmp_path / "arena.db"
    first, _ = _two_approved(db)
    blank = tmp_path / "blank"
    monkeypatch.setenv(HOMES_ENV, str(blank))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _first_look(db)
        assert not blank.exists() or not list(blank.glob("*.acted"))
        assert resume(db, first) == "completed"  # booked here: recorded as it began
        _first_look(db)
    assert list(blank.glob("*.acted"))
    assert ledger_lines(ledger) == ["R-102"]
