"""A clone of a PostgreSQL store never acts beside its original (durable31 F5).

``CREATE DATABASE c2 TEMPLATE c1`` (or a dump restored into another database, as a staging copy
is) holds the same approved, paused runs and its own side-effect ledger: resuming both booked
every approval twice, without a word. A PostgreSQL store now keeps its id and its home — the
server's system identifier, the database's and the schema's oids — in ``arena_meta``, as an
SQLite store keeps its path (``test_store_copy_home.py``): a clone whose original still holds
that id is refused before it answers, claims or books, until ``--adopt-copy`` makes it the store.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from arena.errors import UserError
from arena.runs import resume_run
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from conftest_postgres import PostgresServer
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting

ACTOR = Responder(name="t", interface="cli")


class Databases:
    """Databases of their own on the test server (a template clone copies a whole database)."""

    def __init__(self, server: PostgresServer) -> None:
        self.admin = server.admin_url
        self.made: list[str] = []

    def url(self, name: str) -> str:
        return self.admin.replace("@/postgres?", f"@/{name}?")

    def create(self, template: str | None = None) -> str:
        name = f"c_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(self.admin, autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}" + (f" TEMPLATE {template}" if template else ""))
        self.made.append(name)
        return name

    def drop(self, name: str) -> None:
        with psycopg.connect(self.admin, autocommit=True) as db:
            db.execute(f"DROP DATABASE {name} WITH (FORCE)")
        self.made.remove(name)

    def meta(self, name: str) -> dict[str, str]:
        with psycopg.connect(self.url(name)) as db:
            rows = db.execute("SELECT key, value FROM arena_meta").fetchall()
        return {str(k): str(v) for k, v in rows}

    def status(self, name: str, run_id: str) -> str:
        with psycopg.connect(self.url(name)) as db:
            row = db.execute("SELECT status FROM runs WHERE id = %s", (run_id,)).fetchone()
        assert row is not None
        return str(row[0])


@pytest.fixture
def dbs(postgres_server: PostgresServer) -> Iterator[Databases]:
    made = Databases(postgres_server)
    yield made
    for name in list(made.made):
        made.drop(name)


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def approved(dbs: Databases) -> tuple[str, str]:
    """A database holding one approved, paused Booker run (its store closed)."""
    name = dbs.create()
    store = PostgresStore(dbs.url(name))
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    store.close()
    return name, run_id


def resume(url: str, run_id: str) -> str:
    store = PostgresStore(url)
    try:
        return asyncio.run(resume_run(run_id, store, adapter=Booker())).status
    finally:
        store.close()


def test_a_template_clone_is_refused_while_its_original_exists(
    dbs: Databases, ledger: Path
) -> None:
    original, run_id = approved(dbs)
    clone = dbs.create(template=original)

    with pytest.raises(UserError) as refused:
        resume(dbs.url(clone), run_id)

    said = str(refused.value)
    assert f"is a copy of database {original}" in said and clone in said
    assert "still exists" in said and "twice" in said and "--adopt-copy" in said
    assert dbs.status(clone, run_id) == "waiting"  # nothing claimed in the clone
    assert resume(dbs.url(original), run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]  # booked once, not once per database


def test_an_adopted_clone_is_the_store_and_the_original_refuses_even_when_open(
    dbs: Databases, ledger: Path
) -> None:
    original, run_id = approved(dbs)
    clone = dbs.create(template=original)
    open_before = PostgresStore(dbs.url(original))  # an `arena worker` running on the original
    open_before.check_home()

    adopted = PostgresStore(dbs.url(clone))
    adopted.check_home(adopt=True)
    adopted.close()

    with pytest.raises(UserError, match="it was moved while this process ran"):
        open_before.claim(run_id, "w:1", ttl_s=60, actor=ACTOR)
    open_before.close()
    assert resume(dbs.url(clone), run_id) == "completed"
    with pytest.raises(UserError, match=f"was moved to database {clone}"):
        resume(dbs.url(original), run_id)
    assert ledger_lines(ledger) == ["R-102"]
    assert dbs.meta(original)["moved_to"] == dbs.meta(clone)["home"]
    store = PostgresStore(dbs.url(clone))
    notes = [e.note for e in store.history(run_id) if e.transition == "run.store_adopted"]
    store.close()
    assert notes == [
        f"this copy at database {clone}, schema public was made the store (--adopt-copy); "
        f"database {original}, schema public is marked moved"
    ]


def _resumed(url: str, run_id: str) -> str:
    try:
        return resume(url, run_id)
    except UserError as exc:
        return f"refused: {exc}"


@pytest.mark.parametrize("adopted", [0, 1])
def test_two_clones_of_a_dropped_original_book_once(
    dbs: Databases, ledger: Path, adopted: int
) -> None:
    """``CREATE DATABASE a TEMPLATE c1; CREATE DATABASE b TEMPLATE c1; DROP DATABASE c1``: each
    clone found its home gone and took its own database as home, and resuming both booked R-102
    twice (durable33). A rename keeps the oids, so a home that is gone is a clone's: each waits
    for --adopt-copy, and the one adopted books."""
    original, run_id = approved(dbs)
    clones = [dbs.create(template=original), dbs.create(template=original)]
    dbs.drop(original)

    said = [_resumed(dbs.url(name), run_id) for name in clones]

    assert ledger_lines(ledger) == [], said
    for name, refusal in zip(clones, said, strict=True):
        assert refusal.startswith("refused: ") and name in refusal, refusal
        assert f"made from database {original}, schema public, which is gone" in refusal
        assert "twice" in refusal and "--adopt-copy" in refusal
    store = PostgresStore(dbs.url(clones[adopted]))
    store.check_home(adopt=True)
    store.close()
    assert resume(dbs.url(clones[adopted]), run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]


def test_a_renamed_database_is_the_store(dbs: Databases, ledger: Path) -> None:
    """``ALTER DATABASE … RENAME TO`` keeps the database's oid: nothing to refuse."""
    original, run_id = approved(dbs)
    renamed = f"r_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(dbs.admin, autocommit=True) as db:
        db.execute(f"ALTER DATABASE {original} RENAME TO {renamed}")
    dbs.made[dbs.made.index(original)] = renamed

    assert resume(dbs.url(renamed), run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]


