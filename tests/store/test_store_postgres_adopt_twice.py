"""Two clones of one PostgreSQL store adopted one after the other both acted (durable33).

``CREATE DATABASE a TEMPLATE c1; CREATE DATABASE b TEMPLATE c1``, ``--adopt-copy`` in ``a``, then
in ``b``: ``b``'s adoption re-marked the original moved to ``b`` and left ``a``, adopted first,
the store as well, so resuming both booked the approval twice. ``b``'s adoption now follows the
original's mark to ``a`` and marks it moved too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_store_postgres_clone as pg

from arena.errors import UserError
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import LEDGER_ENV, ledger_lines


@pytest.fixture
def dbs(postgres_server: PostgresServer) -> Iterator[pg.Databases]:
    made = pg.Databases(postgres_server)
    yield made
    for name in list(made.made):
        made.drop(name)


def test_a_second_clone_adopted_fences_the_clone_adopted_before_it(
    dbs: pg.Databases, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    original, run_id = pg.approved(dbs)
    first, second = dbs.create(template=original), dbs.create(template=original)
    for adopting in (first, second):
        store = PostgresStore(dbs.url(adopting))
        store.check_home(adopt=True)
        store.close()

    acted = []
    for name in (first, second, original):
        try:
            pg.resume(dbs.url(name), run_id)
            acted.append(name)
        except UserError:
            pass
    assert acted == [second] and ledger_lines(tmp_path / "ledger") == ["R-102"]
    assert dbs.meta(first)["moved_to"] == dbs.meta(second)["home"]
    store = PostgresStore(dbs.url(second))
    notes = [e.note for e in store.history(run_id) if e.transition == "run.store_adopted"]
    store.close()
    assert notes[-1] is not None and notes[-1].endswith(
        f"database {original}, schema public is marked moved; so is database {first}, schema "
        "public, adopted in its place before"
    )
