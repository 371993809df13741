"""The PostgreSQL role layout of docs/operator.md: the application's role owns nothing, so it
cannot disable or drop the append-only triggers; the owner can, and the hash chain shows it."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.runs.resume import AuditBroken
from arena.store import open_store
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
