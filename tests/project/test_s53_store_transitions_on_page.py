"""A run's transitions as docs/architecture.md's Store contract gives them, held to a store.

arch53: ``test_s52_store_contract_on_page.py`` holds the page's statuses and trail entries to the
code, not its arrows: "a claim moves `waiting → resuming`", "a release moves `resuming →
waiting`", "`waiting | resuming → needs_reconciliation`" and back, "`completed` and `failed`
are final" (arch53 made the page draw each arrow: a run failed from outside, and the settling;
store53: a held run is never failed, the one arrow the page says a store refuses). Each arrow the page draws is made here on a
fresh SQLite store and read back; a page that draws an arrow this file cannot make, or drops
one, fails, and so does a store that leaves a run where it was (a deliberately broken one).
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from arena.context import RunContext
from arena.errors import Conflict
from arena.store import EndpointSpec, LegWrite, RunOrigin, Store, open_store
from arena.store.records import RUN_STATUSES
from arena.types import EvalItem, Responder
from store_support import ENDPOINT, synthetic_waiting

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
RUNNER = Responder(name="runner", interface="scripted")
ALICE = Responder(name="alice", role="facilities", interface="cli")


def store_bullet(page: str = PAGE) -> str:
    """The Store contract, its lines joined (an arrow may wrap)."""
    start = page.index("- **Store**")
    return re.sub(r"\s+", " ", page[start : page.index("\n- **", start + 1)])


def drawn(text: str) -> set[tuple[str, str]]:
    """The run arrows a text draws: `a → b`, `a | b → c`."""
    pairs = set()
    for left, right in re.findall(r"`([\w |]+?) → ([\w |]+?)`", text):
        for a in left.split("|"):
            for b in right.split("|"):
                if a.strip() in RUN_STATUSES and b.strip() in RUN_STATUSES:
                    pairs.add((a.strip(), b.strip()))
    return pairs


def final(text: str) -> set[str]:
    m = re.search(r"`(\w+)` and `(\w+)` are final", text)
    return set(m.groups()) if m else set()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = open_store(str(tmp_path / "arena.db"))
    yield s
    s.close()


def _held(store: Store) -> str:
    run_id, _ = synthetic_waiting(store)
    store.hold_for_reconciliation(run_id, "the booking ran, its outcome unrecorded", actor=RUNNER)
    return run_id


def _claimed(store: Store) -> str:
    run_id, _ = synthetic_waiting(store)
    store.claim(run_id, "worker-a", ttl_s=60, actor=RUNNER)
    return run_id


def _completed(store: Store) -> str:
    ctx = RunContext(run_id=f"run_done{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    origin = RunOrigin(
        adapter="fake", endpoint=EndpointSpec.of(ENDPOINT), item=EvalItem(id="d", input="x")
    )
    write = LegWrite(
        run_id=ctx.run_id,
        turn=ctx.finish("completed"),
        snapshot={"version": 1, "slots": {}},
        actor=RUNNER,
        origin=origin,
    )
    store.record_leg(write)
    return ctx.run_id


def _failed(store: Store) -> str:
    run_id, _ = synthetic_waiting(store)
    store.fail_run(run_id, "its pause was lost", actor=ALICE)
    return run_id


#: For each arrow: how a run gets to its start, and the store call the page says moves it.
MOVES: dict[tuple[str, str], tuple[Callable[[Store], str], Callable[[Store, str], Any]]] = {
    ("waiting", "resuming"): (
        lambda s: synthetic_waiting(s)[0],
        lambda s, r: s.claim(r, "worker-a", ttl_s=60, actor=RUNNER),
    ),
    ("resuming", "waiting"): (
        _claimed,
        lambda s, r: s.release(r, "worker-a", actor=RUNNER, note="back to the queue"),
    ),
    ("waiting", "needs_reconciliation"): (
        lambda s: synthetic_waiting(s)[0],
        lambda s, r: s.hold_for_reconciliation(r, "unrecorded", actor=RUNNER),
    ),
    ("resuming", "needs_reconciliation"): (
        _claimed,
        lambda s, r: s.hold_for_reconciliation(r, "unrecorded", actor=RUNNER, owner="worker-a"),
    ),
    ("waiting", "failed"): (
        lambda s: synthetic_waiting(s)[0],
        lambda s, r: s.fail_run(r, "its pause was lost", actor=ALICE),
    ),
    ("resuming", "failed"): (
        _claimed,
        lambda s, r: s.fail_run(r, "cannot continue", actor=RUNNER, owner="worker-a"),
    ),
    ("needs_reconciliation", "waiting"): (
        _held,
        lambda s, r: s.reconcile(r, took_effect=True, reason="it ran", actor=ALICE),
    ),
}
#: Each move a final run must refuse (Conflict, or None from try_claim), its status unchanged.
REFUSED: dict[str, Callable[[Store, str], Any]] = {
    "claim": lambda s, r: s.claim(r, "late", ttl_s=60, actor=RUNNER),
    "try_claim": lambda s, r: s.try_claim(r, "late", ttl_s=60, actor=RUNNER),
    "hold": lambda s, r: s.hold_for_reconciliation(r, "late", actor=RUNNER),
    "fail": lambda s, r: s.fail_run(r, "again", actor=ALICE),
}
STARTS: dict[str, Callable[[Store], str]] = {"completed": _completed, "failed": _failed}


def arrow_problems(store: Store, pairs: set[tuple[str, str]]) -> list[str]:
    problems = [
        f"the page draws {a} → {b}: no store call here makes it" for a, b in pairs - set(MOVES)
    ]
    problems += [f"{a} → {b} is made here, not drawn on the page" for a, b in set(MOVES) - pairs]
    for (a, b), (start, move) in sorted(MOVES.items()):
        if (a, b) not in pairs:
            continue
        run_id = start(store)
        before = store.run(run_id).status
        try:
            move(store, run_id)
        except Conflict as exc:
            problems.append(f"{a} → {b}: refused from {before}: {exc}")
            continue
        after = store.run(run_id).status
        if (before, after) != (a, b):
            problems.append(f"{a} → {b}: the run went {before} → {after}")
    return problems


def final_problems(store: Store, statuses: set[str]) -> list[str]:
    problems = [
        f"the page says {s} is final: no run here is made {s}" for s in statuses - set(STARTS)
    ]
    for status in sorted(statuses & set(STARTS)):
        for name, move in REFUSED.items():
            run_id = STARTS[status](store)
            try:
                got = move(store, run_id)
            except Conflict:
                got = None
            now = store.run(run_id).status
            if got is not None or now != status:
                problems.append(f"{status} is final, yet {name} took it to {now}")
    return problems


def test_every_arrow_the_page_draws_is_the_stores(store: Store) -> None:
    assert not arrow_problems(store, drawn(store_bullet()))


#: Moves the page says a store refuses (store53): a held run failed from outside would drop the
#: record of a booking whose outcome nobody knows.
NOT_DRAWN: dict[tuple[str, str], tuple[Callable[[Store], str], Callable[[Store, str], Any]]] = {
    ("needs_reconciliation", "failed"): (
        _held,
        lambda s, r: s.fail_run(r, "its pause was lost", actor=ALICE),
    ),
}


def refusal_problems(store: Store, text: str) -> list[str]:
    problems = []
    if "held run is never failed from outside: `fail_run` refuses it" not in text:
        problems.append("the page does not say a held run is never failed")
    for (a, b), (start, move) in sorted(NOT_DRAWN.items()):
        if (a, b) in drawn(text):
            problems.append(f"the page draws {a} → {b}, which the store refuses")
        run_id = start(store)
        with contextlib.suppress(Conflict):
            move(store, run_id)
        if store.run(run_id).status != a:
            problems.append(
                f"{a} → {b} is not drawn, yet the run went {a} → {store.run(run_id).status}"
            )
    return problems


def test_a_held_run_is_not_failed_as_the_page_says(store: Store) -> None:
    assert not refusal_problems(store, store_bullet())


def test_completed_and_failed_are_final(store: Store) -> None:
    statuses = final(store_bullet())
    assert statuses == {"completed", "failed"}
    assert not final_problems(store, statuses)


class _NeverHolds:
    """A broken store: it says it held the run and leaves it where it was."""

    def __init__(self, inner: Store) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def hold_for_reconciliation(self, run_id: str, facts: str, **_: Any) -> Any:
        return self._inner.run(run_id)


class _ClaimsAnything(_NeverHolds):
    """A broken store: a claim of a final run is granted, not refused."""

    def claim(self, run_id: str, owner: str, **_: Any) -> Any:
        try:
            return self._inner.claim(run_id, owner, ttl_s=60, actor=RUNNER)
        except Conflict:
            return self._inner.run(run_id)


class _FailsHeld(_NeverHolds):
    """A broken store: a held run is failed as asked (settled behind the person's back first)."""

    def fail_run(self, run_id: str, error: str, **kw: Any) -> None:
        if self._inner.run(run_id).status == "needs_reconciliation":
            self._inner.reconcile(run_id, took_effect=False, reason="x", actor=ALICE)
        self._inner.fail_run(run_id, error, **kw)


def test_the_checks_can_fail(store: Store) -> None:
    pairs = drawn(store_bullet())
    assert any("not drawn" in p for p in refusal_problems(_FailsHeld(store), store_bullet()))  # type: ignore[arg-type]
    assert refusal_problems(store, store_bullet().replace("is never failed", "may be failed"))
    assert any("needs_reconciliation" in p for p in arrow_problems(_NeverHolds(store), pairs))  # type: ignore[arg-type]
    assert any("claim took" in p for p in final_problems(_ClaimsAnything(store), {"failed"}))  # type: ignore[arg-type]
    assert arrow_problems(store, pairs | {("completed", "waiting")})
    assert arrow_problems(store, pairs - {("resuming", "waiting")})
    assert final_problems(store, {"completed", "failed", "waiting"})
    # near miss: the arrows as the page words them elsewhere read the same
    assert drawn(
        "a claim moves `waiting → resuming`; (`waiting | resuming → needs_reconciliation`)"
    ) == {
        ("waiting", "resuming"),
        ("waiting", "needs_reconciliation"),
        ("resuming", "needs_reconciliation"),
    }
    assert drawn("`started → ok | failed`") == set()  # a side effect's, not a run's
