"""A PostgreSQL store restored to a point in time books nothing again, records folder or not.

A base backup restored and recovered (a point-in-time restore) puts back the store as it was —
trail, ledger, ``arena_meta``, the server's system identifier and every oid — so only this
machine's record of the store's last act told it (arena.store.high_water). A worker whose
records folder was not kept (a new container) resumed the approval the backup held and booked
R-102 a second time (durable41). The restored server is on a new timeline, which no restore
puts back: an answer, claim or side effect on a timeline the store never acted on is refused
until a person passes ``--adopt-copy``. A restart (same timeline), a store first used on the
new timeline and a store from before timelines were recorded act as before.

The tests here share a server of their own (a restore stops it and replaces its data folder);
each test makes its own databases and backup.
"""

from __future__ import annotations

import subprocess
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest
from click.testing import CliRunner
from test_store_postgres_clone import resume

import pg_server as pg
from arena.cli import main
from arena.errors import UserError
from arena.store.home_record import HOMES_ENV
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import LEDGER_ENV, ledger_lines, start_waiting

WORKER = Responder(name="worker", interface="system")


@dataclass
class Server:
    bin: Path
    root: Path

    @property
    def url(self) -> str:
        return pg.url(self.root)

    def db(self) -> str:
        name = f"s_{uuid.uuid4().hex[:8]}"
        with psycopg.connect(self.url, autocommit=True) as admin:
            admin.execute(f"CREATE DATABASE {name}")
        return self.url.replace("@/postgres?", f"@/{name}?")

    def _ctl(self, *args: str) -> None:
        data, log = self.root / "data", self.root / "server.log"
        cmd = [str(self.bin / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-s", *args]
        _sh(*cmd)

    def stop(self) -> None:
        self._ctl("-m", "fast", "stop")

    def start(self) -> None:
        self._ctl("-o", f"-k {self.root} -c listen_addresses='' -c fsync=off", "start")
        with psycopg.connect(self.url, autocommit=True) as admin:
            while admin.execute("SELECT pg_is_in_recovery()").fetchone()[0]:  # type: ignore[index]
                admin.execute("SELECT pg_sleep(0.02)")

    def backup(self) -> None:
        """A base backup: the data folder copied while the server is stopped."""
        self.stop()
        _sh("rm", "-rf", str(self.root / "backup"))
        _sh("cp", "-a", str(self.root / "data"), str(self.root / "backup"))
        self.start()

    def restore(self) -> None:
        """The backup put back and recovered (recovery.signal): a new timeline, as a PITR."""
        self.stop()
        data = self.root / "data"
        _sh("rm", "-rf", str(data))
        _sh("cp", "-a", str(self.root / "backup"), str(data))
        _sh(
            "sh",
            "-c",
            f"touch {data}/recovery.signal && "
            f"echo \"restore_command = 'false'\" >> {data}/postgresql.auto.conf",
        )
        self.start()

    def timeline(self) -> int:
        with psycopg.connect(self.url, autocommit=True) as admin:
            row = admin.execute("SELECT timeline_id FROM pg_control_checkpoint()").fetchone()
        return int(row[0])  # type: ignore[index]


def _sh(*cmd: str) -> None:
    done = subprocess.run(pg._as_server_user(list(cmd)), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    folder = pg.pg_bin()
    if folder is None:
        pytest.skip("PostgreSQL server binaries (initdb, pg_ctl) not found; set ARENA_PG_BIN")
    with pg.server(folder, durable=False, what="PITR test server") as root:
        yield Server(folder, root)


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "homes"))
    return path


def _approved(url: str) -> str:
    store = PostgresStore(url)
    try:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        return run_id
    finally:
        store.close()


def _status(url: str, run_id: str) -> str:
    store = PostgresStore(url)
    try:
        return store.run(run_id).status
    finally:
        store.close()


def test_a_store_restored_to_a_point_in_time_does_not_book_again(
    server: Server, ledger: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = server.db()
    run_id = _approved(url)
    timeline = server.timeline()
    server.backup()
    assert resume(url, run_id) == "completed"
    assert ledger_lines(ledger) == ["R-102"]
    running = PostgresStore(url)  # a worker's store, its home checked before the restore
    running.check_home()
    server.restore()
    assert server.timeline() == timeline + 1
    assert _status(url, run_id) == "waiting"  # the backup's: approved, not booked
    # The records folder was not kept (a new container): the record cannot tell it.
    monkeypatch.setenv(HOMES_ENV, str(tmp_path / "new-homes"))

    with pytest.raises(UserError) as refused:
        resume(url, run_id)
    with pytest.raises(UserError) as refused_running:  # each acting write asks, not only the first
        running.claim(run_id, "worker-1", ttl_s=60, actor=WORKER)
    running.close()

    assert ledger_lines(ledger) == ["R-102"]  # booked once (was twice)
    assert _status(url, run_id) == "waiting"
    for said in (str(refused.value), str(refused_running.value)):
        assert f"timeline {timeline} and" in said, said
        assert f"now on timeline {timeline + 1}:" in said, said
        assert "restored to a point in time" in said and "--adopt-copy" in said, said
        assert "nothing was written" in said, said
    # The commands say it in one line each, no traceback: pending lists and warns, audit
    # verify's chain verifies (an older chain, whole) and it says BEHIND.
    pending = CliRunner().invoke(main, ["pending", "--store", url])
    assert pending.exit_code == 0 and "warning: store" in pending.output, pending.output
    assert "Traceback" not in pending.output, pending.output
    verify = CliRunner().invoke(main, ["audit", "verify", "--store", url])
    assert verify.exit_code == 1 and "BEHIND" in verify.output, verify.output
    assert f"now on timeline {timeline + 1}" in " ".join(verify.output.split()), verify.output

    # A person checked by hand: --adopt-copy takes the store as it is, said in the trail.
    store = PostgresStore(url)
    try:
        store.check_home(adopt=True)
        notes = [e.note or "" for e in store.history(run_id) if e.transition == "run.store_adopted"]
        assert any(f"timeline {timeline} to {timeline + 1}" in n for n in notes), notes
    finally:
        store.close()
    fresh = PostgresStore(url)  # and it stays taken: no flag needed again
    try:
        fresh.check_home()
        assert fresh.claim(run_id, "worker-2", ttl_s=60, actor=WORKER).status == "resuming"
    finally:
        fresh.close()


def test_a_restart_a_new_store_and_an_older_store_act_as_before(
    server: Server, ledger: Path
) -> None:
    older = server.db()
    older_run = _approved(older)
    # A store from before timelines were recorded: its first act records the server's.
    with psycopg.connect(older, autocommit=True) as owner:
        owner.execute("DELETE FROM arena_meta WHERE key LIKE 'timeline:%'")
    server.backup()
    server.restore()  # a new timeline
    newer = server.db()
    newer_run = _approved(newer)  # made on the new timeline
    assert resume(older, older_run) == "completed"
    assert resume(newer, newer_run) == "completed"
    kept = server.db()
    kept_run = _approved(kept)
    pg.restart(server.bin, server.root)  # a restart keeps the timeline
    assert resume(kept, kept_run) == "completed"
    assert ledger_lines(ledger) == ["R-102"] * 3
