"""Each phase's stores rebuilt from the store's own tables: state hidden inside a store file goes.

The stores travel from phase to phase, and so does anything else in their files: a table the
adapter added with raw ``sqlite3`` (red team 7, hole 1: the pickles in ``rt7_side`` inside the
harness's own store), a column added to a store table, free pages, bytes past the last page, the
file's extended attributes. None of it is the store's record of the pause — another backend
(PostgreSQL) or an export and import would not carry it. So before every phase the parent copies
each store into a fresh file holding exactly the schema the store declares
(:mod:`arena.store.sqlite_schema`) and the rows of its declared columns, and puts that file in
the store's place; whatever was left out is named (:func:`rebuild`) and shown beside the verdict.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from functools import cache
from pathlib import Path

#: One row of ``sqlite_master``: type, name, the table it belongs to, its SQL (None: automatic).
Object = tuple[str, str, str, str | None]


@cache
def declared() -> tuple[Object, ...]:
    """The schema a fresh store declares, as SQLite records it (in creation order)."""
    from arena.store.sqlite import SQLiteStore

    with tempfile.TemporaryDirectory(prefix="arena-schema-") as folder:
        path = Path(folder) / "declared.db"
        SQLiteStore(path).close()
        con = sqlite3.connect(path)
        try:
            rows = con.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid"
            ).fetchall()
        finally:
            con.close()
    return tuple((str(t), str(n), str(b), s) for t, n, b, s in rows)


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def differences(found: list[Object]) -> list[str]:
    """What ``found`` (a store's ``sqlite_master``) has besides the declared schema: objects it
    does not declare, and declared ones whose definition was changed (a column added)."""
    mine = {(t, n): s for t, n, _, s in declared()}
    tables = {n for t, n, _, _ in declared() if t == "table"}
    out: list[str] = []
    for kind, name, table, sql in found:
        if sql is None and table not in tables:
            continue  # the automatic index of a table named already
        if (kind, name) not in mine:
            out.append(f"{kind} {name}, not in the store's schema")
        elif sql != mine[kind, name]:
            out.append(f"{kind} {name}, changed from the store's schema")
    return out


def _columns(con: sqlite3.Connection, schema: str, table: str) -> list[tuple[str, str, int]]:
    """(name, declared type, position in the primary key) of each column."""
    rows = con.execute(f"PRAGMA {schema}.table_info({_quote(table)})").fetchall()
    return [(str(r[1]), str(r[2]).upper(), int(r[5])) for r in rows]


def _copy_rows(con: sqlite3.Connection, table: str, sql: str) -> None:
    mine = _columns(con, "main", table)
    there = {c for c, _, _ in _columns(con, "old", table)}
    if not there:
        return  # the store never had it
    names = [c for c, _, _ in mine if c in there]
    keys = [(c, kind) for c, kind, pk in mine if pk]
    aliased = len(keys) == 1 and keys[0][1] == "INTEGER"  # the key is the rowid
    # keep each row's rowid: an ordering by it reads the same in the copy
    rowid = [] if aliased or "WITHOUT ROWID" in sql.upper() else ["rowid"]
    cols = ", ".join([*rowid, *(_quote(c) for c in names)])
    con.execute(f"INSERT INTO main.{_quote(table)} ({cols}) SELECT {cols} FROM old.{_quote(table)}")


def rebuild(store: Path) -> list[str]:
    """Replace ``store`` by a copy holding only its declared schema and rows; returns what the
    copy left out (empty: nothing but the store was in the file). No process has it open."""
    if not store.is_file():
        return []
    fresh = store.with_name(store.name + ".rebuilt")
    for suffix in ("", "-journal", "-wal", "-shm"):
        Path(f"{fresh}{suffix}").unlink(missing_ok=True)
    con = sqlite3.connect(fresh, isolation_level=None)
    try:
        con.execute("ATTACH DATABASE ? AS old", (str(store),))
        found = con.execute("SELECT type, name, tbl_name, sql FROM old.sqlite_master").fetchall()
        left_out = differences([(str(t), str(n), str(b), s) for t, n, b, s in found])
        con.execute("BEGIN")
        tables = [(n, s) for t, n, _, s in declared() if t == "table" and s]
        for name, sql in tables:
            if not name.startswith("sqlite_"):
                con.execute(sql)
        for name, sql in tables:
            if not name.startswith("sqlite_"):
                _copy_rows(con, name, sql)
        old = {str(n) for t, n, _, _ in found if t == "table"}
        if "sqlite_sequence" in old and any(n == "sqlite_sequence" for n, _ in tables):
            con.execute("INSERT INTO main.sqlite_sequence SELECT * FROM old.sqlite_sequence")
        for kind, _name, _, made in declared():  # indexes, triggers, views: after the rows
            if kind != "table" and made:
                con.execute(made)
        con.execute("COMMIT")
        con.execute("DETACH DATABASE old")
    except sqlite3.Error as exc:
        con.close()
        fresh.unlink(missing_ok=True)
        return [f"the store could not be rebuilt from its own tables ({exc}); kept as it was"]
    con.close()
    for suffix in ("-journal", "-wal", "-shm"):
        Path(f"{store}{suffix}").unlink(missing_ok=True)
    os.replace(fresh, store)
    return left_out
