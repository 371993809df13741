"""An answered request asked again under its own id fails its leg, across a restart too
(evidence51, finishing redteam50b's probe of pause ids).

An adapter that resolved the person's answer and then put the same request back on
``ctx.pending`` waited again under the answered id: the leg read as an honest pause. In the
eval's process the line then refused every answer to it as answered (``AlreadyAnswered``,
"call t.resume()", which hands the same answer to the same adapter); after
``t.restart(process=True)`` the store held the request resolved and the run waiting on nothing.
A new question takes a new id (``ctx.request_input``): the near miss that asks again so waits
and goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tests.reference_adapters_s51 import ReasksUnderNewId, ReasksUnderOldId

from arena.context import ModelEndpoint
from arena.drive import CheckFailed, Driver, rooms_agent
from arena.store import open_store

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.mark.parametrize("restart", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_an_answered_request_asked_again_under_its_id_fails_the_leg(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], restart: bool
) -> None:
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(ReasksUnderOldId(spec), endpoint_for("compliant"), agent=spec, store=store)
        with t:
            t.send(TASK)
            (asked,) = t._turns[-1].requests
            if restart:
                t.restart(process=True)
                with pytest.raises(CheckFailed) as caught:
                    t.respond_all("approve")
                said = str(caught.value)
                assert "the harness refused what the adapter did" in said, said
                assert "did not survive" not in said, said
            else:
                t.respond_all("approve")
            leg = t._turns[-1]
            assert leg.status == "failed" and not leg.requests, leg
            assert leg.error is not None
            assert leg.error.startswith("an answered request was asked again under its id: ")
            assert f"request(s) {asked.id} (approve)" in leg.error, leg.error
            run_id = t.ctx.run_id
        # the store's record says the same: the leg failed, the request answered once
        assert store.run(run_id).status == "failed"
        assert [(r.id, r.resolved) for r in store.requests(run_id)] == [(asked.id, True)]
        assert store.turns(run_id)[-1].status == "failed"


def test_a_new_question_after_an_answer_still_waits(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Near miss: the same call asked about again, as a new request with a new id."""
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(ReasksUnderNewId(spec), endpoint_for("compliant"), agent=spec, store=store)
        with t:
            t.send(TASK)
            (first,) = t._turns[-1].requests
            t.respond_all("approve")
            leg = t._turns[-1]
            assert leg.status == "waiting", leg
            (again,) = leg.requests
            assert again.id != first.id and again.native_id == first.native_id
            t.respond_all("approve")
            assert t._turns[-1].status == "completed", t._turns[-1]
            t.close()
