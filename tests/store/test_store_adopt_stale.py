"""A stale copy is not adopted in the place of a copy adopted before it that has acted (durable33).

``cp -r cq1 a; cp -r cq1 b``, ``--adopt-copy`` in ``a`` and resume there (R-102
booked), then ``--adopt-copy`` in ``b``: ``b``'s adoption followed the original's mark to ``a``
and marked it moved, so ``a``, which held the booking, was fenced and ``b``, which did not, resumed
and booked R-102 again. A copy whose store acted beyond it (the other's trail has an entry other
than an adoption's that this copy's lacks) is refused now, nothing written; a copy adopted before
that has not acted is still fenced (test_store_adopt_crash), and the one to keep is named.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_store_postgres_clone as pg
from click.testing import CliRunner
from test_store_adopt_crash import _acting
from test_store_copy_home import approved, copy, resume

from arena.cli import main
from arena.errors import UserError
from arena.store import SQLiteStore
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import LEDGER_ENV, ledger_lines, start_waiting


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
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


def test_a_stale_copy_is_not_adopted_over_one_that_acted(tmp_path: Path, ledger: Path) -> None:
    cq1, run_id = approved(tmp_path / "cq1")
    first, second = copy(cq1, tmp_path / "a"), copy(cq1, tmp_path / "b")
    assert _adopt(first) == "adopted"
    assert resume(first, run_id) == "completed"

    said = _adopt(second)

    assert not _acting(second, run_id)
    assert ledger_lines(ledger) == ["R-102"]  # booked once, by a
    assert said == (
        f"{first.resolve()} holds the store (store {said.split('(store ')[1][:9]}) and has acted "
        f"beyond {second} (its trail has entries this copy's lacks): adopting this copy would "
        f"run again what {first.resolve()} ran. Use --store {first.resolve()}; to make this copy "
        f"the store anyway, delete {first.resolve()} first, then pass --adopt-copy again"
    )
    assert "\n" not in said
    assert _adopt(first) == "adopted"  # a is still the store, its mark untouched


def test_an_original_is_not_adopted_back_over_the_copy_that_acted(
    tmp_path: Path, ledger: Path
) -> None:
    """``--adopt-copy`` in the original marked moved, after the copy adopted there booked."""
    cq1, run_id = approved(tmp_path / "cq1")
    first = copy(cq1, tmp_path / "a")
    assert _adopt(first) == "adopted" and resume(first, run_id) == "completed"

    said = _adopt(cq1)

    assert said.startswith(f"{first.resolve()} holds the store (store "), said
    assert not _acting(cq1, run_id) and ledger_lines(ledger) == ["R-102"]


def test_arena_deny_with_adopt_copy_in_the_stale_copy_exits_2_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "cq1").mkdir()
    cq1 = tmp_path / "cq1" / "arena.db"
    store = SQLiteStore(cq1)
    request_id = store.requests(start_waiting(store))[0].id
    store.close()
    first, second = copy(cq1, tmp_path / "a"), copy(cq1, tmp_path / "b")
    runner = CliRunner()
    approved = runner.invoke(main, ["approve", request_id, "--adopt-copy", "--store", str(first)])
    assert approved.exit_code == 0, approved.output

    denied = runner.invoke(
        main, ["deny", request_id, "--reason", "no", "--adopt-copy", "--store", str(second)]
    )

    assert denied.exit_code == 2, denied.output
    assert denied.stderr.count("\n") == 1 and "Traceback" not in denied.output
    assert f"{first.resolve()} holds the store" in denied.stderr
    assert f"delete {first.resolve()} first" in denied.stderr


def test_a_copy_made_after_the_adopted_one_acted_is_adopted(tmp_path: Path, ledger: Path) -> None:
    """``b`` copied from ``a`` after ``a`` booked holds the booking: adopting it fences ``a``."""
    cq1, run_id = approved(tmp_path / "cq1")
    first = copy(cq1, tmp_path / "a")
    assert _adopt(first) == "adopted" and resume(first, run_id) == "completed"
    second = copy(first, tmp_path / "b")

    assert _adopt(second) == "adopted"

    assert not _acting(first, run_id) and not _acting(cq1, run_id)
    assert ledger_lines(ledger) == ["R-102"]


@pytest.fixture
def dbs(postgres_server: PostgresServer) -> Iterator[pg.Databases]:
    made = pg.Databases(postgres_server)
    yield made
    for name in list(made.made):
        made.drop(name)


def test_a_stale_postgres_clone_is_not_adopted_over_one_that_acted(
    dbs: pg.Databases, ledger: Path
) -> None:
    original, run_id = pg.approved(dbs)
    first, second = dbs.create(template=original), dbs.create(template=original)
    store = PostgresStore(dbs.url(first))
    store.check_home(adopt=True)
    store.close()
    assert pg.resume(dbs.url(first), run_id) == "completed"

    store = PostgresStore(dbs.url(second))
    with pytest.raises(UserError, match=f"database {first}, schema public holds the store"):
        store.check_home(adopt=True)
    store.close()

    with pytest.raises(UserError):
        pg.resume(dbs.url(second), run_id)
    assert ledger_lines(ledger) == ["R-102"]
    assert "moved_to" not in dbs.meta(first)
