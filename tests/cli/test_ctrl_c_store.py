"""Ctrl-C during `arena run --store` with legs in flight (outside tester 5, finding 4): the runs this
process had claimed for their next leg stayed `resuming` under a process that no longer existed;
`resume --all` said "nothing to resume", and once the claims expired it failed on the not-durable
ones on every call, for good. Now the interrupt gives back or ends what it holds: a durable run
waits again with its answers, one that is not durable is failed (it can never continue), and one
whose side effect had begun is held for a person (`arena reconcile`), never retried."""

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

#: Adapters of the user's own (module:factory) whose second leg, with $HANG set, stops inside the
#: leg (optionally after the booking's ledger entry began) and waits there for the interrupt.
#: The durable one is vanilla keeping its pause in the store (durable_references_booked.keptvanilla:
#: plain vanilla beside it in the same process stays not durable). pydantic_ai did it at ~1.5 s of
#: CPU for its import in each process.
MINE = """
import asyncio, os, pathlib

from arena.adapters import vanilla as plain
from durable_references_booked import keptvanilla


def _hangs(build):
    def factory(spec):
        adapter = build(spec)
        real = adapter.resume

        async def resume(responses, ctx):
            how = os.environ.get("HANG")
            if not how:
                return await real(responses, ctx)
            if how == "booking":
                request = responses[0].request_id
                ctx.side_effect_guard(ctx, "book_room", {"room_id": "R-101"}, request)
            pathlib.Path("in-leg-2", ctx.run_id).write_text(ctx.adapter)
            await asyncio.sleep(3600)

        adapter.resume = resume
        return adapter

    return factory


vanilla = _hangs(plain.build)
durable = _hangs(keptvanilla)
"""

ARENA = str(Path(sys.executable).with_name("arena"))
TESTS = str(Path(__file__).resolve().parents[1])


def _interrupt_in_leg_2(
    tmp_path: Path,
    adapters: list[str],
    hang: str,
    items: list[str],
    sig: int = signal.SIGINT,
    extra: tuple[str, ...] = (),
) -> str:
    (tmp_path / "mine.py").write_text(MINE)
    (tmp_path / "in-leg-2").mkdir()
    cmd = [ARENA, "run", "human_in_the_loop", "--adapter", ",".join(adapters), "--store", "s.db",
           "--quiet", *(f"--item={i}" for i in items), *extra]  # fmt: skip
    proc = subprocess.Popen(
        cmd,
        cwd=tmp_path,
        env={**os.environ, "HANG": hang, "PYTHONPATH": os.pathsep.join([str(tmp_path), TESTS])},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
    )
    want = len(adapters) * len(items)
    deadline = time.monotonic() + 120
    while len(list((tmp_path / "in-leg-2").iterdir())) < want:
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, "the runs never reached their second leg"
        time.sleep(0.1)
    os.killpg(proc.pid, sig)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == (130 if sig == signal.SIGINT else -sig), out
    assert "Traceback" not in out, out
    return out


def _arena(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ARENA, *args, "--store", "s.db"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), TESTS])},
        capture_output=True,
        text=True,
        timeout=300,
    )


def _by_adapter(tmp_path: Path) -> dict[str, list]:  # type: ignore[type-arg]
    with open_store(str(tmp_path / "s.db")) as store:
        out: dict[str, list] = {}  # type: ignore[type-arg]
        for run in store.runs():
            transitions = [e.transition for e in store.history(run.id)]
            out.setdefault(run.adapter, []).append((run, transitions, store.side_effects(run.id)))
        return out


