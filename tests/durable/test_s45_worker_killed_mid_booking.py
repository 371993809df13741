"""A real `arena worker --once` SIGKILLed between book_room and its record; other workers go on.

test_s44_killed_worker_resumed kills a resume in a spawned child of the test's own. Here every
worker is the command a person runs: the first `arena worker --once` resumes the approved run,
book_room runs, and the worker is SIGKILLed before the store hears how it went — at a point its
own code reaches and says it reached (the run's adapter, loaded in the worker, waits on a FIFO
there after writing a marker), not after a time. The next `arena worker --once` finds the dead
worker's claim (its process has exited) over a booking begun and unrecorded, and holds the run
for a person (exit 1, naming `arena reconcile`) instead of booking again; the
person says it took effect, and a third worker finishes the run. One booking ran, one request
decided (alice's approval kept), one side effect in the ledger, and `arena audit verify` says
the chain verifies — on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena.store import open_store
from arena.types import InputResponse, Responder

#: vanilla keeping its pause in the store (durable). With $DIE_AT (a FIFO) its book_room's
#: outcome, once the tool ran, waits there before it is handed to the store: the test kills the
#: worker then. Each real run of book_room is one line in executed.txt.
MINE = """
import os, pathlib

from durable_references_booked import keptvanilla


def durable(spec):
    adapter = keptvanilla(spec)
    real = adapter.resume

    async def resume(responses, ctx):
        record = ctx.side_effect_done

        def done(c, call, result, request_id):
            if call.tool == "book_room":
                with open("executed.txt", "a") as fh:
                    fh.write(call.tool + "\\n")
                if os.environ.get("DIE_AT"):
                    pathlib.Path("booked").write_text(ctx.run_id)
                    with open(os.environ["DIE_AT"]):  # until the test kills this worker
                        pass
            return record(c, call, result, request_id)

        if record is not None:
            ctx.side_effect_done = done
        return await real(responses, ctx)

    adapter.resume = resume
    return adapter
"""

ARENA = str(Path(sys.executable).with_name("arena"))
TESTS = str(Path(__file__).resolve().parents[1])
WAIT_S = 120.0


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    path = os.pathsep.join(p for p in (str(tmp_path), TESTS, os.environ.get("PYTHONPATH")) if p)
    return {**os.environ, "PYTHONPATH": path, **extra}


def _arena(tmp_path: Path, store: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ARENA, *args, "--store", store],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=WAIT_S,
    )


def _approved_waiting(tmp_path: Path, where: str) -> tuple[str, str]:
    (tmp_path / "mine.py").write_text(MINE)
    made = _arena(
        tmp_path, where, "run", "human_in_the_loop", "--adapter", "mine:durable", "--item=hitl-01",
        "--human", "--quiet",
    )  # fmt: skip
    assert made.returncode == 0, made.stdout + made.stderr
    with open_store(where) as store:
        [run] = store.runs()
        [request] = store.requests(run.id)
        alice = Responder(name="alice", interface="cli")
        store.answer(InputResponse(request_id=request.id, option_id="approve", responder=alice))
    return run.id, request.id


@pytest.fixture(params=["sqlite", "postgres"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The store: an SQLite file, or a PostgreSQL schema of the suite's server."""
    if request.param == "sqlite":
        return str(tmp_path / "s.db")
    return str(request.getfixturevalue("postgres_url"))


@pytest.mark.slow
def test_a_worker_killed_after_book_room_ran_books_once_and_keeps_the_decision(
    tmp_path: Path, where: str
) -> None:
    run_id, request_id = _approved_waiting(tmp_path, where)
    fifo = tmp_path / "die-at"
    os.mkfifo(fifo)
    doomed = subprocess.Popen(
        [ARENA, "worker", "--once", "--store", where],
        cwd=tmp_path,
        env=_env(tmp_path, DIE_AT=str(fifo)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + WAIT_S
        while not (tmp_path / "booked").exists():  # book_room ran; its outcome not stored
            assert doomed.poll() is None, doomed.communicate()[1]
            assert time.monotonic() < deadline, "the worker never reached book_room"
            time.sleep(0.05)  # a poll for the file the worker writes there, not the order
        os.killpg(doomed.pid, signal.SIGKILL)
        doomed.communicate(timeout=WAIT_S)
    finally:
        if doomed.poll() is None:
            os.killpg(doomed.pid, signal.SIGKILL)
            doomed.communicate()
    assert doomed.returncode == -signal.SIGKILL
    with open_store(where) as store:
        killed = store.run(run_id)
        assert killed.status == "resuming", killed  # its claim, under a dead process
        assert [e.status for e in store.side_effects(run_id)] == ["started"]

    second = _arena(tmp_path, where, "worker", "--once")
    said = second.stdout + second.stderr
    assert second.returncode == 1, said  # a run it could not resume: held for a person
    assert "Traceback" not in said, said
    assert "held for a person" in said and f"arena reconcile {run_id}" in said, said
    with open_store(where) as store:
        assert store.run(run_id).status == "needs_reconciliation"
        held = [e for e in store.history(run_id) if e.transition == "run.needs_reconciliation"]
        assert len(held) == 1 and "book_room" in (held[0].note or ""), held

    settled = _arena(
        tmp_path,
        where,
        "reconcile",
        run_id,
        "--outcome",
        "took-effect",
        "--reason",
        "calendar has it",
    )
    assert settled.returncode == 0, settled.stdout + settled.stderr
    third = _arena(tmp_path, where, "worker", "--once")
    assert third.returncode == 0, third.stdout + third.stderr
    assert "Traceback" not in third.stdout + third.stderr

    assert (tmp_path / "executed.txt").read_text().split() == ["book_room"]  # booked once
    with open_store(where) as store:
        run = store.run(run_id)
        assert run.status == "completed", run
        stored = store.request(request_id).response
        assert stored is not None and stored.option_id == "approve"  # the decision kept
        assert stored.responder.name == "alice"
        trail = [e.transition for e in store.history(run_id)]
        decisions = [t for t in trail if t in ("request.approved", "request.denied")]
        assert decisions == ["request.approved"], trail
        assert trail.count("side_effect.started") == 1, trail
        assert len(store.side_effects(run_id)) == 1
    verified = _arena(tmp_path, where, "audit", "verify", "--json")
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert json.loads(verified.stdout)["ok"] is True, verified.stdout
