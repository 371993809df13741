"""A claimed run's next leg, checked in its UPDATE instead of a read of the run first (issue 16).

The process that claimed a run keeps the row its claim left; the leg it records next is one
``UPDATE runs ... WHERE`` the run still has the legs, status, owner and fencing token that claim
left, under the write lock. These tests show the leg lands and returns the same record as the
read-first path, that a claim taken over in between still refuses the leg (broken on purpose:
an ``UPDATE`` that trusts the kept row appends it), and what the leg's statements are.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.checks import CheckResult
from arena.context import RunContext
from arena.errors import Conflict
from arena.store import LegWrite, RunRecord, SQLiteStore
from arena.store import sql_text as q
from arena.types import InputResponse, Responder
from store_support import ENDPOINT, synthetic_waiting

ACTOR = Responder(name="tester", role="ops", interface="cli")


def _resumed_leg(store: SQLiteStore, run_id: str, request_id: str, owner: str) -> LegWrite:
    request = store.request(request_id).request
    response = store.request(request_id).response
    assert response is not None
    ctx = RunContext(
        run_id=run_id, adapter="fake", endpoint=ENDPOINT, leg=1, pending={request.id: request}
    )
    ctx._seq = 100
    ctx.begin_leg()
    ctx.deliver([response])
    ctx.resolve(request, response)
    return LegWrite(
        run_id=run_id,
        turn=ctx.finish("completed", message="Booked R-101."),
        snapshot={"version": 1, "slots": {}},
        actor=ACTOR,
        owner=owner,
        checks=[CheckResult(name="booked", passed=True, detail="R-101 — once")],
    )


def _approved(store: SQLiteStore) -> tuple[str, str]:
    run_id, request_id = synthetic_waiting(store)
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ACTOR))
    return run_id, request_id


def test_the_claimers_leg_lands_and_returns_what_the_read_first_path_returns(
    tmp_path: Path,
) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id, request_id = _approved(store)
        claimed = store.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        seen: list[str] = []
        store._db.raw.set_trace_callback(seen.append)
        record = store.record_leg(_resumed_leg(store, run_id, request_id, "me"))
        store._db.raw.set_trace_callback(None)
        assert not any(s.startswith("SELECT * FROM runs") for s in seen)  # no read of the run
        assert record == store.run(run_id)  # the record as stored, read back
        assert record.status == "completed" and record.legs == 2
        assert record.claim_owner is None and record.claim_token == claimed.claim_token
        assert record.checks is not None and record.checks[0].detail == "R-101 — once"
        assert store.verify_audit().broken is None
    finally:
        store.close()


class TrustsTheKeptRow(SQLiteStore):
    """Broken on purpose: the leg's UPDATE does not check the claim it kept still holds."""

    def record_leg(self, leg: LegWrite) -> RunRecord:
        plain = q.STILL_CLAIMED
        q.STILL_CLAIMED = " AND ? IS NOT NULL AND ? IS NOT NULL AND ? IS NOT NULL AND 1"
        try:
            return super().record_leg(leg)
        finally:
            q.STILL_CLAIMED = plain


@pytest.mark.parametrize("broken", [False, True], ids=["store", "trusts-kept-row"])
def test_a_claim_taken_over_since_refuses_the_first_claimers_leg(
    tmp_path: Path, broken: bool
) -> None:
    db = tmp_path / "arena.db"
    first = (TrustsTheKeptRow if broken else SQLiteStore)(db)
    second = SQLiteStore(db)
    try:
        run_id, request_id = _approved(first)
        first.claim(run_id, "first", ttl_s=0, actor=ACTOR)  # expires at once
        second.claim(run_id, "second", ttl_s=60, actor=ACTOR)  # takes it over
        leg = _resumed_leg(first, run_id, request_id, "first")
        if broken:
            first.record_leg(leg)  # appended by a process that lost its claim
            assert second.run(run_id).legs == 2
            return
        with pytest.raises(Conflict, match="is claimed by second"):
            first.record_leg(leg)
        run = second.run(run_id)
        assert (run.legs, run.status, run.claim_owner) == (1, "resuming", "second")
        assert second.verify_audit().broken is None
    finally:
        first.close()
        second.close()


def test_a_leg_after_the_same_owner_claimed_again_elsewhere_is_read_first(tmp_path: Path) -> None:
    # The kept row's fencing token is no longer the run's: the UPDATE matches nothing, the
    # leg reads the run as before (the owner still holds it) and lands with the current token.
    db = tmp_path / "arena.db"
    first, second = SQLiteStore(db), SQLiteStore(db)
    try:
        run_id, request_id = _approved(first)
        first.claim(run_id, "me", ttl_s=0, actor=ACTOR)
        again = second.claim(run_id, "me", ttl_s=60, actor=ACTOR)
        record = first.record_leg(_resumed_leg(first, run_id, request_id, "me"))
        assert record.claim_token == again.claim_token == 2
        assert record == first.run(run_id)
    finally:
        first.close()
        second.close()
