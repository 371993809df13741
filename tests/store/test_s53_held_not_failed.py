"""A run held for reconciliation is never failed from outside: a person settles it first (store53).

``needs_reconciliation`` means a side effect (``book_room``) ran and its outcome was never
recorded. ``fail_run`` moved such a run to ``failed`` on every backend: the hold was gone,
``arena pending`` no longer listed it, its error said "re-run the item", and re-running it books
the room a second time. The race that reaches it: ``arena sweep --not-durable`` lists a waiting
run whose pause was lost, a resumer meanwhile finds its booking open and holds it, and the sweep
then closed the held run as failed. Each check runs on every conformance store (SQLite,
PostgreSQL where a server starts, ``$ARENA_TEST_STORE_FACTORY``) and against a broken store that
fails held runs, which must come out "no".
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from test_store import STORES

from arena.cli import people_cmd
from arena.reconcile import NeedsReconciliation, command
from arena.store import SQLiteStore, Store
from arena.types import Responder
from store_support import synthetic_waiting

RUNNER = Responder(name="runner", interface="scripted")
ALICE = Responder(name="alice", role="facilities", interface="cli")


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


class FailsHeld(SQLiteStore):
    """Broken: a held run is failed as asked, its booking's hold dropped (the parent's store)."""

    def fail_run(self, run_id: str, error: str, **kw: Any) -> None:
        if self.run(run_id).status == "needs_reconciliation":
            self.reconcile(run_id, took_effect=False, reason="failed anyway", actor=ALICE)
        super().fail_run(run_id, error, **kw)


def _held(store: Store, *, claimed: bool) -> str:
    run_id, _ = synthetic_waiting(store)
    owner = None
    if claimed:
        owner = "worker-a"
        store.claim(run_id, owner, ttl_s=60, actor=RUNNER)
    store.hold_for_reconciliation(
        run_id, "book_room ran, outcome unrecorded", actor=RUNNER, owner=owner
    )
    return run_id


def held_problems(store: Store, fail: Callable[[Store, str], Any]) -> list[str]:
    """What is wrong when ``fail`` is tried on held runs (a waiting one held, a claimed one held)."""
    problems = []
    for claimed in (False, True):
        run_id = _held(store, claimed=claimed)
        try:
            fail(store, run_id)
        except NeedsReconciliation as exc:
            if command(run_id) not in str(exc):
                problems.append(f"refused without the command that settles it: {exc}")
        now = store.run(run_id)
        if now.status != "needs_reconciliation":
            problems.append(f"a held run (claimed={claimed}) went to {now.status}")
        if run_id not in {r.id for r in store.runs(status="needs_reconciliation")}:
            problems.append(f"{run_id} is no longer listed as held")
        if any(e.transition == "run.failed" for e in store.history(run_id)):
            problems.append(f"{run_id}'s trail says run.failed")
    return problems


FAILS: dict[str, Callable[[Store, str], Any]] = {
    "no owner": lambda s, r: s.fail_run(r, "its pause was lost", actor=ALICE),
    "an owner": lambda s, r: s.fail_run(r, "resume cap", actor=RUNNER, owner="worker-a"),
    "with checks": lambda s, r: s.fail_run(r, "gone", actor=RUNNER, checks=[]),
}


@pytest.mark.parametrize("how", sorted(FAILS))
def test_a_held_run_is_not_failed(store: Store, how: str) -> None:
    assert held_problems(store, FAILS[how]) == []


def test_a_settled_run_can_be_failed_again(store: Store) -> None:
    """Near miss: once a person has reconciled it, the run waits and may be failed as any."""
    run_id = _held(store, claimed=False)
    store.reconcile(run_id, took_effect=True, reason="R-102 is in the calendar", actor=ALICE)
    store.fail_run(run_id, "operator gave up", actor=ALICE)
    assert store.run(run_id).status == "failed"


def test_a_sweep_racing_a_hold_leaves_the_run_held(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``arena sweep --not-durable`` lists the run waiting; a resumer holds it before the sweep
    fails it: the run stays held, listed, not closed (it was closed as failed)."""
    run_id, _ = synthetic_waiting(store)
    monkeypatch.setattr(people_cmd, "pause_lost", lambda run: True)

    class Racing:
        def __getattr__(self, name: str) -> Any:
            return getattr(store, name)

        def runs(self, **kw: Any) -> Any:
            listed = [msgspec.structs.replace(r, durable=False) for r in store.runs(**kw)]
            store.hold_for_reconciliation(run_id, "book_room ran unrecorded", actor=RUNNER)
            return listed

    closed = people_cmd._close_not_durable(Racing())  # type: ignore[arg-type]
    assert [r.id for r in closed] == []
    assert store.run(run_id).status == "needs_reconciliation"


def test_the_check_can_fail(tmp_path: Path) -> None:
    broken = FailsHeld(tmp_path / "broken.db")
    try:
        problems = held_problems(broken, FAILS["no owner"])
    finally:
        broken.close()
    assert any("went to failed" in p for p in problems)
    assert any("no longer listed" in p for p in problems)
