"""A throw-away PostgreSQL cluster: initdb in a temp dir, a unix socket, removed afterwards.

The store benchmark runs it with the server's durability defaults (fsync on, synchronous commit),
as a deployment would; the test suite (tests/conftest_postgres.py) starts the same server with
them off for speed. As root the server runs as the ``postgres`` system user (PostgreSQL refuses
root).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
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
def server(
    folder: Path, *, durable: bool = True, settings: Sequence[str] = (), what: str = "server"
) -> Iterator[Path]:
    """Starts a new cluster on a unix socket; yields the socket's folder; removes it all afterwards.

    ``durable=False`` trades crash safety for speed (no fsync, no synchronous commit, immediate
    stop): fine for a cluster thrown away at the end, as the test suite's is. ``settings`` adds
    ``-c`` server settings; ``what`` names the server in errors.
    """
    root = Path(tempfile.mkdtemp(prefix="arena-pg-"))  # short: unix socket paths are limited
    if os.geteuid() == 0:
        shutil.chown(root, user="postgres")
    data, log = root / "data", root / "server.log"
    initdb = [str(folder / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
    initdb += ["-E", "UTF8", "--locale=C", "--no-instructions"] + ([] if durable else ["--no-sync"])
    made = subprocess.run(_as_server_user(initdb), capture_output=True, text=True)
    if made.returncode != 0:
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"initdb failed for the {what}:\n{made.stderr[-2000:]}")
    fast = () if durable else ("fsync=off", "full_page_writes=off", "synchronous_commit=off")
    options = " ".join(
        [f"-k {root} -c listen_addresses=''", *(f"-c {s}" for s in (*fast, *settings))]
    )
    pg_ctl = [str(folder / "pg_ctl"), "-D", str(data), "-l", str(log), "-o", options, "-w", "-s"]
    started = subprocess.run(_as_server_user([*pg_ctl, "start"]), capture_output=True, text=True)
    if started.returncode != 0:
        tail = log.read_text()[-2000:] if log.exists() else started.stderr
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"the {what} did not start:\n{tail}")
    try:
        yield root
    finally:
        mode = "fast" if durable else "immediate"
        stop = [str(folder / "pg_ctl"), "-D", str(data), "-m", mode, "-s", "stop"]
        subprocess.run(_as_server_user(stop), capture_output=True)
        shutil.rmtree(root, ignore_errors=True)


def restart(folder: Path, root: Path) -> float:
    """Restart the server of :func:`server` on ``root`` (``-m fast``: every connection is cut,
    transactions in flight roll back); returns the seconds until it accepts connections again."""
    data, log = root / "data", root / "server.log"
    pg_ctl = [str(folder / "pg_ctl"), "-D", str(data), "-l", str(log), "-m", "fast", "-w", "-s"]
    clock = time.perf_counter()
    done = subprocess.run(_as_server_user([*pg_ctl, "restart"]), capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"the server did not restart:\n{done.stderr[-2000:]}")
    return time.perf_counter() - clock


def url(socket_dir: Path) -> str:
    """The superuser's URL for the default database of the server on ``socket_dir``."""
    return f"postgresql://postgres@/postgres?host={socket_dir}"


@contextmanager
def cluster() -> Iterator[str]:
    """Yields the URL of an empty database on a new local server, with durable defaults."""
    folder = pg_bin()
    if folder is None:
        raise RuntimeError(
            "PostgreSQL server binaries (initdb, pg_ctl) not found; set ARENA_PG_BIN"
        )
    with server(folder, what="benchmark's PostgreSQL server") as socket_dir:
        yield url(socket_dir)
