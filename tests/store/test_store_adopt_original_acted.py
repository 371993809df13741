"""An adoption never replays what the store it fences has done since the copy was made (durable34).

``cp -r cq1 cq2`` while a run waits approved, ``arena resume`` in ``cq1`` (R-102 booked), then
``--adopt-copy`` in ``cq2``: the copy was adopted, the original that held the booking fenced, and
``cq2``, whose ledger lacks it, resumed and booked R-102 again (f0ff0366 refused such an adoption
over a copy adopted before, never over the original). The original is asked as a copy is now:
refused, nothing written, when its trail has an entry this copy's lacks.

Two ``--adopt-copy`` at once on two copies of one original both read it unmarked, both marked it
moved to themselves (the second mark over the first) and both committed their home: two stores
that act. Each mark is now set only over the mark its adoption read (and after reading, under the
marked store's write lock, that it has not acted beyond this copy), so the later one is refused;
a store too busy to mark refuses the adoption rather than leaving the other store acting.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import test_store_postgres_clone as pg
from test_store_adopt_crash import _acting, _acting_pg
from test_store_copy_home import approved, copy, meta, resume

from arena.errors import UserError
from arena.store import SQLiteStore, chain, postgres_home, sqlite_home
from arena.store.postgres import PostgresStore
from arena.types import InputResponse
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


def test_a_copy_is_not_adopted_over_an_original_that_acted_since(
    tmp_path: Path, ledger: Path
) -> None:
    cq1, run_id = approved(tmp_path / "cq1")
    cq2 = copy(cq1, tmp_path / "cq2")
    assert resume(cq1, run_id) == "completed"  # the original books after the copy was made

    said = _adopt(cq2)

    assert said.startswith(f"{cq1.resolve()} holds the store (store "), said
    assert f"has acted beyond {cq2}" in said and "\n" not in said
    assert not _acting(cq2, run_id)
    assert "moved_to" not in meta(cq1)  # nothing written: the original is the store
    assert ledger_lines(ledger) == ["R-102"]


def test_a_copy_of_an_original_that_did_not_act_is_adopted(tmp_path: Path, ledger: Path) -> None:
    cq1, run_id = approved(tmp_path / "cq1")
    cq2 = copy(cq1, tmp_path / "cq2")

    assert _adopt(cq2) == "adopted"

    assert resume(cq2, run_id) == "completed" and not _acting(cq1, run_id)
    assert ledger_lines(ledger) == ["R-102"]


def _racing(module: Any, other: Callable[[], object]) -> Callable[..., bool]:
    """``module._mark_moved`` that first lets ``other`` (a second --adopt-copy) run whole: the
    two adoptions' checks both done before either marks."""
    real = module._mark_moved
    ran: list[bool] = []

    def mark(*args: Any, **kwargs: Any) -> bool:
        if not ran:
            ran.append(True)
            other()
        return bool(real(*args, **kwargs))

    return mark


