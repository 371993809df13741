"""The PostgreSQL role layout of docs/operator.md: the application's role owns nothing, so it
cannot disable or drop the append-only triggers; the owner can, and the hash chain shows it."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from arena.errors import StoreError, UserError
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.runs.resume import AuditBroken
from arena.store import open_store
from arena.store.postgres import PostgresStore
from arena.store.postgres_roles import app_grants
from arena.types import InputResponse, Responder
from conftest_postgres import PostgresServer
from store_support import Booker, start_waiting

psycopg = pytest.importorskip("psycopg")


def _url(server: PostgresServer, role: str, schema: str) -> str:
    base = server.admin_url.replace("postgres@", f"{role}@", 1)
    return f"{base}&options=-csearch_path%3D{schema}"


def test_the_application_role_cannot_switch_the_audit_triggers_off(
    postgres_server: PostgresServer,
) -> None:
    tag = uuid.uuid4().hex[:8]
    schema, owner, app = f"roles_{tag}", f"owner_{tag}", f"app_{tag}"
    with psycopg.connect(postgres_server.admin_url, autocommit=True) as c:
        c.execute(f"CREATE ROLE {owner} LOGIN")
        c.execute(f"CREATE ROLE {app} LOGIN")
        c.execute(f"CREATE SCHEMA {schema} AUTHORIZATION {owner}")
    owner_url, app_url = _url(postgres_server, owner, schema), _url(postgres_server, app, schema)
    open_store(owner_url).close()  # the owner migrates, once
    with psycopg.connect(owner_url, autocommit=True) as c:
        c.execute(app_grants(schema, app))

    with open_store(app_url) as store:  # the application works as usual...
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
        alice = Responder(name="alice", interface="cli")
        store.answer(InputResponse(request_id=request_id, option_id="approve", responder=alice))
    LIVE.pop(run_id, None)

    with psycopg.connect(app_url, autocommit=True) as c:  # ...but cannot rewrite history
        owned = c.execute(
            "SELECT count(*) AS n FROM pg_class WHERE relowner = "
            "(SELECT oid FROM pg_roles WHERE rolname = current_user)"
        ).fetchone()
        assert owned[0] == 0
        for statement in (
            "ALTER TABLE audit DISABLE TRIGGER ALL",
            "ALTER TABLE responses DISABLE TRIGGER responses_append_only",
            "DROP TRIGGER audit_append_only ON audit",
            "SET session_replication_role = replica",
            "UPDATE responses SET option_id = 'deny'",
            "UPDATE audit SET actor = 'bob'",
            "DELETE FROM audit",
        ):
            with pytest.raises(psycopg.Error):
                c.execute(statement)

    with psycopg.connect(owner_url, autocommit=True) as c:  # the owner can: the chain shows it
        c.execute("ALTER TABLE responses DISABLE TRIGGER USER")
        c.execute("UPDATE responses SET option_id = 'deny', responder = 'bob'")
    with open_store(app_url) as store:
        broken = store.verify_audit().broken
        assert broken is not None and request_id in broken.reason
        with pytest.raises(AuditBroken):
            asyncio.run(resume_run(run_id, store, adapter=Booker()))


def test_adopting_and_renaming_under_the_two_roles(postgres_server: PostgresServer) -> None:
    """``--adopt-copy`` writes ``arena_meta`` (an UPDATE), which the application role may not:
    refused with what to do, nothing written, and done once as the owner the application role
    works on the adopted clone and is refused on the original. A clone whose original was
    dropped (a rename by copying) is refused until adopted, as the owner too: another clone of
    that original may be acting (two such clones each booked R-102: durable33)."""
    tag = uuid.uuid4().hex[:8]
    owner, app = f"owner_{tag}", f"app_{tag}"
    admin = postgres_server.admin_url
    names = [f"d1_{tag}", f"d2_{tag}", f"d3_{tag}"]

    def url(db: str, role: str) -> str:
        at = admin.replace("postgres@", f"{role}@", 1).replace("@/postgres?", f"@/{db}?", 1)
        return f"{at}&options=-csearch_path%3Darena"

    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f"CREATE ROLE {owner} LOGIN")
        c.execute(f"CREATE ROLE {app} LOGIN")
        c.execute(f"CREATE DATABASE {names[0]} OWNER {owner}")
    with psycopg.connect(admin.replace("@/postgres?", f"@/{names[0]}?", 1), autocommit=True) as c:
        c.execute(f"CREATE SCHEMA arena AUTHORIZATION {owner}")
    try:
        PostgresStore(url(names[0], owner)).close()  # the owner migrates
        with psycopg.connect(url(names[0], owner), autocommit=True) as c:
            c.execute(app_grants("arena", app))
        with PostgresStore(url(names[0], app)) as store:
            store.check_home()
            run_id = start_waiting(store)
            store.answer(
                InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve")
            )
        with psycopg.connect(admin, autocommit=True) as c:
            c.execute(f"CREATE DATABASE {names[1]} TEMPLATE {names[0]}")

        once = "once as the role that owns the store.s tables"
        with PostgresStore(url(names[1], app)) as clone, pytest.raises(StoreError, match=once):
            clone.check_home(adopt=True)  # adopting needs the owner
        with PostgresStore(url(names[1], owner)) as clone:
            clone.check_home(adopt=True)
        with PostgresStore(url(names[1], app)) as clone:
            clone.check_home()  # the application role works on the adopted clone...
            assert clone.run(run_id).status == "waiting"
        with PostgresStore(url(names[0], app)) as original, pytest.raises(UserError, match="moved"):
            original.check_home()  # ...and is refused on the original

        with psycopg.connect(admin, autocommit=True) as c:  # rename the store by copying
            c.execute(f"CREATE DATABASE {names[2]} TEMPLATE {names[1]}")
            c.execute(f"DROP DATABASE {names[1]} WITH (FORCE)")
        with PostgresStore(url(names[2], app)) as renamed, pytest.raises(UserError) as refused:
            renamed.check_home()
        said = str(refused.value)
        assert f"made from database {names[1]}, schema arena, which is gone" in said
        assert "--adopt-copy" in said  # a clone, as another one made from names[1] would be
        with PostgresStore(url(names[2], app)) as renamed, pytest.raises(StoreError, match=once):
            renamed.check_home(adopt=True)  # adopting needs the owner
        with PostgresStore(url(names[2], owner)) as renamed:
            renamed.check_home(adopt=True)
        with PostgresStore(url(names[2], app)) as renamed:
            renamed.check_home()
            assert renamed.run(run_id).status == "waiting"
    finally:
        with psycopg.connect(admin, autocommit=True) as c:
            for name in names:
                c.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            c.execute(f"DROP ROLE IF EXISTS {owner}")
            c.execute(f"DROP ROLE IF EXISTS {app}")


def test_an_older_schema_opened_as_the_application_role_says_who_migrates(
    postgres_server: PostgresServer,
) -> None:
    """The application role owns no table, so it cannot migrate a store an upgrade left at an
    older schema: it said only 'must be owner of table legs'. It now says the schema versions,
    that nothing changed, and to run one command as the owner and the grants again."""
    from arena.store.postgres_schema import MIGRATIONS, SCHEMA_VERSION
    from arena.store.sql_version import APPLICATION

    tag = uuid.uuid4().hex[:8]
    schema, owner, app = f"older_{tag}", f"owner_{tag}", f"app_{tag}"
    with psycopg.connect(postgres_server.admin_url, autocommit=True) as c:
        c.execute(f"CREATE ROLE {owner} LOGIN")
        c.execute(f"CREATE ROLE {app} LOGIN")
        c.execute(f"CREATE SCHEMA {schema} AUTHORIZATION {owner}")
    owner_url, app_url = _url(postgres_server, owner, schema), _url(postgres_server, app, schema)
    older = SCHEMA_VERSION - 1
    with psycopg.connect(owner_url, autocommit=True) as c:  # the release before this one's store
        for migration in MIGRATIONS[:older]:
            c.execute(migration)
        c.execute(
            "INSERT INTO arena_meta (key, value) VALUES ('application', %s), "
            "('schema_version', %s)",
            (APPLICATION, str(older)),
        )
        c.execute(app_grants(schema, app))

    with pytest.raises(StoreError) as refused:
        open_store(app_url)
    said = str(refused.value)
    assert f"is at schema {older} and this release needs {SCHEMA_VERSION}" in said
    assert "nothing was changed" in said and "the role that owns the store's tables" in said
    assert "app_grants" in said
    open_store(owner_url).close()  # the owner migrates
    with psycopg.connect(owner_url, autocommit=True) as c:
        c.execute(app_grants(schema, app))
    with open_store(app_url) as store:
        start_waiting(store)
