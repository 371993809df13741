"""A synchronous standby promoted is refused once, naming the fix; after it nothing is booked twice.

A failover to a synchronous standby loses nothing, but starts a new timeline, and nothing in the
store tells it from a point-in-time restore (durable41/42 left the refusal as it is; session 42's
note asked that it name the fix). Here a real standby streams from the primary with
``synchronous_standby_names = '*'``, every act is confirmed on it, the primary stops and the
standby is promoted: the next act is refused with what happened and ``--adopt-copy``; once a
person passes it, the waiting approval books once, the booking made before the failover is
kept and not made again, and nothing is refused again.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from click.testing import CliRunner
from test_s41_pitr_timeline import Server, _approved, _sh
from test_store_postgres_clone import resume

import pg_server as pg
from arena.cli import main
from arena.errors import UserError
from arena.store.home_record import HOMES_ENV
from arena.store.postgres import PostgresStore
from store_support import LEDGER_ENV, ledger_lines

WAIT_S = 30.0


class Pair(Server):
    """A primary and its synchronous standby (on a socket folder of its own)."""

    @property
    def standby_url(self) -> str:
        return pg.url(self.root / "sb")

    def start_standby(self) -> None:
        standby, sock = self.root / "standby", self.root / "sb"
        _sh("mkdir", str(sock))
        conninfo = f"host={self.root} user=postgres application_name=sb"
        _sh(
            str(self.bin / "pg_basebackup"),
            "-D",
            str(standby),
            "-R",
            "-X",
            "stream",
            "-d",
            conninfo,
        )
        options = f"-k {sock} -c listen_addresses='' -c fsync=off"
        log = str(self.root / "standby.log")
        _sh(
            str(self.bin / "pg_ctl"),
            "-D",
            str(standby),
            "-l",
            log,
            "-o",
            options,
            "-w",
            "-s",
            "start",
        )
        with psycopg.connect(self.url, autocommit=True) as primary:
            primary.execute("ALTER SYSTEM SET synchronous_standby_names = '*'")
            primary.execute("SELECT pg_reload_conf()")
            deadline = time.monotonic() + WAIT_S
            while (
                primary.execute(
                    "SELECT 1 FROM pg_stat_replication WHERE sync_state = 'sync'"
                ).fetchone()
                is None
            ):
                assert time.monotonic() < deadline, "the standby never became synchronous"
                primary.execute("SELECT pg_sleep(0.02)")

    def fail_over(self) -> None:
        """The primary stops; the standby is promoted (a new timeline)."""
        self.stop()
        _sh(str(self.bin / "pg_ctl"), "-D", str(self.root / "standby"), "-w", "-s", "promote")

    def stop_standby(self) -> None:
        stop = [str(self.bin / "pg_ctl"), "-D", str(self.root / "standby"), "-m", "immediate"]
        _sh(*stop, "-s", "stop")


@pytest.fixture
def pair() -> Iterator[Pair]:
    folder = pg.pg_bin()
    if folder is None or not (folder / "pg_basebackup").is_file():
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) not found")
    settings = ("synchronous_commit=on",)  # after durable=False's off: a commit waits for sb
    with pg.server(folder, durable=False, settings=settings, what="failover primary") as root:
        made = Pair(folder, root)
        made.start_standby()
        try:
            yield made
        finally:
            made.stop_standby()


def _timeline(url: str) -> int:
    with psycopg.connect(url, autocommit=True) as admin:
        row = admin.execute("SELECT substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)").fetchone()
    return int(row[0], 16)  # type: ignore[index]


def test_a_promoted_synchronous_standby_is_refused_once_naming_the_fix(
    pair: Pair, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "homes"))  # this machine's records, kept
    url = pair.db()
    booked, waiting = _approved(url), _approved(url)
    assert resume(url, booked) == "completed"
    assert ledger_lines(ledger) == ["R-102"]

    pair.fail_over()
    moved = url.replace(f"host={pair.root}", f"host={pair.root / 'sb'}")
    assert moved != url and _timeline(moved) == 2

    with pytest.raises(UserError) as refused:
        resume(moved, waiting)
    said = " ".join(str(refused.value).split())
    assert "last acted on PostgreSQL timeline 1 and the server is now on timeline 2" in said
    assert "or a standby was promoted" in said
    assert "nothing was written" in said
    assert "pass --adopt-copy once to go on with this store as it is" in said
    pending = CliRunner().invoke(main, ["pending", "--store", moved])
    assert pending.exit_code == 0 and "--adopt-copy" in " ".join(pending.output.split())
    assert "Traceback" not in pending.output
    assert ledger_lines(ledger) == ["R-102"]

    store = PostgresStore(moved)  # what --adopt-copy does, once
    try:
        store.check_home(adopt=True)
    finally:
        store.close()
    assert resume(moved, waiting) == "completed"  # refused once: not again
    assert ledger_lines(ledger) == ["R-102", "R-102"]  # one booking per run, none twice
    with pytest.raises(UserError, match="is already completed; there is nothing to resume"):
        resume(moved, booked)
    assert ledger_lines(ledger) == ["R-102", "R-102"]
    store = PostgresStore(moved)
    try:
        for run_id in (booked, waiting):
            (effect,) = store.side_effects(run_id)
            assert effect.status == "ok"
        assert store.behind() is None
    finally:
        store.close()
