"""A real PostgreSQL server for the store tests, started by the test run itself (DESIGN §8).

One throw-away cluster per test process (per xdist worker): ``initdb`` into a temp dir, started
with ``pg_ctl`` on a unix socket in that dir (no TCP port to collide on), fsync off — about a
second — and stopped at the end of the session. Each test gets its own schema in it
(:func:`postgres_url`), so tests never see each other's runs. PostgreSQL refuses to run as root,
so as root the server runs as the ``postgres`` system user. Tests skip only when the server
binaries are absent (``ARENA_PG_BIN`` names their folder when they are not in the usual places).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest


def pg_bin() -> Path | None:
    """The folder with ``initdb`` and ``pg_ctl``: $ARENA_PG_BIN, Debian's layout, or PATH."""
    candidates = [os.environ.get("ARENA_PG_BIN", "")]
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    found = shutil.which("initdb")
    candidates.append(str(Path(found).parent) if found else "")
    for folder in filter(None, candidates):
        if (Path(folder) / "initdb").is_file() and (Path(folder) / "pg_ctl").is_file():
            return Path(folder)
    return None


@dataclass
class PostgresServer:
    socket_dir: Path

    @property
    def admin_url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.socket_dir}"

    def fresh_url(self) -> str:
        """A URL whose tables live in a new, empty schema of their own."""
        import psycopg

        schema = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        return f"{self.admin_url}&options=-csearch_path%3D{schema}"


def _as_server_user(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    folder = pg_bin()
    if folder is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found; set ARENA_PG_BIN")
    root = Path(tempfile.mkdtemp(prefix="arena-pg-"))  # short: unix socket paths are limited
    if os.geteuid() == 0:
        shutil.chown(root, user="postgres")
    data, log = root / "data", root / "server.log"
    run = _as_server_user
    initdb = [str(folder / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
    initdb += ["--no-sync", "-E", "UTF8", "--locale=C", "--no-instructions"]
    made = subprocess.run(run(initdb), capture_output=True, text=True)
    if made.returncode != 0:
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"initdb failed for the test PostgreSQL server:\n{made.stderr}")
    options = (
        f"-k {root} -c listen_addresses='' -c fsync=off -c full_page_writes=off "
        "-c synchronous_commit=off -c shared_buffers=16MB -c max_connections=60"
    )
    pg_ctl = [str(folder / "pg_ctl"), "-D", str(data), "-l", str(log), "-o", options, "-w", "-s"]
    started = subprocess.run(run([*pg_ctl, "start"]), capture_output=True, text=True)
    if started.returncode != 0:
        tail = log.read_text()[-2000:] if log.exists() else started.stderr
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"the test PostgreSQL server did not start:\n{tail}")
    try:
        yield PostgresServer(socket_dir=root)
    finally:
        subprocess.run(
            run([str(folder / "pg_ctl"), "-D", str(data), "-m", "immediate", "-s", "stop"]),
            capture_output=True,
        )
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A store URL of the test's own: a fresh schema on the session's server."""
    return postgres_server.fresh_url()
