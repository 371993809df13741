"""`arena resume --all` and claims whose holder has exited (outside tester 8, findings 4 and 5).

A claim of a process known to have exited — this boot (the kernel's boot id), this PID
namespace, its PID gone or reused — is taken over at once (it was waited out for its TTL, ~90 s,
while the output said the process had exited). A holder that cannot be judged from here (another
PID namespace; another machine with the same hostname, in its init PID namespace whose inode is
the same everywhere — red team 7, hole 3; an owner recorded without a namespace or boot id) is
waited out as before, and the command then exits 3 with the time left (it exited 0, as if
everything had continued). A claim of a live resumer is that resumer's work,
not a failure. A taken-over run whose booking had begun still goes to reconciliation."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SideEffectKey, holder, open_store
from arena.types import Responder
from store_support import let_go_now_of_the_runs_in, let_go_of_the_runs_in

RUNNER = Responder(name="runner", interface="scripted")


def _arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@pytest.fixture(scope="module")
def answered(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with one durable run (pydantic_ai) waiting with its answer in."""
    tmp = tmp_path_factory.mktemp("dead-claim")
    db = tmp / "s.db"
    args = ["run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human", "--quiet"]
    made = _arena(*args, "--item", "hitl-01", "--store", str(db), "--out", str(tmp / "res"))
    assert made.exit_code == 0, made.output
    with open_store(str(db)) as store:
        [request] = [r for r in store.requests(store.runs()[0].id)]
    done = _arena("approve", request.id, "--as", "alice", "--store", str(db))
    assert done.exit_code == 0, done.output
    # Resumed from the store (each test's copy), as by a user's next command: none stays live
    # in this process, where the first test to resume took it over from memory.
    let_go_now_of_the_runs_in(db)
    return db


