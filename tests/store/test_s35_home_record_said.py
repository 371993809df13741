"""The record of a store's last home, lost: said, never silent, never a crash (durable35).

``$ARENA_STORE_HOMES`` (default ``$XDG_STATE_HOME/arena/homes``) keeps, per login, the path each
store was last adopted or moved to, so a copy whose own home is gone still finds the store
(durable34). A folder that could not be written (a file in its place, a read-only home, one
``sudo arena`` made root's) lost that record without a word: the adoption went on, and a copy of
the original, its home gone, was then adopted beside it. One this login may not search
(``EACCES``, a name too long) raised ``OSError`` out of the copy check: a traceback, nothing
decided. Each is now one ``warning:`` line (HomeNotRecorded), not a refusal: docs/operator.md
says why. An adoption whose home is gone (nothing could be asked) left no trail entry at all;
it now writes ``run.store_adopted`` saying so.
"""

from __future__ import annotations

import shutil
import sqlite3
import warnings
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from test_store_copy_home import approved, copy

from arena.cli import main
from arena.errors import UserError
from arena.store import SQLiteStore, sqlite_home
from arena.store.home_record import HomeNotRecorded
from store_support import start_waiting


def _adopt(db: Path) -> None:
    store = SQLiteStore(db)
    try:
        store.check_home(adopt=True)
    finally:
        store.close()


def test_a_homes_folder_that_cannot_be_written_is_said_at_the_adoption(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "homes"
    blocker.write_text("a file where the folder should be\n")
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(blocker))
    original, _ = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "cq2")

    with pytest.warns(HomeNotRecorded, match="could not record store") as said:
        _adopt(copied)  # the adoption stands: a warning, not a refusal

    text = str(said[0].message)
    assert str(copied.resolve()) in text and sqlite_home.HOMES_ENV in text, text
    with pytest.raises(UserError, match="was moved to"):
        SQLiteStore(original).check_home()


def test_the_warning_is_one_line_on_the_commands_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "homes"
    blocker.write_text("")
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(blocker))
    (tmp_path / "cq1").mkdir()
    original = tmp_path / "cq1" / "arena.db"
    store = SQLiteStore(original)
    request_id = store.requests(start_waiting(store))[0].id
    store.close()
    copied = copy(original, tmp_path / "cq2")

    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("default")  # as the arena script runs: shown once, not raised
        view = CliRunner().invoke(main, ["runs", "--store", str(copied)], catch_exceptions=False)
        assert view.exit_code == 0 and not said, view.output  # a view never adopts, never warns
        result = CliRunner().invoke(
            main,
            ["approve", request_id, "--as", "alice", "--adopt-copy", "--store", str(copied)],
            catch_exceptions=False,
        )

    assert result.exit_code == 0, result.output
    assert [w.category for w in said] == [HomeNotRecorded], [str(w.message) for w in said]
    shown = warnings.formatwarning(said[0].message, said[0].category, said[0].filename, 1)
    assert shown.startswith("warning: could not record store") and shown.count("\n") == 1, shown
    assert "(not a folder)" in shown, shown


def test_a_homes_folder_that_cannot_be_searched_is_said_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A path ``stat`` refuses (here a name too long; for another login's 0700 folder,
    Permission denied) raised OSError out of check_home: the copy neither refused nor adopted."""
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(tmp_path / ("h" * 300)))
    original, _ = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "b")
    shutil.rmtree(tmp_path / "cq1")  # its home gone: the record is asked

    store = SQLiteStore(copied)
    try:
        with (
            pytest.warns(HomeNotRecorded, match="could not read"),
            pytest.raises(UserError, match="is not the file the store's home"),
        ):
            store.check_home()
    finally:
        store.close()


def test_an_adoption_whose_home_is_gone_is_in_the_trail(tmp_path: Path) -> None:
    original, run_id = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "b")
    shutil.rmtree(tmp_path / "cq1")

    _adopt(copied)

    store = SQLiteStore(copied)
    try:
        trail = [(e.transition, e.note or "") for e in store.history(run_id)]
    finally:
        store.close()
    notes = [note for transition, note in trail if transition == "run.store_adopted"]
    assert len(notes) == 1, trail
    assert f"this copy at {copied.resolve()} was made the store" in notes[0], notes
    assert f"its home {original.resolve()} is gone" in notes[0], notes
    assert "resume from this copy only" in notes[0], notes


def test_adopt_copy_on_the_store_records_a_home_once_lost(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the warning tells a person to do: fix the folder, pass --adopt-copy once more."""
    blocker = tmp_path / "homes"
    blocker.write_text("")
    monkeypatch.setenv(sqlite_home.HOMES_ENV, str(blocker))
    original, _ = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "cq2")
    with pytest.warns(HomeNotRecorded):
        _adopt(copied)
    blocker.unlink()  # the folder fixed
    store_id = sqlite_home._read(SQLiteStore(copied)._db)[sqlite_home.STORE_ID]
    assert sqlite_home._last_home(store_id) is None

    _adopt(copied)

    assert sqlite_home._last_home(store_id) == str(copied.resolve())


def test_a_clone_of_a_dropped_original_adopted_is_in_the_trail(postgres_server: Any) -> None:
    """The same for PostgreSQL: ``CREATE DATABASE b TEMPLATE c1; DROP DATABASE c1``, then
    --adopt-copy in ``b``, wrote no ``run.store_adopted``."""
    from test_store_postgres_clone import Databases, approved

    from arena.store.postgres import PostgresStore

    dbs = Databases(postgres_server)
    try:
        original, run_id = approved(dbs)
        clone = dbs.create(template=original)
        dbs.drop(original)
        store = PostgresStore(dbs.url(clone))
        try:
            store.check_home(adopt=True)
            trail = [(e.transition, e.note or "") for e in store.history(run_id)]
        finally:
            store.close()
    finally:
        for name in list(dbs.made):
            dbs.drop(name)
    notes = [note for transition, note in trail if transition == "run.store_adopted"]
    assert notes == [
        f"this copy at database {clone}, schema public was made the store (--adopt-copy); its "
        f"home database {original}, schema public is gone, so no other copy could be asked (one "
        "adopted by another login or on another machine is not known here): resume from this "
        "copy only"
    ], trail


def test_a_home_this_login_may_not_search_counts_as_there(tmp_path: Path) -> None:
    """A copy whose home is in a folder this login may not search (another login's 0700 home:
    ``is_file`` raises Permission denied, where root is never refused, so a name the system will
    not look up stands in for it here) ended the copy check in a traceback. It counts as there,
    as a home that cannot be read does: refused as a copy, and --adopt-copy makes it the store,
    the original not marked (it cannot be written from here)."""
    original, run_id = approved(tmp_path / "cq1")
    copied = copy(original, tmp_path / "cq2")
    unsearchable = str(tmp_path / ("x" * 300) / "arena.db")
    with sqlite3.connect(copied) as con:
        con.execute("UPDATE arena_meta SET value = ? WHERE key = 'home'", (unsearchable,))

    store = SQLiteStore(copied)
    try:
        with pytest.raises(UserError, match="is a copy of"):
            store.check_home()
        store.check_home(adopt=True)
        trail = [e.note or "" for e in store.history(run_id) if e.transition == "run.store_adopted"]
    finally:
        store.close()
    assert len(trail) == 1 and "could not be marked moved" in trail[0], trail
