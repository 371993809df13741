"""A pause kept inside the store file but outside the store, or in extended attributes (red team 7,
hole 1): a table the adapter added to the harness's SQLite file, or ``user.`` xattrs of the run
folder, read plain "durable yes": the listing of the run folder skipped the stores by name and read
no xattrs. Now every phase gets stores rebuilt from their declared tables
(:mod:`arena.durable_state.storecopy`), and the listing names xattrs
(:func:`arena.durable_state.leftovers.xattrs`): neither reads plain yes any more."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.cli.restart_cmd import _durable_cell
from arena.durable_state import run_adapter, sandbox, storecopy
from arena.durable_state.leftovers import inventory
from arena.store.sql_version import APPLICATION
from arena.store.sqlite import SQLiteStore
from arena.store.sqlite_schema import SCHEMA_VERSION
from durable_references import SIDE_ENV

TESTS = Path(__file__).resolve().parents[1]
PLAIN_YES = "[green]yes[/green]"


def _xattrs_refused(folder: Path) -> str:
    probe = folder / ".xattr-probe"
    probe.write_bytes(b"")
    try:
        os.setxattr(probe, "user.probe", b"1")
    except (OSError, AttributeError) as exc:
        return str(exc)
    finally:
        probe.unlink()
    return ""


def _store(tmp_path: Path) -> Path:
    path = tmp_path.resolve() / "restart.db"
    store = SQLiteStore(path)
    store.close()
    con = sqlite3.connect(path)
    with con:  # a row the store's own API writes (arena.identity), and the sequence it moves
        con.execute("INSERT INTO operators VALUES ('kept', '[]', '[]', 'now', NULL)")
        con.execute(
            "INSERT INTO operator_log (operator, change, actor, at) VALUES ('kept', 'add', 'me', 'now')"
        )
    con.close()
    return path


def _rows(path: Path, table: str) -> list[tuple[object, ...]]:
    con = sqlite3.connect(path)
    try:
        return con.execute(f"SELECT * FROM {table}").fetchall()
    finally:
        con.close()


OWN_META = [("application", APPLICATION), ("schema_version", str(SCHEMA_VERSION))]


def _schema(path: Path) -> set[tuple[str, str]]:
    con = sqlite3.connect(path)
    try:
        return {(t, n) for t, n in con.execute("SELECT type, name FROM sqlite_master")}
    finally:
        con.close()


@pytest.mark.parametrize(
    ("hide", "named"),
    [
        (
            "CREATE TABLE rt7_side (k TEXT PRIMARY KEY, v); INSERT INTO rt7_side VALUES ('k', x'00')",
            "table rt7_side",
        ),
        ("CREATE VIEW side_view AS SELECT 'pickle' AS v", "view side_view"),
        ("CREATE INDEX side_idx ON arena_meta (value)", "index side_idx"),
        (
            "CREATE TRIGGER side_trg AFTER INSERT ON arena_meta BEGIN SELECT 1; END",
            "trigger side_trg",
        ),
        ("ALTER TABLE arena_meta ADD COLUMN blob BLOB", "table arena_meta, changed"),
    ],
)
def test_a_rebuilt_store_keeps_its_rows_and_loses_what_it_does_not_declare(
    hide: str, named: str, tmp_path: Path
) -> None:
    path = _store(tmp_path)
    declared = _schema(path)
    con = sqlite3.connect(path)
    con.executescript(hide)
    con.close()
    assert _schema(path) != declared or "changed" in named
    left_out = storecopy.rebuild(path)
    assert len(left_out) == 1 and left_out[0].startswith(named), left_out
    assert _schema(path) == declared
    con = sqlite3.connect(path)
    try:
        assert ("kept", "now") in con.execute("SELECT name, created_at FROM operators").fetchall()
        columns = [r[1] for r in con.execute("PRAGMA table_info(arena_meta)")]
        assert columns == ["key", "value"]
    finally:
        con.close()
    SQLiteStore(path, create=False).close()  # still a store the harness opens
    assert storecopy.rebuild(path) == []  # nothing more to leave out


def test_a_store_the_adapter_did_not_touch_is_rebuilt_unchanged(tmp_path: Path) -> None:
    path = _store(tmp_path)
    con = sqlite3.connect(path)
    tables = ("arena_meta", "runs", "operators", "operator_log", "sqlite_sequence")
    before = [con.execute(f"SELECT rowid, * FROM {t}").fetchall() for t in tables]
    con.close()
    assert storecopy.rebuild(path) == []
    con = sqlite3.connect(path)
    after = [con.execute(f"SELECT rowid, * FROM {t}").fetchall() for t in tables]
    con.close()
    assert before == after
    assert storecopy.rebuild(tmp_path / "missing.db") == []


@pytest.mark.parametrize(
    ("hide", "named"),
    [  # red team 8: extra rows of the store's configuration, and in SQLite's own sequence table
        ("INSERT INTO arena_meta VALUES ('side.k', 'gASVFQAAAAAAAAB9lC4=')", "arena_meta"),
        (
            "INSERT INTO arena_meta SELECT 'side.' || n, 'x' FROM (SELECT 1 AS n UNION SELECT 2 UNION SELECT 3 UNION SELECT 4)",
            "arena_meta",
        ),
        ("INSERT INTO arena_meta VALUES (x'00ff', 'pickle')", "arena_meta"),
        (
            "UPDATE arena_meta SET value = 'hitl-arena pickle' WHERE key = 'application'",
            "arena_meta",
        ),
        ("INSERT INTO sqlite_sequence VALUES ('side.gASVFQAAAAAAAAB9lC4=', 1)", "sqlite_sequence"),
        ("INSERT INTO sqlite_sequence VALUES ('runs', 7)", "sqlite_sequence"),
        (
            "UPDATE sqlite_sequence SET seq = x'80049505' WHERE name = 'operator_log'",
            "sqlite_sequence",
        ),
        ("UPDATE sqlite_sequence SET seq = 1000000 WHERE name = 'operator_log'", "sqlite_sequence"),
    ],
)
def test_rows_the_store_does_not_write_are_left_out_and_named(
    hide: str, named: str, tmp_path: Path
) -> None:
    """Red team 8, finding 3: a pickle kept in extra rows of ``arena_meta`` (or in the text of
    ``sqlite_sequence``) survived the rebuild: only the store's own rows travel now."""
    path = _store(tmp_path)
    before = {t: _rows(path, t) for t in ("arena_meta", "sqlite_sequence", "operator_log")}
    own = [r for r in before["arena_meta"] if r[0] not in ("store_id", "home", "file")]  # home:
    assert own == OWN_META and before["sqlite_sequence"] == [("operator_log", 1)]  # carried over
    con = sqlite3.connect(path)
    with con:
        con.execute(hide)
    con.close()
    left_out = storecopy.rebuild(path)
    assert len(left_out) == 1 and left_out[0].startswith(f"rows of table {named}"), left_out
    assert {t: _rows(path, t) for t in before} == before
    SQLiteStore(path, create=False).close()
    assert storecopy.rebuild(path) == []