@pytest.fixture
def db(answered: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "s.db"
    copy.write_bytes(answered.read_bytes())
    con = sqlite3.connect(copy)  # a store of its own, not a copy beside the answered one
    with con:
        con.execute("DELETE FROM arena_meta WHERE key IN ('store_id', 'home')")
    con.close()
    return copy


def _exited_pid() -> int:
    proc = subprocess.Popen(["true"])
    proc.wait()
    return proc.pid


@pytest.fixture
def sleeper() -> Iterator[subprocess.Popen[bytes]]:
    proc = subprocess.Popen(["sleep", "60"])
    yield proc
    proc.kill()
    proc.wait()


def _me() -> holder.Holder:
    me = holder.this_process()
    if me.ns is None or me.boot is None:
        pytest.skip("no /proc/self/ns/pid or boot id here: no holder can be judged exited")
    return me


def _of(me: holder.Holder, pid: int, start: int | None, *, boot: str | None = "") -> str:
    """A resumer's claim owner, as that process records itself (``boot`` "": this boot's)."""
    boot = me.boot if boot == "" else boot
    return (
        f"{me.host}:{pid}:abc123:ns{me.ns}"
        + (f".{start}" if start else "")
        + (f"@{boot}" if boot else "")
    )


FOREIGN_BOOT = "0123456789abcdef" * 2


def _claim(db: Path, owner: str) -> str:
    with open_store(str(db)) as store:
        run_id = store.runs()[0].id
        store.claim(run_id, owner, ttl_s=600, actor=RUNNER)
    return run_id


def _resume(db: Path, cwd: Path) -> Result:
    os.chdir(cwd)
    return _arena("resume", "--all", "--store", str(db))


def test_a_claim_whose_process_exited_is_taken_over_at_once(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    me = _me()
    dead = _of(me, _exited_pid(), me.start)
    run_id = _claim(db, dead)
    done = _resume(db, tmp_path)
    assert done.exit_code == 0, done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "completed"
        taken = [h for h in store.history(run_id) if h.transition == "run.claim_taken_over"]
        assert len(taken) == 1 and "exited" in (taken[0].note or ""), taken
        assert [e.status for e in store.side_effects(run_id)] == ["ok"]  # booked once


def test_a_reused_pid_is_an_exited_holder(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sleeper: subprocess.Popen[bytes]
) -> None:
    """The PID is alive, but it started at another time than the holder: another process."""
    monkeypatch.chdir(tmp_path)
    me = _me()
    if me.start is None:
        pytest.skip("no start times readable here")
    run_id = _claim(db, _of(me, sleeper.pid, 1))
    done = _resume(db, tmp_path)
    assert done.exit_code == 0, done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "completed"


@pytest.mark.parametrize(
    "kind",
    ["other-namespace", "no-namespace", "other-host", "worker", "other-boot", "no-boot"],
)
def test_a_holder_that_cannot_be_judged_is_waited_out_and_the_exit_says_so(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Same dead PID, but nothing says it is this boot's and namespace's: the safe side is to
    wait. ``other-boot`` is another machine with this hostname in the same (init) namespace."""
    monkeypatch.chdir(tmp_path)
    me = _me()
    pid = _exited_pid()
    foreign = FOREIGN_BOOT if me.boot != FOREIGN_BOOT else "f" * 32
    owner = {
        "other-namespace": _of(me, pid, me.start).replace(f":ns{me.ns}", f":ns{(me.ns or 0) + 1}"),
        "no-namespace": f"{me.host}:{pid}:abc123",
        "other-host": f"elsewhere-{_of(me, pid, me.start)}",
        "worker": f"worker:{me.host}:{pid}",
        "other-boot": _of(me, pid, me.start, boot=foreign),
        "no-boot": _of(me, pid, me.start, boot=None),
    }[kind]
    run_id = _claim(db, owner)
    done = _resume(db, tmp_path)
    assert done.exit_code == 3, done.output  # work is left: not 0
    said = " ".join(done.output.split())
    assert run_id in said and owner in said
    assert re.search(r"\d+ s from now", said), said
    assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", said), said
    assert not re.search(r"\d{4}-\d\d-\d\dT\d\d:", said), said  # one way of saying times
    with open_store(str(db)) as store:
        run = store.run(run_id)
        assert (run.status, run.claim_owner) == ("resuming", owner)  # not taken early


def test_a_live_resumer_s_claim_is_not_a_failure(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sleeper: subprocess.Popen[bytes]
) -> None:
    monkeypatch.chdir(tmp_path)
    me = _me()
    start = holder._start_of(sleeper.pid)
    owner = _of(me, sleeper.pid, start)
    run_id = _claim(db, owner)
    done = _resume(db, tmp_path)
    assert done.exit_code == 0, done.output
    assert run_id in done.output and "running" in done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).claim_owner == owner  # its work: not taken


def test_a_taken_over_run_whose_booking_began_goes_to_reconciliation(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    me = _me()
    dead = _of(me, _exited_pid(), me.start)
    with open_store(str(db)) as store:
        run_id = store.runs()[0].id
        request_id = store.requests(run_id)[0].id
        claim = store.claim(run_id, dead, ttl_s=600, actor=RUNNER)
        key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
        began = store.begin_side_effect(
            key, args={"room_id": "R-101"}, leg=2, owner=dead, token=claim.claim_token
        )
        assert began is None
    done = _resume(db, tmp_path)
    assert done.exit_code == 1, done.output  # a person must settle it: not "all continued"
    assert "reconcil" in done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "needs_reconciliation"
        assert [e.status for e in store.side_effects(run_id)] == ["started"]  # never re-run


def test_what_another_resumer_holds_or_finished_is_not_a_failure(db: Path) -> None:
    """The claim race of two `resume --all` at once: each run the other took is said as such."""
    from arena.errors import Conflict
    from arena.runs.resume import _not_resumed

    _me()
    with open_store(str(db)) as store:
        run_id = store.runs()[0].id
        other = holder.identity("other1")
        store.claim(run_id, other, ttl_s=600, actor=RUNNER)
        lost = Conflict(f"run {run_id} was claimed by another process first")
        held = _not_resumed(store, run_id, lost, "mine", every=True)
        assert held.elsewhere == "held" and other in (held.error or "")
        assert _not_resumed(store, run_id, lost, "mine", every=False).elsewhere is None
        store.fail_run(run_id, "the other resumer's leg failed", actor=RUNNER, owner=other)
        done = _not_resumed(store, run_id, lost, "mine", every=True)
        assert done.elsewhere == "finished" and "another resumer" in (done.error or "")


@pytest.mark.slow
def test_two_resume_all_at_once_both_exit_0_and_each_run_completes_once(
    tmp_path: Path,
) -> None:
    """Each resumer is a process of its own: the durable adapter is vanilla keeping its pause in
    the store (tests/durable_references_booked.keptvanilla), not pydantic_ai, whose import cost
    each resumer 1.5-2 s of CPU for nothing this test asks."""
    db = tmp_path / "s.db"
    adapter = "durable_references_booked:keptvanilla"
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--human", "--quiet"]
    items = [f"--item=hitl-0{i}" for i in range(1, 7)]
    made = _arena(*args, *items, "--store", str(db), "--out", str(tmp_path / "res"))
    assert made.exit_code == 0, made.output
    let_go_of_the_runs_in(db)  # live here, as in arena run's process until it exits
    with open_store(str(db)) as store:  # each as its item expects: a run whose checks fail exits 1
        asked = [
            (run.origin.item.resume_with[0], r.id)
            for run in store.runs()
            for r in store.requests(run.id)
        ]
    ids = [rid for answer, rid in asked if answer == "approve"]
    assert _arena("approve", *ids, "--as", "alice", "--store", str(db)).exit_code == 0
    ids = [rid for answer, rid in asked if answer != "approve"]
    assert (
        _arena("deny", *ids, "--reason", "no", "--as", "alice", "--store", str(db)).exit_code == 0
    )
    arena = str(Path(sys.executable).with_name("arena"))
    procs = [
        subprocess.Popen(
            [arena, "resume", "--all", "--store", str(db), "--concurrency", "1"],
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
        )
        for _ in range(2)
    ]
    outs = [p.communicate(timeout=300)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    with open_store(str(db)) as store:
        runs = store.runs()
        assert len(runs) == 6 and {r.adapter for r in runs} == {adapter}
        assert {r.status for r in runs} == {"completed"}
        for run in runs:
            assert [e.status for e in store.side_effects(run.id)] in ([], ["ok"])


def _not_durable_by(db: Path, monkeypatch: pytest.MonkeyPatch, by: str) -> str:
    """A waiting run whose pause lived in the memory of process ``by`` (its ``created_by``)."""
    import time

    import arena.store.sql as sql
    from arena.context import RunContext
    from arena.store.base import EndpointSpec, LegWrite, RunOrigin
    from arena.types import EvalItem
    from store_support import ENDPOINT

    monkeypatch.setattr(sql, "host_pid", lambda: by)
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    with open_store(str(db)) as store:
        store.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=ctx.finish("waiting"),
                snapshot=None,
                actor=RUNNER,
                origin=RunOrigin(
                    adapter="fake",
                    endpoint=EndpointSpec.of(ENDPOINT),
                    item=EvalItem(id="m", input=""),
                ),
            )
        )
    monkeypatch.undo()
    return ctx.run_id


def test_sweep_closes_a_lost_pause_only_where_its_process_can_be_judged(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`arena sweep --not-durable` reads the same identities: one that exited in this namespace
    is closed (it read ``host:pid`` only, and would have skipped every new run); one in another
    namespace may be alive, and is left waiting."""
    me = _me()
    pid = _exited_pid()
    gone = _not_durable_by(db, monkeypatch, f"{me.host}:{pid}:ns{me.ns}.{me.start}@{me.boot}")
    elsewhere = _not_durable_by(db, monkeypatch, f"{me.host}:{pid}:ns{(me.ns or 0) + 1}")
    foreign = _not_durable_by(db, monkeypatch, f"{me.host}:{pid}:ns{me.ns}@{FOREIGN_BOOT}")
    done = _arena("sweep", "--not-durable", "--store", str(db))
    assert done.exit_code == 0, done.output
    with open_store(str(db)) as store:
        assert store.run(gone).status == "failed"
        assert store.run(elsewhere).status == "waiting"
        assert store.run(foreign).status == "waiting"  # another machine's: may be alive
