"""A copy adopted after its original was moved away finds the copy adopted before it (durable34).

``cp -r cq1 a; cp -r cq1 b``, ``--adopt-copy`` in ``a`` (``cq1`` marked moved to ``a``), then
``mv cq1 old``: ``b`` names only ``cq1`` as its home, found nothing there, and ``--adopt-copy``
made it the store beside ``a``, both booking R-102. Each store's last home is now also kept on
this machine, by store id (``$ARENA_STORE_HOMES``, default ``$XDG_STATE_HOME/arena/homes``): a
copy whose home is gone asks there, and a store that still holds the id there is the store it is
a copy of — refused, fenced by ``--adopt-copy``, or refusing it when it acted beyond the copy.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_store_postgres_clone as pg
from test_store_adopt_crash import _acting, _acting_pg
from test_store_copy_home import approved, copy, resume

from arena.errors import UserError
from arena.store import SQLiteStore
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import LEDGER_ENV, ledger_lines


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    monkeypatch.setenv("ARENA_STORE_HOMES", str(tmp_path / "homes"))
    return path


def _adopt(db: Path) -> str:
    store = SQLiteStore(db)
    try:
        store.check_home(adopt=True)
    except UserError as exc:
        return str(exc)
    finally:
        store.close()
    return "adopted"


def _moved_away(tmp_path: Path) -> tuple[Path, Path, str]:
    cq1, run_id = approved(tmp_path / "cq1")
    first, second = copy(cq1, tmp_path / "a"), copy(cq1, tmp_path / "b")
    assert _adopt(first) == "adopted"
    (tmp_path / "cq1").rename(tmp_path / "old")
    return first, second, run_id


def test_a_copy_of_a_moved_original_is_refused_beside_the_copy_adopted(
    tmp_path: Path, ledger: Path
) -> None:
    first, second, run_id = _moved_away(tmp_path)

    with pytest.raises(UserError, match=f"is a copy of {first.resolve()}"):
        resume(second, run_id)

    assert resume(first, run_id) == "completed" and ledger_lines(ledger) == ["R-102"]


def test_adopting_it_fences_the_copy_adopted_before(tmp_path: Path, ledger: Path) -> None:
    first, second, run_id = _moved_away(tmp_path)

    assert _adopt(second) == "adopted"

    acted = [db for db in (first, second, tmp_path / "old" / "arena.db") if _acting(db, run_id)]
    assert acted == [second] and ledger_lines(ledger) == ["R-102"]


def test_adopting_it_after_the_adopted_copy_acted_is_refused(tmp_path: Path, ledger: Path) -> None:
    first, second, run_id = _moved_away(tmp_path)
    assert resume(first, run_id) == "completed"

    said = _adopt(second)

    assert said.startswith(f"{first.resolve()} holds the store"), said
    assert not _acting(second, run_id) and ledger_lines(ledger) == ["R-102"]


def test_a_store_moved_with_its_folder_still_takes_its_new_path(
    tmp_path: Path, ledger: Path
) -> None:
    """The adopted copy moved in turn (``mv a a2``): its last home is gone, it is that file."""
    first, _, run_id = _moved_away(tmp_path)
    (tmp_path / "a").rename(tmp_path / "a2")

    assert resume(tmp_path / "a2" / "arena.db", run_id) == "completed"
    assert not _acting(first.parent.parent / "b" / "arena.db", run_id)
    assert ledger_lines(ledger) == ["R-102"]


@pytest.fixture
def dbs(postgres_server: PostgresServer) -> Iterator[pg.Databases]:
    made = pg.Databases(postgres_server)
    yield made
    for name in list(made.made):
        made.drop(name)


def _adopt_pg(url: str) -> str:
    store = PostgresStore(url)
    try:
        store.check_home(adopt=True)
    except UserError as exc:
        return str(exc)
    finally:
        store.close()
    return "adopted"


@pytest.mark.parametrize("acted_first", [False, True])
def test_a_clone_adopted_after_its_original_was_dropped_finds_the_clone_adopted_before(
    dbs: pg.Databases, ledger: Path, acted_first: bool
) -> None:
    """``CREATE DATABASE a/b TEMPLATE c1``, a adopted, ``DROP DATABASE c1``, b adopted: b found
    its home gone and became the store beside a (R-102 booked by each). The server's other
    databases are asked for one that is the store: a is fenced, or, having acted, kept."""
    original, run_id = pg.approved(dbs)
    first, second = dbs.create(template=original), dbs.create(template=original)
    assert _adopt_pg(dbs.url(first)) == "adopted"
    dbs.drop(original)
    if acted_first:
        assert pg.resume(dbs.url(first), run_id) == "completed"

    said = _adopt_pg(dbs.url(second))

    if acted_first:  # its run completed there: resuming anywhere books nothing more
        assert said.startswith(f"database {first}, schema public holds the store"), said
        assert not _acting_pg(dbs.url(second), run_id)
    else:
        acted = [name for name in (first, second) if _acting_pg(dbs.url(name), run_id)]
        assert said == "adopted" and acted == [second]
    assert ledger_lines(ledger) == ["R-102"]
