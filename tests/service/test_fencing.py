"""Fencing: a resumer whose claim was taken over never executes a side effect (issue 18).

Each claim carries a fencing token, one more than the run's previous claim. The side-effect guard
hands its token to the store with the intent to book; once another process took the claim over,
the store refuses the intent and ``book_room`` is never called — not merely blocked by the ledger
after the fact. Runs on SQLite, on the PostgreSQL server the test run starts and on a backend of
one's own (``$ARENA_TEST_STORE_FACTORY``).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from arena.context import RunContext
from arena.errors import Conflict, FencedOut, StoreError
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.runs.resume import SetAsideError
from arena.store import SideEffectKey, Store, open_store
from arena.types import InputResponse, Responder, Turn
from store_support import (
    LEDGER_ENV,
    Booker,
    custom_stores,
    ledger_lines,
    run_out,
    skew_clock,
    start_waiting,
)

RUNNER = Responder(name="resume", interface="scripted")


STORES: dict[str, Callable[[pytest.FixtureRequest, Path], Store]] = {
    "sqlite": lambda request, tmp: open_store(str(tmp / "arena.db")),
    "postgres": lambda request, tmp: open_store(request.getfixturevalue("postgres_url")),
    **custom_stores(),  # a backend of one's own (docs/operator.md)
}


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    with STORES[request.param](request, tmp_path) as opened:
        yield opened


def approved_run(store: Store) -> str:
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)  # resumed as another process would: from the store alone
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    return run_id


class OvertakenBooker(Booker):
    """A Booker whose resumer stalls mid-leg, right before booking, until its claim expires and
    another process (``rescuer``) has taken the run over — then tries to book anyway."""

    def __init__(self, store: Store, clock: pytest.MonkeyPatch | None = None) -> None:
        self.store = store
        self.clock = clock

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        # the claim (0.2 s) expires while the leg is under way
        if not _taken_over_at_once(self.store, ctx.run_id, self.clock):
            await asyncio.sleep(0.4)
            self.store.claim(ctx.run_id, "rescuer", ttl_s=60, actor=RUNNER)
        return await super().resume(responses, ctx)


def _taken_over_at_once(store: Store, run_id: str, clock: pytest.MonkeyPatch | None) -> bool:
    """The rescuer's takeover with this machine's clock moved past the claim's expiry, where the
    store judges claims by it (SQLite: arena's ``utcnow``), not after a real 0.4 s (speed51c:
    once per store, ~23 stores across the broken-store runners). False where the claim still
    held (PostgreSQL's server clock, a custom store's own): the caller waits, as before."""
    if clock is None or not getattr(store, "local_clock", False):
        return False
    skew_clock(clock, timedelta(seconds=1))
    try:
        store.claim(run_id, "rescuer", ttl_s=60, actor=RUNNER)
    except Conflict:
        return False
    return True


def test_each_claim_takes_a_higher_token_and_a_stale_one_writes_no_intent(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id = approved_run(store)
    first = store.claim(run_id, "a", ttl_s=0.05, actor=RUNNER)
    run_out(store, monkeypatch, 0.1)
    second = store.claim(run_id, "b", ttl_s=60, actor=RUNNER)
    assert (first.claim_token, second.claim_token) == (1, 2)
    assert store.try_claim(run_id, "c", ttl_s=60, actor=RUNNER) is None  # b holds it
    key = SideEffectKey(
        run_id=run_id, request_id=store.requests(run_id)[0].id, tool="book_room", occurrence=1
    )
    with pytest.raises(FencedOut, match=r"fencing token 1\) was taken over \(now token 2, b\)"):
        store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="a", token=1)
    assert store.side_effects(run_id) == []
    assert (
        store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="b", token=2) is None
    )
    store.release(run_id, "b", actor=RUNNER, note="drill")
    third = store.try_claim(run_id, "c", ttl_s=60, actor=RUNNER)
    assert third is not None and third.claim_token == 3
    notes = [h.note or "" for h in store.history(run_id) if h.transition.startswith("run.claim")]
    assert [n.rsplit("(", 1)[-1] for n in notes] == [f"fencing token {i})" for i in (1, 2, 3)]


def test_a_resumer_whose_claim_was_taken_over_never_calls_book_room(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id = approved_run(store)

    # The leg the store discards is no failed run of this process's (83c6e64, red team 13's
    # ttl_race): its Conflict says the run is the rescuer's, as a claim lost before the leg does.
    with pytest.raises(Conflict) as lost:
        asyncio.run(
            resume_run(run_id, store, adapter=OvertakenBooker(store, monkeypatch), claim_ttl_s=0.2)
        )
    said = str(lost.value)
    assert "claimed by rescuer" in said and "lost its claim, its leg is discarded" in said
    # ... and never claims it left the run waiting for a retry: the rescuer holds it.
    assert "left waiting" not in said

    assert ledger_lines(ledger) == []  # the tool function itself never ran
    assert store.side_effects(run_id) == []  # and no intent was written for it
    record = store.run(run_id)
    assert (record.status, record.claim_owner, record.legs) == ("resuming", "rescuer", 1)

    # The rescuer, holding the current claim, books exactly once and completes the run.
    result = asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="rescuer", claim=record))
    assert result.status == "completed" and result.passed, result.checks
    assert ledger_lines(ledger) == ["R-102"]
    assert [(s.owner, s.status) for s in store.side_effects(run_id)] == [("rescuer", "ok")]


def test_postgres_try_claim_skips_a_run_another_transaction_holds(postgres_url: str) -> None:
    import psycopg

    with open_store(postgres_url, timeout_s=5) as store:
        run_id = approved_run(store)
        holding, release = threading.Event(), threading.Event()

        def hold() -> None:
            with psycopg.connect(postgres_url) as conn:
                conn.execute("SELECT 1 FROM runs WHERE id = %s FOR UPDATE", (run_id,))
                holding.set()
                release.wait(10)

        holder = threading.Thread(target=hold)
        holder.start()
        try:
            assert holding.wait(10)
            clock = time.perf_counter()
            assert store.try_claim(run_id, "w", ttl_s=60, actor=RUNNER) is None
            assert time.perf_counter() - clock < 2  # skipped, not waited for (lock_timeout 5 s)
        finally:
            release.set()
            holder.join()
        claimed = store.try_claim(run_id, "w", ttl_s=60, actor=RUNNER)
        assert claimed is not None and claimed.claim_owner == "w"


_DOWN = [False]


def down_during_the_leg(store: Store, original: Any) -> Any:
    def flaky(*args: Any, **kwargs: Any) -> Any:
        if _DOWN[0]:
            raise StoreError(f"store {store.location}: lost the connection to the server")
        return original(*args, **kwargs)

    return flaky


class DownDuringTheLeg(Booker):
    """The store goes away once the resumed leg is under way, and is back when it ends."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        _DOWN[0] = True
        try:
            return await super().resume(responses, ctx)
        finally:
            _DOWN[0] = False


def test_a_store_outage_as_a_booking_begins_keeps_the_approval_for_a_retry(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ledger is unreachable (a database restart) just as book_room would begin: the tool is
    not run, and the leg is set aside — not recorded as an agent that chose not to book — so the
    run waits again with its approval and the retry books once."""
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id = approved_run(store)

    for method in ("side_effects", "begin_side_effect"):  # every read and write before the tool
        original = getattr(store, method)
        monkeypatch.setattr(store, method, down_during_the_leg(store, original))
        with pytest.raises(SetAsideError, match="the store failed as book_room was about to run"):
            asyncio.run(resume_run(run_id, store, adapter=DownDuringTheLeg()))
        monkeypatch.setattr(store, method, original)
        assert store.run(run_id).status == "waiting"
    assert ledger_lines(ledger) == []
    record = store.run(run_id)
    assert (record.status, record.legs) == ("waiting", 1)
    assert store.requests(run_id)[0].response is not None  # the approval is still there

    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.status == "completed" and result.passed, result.checks
    assert ledger_lines(ledger) == ["R-102"]
