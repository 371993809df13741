"""Each phase's stores rebuilt from the store's own tables: state hidden inside a store file goes.

The stores travel from phase to phase, and so does anything else in their files: a table the
adapter added with raw ``sqlite3`` (red team 7, hole 1: the pickles in ``rt7_side`` inside the
harness's own store), a column added to a store table, free pages, bytes past the last page, the
file's extended attributes. None of it is the store's record of the pause — another backend
(PostgreSQL) or an export and import would not carry it. So before every phase the parent copies
each store into a fresh file holding exactly the schema the store declares
(:mod:`arena.store.sqlite_schema`) and the rows of its declared columns, and puts that file in
the store's place; whatever was left out is named (:func:`rebuild`) and shown beside the verdict.

Rows too, where the store's own writes fix them (red team 8, finding 3): a table a fresh store
already fills is the store's configuration (``arena_meta``: ``application``, ``schema_version``),
so the copy holds exactly the fresh store's rows there, and a pickle kept as an extra
``arena_meta`` row goes — but for the store's identity (``store_id``, ``home``, ``moved_to``:
:mod:`arena.store.sqlite_home`), the old store's own, carried over. ``sqlite_sequence`` is never copied: SQLite recomputes it from the
copied rows, so text written into its ``name`` column goes too.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from functools import cache
from pathlib import Path

from arena.store.sqlite_home import KEYS as IDENTITY

#: One row of ``sqlite_master``: type, name, the table it belongs to, its SQL (None: automatic).
Object = tuple[str, str, str, str | None]


#: A table's rows, in rowid order (or key order, WITHOUT ROWID).
Rows = tuple[tuple[object, ...], ...]


@cache
def _fresh() -> tuple[tuple[Object, ...], dict[str, Rows]]:
    """A fresh store's schema (in creation order) and the rows it writes into its own tables."""
    from arena.store.sqlite import SQLiteStore

    with tempfile.TemporaryDirectory(prefix="arena-schema-") as folder:
        path = Path(folder) / "declared.db"
        SQLiteStore(path).close()
        con = sqlite3.connect(path)
        try:
            found = con.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid"
            ).fetchall()
            objects = tuple((str(t), str(n), str(b), s) for t, n, b, s in found)
            rows = {
                n: tuple(con.execute(f"SELECT * FROM {_quote(n)}").fetchall())
                for t, n, _, _ in objects
                if t == "table" and not n.startswith("sqlite_")
            }
        finally:
            con.close()
    # The store's identity (its id and home) is its own, not configuration: carried over as is.
    rows["arena_meta"] = tuple(r for r in rows.get("arena_meta", ()) if r[0] not in IDENTITY)
    return objects, {n: r for n, r in rows.items() if r}


def declared() -> tuple[Object, ...]:
    """The schema a fresh store declares, as SQLite records it (in creation order)."""
    return _fresh()[0]


def configuration() -> dict[str, Rows]:
    """The tables a fresh store already fills, with those rows: the store's own configuration
    (``arena_meta``), which no run adds to — any other row there is not the store's."""
    return _fresh()[1]


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


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _unwritten(
    table: str, rows: list[tuple[object, ...]], kept: set[tuple[object, ...]]
) -> list[str]:
    """``rows`` of ``table`` that are not among ``kept`` (the rows the copy holds), named."""
    extra = [r for r in rows if r not in kept]
    if not extra:
        return []
    keys = ", ".join(_short(r[0]) for r in extra[:3])
    more = f" ({len(extra)} in all)" if len(extra) > 3 else ""
    return [f"rows of table {table}, not ones the store writes: {keys}{more}"]


def _copy_configuration(con: sqlite3.Connection, table: str) -> list[str]:
    """Write the fresh store's own rows of ``table``; name the old file's rows besides those."""
    mine = [c for c, _, _ in _columns(con, "main", table)]
    there = {c for c, _, _ in _columns(con, "old", table)}
    rows = configuration()[table]
    marks = ", ".join("?" for _ in mine)
    con.executemany(f"INSERT INTO main.{_quote(table)} VALUES ({marks})", rows)
    if not there:
        return []
    shared = [i for i, c in enumerate(mine) if c in there]
    cols = ", ".join(_quote(mine[i]) for i in shared)
    old = con.execute(f"SELECT {cols} FROM old.{_quote(table)}").fetchall()
    own = [r for r in old if table == "arena_meta" and r[0] in IDENTITY and len(r) == len(mine)]
    con.executemany(f"INSERT INTO main.{_quote(table)} VALUES ({marks})", own)
    return _unwritten(table, old, {tuple(r[i] for i in shared) for r in [*rows, *own]})


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
            if name in configuration():
                left_out += _copy_configuration(con, name)
            elif not name.startswith("sqlite_"):
                _copy_rows(con, name, sql)
        # SQLite set each AUTOINCREMENT table's sequence from the rows copied with their keys
        old = {str(n) for t, n, _, _ in found if t == "table"}
        if "sqlite_sequence" in old:
            kept: set[tuple[object, ...]] = set()
            if "sqlite_sequence" in dict(tables):
                kept = set(con.execute("SELECT name, seq FROM main.sqlite_sequence").fetchall())
            seq = con.execute("SELECT name, seq FROM old.sqlite_sequence").fetchall()
            left_out += _unwritten("sqlite_sequence", seq, kept)
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
