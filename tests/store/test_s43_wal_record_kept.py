"""This machine's record of a PostgreSQL server's log position never goes back under two processes.

Each command's first check and each ``arena worker`` sweep keep how far they found the server's
write-ahead log (``$ARENA_STORE_HOMES/<store id>.wal``), and a process started later starts from
it (durable42). Two processes that look at about the same time write in either order: the one
that looked first, written last, put the record back to its lower position, and a put-back of
the server between the two looks was not told to the next process. The record now keeps the
further position (read again under a lock on the folder); a new timeline or server is kept
beside it (durable44: test_s44_wal_record_timelines). Another process is played by writing the
file as it would.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.store import postgres_wal_record as wal_record
from arena.store.home_record import HOMES_ENV

STORE = "0123456789abcdef0123456789abcdef"


@pytest.fixture
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "homes"))
    monkeypatch.setattr(wal_record, "_KEPT", {})
    return tmp_path / "homes"


def _another_process_keeps(homes: Path, line: str) -> None:
    (homes / f"{STORE}.wal").write_text(line + "\n", encoding="utf-8")


def test_a_lower_position_does_not_write_over_another_process_s_higher(homes: Path) -> None:
    wal_record.keep(STORE, "srv", "00000001", 100)
    _another_process_keeps(homes, "srv 00000001 200")  # it looked later, and wrote first
    wal_record.keep(STORE, "srv", "00000001", 150)  # this one's look, older, written last
    assert wal_record.read(STORE) == {("srv", "00000001"): 200}  # was 150


def test_a_higher_position_a_new_timeline_and_a_new_server_are_kept(homes: Path) -> None:
    """The neighbours: growth is kept; another timeline or server is kept beside it."""
    wal_record.keep(STORE, "srv", "00000001", 100)
    _another_process_keeps(homes, "srv 00000001 200")
    wal_record.keep(STORE, "srv", "00000001", 300)
    assert wal_record.read(STORE) == {("srv", "00000001"): 300}
    wal_record.keep(STORE, "srv", "00000002", 5)
    assert wal_record.read(STORE) == {("srv", "00000002"): 5, ("srv", "00000001"): 300}
    wal_record.keep(STORE, "other", "00000002", 1)
    assert wal_record.read(STORE)[("other", "00000002")] == 1


def test_an_unwritable_folder_is_no_refusal(homes: Path) -> None:
    homes.parent.mkdir(parents=True, exist_ok=True)
    homes.write_text("not a folder", encoding="utf-8")
    wal_record.keep(STORE, "srv", "00000001", 100)  # quiet, as before
    assert wal_record.read(STORE) == {}
