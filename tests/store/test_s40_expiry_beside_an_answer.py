"""An approval that commits as the expiry sweep runs is not reported expired (durable40).

On PostgreSQL ``expire_due`` reads the requests due, then writes each one's expiry; an answer
given a moment before the expiry (its own check passed) and committed between the two stands —
the expiry's insert stores nothing and writes no trail entry — but the sweep still returned the
request as expired, so ``arena sweep`` said it was recorded as expired (``--json``:
``"expired": [its id]``) while the store holds the approval.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena.store import codec
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting
from trail_ledger import cross_check

ALICE = Responder(name="alice", interface="cli")


def test_an_answer_committed_as_the_sweep_runs_is_not_reported_expired(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    sweeper, operator = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(sweeper, expires_in_s=0)
        expire = sweeper._expire

        def answered_meanwhile(c: Any, run: str, request: str, *args: Any) -> Any:
            # alice's approval, checked a moment before the expiry, commits now
            approval = InputResponse(request_id=request, option_id="approve", responder=ALICE)
            with operator._write() as other:
                now = codec.ts(operator._clock(other))
                assert operator._insert_response(other, run, approval, now, asked=True)
            return expire(c, run, request, *args)

        monkeypatch.setattr(sweeper, "_expire", answered_meanwhile)
        assert sweeper.expire_due() == []  # was: [request_id]
        stored = sweeper.request(request_id).response
        assert stored is not None and stored.option_id == "approve"
        expired = [e for e in sweeper.history(run_id) if e.transition == "request.expired"]
        assert expired == []
        assert cross_check(sweeper) == []
    finally:
        sweeper.close()
        operator.close()
