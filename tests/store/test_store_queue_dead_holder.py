"""A worker's sweep offers a run whose claim is held by a process that has exited (durable31 F2).

``kill -9`` of one ``arena worker`` mid-leg left its runs ``resuming``: the other workers, and a
fresh one, swept past them for the whole claim (90 s by default; 25 s watched), while
``arena resume --all`` took them over at once ("taken over from a dead resumer"), as
docs/operator.md says a worker does too. The sweep's query (:func:`answered_runs`) listed a
``resuming`` run only once its claim had expired.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from arena.store import SQLiteStore, holder
from arena.store.queue import answered_runs
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

WORKER = Responder(name="worker", interface="system")


def dead_owner() -> str:
    """The claim owner of a worker process that has since exited (as after ``kill -9``)."""
    code = "from arena.store import holder; print(holder.identity('worker'))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def answered(store: SQLiteStore) -> str:
    run_id, request_id = synthetic_waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    return run_id


def test_a_run_held_by_an_exited_worker_is_offered_at_once(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    dead = answered(store)
    store.claim(dead, dead_owner(), ttl_s=600, actor=WORKER)  # a claim that has not expired
    live = answered(store)
    store.claim(live, holder.identity("worker"), ttl_s=600, actor=WORKER)  # this process's
    waiting = answered(store)

    offered = answered_runs(store)

    assert dead in offered  # its holder exited: taken over now, not in 10 minutes
    assert waiting in offered
    assert live not in offered  # a running holder's claim is left alone
    taken = store.try_claim(dead, holder.identity("worker"), ttl_s=60, actor=WORKER)
    assert taken is not None and taken.claim_owner == holder.identity("worker")
    store.close()
