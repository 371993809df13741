"""A throw-away PostgreSQL cluster for the store benchmark: initdb in a temp dir, a unix socket.

Durability settings are the server's defaults (fsync on, synchronous commit), as a deployment
would run them — unlike the test suite's cluster, which turns them off for speed. As root the
server runs as the ``postgres`` system user (PostgreSQL refuses root).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def pg_bin() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl``: $ARENA_PG_BIN, Debian's layout, or PATH."""
    candidates = [os.environ.get("ARENA_PG_BIN", "")]
    candidates += sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
    found = shutil.which("initdb")
    candidates.append(str(Path(found).parent) if found else "")
    for folder in filter(None, candidates):
        if (Path(folder) / "initdb").is_file() and (Path(folder) / "pg_ctl").is_file():
            return Path(folder)
    return None


def _as_server_user(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


@contextmanager
def cluster() -> Iterator[str]:
    """Yields the URL of an empty database on a new local server; removes it all afterwards."""
    folder = pg_bin()
    if folder is None:
        raise RuntimeError(
            "PostgreSQL server binaries (initdb, pg_ctl) not found; set ARENA_PG_BIN"
        )
    root = Path(tempfile.mkdtemp(prefix="bench-pg-"))  # short: unix socket paths are limited
    if os.geteuid() == 0:
        shutil.chown(root, user="postgres")
    data, log = root / "data", root / "server.log"
    initdb = [str(folder / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
    initdb += ["-E", "UTF8", "--locale=C", "--no-instructions"]
    made = subprocess.run(_as_server_user(initdb), capture_output=True, text=True)
    if made.returncode != 0:
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"initdb failed:\n{made.stderr[-2000:]}")
    options = f"-k {root} -c listen_addresses=''"
    pg_ctl = [str(folder / "pg_ctl"), "-D", str(data), "-l", str(log), "-o", options, "-w", "-s"]
    started = subprocess.run(_as_server_user([*pg_ctl, "start"]), capture_output=True, text=True)
    if started.returncode != 0:
        tail = log.read_text()[-2000:] if log.exists() else started.stderr
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"the benchmark's PostgreSQL server did not start:\n{tail}")
    try:
        yield f"postgresql://postgres@/postgres?host={root}"
    finally:
        stop = [str(folder / "pg_ctl"), "-D", str(data), "-m", "fast", "-s", "stop"]
        subprocess.run(_as_server_user(stop), capture_output=True)
        shutil.rmtree(root, ignore_errors=True)