@pytest.mark.slow
@pytest.mark.parametrize("workers", [(), ("--workers", "2")], ids=["one-process", "workers"])
def test_ctrl_c_releases_durable_runs_and_fails_runs_that_cannot_continue(
    tmp_path: Path, workers: tuple[str, ...]
) -> None:
    """With ``--workers`` the runs are in worker processes, which the parent stops on Ctrl-C:
    they too give back their claims at once, instead of leaving them to expire (~90 s)."""
    _interrupt_in_leg_2(
        tmp_path, ["mine:vanilla", "mine:durable"], "1", ["hitl-01", "hitl-02"], extra=workers
    )
    runs = _by_adapter(tmp_path)
    assert sorted(runs) == ["mine:durable", "mine:vanilla"]
    for run, transitions, _ in runs["mine:vanilla"]:
        # Not durable: its pause died with the process, so it is over, and says why.
        assert run.status == "failed", run
        assert run.claim_owner is None
        assert "interrupted" in (run.error or "") and "not durable" in (run.error or "")
        assert transitions[-1] == "run.failed"
    for run, transitions, _ in runs["mine:durable"]:
        # Durable: back to waiting with its answer, no claim left to expire.
        assert run.status == "waiting", run
        assert run.claim_owner is None and run.claim_expires_at is None
        assert transitions[-2:] == ["run.claimed", "run.released"]

    # Right after: the durable runs are continued at once, the failed ones are not tried.
    done = _arena(tmp_path, "resume", "--all", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    resumed = json.loads(done.stdout)
    assert {r["run_id"] for r in resumed} == {run.id for run, _, _ in runs["mine:durable"]}
    assert all(r["status"] == "completed" for r in resumed), resumed
    again = _arena(tmp_path, "resume", "--all")
    assert again.returncode == 0, again.stdout + again.stderr
    assert "nothing to resume" in again.stdout
    after = _by_adapter(tmp_path)
    assert all(run.status == "failed" for run, _, _ in after["mine:vanilla"])
    assert all(run.status == "completed" for run, _, _ in after["mine:durable"])


@pytest.mark.slow
def test_ctrl_c_after_a_booking_began_holds_the_run_for_a_person(tmp_path: Path) -> None:
    """Durable or not: both adapters' runs in one process (one run and one resume, not two)."""
    adapters = ["mine:vanilla", "mine:durable"]
    _interrupt_in_leg_2(tmp_path, adapters, "booking", ["hitl-01"])
    held = _by_adapter(tmp_path)
    assert sorted(held) == sorted(adapters)
    for adapter in adapters:
        [(run, transitions, effects)] = held[adapter]
        # The booking may have happened: neither released for a retry nor failed as if it had not.
        assert run.status == "needs_reconciliation", (adapter, run)
        assert run.claim_owner is None
        assert "book_room" in (run.error or "")
        assert transitions[-1] == "run.needs_reconciliation"
        assert [e.status for e in effects] == ["started"]
    done = _arena(tmp_path, "resume", "--all")
    # Named, with the command that settles it; not "nothing to resume", exit 0 (tester 11, 10).
    assert done.returncode == 1, done.stdout + done.stderr
    for adapter in adapters:
        run_id = held[adapter][0][0].id
        assert f"arena reconcile {run_id}" in done.stdout, done.stdout + done.stderr
    assert "nothing to resume" not in done.stdout, done.stdout
    after = _by_adapter(tmp_path)
    for adapter in adapters:  # not re-run
        assert [e.status for e in after[adapter][0][2]] == ["started"], adapter


@pytest.mark.slow
def test_runs_a_killed_process_held_are_taken_over_at_once_and_lost_ones_closed_once(
    tmp_path: Path,
) -> None:
    """SIGKILL leaves no chance to clean up. The killed process ran on this host, in this PID
    namespace, and is gone (arena.store.holder): `resume --all` takes the durable run's claim
    over at once (it waited the claim's TTL out, ~90 s, while saying the process had exited)
    and closes the run that is not durable once — its pause is gone — instead of failing on it
    at every call."""
    _interrupt_in_leg_2(
        tmp_path, ["mine:vanilla", "mine:durable"], "1", ["hitl-01"], signal.SIGKILL
    )
    before = _by_adapter(tmp_path)
    [(lost, _, _)] = before["mine:vanilla"]
    [(held, _, _)] = before["mine:durable"]
    assert lost.status == held.status == "resuming"

    first = _arena(tmp_path, "resume", "--all")
    assert first.returncode == 1, first.stdout + first.stderr  # one run could not be resumed
    said = " ".join(first.stdout.split())
    assert lost.id in said and "closed" in said
    assert held.id in said
    after = _by_adapter(tmp_path)
    [(closed, transitions, _)] = after["mine:vanilla"]
    assert closed.status == "failed" and "not durable" in (closed.error or "")
    assert transitions[-1] == "run.failed"
    [(taken, transitions, _)] = after["mine:durable"]
    assert taken.status == "completed", taken  # taken over at once, not after its TTL
    assert "run.claim_taken_over" in transitions

    again = _arena(tmp_path, "resume", "--all")
    assert again.returncode == 0, again.stdout + again.stderr  # nothing retried forever
    assert lost.id not in again.stdout and "nothing to resume" in again.stdout
