"""What ``arena resume`` tells the operator, in words and in its exit status.

- A resumed run that completes with a check failed is a failure, as ``arena run`` counts it:
  ``resume`` exited 0 (outside tester 10, minor finding: docs/cli.md says 1 = runs failed).
- ``resume --all`` names the runs already held for reconciliation and the ``arena reconcile``
  command, and does not exit 0: it said "nothing to resume" and exited 0 (tester 11, finding 10).
- ``arena worker``'s claims carry the owner form ``arena resume``'s do (host, PID, namespace,
  start time, boot id): a worker that was killed has its runs taken over at once, a running one is
  "a process that is running" (exit 0). ``worker:host:pid`` could not be judged: the run waited
  out the claim and a concurrent ``resume --all`` exited 3 (tester 11, finding 9).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SideEffectKey, holder, open_store
from store_support import let_go_now_of_the_runs_in, let_go_of_the_runs_in

ITEMS = ("hitl-01", "hitl-02")  # expect approved, expect denied


def _arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})


@pytest.fixture(scope="module")
def paused(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with two durable runs (pydantic_ai) waiting for a person: hitl-01, hitl-02."""
    tmp = tmp_path_factory.mktemp("resume-truth")
    db = tmp / "s.db"
    for item in ITEMS:
        made = _arena("run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human",
                      "--quiet", "--item", item, "--store", str(db), "--out", str(tmp / item))  # fmt: skip
        assert made.exit_code == 0, made.output
    # Resumed from the store (each test's copy), as by a user's next command: none stays live
    # in this process, where the first test to resume took them over from memory.
    let_go_now_of_the_runs_in(db)
    return db


@pytest.fixture
def db(paused: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # results/resume-* lands here
    copy = tmp_path / "s.db"
    copy.write_bytes(paused.read_bytes())
    con = sqlite3.connect(copy)  # a store of its own, not a copy beside the paused one
    with con:
        con.execute("DELETE FROM arena_meta WHERE key IN ('store_id', 'home')")
    con.close()
    return copy


def _request(db: Path, item: str) -> tuple[str, str]:
    """(run id, request id) of ``item``'s run."""
    with open_store(str(db)) as store:
        [run] = [r for r in store.runs() if r.origin.item.id == item]
        [request] = store.requests(run.id)
    return run.id, request.id


def _decide(db: Path, item: str, verdict: str) -> str:
    run_id, request_id = _request(db, item)
    more = ("--reason", "not today") if verdict == "deny" else ()
    done = _arena(verdict, request_id, "--as", "alice", *more, "--store", str(db))
    assert done.exit_code == 0, done.output
    return run_id


def _flat(result: Result) -> str:
    return " ".join(result.output.split())


# -- a resumed run whose checks fail ------------------------------------------------------------
@pytest.mark.parametrize(
    ("item", "verdict"), [("hitl-01", "deny"), ("hitl-02", "approve")], ids=["deny", "approve"]
)
@pytest.mark.parametrize("how", ["--all", "RUN", "--all --json"])
def test_a_resumed_run_whose_checks_fail_exits_1_as_arena_run_does(
    db: Path, item: str, verdict: str, how: str
) -> None:
    """The person answered against the item's expectation: the run completes, its checks fail."""
    run_id = _decide(db, item, verdict)
    args = how.replace("RUN", run_id).split()
    done = _arena("resume", *args, "--store", str(db))
    with open_store(str(db)) as store:
        record = store.run(run_id)
    assert (record.status, record.passed) == ("completed", False), record
    assert done.exit_code == 1, done.output
    if "--json" in args:
        [row] = json.loads(done.output)
        assert row["resumed"] and not row["passed"], row


def test_a_resumed_run_whose_checks_pass_exits_0(db: Path) -> None:
    run_id = _decide(db, "hitl-01", "approve")
    done = _arena("resume", "--all", "--store", str(db))
    assert done.exit_code == 0, done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).passed


# -- runs held for reconciliation ----------------------------------------------------------------
def _held_for_reconciliation(db: Path) -> str:
    """hitl-01 approved, its booking begun and never recorded: the first resume holds it."""
    run_id = _decide(db, "hitl-01", "approve")
    _, request_id = _request(db, "hitl-01")
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    with open_store(str(db)) as store:
        store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="gone")
    first = _arena("resume", "--all", "--store", str(db))
    assert first.exit_code == 1, first.output  # it met the entry: held, said so (unchanged)
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "needs_reconciliation"
    return run_id


def test_resume_all_names_a_run_held_for_reconciliation_and_does_not_exit_0(db: Path) -> None:
    run_id = _held_for_reconciliation(db)
    again = _arena("resume", "--all", "--store", str(db))
    said = _flat(again)
    assert again.exit_code == 1, again.output
    assert run_id in said and f"arena reconcile {run_id}" in said, again.output
    assert f"--store {db}" in said.split("arena reconcile", 1)[1], again.output
    assert "nothing to resume" not in said, again.output
    as_json = _arena("resume", "--all", "--json", "--store", str(db))
    assert as_json.exit_code == 1, as_json.output
    [row] = json.loads(as_json.output)
    assert row["run_id"] == run_id and row["resumed"] is False
    assert f"arena reconcile {run_id}" in row["error"]
    # Once a person settles it, resume --all continues it and exits 0.
    settled = _arena("reconcile", run_id, "--outcome", "took-effect", "--reason", "in the calendar",
                     "--as", "alice", "--store", str(db))  # fmt: skip
    assert settled.exit_code == 0, settled.output
    done = _arena("resume", "--all", "--store", str(db))
    assert done.exit_code == 0, done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "completed"


