"""A real PostgreSQL server for the store tests, started by the test run itself (docs/architecture.md).

One throw-away cluster per test process (per xdist worker): ``initdb`` into a temp dir, started
with ``pg_ctl`` on a unix socket in that dir (no TCP port to collide on), fsync off — about a
second — and stopped at the end of the session. Each test gets its own schema in it
(:func:`postgres_url`), so tests never see each other's runs. PostgreSQL refuses to run as root,
so as root the server runs as the ``postgres`` system user. Tests skip only when the server
binaries are absent (``ARENA_PG_BIN`` names their folder when they are not in the usual places).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from bench import pg


@dataclass
class PostgresServer:
    socket_dir: Path

    @property
    def admin_url(self) -> str:
        return pg.url(self.socket_dir)

    def fresh_url(self) -> str:
        """A URL whose tables live in a new, empty schema of their own."""
        import psycopg

        schema = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        return f"{self.admin_url}&options=-csearch_path%3D{schema}"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    folder = pg.pg_bin()
    if folder is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found; set ARENA_PG_BIN")
    settings = ("shared_buffers=16MB", "max_connections=60")
    with pg.server(folder, durable=False, settings=settings, what="test PostgreSQL server") as root:
        yield PostgresServer(socket_dir=root)


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A store URL of the test's own: a fresh schema on the session's server."""
    return postgres_server.fresh_url()
