"""A PostgreSQL backup put back in the store's place, behind a booking, books nothing again.

The store's database is backed up (here a template clone, as a dump restored is), the run is
resumed and books R-102, the database is lost and the backup put in its place and adopted
(``--adopt-copy``: its home is gone). It holds the approval but not the booking, and resuming it
booked R-102 again (durable37); the trail entry this machine recorded for the booking is not in
it, so it refuses to act (``test_s37_restored_backup.py`` for SQLite).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_store_postgres_clone import Databases, approved, dbs, resume

from arena.errors import UserError
from arena.store.postgres import PostgresStore
from store_support import LEDGER_ENV, ledger_lines

__all__ = ["dbs"]  # the fixture, shared with the clone tests


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def test_a_backup_put_in_place_of_a_lost_database_does_not_book_again(
    dbs: Databases, ledger: Path
) -> None:
    name, run_id = approved(dbs)
    backup = dbs.create(template=name)
    assert resume(dbs.url(name), run_id) == "completed"
    dbs.drop(name)

    store = PostgresStore(dbs.url(backup))
    try:
        with pytest.raises(UserError) as refused:
            store.check_home(adopt=True)  # the backup made the store: its home is gone
    finally:
        store.close()
    with pytest.raises(UserError):
        resume(dbs.url(backup), run_id)

    assert ledger_lines(ledger) == ["R-102"]  # booked once
    said = str(refused.value)
    assert "is behind" in said and run_id in said and ".acted" in said, said
