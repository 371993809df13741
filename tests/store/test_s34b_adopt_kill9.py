"""``--adopt-copy`` killed with a real SIGKILL between its marks and its own commit (durable34b).

test_store_adopt_crash stands a Python exception in for the kill, which unwinds: the adopting
copy's open write is rolled back by the code. Here the adopting process is sent SIGKILL by
itself right after a mark commits, so nothing of it runs any more: the copy's write is left to
SQLite's journal (or to the PostgreSQL server noticing the connection gone). Afterwards at most
one store acts — none, until ``--adopt-copy`` runs again — and that second adoption books once.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import test_store_postgres_clone as pg
from test_store_adopt_crash import _acting, _acting_pg
from test_store_copy_home import approved, copy, resume

from arena.store import SQLiteStore
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import LEDGER_ENV, ledger_lines

SRC = Path(__file__).resolve().parents[2] / "src"

#: The adopting process: its ``n``-th mark commits, then it is killed (SIGKILL, by itself).
CHILD = """
import os, signal, sys
from arena.store import postgres_home, sqlite_home
from arena.store.postgres import PostgresStore
from arena.store.sqlite import SQLiteStore

module = {"sqlite": sqlite_home, "postgres": postgres_home}[sys.argv[1]]
real, marks = module._mark_moved, []

def mark_then_die(*args, **kwargs):
    done = real(*args, **kwargs)
    marks.append(done)
    if len(marks) == int(sys.argv[3]):
        os.kill(os.getpid(), signal.SIGKILL)
    return done

module._mark_moved = mark_then_die
store = (SQLiteStore if sys.argv[1] == "sqlite" else PostgresStore)(sys.argv[2])
store.check_home(adopt=True)
print("not killed")
"""


def _adopt_killed(kind: str, where: str, nth: int = 1) -> None:
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, kind, where, str(nth)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == -signal.SIGKILL, done.stdout + done.stderr


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


@pytest.mark.parametrize("copies", [1, 2])
def test_sigkill_after_a_mark_leaves_no_two_stores_that_book(
    tmp_path: Path, ledger: Path, copies: int
) -> None:
    """One copy adopted (killed once the original is marked), or a second copy adopted after a
    first (killed once the first copy is marked, before the original is)."""
    original, run_id = approved(tmp_path / "cq1")
    first = copy(original, tmp_path / "a")
    adopting = first
    if copies == 2:
        store = SQLiteStore(first)
        store.check_home(adopt=True)
        store.close()
        adopting = copy(original, tmp_path / "b")

    _adopt_killed("sqlite", str(adopting))

    stores = [original, first] + ([adopting] if copies == 2 else [])
    acted = [db for db in stores if _acting(db, run_id)]
    assert len(acted) <= 1 and len(ledger_lines(ledger)) <= 1, acted
    if not acted:  # none acts until --adopt-copy runs again, which finishes the job
        store = SQLiteStore(adopting)
        store.check_home(adopt=True)
        store.close()
        assert resume(adopting, run_id) == "completed"
        assert not [db for db in stores if db != adopting and _acting(db, run_id)]
    assert ledger_lines(ledger) == ["R-102"]


@pytest.fixture
def dbs(postgres_server: PostgresServer) -> Iterator[pg.Databases]:
    made = pg.Databases(postgres_server)
    yield made
    for name in list(made.made):
        made.drop(name)


def test_sigkill_after_marking_a_postgres_original_leaves_no_two_stores_that_book(
    dbs: pg.Databases, ledger: Path
) -> None:
    original, run_id = pg.approved(dbs)
    clone = dbs.create(template=original)

    _adopt_killed("postgres", dbs.url(clone))

    acted = [name for name in (clone, original) if _acting_pg(dbs.url(name), run_id)]
    assert len(acted) <= 1 and len(ledger_lines(ledger)) <= 1, acted
    if not acted:
        store = PostgresStore(dbs.url(clone))
        store.check_home(adopt=True)  # a second --adopt-copy
        store.close()
        assert pg.resume(dbs.url(clone), run_id) == "completed"
        assert not _acting_pg(dbs.url(original), run_id)
    assert ledger_lines(ledger) == ["R-102"]