def test_two_adopt_copy_at_once_leave_one_store_that_acts(
    tmp_path: Path, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cq1, run_id = approved(tmp_path / "cq1")
    first, second = copy(cq1, tmp_path / "a"), copy(cq1, tmp_path / "b")
    said: list[str] = []
    racing = _racing(sqlite_home, lambda: said.append(_adopt(second)))
    with monkeypatch.context() as m:
        m.setattr(sqlite_home, "_mark_moved", racing)
        said.append(_adopt(first))

    acted = [db for db in (first, second, cq1) if _acting(db, run_id)]
    assert acted == [second], (acted, said)
    assert said[0] == "adopted" and "at the same time" in said[1], said
    assert f"moved to {second.resolve()} by another" in said[1]
    assert f"Use --store {second.resolve()}, or pass --adopt-copy again here" in said[1]
    assert ledger_lines(ledger) == ["R-102"]


def test_a_store_too_busy_to_be_marked_refuses_the_adoption(
    tmp_path: Path, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The original's write lock held past the wait (another process writing it): the adoption
    went on unmarked, and the trail said only that the original 'could not be marked moved'."""
    monkeypatch.setenv("ARENA_STORE_TIMEOUT", "0.2")
    cq1, run_id = approved(tmp_path / "cq1")
    cq2 = copy(cq1, tmp_path / "cq2")
    holder = __import__("sqlite3").connect(cq1, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        said = _adopt(cq2)
    finally:
        holder.execute("ROLLBACK")
        holder.close()

    assert "busy" in said and "nothing was adopted" in said, said
    assert not _acting(cq2, run_id)
    assert resume(cq1, run_id) == "completed" and ledger_lines(ledger) == ["R-102"]


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


def test_a_clone_is_not_adopted_over_an_original_that_acted_since(
    dbs: pg.Databases, ledger: Path
) -> None:
    original, run_id = pg.approved(dbs)
    clone = dbs.create(template=original)
    assert pg.resume(dbs.url(original), run_id) == "completed"

    said = _adopt_pg(dbs.url(clone))

    assert f"database {original}, schema public holds the store" in said, said
    assert not _acting_pg(dbs.url(clone), run_id)
    assert "moved_to" not in dbs.meta(original)
    assert ledger_lines(ledger) == ["R-102"]


def test_two_adopt_copy_at_once_on_postgres_clones_leave_one_store_that_acts(
    dbs: pg.Databases, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original, run_id = pg.approved(dbs)
    first, second = dbs.create(template=original), dbs.create(template=original)
    said: list[str] = []
    racing = _racing(postgres_home, lambda: said.append(_adopt_pg(dbs.url(second))))
    with monkeypatch.context() as m:
        m.setattr(postgres_home, "_mark_moved", racing)
        said.append(_adopt_pg(dbs.url(first)))

    acted = [name for name in (first, second, original) if _acting_pg(dbs.url(name), run_id)]
    assert acted == [second], (acted, said)
    assert said[0] == "adopted" and "at the same time" in said[1], said
    assert f"the store is database {second}, schema public now" in said[1]
    assert ledger_lines(ledger) == ["R-102"]


def test_an_answer_in_a_postgres_original_as_a_clone_is_adopted_is_refused(
    dbs: pg.Databases, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The answer's write read the original unmarked when it began; the clone's adoption checked
    the original had not acted and marked it before the answer committed. The answer was kept
    in the original, fenced now, and the clone, the store, lacked it: a decision the person was
    told was recorded, lost. The acting write reads the mark again with the trail's lock held."""
    original = dbs.create()
    store = PostgresStore(dbs.url(original))
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.close()
    clone = dbs.create(template=original)
    waiting = dbs.status(original, run_id)
    store = PostgresStore(dbs.url(original))
    store.check_home()
    real = chain.Deferred.__init__
    adopted: list[str] = []

    def adopt_meanwhile(self: chain.Deferred, *args: Any, **kwargs: Any) -> None:
        if not adopted:  # the answer's write begun: the clone is adopted (its own write too)
            adopted.append("adopting")
            adopted[0] = _adopt_pg(dbs.url(clone))
        real(self, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(chain.Deferred, "__init__", adopt_meanwhile)
        with pytest.raises(UserError, match="moved while this process ran"):
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
    store.close()

    assert adopted == ["adopted"]
    assert dbs.status(original, run_id) == dbs.status(clone, run_id) == waiting


def test_a_store_marked_moved_says_so_in_its_own_trail(tmp_path: Path, ledger: Path) -> None:
    """``arena history RUN --store cq1`` after ``--adopt-copy`` in cq2: the original refused to
    resume, and its trail ended at the approval, saying nothing of the adoption. Each run still
    open there now ends with ``run.store_moved``, chained, by the login that adopted."""
    cq1, run_id = approved(tmp_path / "cq1")
    cq2 = copy(cq1, tmp_path / "cq2")
    assert _adopt(cq2) == "adopted"

    store = SQLiteStore(cq1)
    last = store.history(run_id)[-1]
    verdict, broken = store.verify_audit(), store.verify_run(run_id)
    store.close()

    assert verdict.broken is None and broken is None, (verdict, broken)

    assert last.transition == "run.store_moved", last
    assert last.note == (
        f"this store was marked moved to {cq2.resolve()} (--adopt-copy there): it refuses to act "
        "here"
    )
    assert not _acting(cq1, run_id)
    assert _adopt(cq1) == "adopted"  # taken back: its own entry is no act beyond cq2
    assert resume(cq1, run_id) == "completed" and ledger_lines(ledger) == ["R-102"]


def test_a_postgres_original_marked_moved_says_so_in_its_own_trail(dbs: pg.Databases) -> None:
    original, run_id = pg.approved(dbs)
    clone = dbs.create(template=original)
    assert _adopt_pg(dbs.url(clone)) == "adopted"

    store = PostgresStore(dbs.url(original))
    last = store.history(run_id)[-1]
    verdict, broken = store.verify_audit(), store.verify_run(run_id)
    store.close()

    assert verdict.broken is None and broken is None, (verdict, broken)
    assert last.transition == "run.store_moved" and last.note is not None
    assert last.note.startswith(f"this store was marked moved to database {clone}, schema public")
    assert _adopt_pg(dbs.url(original)) == "adopted"  # taken back: no act beyond the clone
