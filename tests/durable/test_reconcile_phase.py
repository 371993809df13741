"""durable_state's operator settles the runs ``before_outcome`` held for reconciliation. It did
so in the parent process, which ``arena run`` marks as hosting agents once it has built a user's
own adapter (``module:factory``) to check it, under a harness exemption any adapter could write
(``interface="scripted"``: red team 20). No reconciliation is taken from a marked process now;
the operator's ``reconcile`` phase loads no adapter, so the mark comes off there, as in the
``answer`` phase, and it settles each run from the execution counts the parent read."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena import hosting
from arena.durable_state import child, verdict
from arena.reconcile import hold, ledger_facts, open_effects
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, SQLiteStore
from arena.types import InputResponse
from store_support import start_waiting


def _held(db: Path) -> str:
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
        key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
        store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="dead:1")
        hold(store, run_id, ledger_facts(open_effects(store, run_id)))
    return run_id


def _mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """As the parent after building a user's adapter (and every phase it starts)."""
    monkeypatch.setenv(hosting.ENV, "arena run")


def test_the_marked_parent_reconciles_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    db = tmp_path / "before_outcome.db"
    run_id = _held(db)
    _mark(monkeypatch)
    with SQLiteStore(db, create=False) as store:
        with pytest.raises(hosting.NotFromAgentProcess):
            verdict.reconcile_held(store, [[run_id, "book_room", 1]])
        assert store.run(run_id).status == "needs_reconciliation"


@pytest.mark.parametrize(("ran", "outcome"), [(1, "ok"), (0, None)])
def test_the_operators_phase_settles_from_the_journal_counts(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, ran: int, outcome: str | None
) -> None:
    db = tmp_path / "before_outcome.db"
    run_id = _held(db)
    _mark(monkeypatch)
    job = {"stores": {"before_outcome": str(db)}, "executions": [[run_id, "book_room", ran]]}
    assert child.reconcile(job) == {"before_outcome": {"settled": 1}}
    with SQLiteStore(db, create=False) as store:
        assert store.run(run_id).status == "waiting"
        settled = [a for a in store.history(run_id) if a.transition == "run.reconciled"]
        assert len(settled) == 1 and settled[0].actor.name == verdict.OPERATOR.name
        effect = store.side_effects(run_id)[0]
        assert (effect.status == "ok") == (outcome == "ok")
