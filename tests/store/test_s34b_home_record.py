"""The per-machine record of each store's last home, attacked (durable34b).

``$ARENA_STORE_HOMES`` keeps, by store id, the path a store was last adopted or moved to, so a
copy whose home is gone still finds the store (durable34). A record is only as new as the last
adoption this login made: one made elsewhere (another login, another machine) leaves it naming a
copy fenced since. A store moved on from there was then refused as a copy of that fenced one and
told to use it; that one refused in turn ('moved to' a path that is gone) and offered
``--adopt-copy``, which made it the store beside the one that had booked, and R-102 was booked
twice. The record is now followed through the marks it leads to, and a record that leads to no
store (garbage, a path that holds another store or none) is as no record.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_store_copy_home import approved, copy, resume

from arena.errors import UserError
from arena.store import SQLiteStore, sqlite_home
from store_support import LEDGER_ENV, ledger_lines


def _adopt(db: Path) -> None:
    store = SQLiteStore(db)
    try:
        store.check_home(adopt=True)
    finally:
        store.close()


def _check(db: Path) -> None:
    store = SQLiteStore(db)
    try:
        store.check_home()
    finally:
        store.close()


def test_a_record_naming_a_copy_fenced_elsewhere_neither_refuses_the_store_nor_books_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    mine, theirs = tmp_path / "homes-mine", tmp_path / "homes-theirs"
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(mine))
    original, run_id = approved(tmp_path / "cq1")
    first = copy(original, tmp_path / "a")
    _adopt(first)  # my record: the store is a
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(theirs))
    _adopt(original)  # another login makes cq1 the store again (a is marked moved to it)
    assert resume(original, run_id) == "completed" and ledger_lines(ledger) == ["R-102"]
    moved = tmp_path / "m2"
    (tmp_path / "cq1").rename(moved)  # the store's folder moved, within the filesystem
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(mine))

    _check(moved / original.name)  # the store, moved: it acts (it was refused as a copy of a)
    with pytest.raises(UserError, match="has acted beyond"):
        _adopt(first)  # what the refusal led to: a made the store over the one that booked
    assert ledger_lines(ledger) == ["R-102"]


@pytest.mark.parametrize(
    "record", ["", "garbage", "relative/a.db", "\x00\x01\x02", "other store", "deleted"]
)
def test_a_record_that_leads_to_no_store_is_as_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, record: str
) -> None:
    """A moved store (``mv`` within a filesystem) takes its new path whatever the record says."""
    homes = tmp_path / "homes"
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(homes))
    original, _ = approved(tmp_path / "cq1")
    store_id = sqlite_home._read(SQLiteStore(original)._db)[sqlite_home.STORE_ID]
    if record == "other store":
        (tmp_path / "x").mkdir()
        SQLiteStore(tmp_path / "x" / "arena.db").close()
        record = str(tmp_path / "x" / "arena.db")
    elif record == "deleted":
        record = str(tmp_path / "gone" / "arena.db")
    homes.mkdir()
    (homes / store_id).write_bytes(record.encode("utf-8", "surrogateescape"))
    (tmp_path / "cq1").rename(tmp_path / "m2")

    _check(tmp_path / "m2" / original.name)

    assert sqlite_home._last_home(store_id) == str((tmp_path / "m2" / original.name).resolve())


def test_a_homes_folder_that_cannot_be_written_refuses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "homes"
    blocker.write_text("a file where the folder should be\n")
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(blocker))
    original, run_id = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "cq2")
    _adopt(copied)
    assert resume(copied, run_id) == "completed"
    with pytest.raises(UserError, match="was moved to"):
        _check(original)


def test_a_copy_adopted_past_a_fenced_record_is_not_adopted_behind_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record leads through ``a``, fenced since by another login, to a path gone: ``c``,
    copied before ``a`` booked, is no copy of a store found, but adopting it is still refused as
    fallen behind ``a`` (it would book R-102 again)."""
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    mine, theirs = tmp_path / "homes-mine", tmp_path / "homes-theirs"
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(mine))
    original, run_id = approved(tmp_path / "cq1")
    first, late = copy(original, tmp_path / "a"), copy(original, tmp_path / "c")
    _adopt(first)
    assert resume(first, run_id) == "completed"  # a books R-102
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(theirs))
    since = copy(first, tmp_path / "x")
    _adopt(since)  # another login adopts a copy of a made after the booking
    (tmp_path / "x").rename(tmp_path / "x2")
    for part in original.parent.glob(original.name + "*"):
        part.unlink()
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(mine))

    with pytest.raises(UserError, match="has acted beyond"):
        _adopt(late)
    assert ledger_lines(ledger) == ["R-102"]
