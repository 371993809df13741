"""A leg that waits on its run's row reads the store's clock after the wait (durable39).

A leg's trail entries take the store's clock, but it was read before the run's row was locked:
a leg that waited there while an answer to the same run took the lock, read the clock and
committed, was stamped before that answer and chained after it (the trail out of order). Here an
answer to the run's second request holds the row (paused once it has the lock, before it reads
the clock) while the leg starts and waits for it; the leg's entries now come after the answer
in time as in the chain.
"""

from __future__ import annotations

import threading
import time

import psycopg
import pytest

from arena import hosting
from arena.context import RunContext
from arena.store import EndpointSpec, LegWrite, RunOrigin
from arena.store.postgres import PostgresStore
from arena.types import EvalItem, InputResponse, Responder
from store_support import ENDPOINT
from trail_ledger import cross_check

RUNNER = Responder(name="runner", interface="scripted")


def _leg_write(ctx: RunContext, status: str) -> LegWrite:
    return LegWrite(
        run_id=ctx.run_id,
        turn=ctx.finish(status),  # type: ignore[arg-type]
        snapshot={"version": 1, "slots": {}},
        actor=RUNNER,
        origin=RunOrigin(
            adapter="fake", endpoint=EndpointSpec.of(ENDPOINT), item=EvalItem(id="x", input="book")
        ),
    )


def _waiting_on_lock(url: str) -> bool:
    with psycopg.connect(url, autocommit=True) as admin:
        row = admin.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
        ).fetchone()
    return bool(row and row[0])


def test_a_leg_that_waited_on_an_answer_is_stamped_after_it(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    leg_store, answer_store = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        ctx = RunContext(run_id=f"run_lk{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
        ctx.begin_leg()
        ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
        second = ctx.request_input(action="request_approval", args={"summary": "Book R-102"})
        leg_store.record_leg(_leg_write(ctx, "waiting"))
        ctx.begin_leg()
        leg_two = _leg_write(ctx, "completed")

        has_lock, go_on = threading.Event(), threading.Event()
        check = hosting.check_answer

        def paused(*args: object, **kwargs: object) -> None:
            check(*args, **kwargs)  # type: ignore[arg-type]
            has_lock.set()
            assert go_on.wait(30)

        monkeypatch.setattr(hosting, "check_answer", paused)
        answer = threading.Thread(
            target=answer_store.answer,
            args=(InputResponse(request_id=second.id, option_id="deny"),),
        )
        answer.start()
        assert has_lock.wait(30)
        leg = threading.Thread(target=leg_store.record_leg, args=(leg_two,))
        leg.start()
        deadline = time.monotonic() + 30
        while not _waiting_on_lock(postgres_url):  # the leg waits on the answer's row lock
            assert time.monotonic() < deadline
            time.sleep(0.01)
        go_on.set()
        answer.join(30)
        leg.join(30)

        times = [(e.transition, e.at) for e in leg_store.history(ctx.run_id)]
        assert [t for t, _ in times][-2:] == ["request.denied", "run.completed"], times
        assert [at for _, at in times] == sorted(at for _, at in times), times
        assert cross_check(leg_store) == []
    finally:
        go_on.set()
        leg_store.close()
        answer_store.close()
