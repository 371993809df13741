"""A store that refuses to act records no expiry either (durable34b).

``arena pending`` (and ``arena sweep``) record unanswered requests past their expiry as expired:
an answer, given by the clock. In a store an ``--adopt-copy`` marked moved they still wrote it,
``request.answered`` by ``clock`` in a store that refuses every other answer, and in a copy whose
original still exists too: the two trails drifted apart, one of them the store's. ``pending``
there now only reads, and ``sweep`` is refused with the message that names the store.
"""

from __future__ import annotations

import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import test_store_postgres_clone as pg
from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import synthetic_waiting


def _expiring(folder: Path) -> Path:
    folder.mkdir()
    db = folder / "a.db"
    store = SQLiteStore(db)
    synthetic_waiting(store, expires_in_s=0.05)
    store.close()
    time.sleep(0.1)
    return db


def _copy(db: Path, folder: Path) -> Path:
    folder.mkdir()
    for part in db.parent.glob(db.name + "*"):
        shutil.copy(part, folder / part.name)
    return folder / db.name


def _answers(db: Path) -> int:
    with sqlite3.connect(db) as con:
        return int(con.execute("SELECT count(*) FROM responses").fetchone()[0])


def test_pending_and_sweep_in_a_store_marked_moved_record_no_expiry(tmp_path: Path) -> None:
    original = _expiring(tmp_path / "cq1")
    copied = _copy(original, tmp_path / "cq2")
    store = SQLiteStore(copied)
    store.check_home(adopt=True)
    store.close()
    runner = CliRunner(env={"COLUMNS": "300"})

    listed = runner.invoke(main, ["pending", "--store", str(original)])
    swept = runner.invoke(main, ["sweep", "--store", str(original)])

    assert listed.exit_code == 0, listed.output
    assert "this store was marked moved to" in listed.output
    assert swept.exit_code != 0 and f"--store {copied.resolve()}" in swept.output, swept.output
    assert _answers(original) == 0
    # The adopted copy is the store: its pending records the expiry.
    assert runner.invoke(main, ["pending", "--store", str(copied)]).exit_code == 0
    assert _answers(copied) == 1


def test_pending_in_a_copy_beside_its_original_records_no_expiry(tmp_path: Path) -> None:
    original = _expiring(tmp_path / "cq1")
    copied = _copy(original, tmp_path / "cq2")

    listed = CliRunner(env={"COLUMNS": "300"}).invoke(main, ["pending", "--store", str(copied)])

    assert listed.exit_code == 0, listed.output
    assert _answers(copied) == 0


@pytest.fixture
def dbs(postgres_server: PostgresServer) -> Iterator[pg.Databases]:
    made = pg.Databases(postgres_server)
    yield made
    for name in list(made.made):
        made.drop(name)


def _pg_answers(url: str) -> int:
    import psycopg

    with psycopg.connect(url) as db:
        row = db.execute("SELECT count(*) FROM responses").fetchone()
    assert row is not None
    return int(row[0])


def test_pending_in_a_postgres_store_marked_moved_records_no_expiry(dbs: pg.Databases) -> None:
    original = dbs.create()
    store = PostgresStore(dbs.url(original))
    synthetic_waiting(store, expires_in_s=0.05)
    store.close()
    time.sleep(0.1)
    clone = dbs.create(template=original)
    store = PostgresStore(dbs.url(clone))
    store.check_home(adopt=True)
    store.close()
    runner = CliRunner(env={"COLUMNS": "300"})

    listed = runner.invoke(main, ["pending", "--store", dbs.url(original)])
    swept = runner.invoke(main, ["sweep", "--store", dbs.url(original)])

    assert listed.exit_code == 0, listed.output
    assert swept.exit_code != 0 and "was moved to" in swept.output, swept.output
    assert _pg_answers(dbs.url(original)) == 0
