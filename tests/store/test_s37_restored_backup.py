"""A backup restored over the store, older than a booking begun since, books nothing again.

``cp arena.db bak.db`` with a run approved, ``arena resume`` books R-102, then ``cp bak.db
arena.db`` (a disk replaced, a bad edit undone): the restored file is the store at its own home
(the same path, even the same inode) and holds the approval but not the booking, so resuming it
booked R-102 again, without a word (durable37). Each booking begun records, on this machine, its
trail entry by store id (beside the store's last home, ``$ARENA_STORE_HOMES``); a store that no
longer holds that entry is behind what this machine saw it do, and refuses to act until a person
has looked.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_store_copy_home import approved, meta, resume

from arena.cli import main
from arena.errors import UserError
from arena.store import SQLiteStore
from arena.store.home_record import homes
from arena.types import InputResponse
from store_support import LEDGER_ENV, ledger_lines, start_waiting


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def _restore(backup: Path, db: Path) -> None:
    """``cp bak.db arena.db`` over the store (its -wal and -shm gone: checkpointed at close)."""
    for part in db.parent.glob(db.name + "-*"):
        part.unlink()
    shutil.copyfile(backup, db)  # written in place: the same inode, as cp does


def test_a_backup_restored_behind_a_booking_does_not_book_again(
    tmp_path: Path, ledger: Path
) -> None:
    db, run_id = approved(tmp_path / "s")
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    assert resume(db, run_id) == "completed"
    _restore(backup, db)

    with pytest.raises(UserError) as refused:
        resume(db, run_id)

    assert ledger_lines(ledger) == ["R-102"]  # booked once, not once per restore
    said = str(refused.value)
    assert f"store {db} is behind" in said, said
    assert run_id in said and "backup" in said and "again" in said, said
    record = homes() / f"{meta(db)['store_id']}.acted"
    assert str(record) in said, said
    # A person who checked the real system and means to go on with this file deletes the record.
    record.unlink()
    store = SQLiteStore(db)
    store.check_home()
    store.close()


def test_approving_in_a_restored_store_is_refused_with_one_line(
    tmp_path: Path, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    booked = start_waiting(store)
    waiting = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(booked)[0].id, option_id="approve"))
    store.close()
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    assert resume(db, booked) == "completed"
    _restore(backup, db)
    monkeypatch.setenv("ARENA_STORE", str(db))

    said = CliRunner().invoke(main, ["approve", waiting, "--as", "alice"])

    assert said.exit_code == 2, said.output
    assert "is behind" in said.output and "nothing was written" in said.output, said.output
    store = SQLiteStore(db)
    assert store.requests(waiting)[0].response is None
    store.close()


def test_a_store_that_holds_its_bookings_acts_as_before(tmp_path: Path, ledger: Path) -> None:
    """The record names an entry the store holds: a backup taken after the booking, restored,
    and a second booking in the same store (the record moves on) are no refusal."""
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    first, second = start_waiting(store), start_waiting(store)
    for run in (first, second):
        store.answer(InputResponse(request_id=store.requests(run)[0].id, option_id="approve"))
    store.close()
    assert resume(db, first) == "completed"
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    _restore(backup, db)

    assert resume(db, second) == "completed"
    assert ledger_lines(ledger) == ["R-102", "R-102"]  # one booking for each run


def test_a_denial_a_restored_backup_lost_is_not_overruled(tmp_path: Path, ledger: Path) -> None:
    """alice denies; the backup from before her denial is put back; bob's approval of the same
    request would book what she refused. The denial is recorded as the booking is."""
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.close()
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    denied = CliRunner().invoke(  # arena deny: a vote that takes the decision
        main, ["deny", request_id, "--as", "alice", "--reason", "over budget", "--store", str(db)]
    )
    assert denied.exit_code == 0, denied.output
    _restore(backup, db)

    store = SQLiteStore(db)
    try:
        with pytest.raises(UserError) as refused:
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
        assert store.requests(run_id)[0].response is None  # nothing written
    finally:
        store.close()
    said = str(refused.value)
    assert "is behind" in said and "the denial" in said and run_id in said, said


def test_pending_lists_a_restored_store_and_says_it_is_behind(tmp_path: Path, ledger: Path) -> None:
    """arena pending still lists it (a person looks before deciding), with the refusal every
    answer there meets as a warning, where it once read as any store."""
    db, run_id = approved(tmp_path / "s")
    store = SQLiteStore(db)
    waiting = start_waiting(store)
    store.close()
    backup = tmp_path / "bak.db"
    shutil.copyfile(db, backup)
    assert resume(db, run_id) == "completed"
    _restore(backup, db)

    said = CliRunner().invoke(main, ["pending", "--json", "--store", str(db)])

    assert said.exit_code == 0, said.output
    assert waiting in {r["run_id"] for r in json.loads(said.stdout)}
    assert said.stderr.startswith(f"warning: store {db} is behind"), said.stderr
