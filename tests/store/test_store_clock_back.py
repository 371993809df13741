"""A clock moved back cannot file an answer before its question (durable30 F2).

On SQLite the store's clock is this machine's, the one that stamped the request: an answer by a
clock reading before the request was asked was stored, and ``arena history`` showed the approval
two hours before the request while ``arena audit verify`` said ok."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from test_store_people import skew_clock

from arena.errors import InvalidAnswer
from arena.identity import Identity
from arena.inbox import decide
from arena.store.sqlite import SQLiteStore
from arena.types import InputResponse
from store_support import synthetic_waiting

ALICE = Identity(name="alice", roles=(), interface="cli", verified=False)


def test_an_answer_by_a_clock_behind_the_request_is_refused_and_nothing_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with SQLiteStore(tmp_path / "arena.db") as store:
        run_id, request_id = synthetic_waiting(store)
        trail = [e.transition for e in store.history(run_id)]
        with monkeypatch.context() as m:
            skew_clock(m, timedelta(hours=-2))
            with pytest.raises(InvalidAnswer, match=r"clock reads .* before request .* was asked"):
                decide(store, request_id, ALICE, "approve")
            with pytest.raises(InvalidAnswer, match="the clock is wrong"):
                store.answer(InputResponse(request_id=request_id, option_id="deny"))
        assert store.request(request_id).response is None  # nothing half-written
        assert [e.transition for e in store.history(run_id)] == trail
        # With the clock right again the same operator answers, after the question.
        assert decide(store, request_id, ALICE, "approve").verdict == "approved"
        stored = store.request(request_id)
        assert stored.response is not None
        assert stored.response.at >= stored.request.created_at