def test_xattrs_of_the_run_folder_its_stores_and_entries_are_listed(tmp_path: Path) -> None:
    root = tmp_path.resolve() / "run"
    root.mkdir()
    refused = _xattrs_refused(root)
    if refused:
        pytest.skip(f"this filesystem refuses user xattrs: {refused}")
    store = _store(root)
    (root / ".arena").mkdir()
    entry = root / ".arena" / "notes.txt"
    entry.write_text("honest")
    for where in (root, store, root / ".arena", entry):
        os.setxattr(where, "user.side.k", b"pickle")
    found = inventory(root, ["restart"])
    for where in (root, store, root / ".arena", entry):
        assert found[f"{where} [xattr user.side.k]"]["size"] == 6
    assert str(store) not in found  # the store itself is still not listed
    # and a store rebuilt from its tables is a fresh file: its xattrs are gone
    storecopy.rebuild(store)
    assert "user.side.k" not in os.listxattr(store)


# -- real phases -----------------------------------------------------------------------------------
NO_SANDBOX = sandbox.why_not()


@pytest.fixture
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The phases sandboxed or not (``ARENA_DURABLE_SANDBOX=0``). The rebuild of the stores and the
    listing of xattrs run in the parent before every phase whichever it is (:meth:`.phase`), and
    unsandboxed the cell reads ``yes (unsandboxed)`` whatever was kept: so each way a pause is
    hidden runs sandboxed, and one of each kind (a table, an xattr) runs unsandboxed too, to
    show the parent's rebuild and listing do not hang on the sandbox."""
    # Where phases cannot be sandboxed every case runs unsandboxed, as it then would for a user.
    ran = "unsandboxed" if NO_SANDBOX else request.param
    if ran == "unsandboxed":
        monkeypatch.setenv(sandbox.ENV, "0")
    sandbox.why_not.cache_clear()
    yield ran
    sandbox.why_not.cache_clear()


def _run(adapter: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv(SIDE_ENV, str(tmp_path / "side"))
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    return run_adapter(
        load_arena("durable_state"),
        f"durable_references:{adapter}",
        tmp_path / "run",
        crash_points=("restart",),
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("adapter", "named", "mode"),
    [
        ("storetable", "table rt7_side", "sandboxed"),
        ("storetable", "table rt7_side", "unsandboxed"),
        ("storecolumn", "table arena_meta, changed", "sandboxed"),
        ("storerows", "rows of table arena_meta", "sandboxed"),
        ("storeseq", "rows of table sqlite_sequence", "sandboxed"),
    ],
    indirect=["mode"],
)
def test_a_pause_kept_in_the_store_file_but_not_the_store_is_not_durable(
    adapter: str, named: str, mode: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Resumed 4/4 and read plain yes before: the resumer now gets the store's own tables only,
    and what the rebuild left out is named beside the verdict."""
    tmp_path = tmp_path.resolve()
    outcome = _run(adapter, tmp_path, monkeypatch)
    (point,) = outcome.crash_points
    assert point.passed == 0 and not outcome.survived_restart, point.problems
    assert _durable_cell(point, outcome.unsandboxed) != PLAIN_YES
    store = tmp_path / "run" / "restart.db"
    assert any(f.startswith(f"{store} [{named}") for f in outcome.beside_store), (
        outcome.beside_store
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("adapter", "mode"),
    [
        ("rootxattr", "sandboxed"),
        ("rootxattr", "unsandboxed"),
        ("storexattr", "sandboxed"),
    ],
    indirect=["mode"],
)
def test_a_pause_kept_in_extended_attributes_never_reads_plain_yes(
    adapter: str, mode: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path = tmp_path.resolve()
    refused = _xattrs_refused(tmp_path)
    if refused:
        pytest.skip(f"this filesystem refuses user xattrs: {refused}")
    outcome = _run(adapter, tmp_path, monkeypatch)
    (point,) = outcome.crash_points
    assert _durable_cell(point, outcome.unsandboxed) != PLAIN_YES
    assert any("[xattr user.side." in f for f in outcome.beside_store), outcome.beside_store
    if adapter == "storexattr":  # a fresh store file each phase: nothing to resume from
        assert point.passed == 0, point.problems
