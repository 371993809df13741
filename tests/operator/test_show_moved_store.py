"""``arena show`` in a store an adoption marked moved names the store that acts (durable34).

After ``--adopt-copy`` in ``cq2``, ``arena show RUN --store cq1/a.db`` said the run was durable,
"any process can resume it", and offered ``next  arena approve … --store /abs/cq1/a.db``, a
command that store refuses (it was moved). It now says the store was marked moved and where, and
its next commands name the adopted copy.
"""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from arena.store.postgres import PostgresStore
from conftest_postgres import PostgresServer
from store_support import start_waiting


@pytest.mark.parametrize("shown", ["run", "request"])
def test_show_in_a_store_marked_moved_names_the_adopted_copy(tmp_path: Path, shown: str) -> None:
    (tmp_path / "cq1").mkdir()
    (tmp_path / "cq2").mkdir()
    original = tmp_path / "cq1" / "a.db"
    store = SQLiteStore(original)
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.close()
    for part in original.parent.glob("a.db*"):
        shutil.copy(part, tmp_path / "cq2" / part.name)
    copied = (tmp_path / "cq2" / "a.db").resolve()
    store = SQLiteStore(copied)
    store.check_home(adopt=True)
    store.close()

    ident = run_id if shown == "run" else request_id
    runner = CliRunner(env={"COLUMNS": "300"})
    result = runner.invoke(main, ["show", ident, "--store", str(original)])

    assert result.exit_code == 0, result.output
    assert f"this store was marked moved to {copied} (--adopt-copy there)" in result.output
    assert f"arena approve {request_id} --store {copied}" in result.output
    assert f"--store {original.resolve()}" not in result.output


def test_show_in_a_postgres_store_marked_moved_says_where(postgres_server: PostgresServer) -> None:
    import psycopg

    admin = postgres_server.admin_url
    names = [f"c_{uuid.uuid4().hex[:10]}" for _ in range(2)]
    original, clone = names
    url = admin.replace("@/postgres?", f"@/{original}?")
    try:
        with psycopg.connect(admin, autocommit=True) as db:
            db.execute(f"CREATE DATABASE {original}")
        store = PostgresStore(url)
        run_id = start_waiting(store)
        store.close()
        with psycopg.connect(admin, autocommit=True) as db:
            db.execute(f"CREATE DATABASE {clone} TEMPLATE {original}")
        store = PostgresStore(admin.replace("@/postgres?", f"@/{clone}?"))
        store.check_home(adopt=True)
        store.close()

        runner = CliRunner(env={"COLUMNS": "300"})
        result = runner.invoke(main, ["show", run_id, "--store", url])
    finally:
        with psycopg.connect(admin, autocommit=True) as db:
            for name in names:
                db.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    assert result.exit_code == 0, result.output
    assert f"this store was marked moved to database {clone}, schema public" in result.output


def test_pending_in_a_store_marked_moved_says_so_and_names_the_adopted_copy(
    tmp_path: Path,
) -> None:
    (tmp_path / "cq1").mkdir()
    (tmp_path / "cq2").mkdir()
    original = tmp_path / "cq1" / "a.db"
    store = SQLiteStore(original)
    start_waiting(store)
    store.close()
    for part in original.parent.glob("a.db*"):
        shutil.copy(part, tmp_path / "cq2" / part.name)
    copied = (tmp_path / "cq2" / "a.db").resolve()
    store = SQLiteStore(copied)
    store.check_home(adopt=True)
    store.close()

    result = CliRunner(env={"COLUMNS": "300"}).invoke(main, ["pending", "--store", str(original)])

    assert result.exit_code == 0, result.output
    assert f"this store was marked moved to {copied} (--adopt-copy there)" in result.output
    assert f"arena approve <request> --store {copied}" in result.output
    assert f"--store {original.resolve()}" not in result.output