def test_a_held_run_is_named_beside_runs_that_were_resumed(db: Path) -> None:
    held = _held_for_reconciliation(db)
    other = _decide(db, "hitl-02", "deny")  # as expected: it passes
    done = _arena("resume", "--all", "--store", str(db))
    said = _flat(done)
    assert done.exit_code == 1, done.output
    assert held in said and f"arena reconcile {held}" in said and other in said, done.output
    with open_store(str(db)) as store:
        assert store.run(other).passed and store.run(held).status == "needs_reconciliation"


# -- arena worker's claims ----------------------------------------------------------------------
WORKER = """
import sys, time
from arena.service.worker import Worker, WorkerSettings
from arena.store import open_store
with open_store(sys.argv[1]) as store:
    print(Worker(store, WorkerSettings(once=True)).owner, flush=True)
if sys.argv[2] == "live":
    time.sleep(120)
"""


@pytest.fixture
def live_worker(db: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    proc = subprocess.Popen([sys.executable, "-c", WORKER, str(db), "live"],
                            stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert proc.stdout is not None
    owner = proc.stdout.readline().strip()
    yield proc, owner
    proc.kill()
    proc.wait()


def _judgeable() -> None:
    me = holder.this_process()
    if me.ns is None or me.boot is None:
        pytest.skip("no /proc/self/ns/pid or boot id here: no holder can be judged")


def _claim(db: Path, run_id: str, owner: str) -> None:
    from arena.service.worker import ACTOR

    with open_store(str(db)) as store:
        store.claim(run_id, owner, ttl_s=600, actor=ACTOR)


def test_a_killed_workers_claim_is_taken_over_at_once(db: Path) -> None:
    _judgeable()
    run_id = _decide(db, "hitl-01", "approve")
    dead = subprocess.run([sys.executable, "-c", WORKER, str(db), "dead"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    owner = dead.stdout.strip()
    parsed = holder.parse(owner)
    assert parsed is not None and parsed.boot is not None and parsed.ns is not None, owner
    assert holder.exited(owner)
    _claim(db, run_id, owner)
    done = _arena("resume", "--all", "--store", str(db))
    assert done.exit_code == 0, done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "completed"
        taken = [h for h in store.history(run_id) if h.transition == "run.claim_taken_over"]
        assert len(taken) == 1, taken
        assert [e.status for e in store.side_effects(run_id)] == ["ok"]  # booked once


def test_a_running_workers_claim_is_its_work_not_a_wait(
    db: Path, live_worker: tuple[subprocess.Popen[str], str]
) -> None:
    _judgeable()
    proc, owner = live_worker
    assert holder.parse(owner) is not None and holder.parse(owner).pid == proc.pid  # type: ignore[union-attr]
    assert holder.known_alive(owner), owner
    run_id = _decide(db, "hitl-01", "approve")
    _claim(db, run_id, owner)
    done = _arena("resume", "--all", "--store", str(db))
    said = _flat(done)
    assert done.exit_code == 0, done.output
    assert run_id in said and "a process that is running" in said, done.output
    assert "cannot be told" not in said, done.output
    with open_store(str(db)) as store:
        assert store.run(run_id).status == "resuming"  # left to the worker
    assert os.getpid() != proc.pid


@pytest.mark.parametrize(
    ("status", "passed", "error", "elsewhere", "fails"),
    [
        ("completed", True, None, None, False),
        ("completed", False, None, None, True),  # checks failed: as arena run counts it
        ("failed", False, None, None, True),
        ("waiting", False, None, None, False),  # asked again: waits for a person, no failure
        (None, False, "not durable", None, True),  # not continued
        (None, False, "held by another resumer", "held", False),  # another resumer's work
    ],
)
def test_what_counts_as_a_failure(
    status: str | None, passed: bool, error: str | None, elsewhere: str | None, fails: bool
) -> None:
    from types import SimpleNamespace
    from typing import Any, cast

    from arena.cli.resume_output import exit_code, failed
    from arena.runs.resume import ResumeOutcome

    result = None if status is None else SimpleNamespace(status=status, passed=passed)
    outcome = ResumeOutcome(
        run_id="run_x", result=cast(Any, result), error=error, elsewhere=elsewhere
    )
    assert failed(outcome) is fails
    assert exit_code([outcome], waits=0) == (1 if fails else 0)
    assert exit_code([outcome], waits=1) == (1 if fails else 3)


@pytest.mark.parametrize("answered", [1, 2])
def test_nothing_to_resume_names_a_run_that_waits_on_its_other_requests(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answered: int
) -> None:
    """Three requests in one leg, some answered: "nothing to resume" named neither the run nor
    what it still waits on (tester 11, smaller things)."""
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "three.db"
    made = _arena("run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human", "--quiet",
                  "--behaviour", "three", "--item", "hitl-01", "--store", str(db),
                  "--out", str(tmp_path / "res"))  # fmt: skip
    assert made.exit_code == 0, made.output
    let_go_of_the_runs_in(db)  # live here, as in arena run's process until it exits
    with open_store(str(db)) as store:
        [run] = store.runs()
        ids = [r.id for r in store.requests(run.id)]
    assert len(ids) == 3, ids
    for request_id in ids[:answered]:
        assert _arena("approve", request_id, "--as", "alice", "--store", str(db)).exit_code == 0
    done = _arena("resume", "--all", "--store", str(db))
    said = _flat(done)
    assert done.exit_code == 0, done.output  # nothing failed: it waits for people
    assert run.id in said and f"{answered} of 3" in said, done.output
    assert all(rid in said for rid in ids[answered:]), done.output
    assert not any(rid in said for rid in ids[:answered]), done.output
