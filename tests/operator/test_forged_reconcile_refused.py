"""An adapter settled a held run as "took effect" in alice's name from inside ``arena run
--human`` by writing ``interface="scripted"`` in its Responder (red team 20):
``hosting.check_reconcile`` let any scripted actor through as the harness, and the next ``arena
resume`` replayed a forged "ok" and reported pass though no booking ran. Every reconciliation
from a process that hosts adapter code is refused now, whoever it names; the run stays held."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from arena.reconcile import hold, ledger_facts, open_effects
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, open_store
from arena.types import InputResponse
from store_support import start_waiting

ARENA = str(Path(sys.executable).parent / "arena")


def _held_run(db: Path) -> str:
    """An approved run whose booking a dead resumer began and never reported, held."""
    with open_store(db) as store:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
        key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
        store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="dead:1")
        hold(store, run_id, ledger_facts(open_effects(store, run_id)))
        assert store.run(run_id).status == "needs_reconciliation"
    return run_id


def test_an_adapters_scripted_reconciliation_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    run_id = _held_run(db)
    path = os.pathsep.join([str(Path(__file__).parents[1]), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "ARENA_STORE": str(db), "PYTHONPATH": path, "COLUMNS": "200"}
    env.pop("ARENA_HOSTS_AGENTS", None)
    args = ["run", "human_in_the_loop", "--human", "--adapter"]
    done = subprocess.run(
        [ARENA, *args, "reference_adapters_reconciler:Reconciler", "--item", "hitl-02",
         "--quiet", "--out", str(tmp_path / "r")],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert "RECONCILE REFUSED NotFromAgentProcess" in done.stderr, done.stderr[-2000:]
    assert "RECONCILED" not in done.stderr
    with open_store(db) as store:
        assert store.run(run_id).status == "needs_reconciliation"
        assert not [a for a in store.history(run_id) if a.transition == "run.reconciled"]
        assert [s.status for s in store.side_effects(run_id)] == ["started"]