def test_a_store_restored_on_another_server_waits_for_adopt_copy(dbs: Databases) -> None:
    """Another server (a dump restored there, pg_upgrade's new cluster) cannot be asked whether
    the original still runs: the store refuses until an operator says which one is the store."""
    name = dbs.create()
    PostgresStore(dbs.url(name)).close()
    home = dbs.meta(name)["home"]
    elsewhere = "pg:1" + home[home.index("/") :]  # what the store says of the server it was on
    with psycopg.connect(dbs.url(name), autocommit=True) as db:
        db.execute("UPDATE arena_meta SET value = %s WHERE key = 'home'", (elsewhere,))

    store = PostgresStore(dbs.url(name))
    with pytest.raises(UserError, match="another PostgreSQL server"):
        store.check_home()
    store.check_home(adopt=True)
    store.close()
    assert dbs.meta(name)["home"] == home


def test_schemas_of_one_database_are_stores_of_their_own(postgres_url: str) -> None:
    """Every store test has a schema of its own in one database: none is a copy of another."""
    store = PostgresStore(postgres_url)
    store.check_home()
    start_waiting(store)
    store.close()


def test_a_role_refused_the_system_identifier_still_tells_clones_apart(dbs: Databases) -> None:
    """A managed server may refuse ``pg_control_system()``: the home then names no server
    (``pg:-/…``), and a clone on the same server is still refused."""
    name = dbs.create()
    role = f"r_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(dbs.url(name), autocommit=True) as db:
        db.execute("REVOKE EXECUTE ON FUNCTION pg_control_system() FROM PUBLIC")
        db.execute(f"CREATE ROLE {role} LOGIN")
        db.execute(f"GRANT ALL ON SCHEMA public TO {role}")
    as_role = dbs.url(name).replace("postgres@", f"{role}@")
    PostgresStore(as_role).close()
    assert dbs.meta(name)["home"].startswith("pg:-/")
    clone = dbs.create(template=name)

    store = PostgresStore(dbs.url(clone).replace("postgres@", f"{role}@"))
    with pytest.raises(UserError, match=f"is a copy of database {name}"):
        store.check_home()
    store.close()
